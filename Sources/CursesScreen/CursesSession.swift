import CNcurses
import SystemLibc
import TerminalUI

/// Everything curses needs while it owns the terminal, and the order in which it is taken and
/// given back: the locale, the stderr log, the signal handlers, the curses screen and its
/// modes. `end()` undoes whatever `start` got to, so a failure halfway leaves nothing behind.
final class CursesSession {
    private(set) var screen: OpaquePointer?
    private(set) var window: UnsafeMutablePointer<WINDOW>?
    private var inputFile: UnsafeMutablePointer<FILE>?
    private var outputFile: UnsafeMutablePointer<FILE>?
    private var ownsInputFile = false
    private var ownsOutputFile = false
    private var redirection: StderrRedirection?
    private var stopHandlersInstalled = false
    private(set) var inputDescriptor: Int32 = -1
    private(set) var outputDescriptor: Int32 = -1
    private(set) var supportsUnicode = false
    private(set) var colorMode = ColorMode.monochrome
    private(set) var colorPairs: ColorPairTable?

    private init() {}

    /// Where stderr goes while the session lasts; nil when it is left alone.
    var logFilePath: String? { redirection?.path }

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

        if options.redirectsStandardError {
            redirection = try StderrRedirection.begin(path: options.logFilePath)
        }

        // Before newterm: ncurses installs its own SIGTERM/SIGINT handlers (which end the
        // process) only where it finds the default disposition.
        guard cnc_install_stop_handlers() == 0 else {
            throw .system("sigaction(stop signals)")
        }
        stopHandlersInstalled = true

        // On a terminal, its own size wins over LINES and COLUMNS (which ncurses then updates
        // when they are exported), so stale exported values cannot defeat a resize. Without
        // one (a file in tests) LINES and COLUMNS give the size.
        use_tioctl(isatty(outputDescriptor) == 1)
        // A file of a given size: the environment is not read at all (a resize then takes
        // the terminfo entry's size).
        let fileSize = isatty(outputDescriptor) == 1 ? nil : options.fileSize
        use_env(fileSize == nil)
        let type = options.terminalType
        let newScreen: OpaquePointer? =
            if let type {
                type.withCString { newterm($0, outputFile, inputFile) }
            } else {
                newterm(nil, outputFile, inputFile)
            }
        guard let newScreen else {
            let name = type ?? getenv("TERM").map { String(cString: $0) }
            let reason =
                name.map { "the terminal type '\($0)' is unknown to terminfo or cannot drive a full screen" }
                ?? "TERM is not set"
            throw CursesScreenError(call: "newterm", reason: reason)
        }
        screen = newScreen
        guard let stdscr = cnc_stdscr() else {
            throw CursesScreenError(call: "newterm", reason: "curses created no standard screen")
        }
        window = stdscr
        // resize_term, not resizeterm: no KEY_RESIZE is queued for the size it starts at.
        if let fileSize { _ = resize_term(Int32(fileSize.height), Int32(fileSize.width)) }

        // Raw mode: Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys, not signals. A file instead of
        // a terminal (tests) has no modes to set, so only a terminal's refusal is an error.
        if raw() == ERR && isatty(inputDescriptor) == 1 {
            throw CursesScreenError(call: "raw", reason: "cannot put the terminal into raw mode")
        }
        _ = noecho()
        _ = nonl()
        _ = keypad(stdscr, true)
        _ = nodelay(stdscr, true) // input is waited for with ppoll, never inside curses
        _ = leaveok(stdscr, true) // the cursor is hidden: don't move it after a frame
        _ = typeahead(-1) // finish every frame even when keys are waiting
        _ = curs_set(0)
        if getenv("ESCDELAY") == nil {
            _ = set_escdelay(25) // ncurses waits a whole second for a lone Esc otherwise
        }

        if options.colorEnabled && has_colors() && start_color() == OK {
            let defaultColors = use_default_colors() == OK
            let mode = ColorMode(colorCount: Int(cnc_COLORS()))
            if mode != .monochrome {
                colorMode = mode
                colorPairs = ColorPairTable(limit: cnc_COLOR_PAIRS(), defaultColorsAvailable: defaultColors)
            }
        }

        if options.mouseEnabled {
            // Presses only, reported at once: with releases or clicks in the mask, a press and
            // release that arrive together come out as the release alone.
            _ = mouseinterval(0)
            _ = mousemask(cnc_BUTTON1_PRESSED(), nil)
        }

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

    /// Gives the terminal back to the shell, stops the process group as Ctrl-Z would, and
    /// takes the terminal over again once continued (with a full repaint). When the input is
    /// not a terminal, or SIGTSTP was ignored at start (no job control), it does not stop.
    /// Returns whether the terminal's size changed meanwhile (curses then queues a KEY_RESIZE).
    @discardableResult
    func suspendAndResume() -> Bool {
        guard let window else { return false }
        cnc_set_curses_active(0)
        _ = endwin()
        if isatty(inputDescriptor) == 1 && cnc_suspend_is_ignored() == 0 {
            cnc_stop_process_group()
        }
        let resized = adoptTerminalSize()
        _ = clearok(cnc_curscr(), true)
        _ = wnoutrefresh(window)
        _ = doupdate() // the first refresh after endwin re-enters curses mode
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
        guard screen != nil, cnc_terminal_size(outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0,
            is_term_resized(rows, columns)
        else { return false }
        return resizeterm(rows, columns) == OK
    }

    /// Restores the terminal, the signal handlers and stderr. Safe to call more than once.
    func end() {
        cnc_set_curses_active(0)
        cnc_restore_fatal_handlers()
        if let screen {
            _ = endwin()
            delscreen(screen)
            self.screen = nil
            window = nil
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
