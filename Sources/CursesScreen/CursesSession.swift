import CNcurses
import SystemLibc
import TerminalUI

/// Everything curses needs while it owns the terminal, and the order in which it is taken and
/// given back: the locale, the stderr log, the signal handlers, the curses screen and its
/// modes. `end()` undoes whatever `start` got to, so a failure halfway leaves nothing behind.
final class CursesSession {
    private(set) var isStarted = false
    private var inputFile: UnsafeMutablePointer<FILE>?
    private var outputFile: UnsafeMutablePointer<FILE>?
    private var ownsInputFile = false
    private var ownsOutputFile = false
    private var redirection: StderrRedirection?
    private var stopHandlersInstalled = false
    private var watchesResizes = false
    private(set) var inputDescriptor: Int32 = -1
    private(set) var outputDescriptor: Int32 = -1
    private(set) var supportsUnicode = false
    private(set) var colorMode = ColorMode.monochrome
    private(set) var colorPairs: ColorPairTable?

    private init() {}

    /// Where stderr goes while the session lasts; nil when it is left alone.
    var logFilePath: String? { redirection?.path }

    /// The size of curses' screen.
    var size: Size { Size(width: Int(cnc_columns()), height: Int(cnc_lines())) }

    /// Takes over the terminal as `options` say.
    static func start(options: CursesScreenOptions) throws(CursesScreenError) -> CursesSession {
        let session = CursesSession()
        do {
            try session.begin(options: options)
        } catch {
            session.end()
            throw error
        }
        return session
    }

    private func begin(options: CursesScreenOptions) throws(CursesScreenError) {
        supportsUnicode = TerminalLocale.prepare() && !options.forceASCII

        if let path = options.inputPath {
            guard let file = fopen(path, "r") else { throw .system("fopen(input)", path) }
            inputFile = file
            ownsInputFile = true
        } else {
            inputFile = cnc_stdin()
        }
        if let path = options.outputPath {
            guard let file = fopen(path, "w") else { throw .system("fopen(output)", path) }
            outputFile = file
            ownsOutputFile = true
        } else {
            guard isatty(STDOUT_FILENO) == 1 else {
                throw CursesScreenError(
                    call: "isatty(standard output)",
                    reason: "standard output is not a terminal; a full-screen app needs one to draw on")
            }
            outputFile = cnc_stdout()
        }
        inputDescriptor = fileno(inputFile)
        outputDescriptor = fileno(outputFile)

        // Before anything is written: a terminal that cannot draw a full screen is refused
        // as an unknown one is, with nothing changed.
        let type = try Self.terminalType(options: options, outputDescriptor: outputDescriptor)

        if options.redirectsStandardError {
            redirection = try StderrRedirection.begin(path: options.logFilePath)
        }

        // Before newterm: ncurses installs its own SIGTERM/SIGINT handlers (which end the
        // process) only where it finds the default disposition.
        guard cnc_install_stop_handlers() == 0 else {
            throw .system("sigaction(stop signals)")
        }
        stopHandlersInstalled = true

        // On a terminal, its own size wins over LINES and COLUMNS, so stale exported values
        // cannot defeat a resize. Without one (a file in tests) LINES and COLUMNS give the
        // size, unless the options give it: then the environment is not read at all (a
        // resize then takes the terminfo entry's size).
        let isTerminal = isatty(outputDescriptor) == 1
        let fileSize = isTerminal ? nil : options.fileSize
        let sizeSource =
            isTerminal ? CNC_SIZE_FROM_TERMINAL : fileSize == nil ? CNC_SIZE_FROM_ENVIRONMENT : CNC_SIZE_GIVEN
        guard cnc_start(type, outputFile, inputFile, Int32(sizeSource)) == 0 else {
            throw CursesScreenError(
                call: "newterm", reason: "curses cannot start on the terminal type '\(Self.printable(type))'")
        }
        isStarted = true
        // resize_term, not resizeterm: no KEY_RESIZE is queued for the size it starts at.
        if let fileSize { _ = cnc_set_size(Int32(fileSize.height), Int32(fileSize.width)) }
        // SIGWINCH also wakes the wait, so a resize never waits for the next key.
        guard cnc_watch_resizes() == 0 else { throw .system("sigaction(SIGWINCH)") }
        watchesResizes = true

        // Raw mode: Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys, not signals. A file instead of
        // a terminal (tests) has no modes to set, so only a terminal's refusal is an error.
        if cnc_enter_raw_mode() != 0 && isatty(inputDescriptor) == 1 {
            throw CursesScreenError(call: "raw", reason: "cannot put the terminal into raw mode")
        }
        // ncurses waits a whole second for a lone Esc otherwise.
        cnc_set_modes(getenv("ESCDELAY") == nil ? 25 : -1)

        if options.colorEnabled {
            var pairLimit: Int32 = 0
            var defaultColors: Int32 = 0
            let colors = cnc_start_colors(&pairLimit, &defaultColors)
            let mode = ColorMode(colorCount: Int(colors))
            if colors > 0 && mode != .monochrome {
                colorMode = mode
                colorPairs = ColorPairTable(limit: pairLimit, defaultColorsAvailable: defaultColors != 0)
            }
        }

        if options.mouseEnabled { cnc_enable_mouse() }

        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        let name = program.isEmpty ? "terminal UI" : program
        let prefix = "\n\(name): fatal signal "
        let suffix =
            logFilePath.map { "; the terminal was restored. Details: \($0)\n" } ?? "; the terminal was restored.\n"
        guard cnc_install_fatal_handlers(redirection?.originalDescriptor ?? STDERR_FILENO, prefix, suffix) == 0 else {
            throw .system("sigaction(fatal signals)")
        }
        cnc_set_curses_active(1)
    }

    /// The terminal type to start with, once terminfo says it can draw a full screen.
    private static func terminalType(
        options: CursesScreenOptions, outputDescriptor: Int32
    ) throws(CursesScreenError) -> String {
        guard let type = options.terminalType ?? getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
            throw CursesScreenError(
                call: "setupterm", reason: "TERM is not set, so the terminal's capabilities are unknown")
        }
        let name = printable(type)
        switch Int(cnc_check_terminal(type, outputDescriptor)) {
        case CNC_TERMINAL_USABLE:
            return type
        case CNC_TERMINAL_NOT_ADDRESSABLE:
            throw CursesScreenError(
                call: "setupterm",
                reason: "the terminal type '\(name)' cannot move the cursor to a given place, "
                    + "so a full screen cannot be drawn on it; use a terminal such as xterm-256color")
        case CNC_TERMINAL_NO_DATABASE:
            throw CursesScreenError(
                call: "setupterm", reason: "no terminfo database was found to look up the terminal type '\(name)'")
        default:
            throw CursesScreenError(
                call: "setupterm", reason: "the terminal type '\(name)' is unknown to terminfo")
        }
    }

    /// `text` with anything that is not printable ASCII as `?`: a TERM value reaches the
    /// terminal in the error message.
    private static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(text.unicodeScalars.prefix(64).map { (0x20..<0x7F).contains($0.value) ? $0 : "?" })
        )
    }

    /// Gives the terminal back to the shell, stops the process group as Ctrl-Z would, and
    /// takes the terminal over again once continued (with a full repaint). When the input is
    /// not a terminal, or SIGTSTP was ignored at start (no job control), it does not stop.
    /// Returns whether the terminal's size changed meanwhile (curses then queues a KEY_RESIZE).
    @discardableResult
    func suspendAndResume() -> Bool {
        guard isStarted else { return false }
        cnc_set_curses_active(0)
        cnc_leave()
        if isatty(inputDescriptor) == 1 && cnc_suspend_is_ignored() == 0 {
            cnc_stop_process_group()
        }
        let resized = adoptTerminalSize()
        cnc_return()
        cnc_set_curses_active(1)
        return resized
    }

    /// Makes curses' size the terminal's own when they differ: after a stop (a resize while
    /// stopped sends no SIGWINCH to us), and after SIGWINCH when exported LINES and COLUMNS
    /// made ncurses keep the old size. Returns whether it resized (curses then queues another
    /// KEY_RESIZE).
    @discardableResult
    func adoptTerminalSize() -> Bool {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard isStarted, cnc_terminal_size(outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0,
            cnc_size_differs(rows, columns) != 0
        else { return false }
        return cnc_resize(rows, columns) == 0
    }

    /// Restores the terminal, the signal handlers and stderr. Safe to call more than once.
    func end() {
        cnc_set_curses_active(0)
        cnc_restore_fatal_handlers()
        if watchesResizes {
            cnc_unwatch_resizes()
            watchesResizes = false
        }
        if isStarted {
            cnc_end()
            isStarted = false
        }
        if ownsInputFile, let file = inputFile { fclose(file) }
        if ownsOutputFile, let file = outputFile { fclose(file) }
        inputFile = nil
        outputFile = nil
        ownsInputFile = false
        ownsOutputFile = false
        if stopHandlersInstalled {
            cnc_restore_stop_handlers()
            stopHandlersInstalled = false
        }
        redirection?.end()
        redirection = nil
    }
}
