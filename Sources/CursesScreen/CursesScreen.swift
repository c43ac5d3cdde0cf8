import CNcurses
import SystemLibc
import TerminalUI

/// The terminal through ncurses: frames are written cell run by cell run with the
/// wide-character API, input is read in keypad mode and waited for with `poll`.
///
/// ```swift
/// let screen = try CursesScreen()
/// defer { screen.end() }
/// let application = Application(screen: screen, window: window)
/// application.run()  // returns on quit(), a stop signal, or a lost terminal
/// ```
///
/// Safe by default: SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2 and SIGALRM, and a
/// terminal that goes away, stop the screen (`stopReason`), which ends `Application.run()`;
/// `end()` then gives the terminal back and ends the process with the signal, so its parent
/// sees it killed by that signal (a shell reports 128 + signal). A crash signal (SIGSEGV,
/// SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP) restores the terminal, lets the Swift runtime
/// print its backtrace, and ends the process. An app that wants a signal for itself says so
/// with `intercept(_:with:)`; one that must exit by itself after a stop turns off
/// `CursesScreenOptions.endsProcessOnSignal`. docs/CURSES.md explains each choice.
///
/// Curses is process-global: one `CursesScreen` can be active at a time, from `init` until
/// `end()`. Only `end()` ends it: a screen let go without it stays active (and the process's
/// exit still restores the terminal).
@MainActor
public final class CursesScreen: Screen {
    public private(set) var size: Size
    public let colorMode: ColorMode
    public let supportsUnicode: Bool
    /// Where stderr goes while the screen is active (print it after an abnormal exit); nil
    /// when `redirectsStandardError` was off.
    public let logFilePath: String?
    /// What the last `draw` cost.
    public var lastFrameStats: FrameStats { frameStats }
    private var frameStats = FrameStats()

    private var session: CursesSession?
    private var differ: FrameDiffer
    private let writer: CellRunWriter
    private var needsRefresh = true
    private var pushedBack: [RawInput] = []
    private var extendedKeys: [Int32: Key?] = [:]
    private var resizeEchoExpected = false
    private var inputHungUp = false
    private var emptyReadsWhileReadable = 0
    private let endsProcessOnSignal: Bool
    private var interceptors: [Int32: @MainActor (Int32) -> SignalDecision] = [:]

    private static var isSessionActive = false

    /// Takes over the terminal (or the files `options` name): locale, stderr log, signal
    /// handlers, `newterm`, raw mode, colors, mouse. Throws naming the call that failed.
    public init(options: CursesScreenOptions = CursesScreenOptions()) throws(CursesScreenError) {
        guard !CursesScreen.isSessionActive else {
            throw CursesScreenError(
                call: "CursesScreen.init", reason: "another CursesScreen is active; call end() on it first")
        }
        let session = try CursesSession.start(options: options)
        CursesScreen.isSessionActive = true
        endsProcessOnSignal = options.endsProcessOnSignal
        self.session = session
        colorMode = session.colorMode
        supportsUnicode = session.supportsUnicode
        logFilePath = session.logFilePath
        size = session.size
        differ = FrameDiffer(size: size)
        let styler = CellStyler(theme: options.theme, colorMode: colorMode, pairs: session.colorPairs)
        writer = CellRunWriter(styler: styler, unicode: supportsUnicode)
    }

    /// True until `end()`.
    public var isActive: Bool { session != nil }

    /// Why the screen stopped: a stop signal the app did not intercept, or the terminal went
    /// away. Once it is set, `nextEvent` returns nil at once, `Application.run()` returns, and
    /// the app should call `end()`. It stays set after `end()`.
    public private(set) var stopReason: ScreenStop?

    /// The signal that stopped the screen, if one did (`stopReason`).
    public var terminationSignal: Int32? { stopReason?.signal }

    /// The color pairs defined so far (they are defined on first use).
    public var colorPairsInUse: Int { writer.styler.allocatedPairCount }

    /// The curses library the screen draws with, as it names itself ("ncurses 6.4.20221231"),
    /// for a bug report.
    nonisolated public static var cursesVersion: String { cnc_version().map { String(cString: $0) } ?? "unknown" }

    /// Whether this build uses ncurses 6.1's extended color pairs; without them (ncurses 5.7,
    /// the macOS SDK's 6.0, or `-Xcc -DCNCURSES_FORCE_NCURSES5`) at most 256 pairs are used.
    nonisolated static var hasExtendedColorPairs: Bool {
        cnc_features() & UInt32(CNC_FEATURE_EXTENDED_PAIRS) != 0
    }

    /// Gives the terminal back: leaves curses mode, restores the signal handlers and stderr.
    /// Calling it again does nothing. When a signal stopped the screen (one that arrived just
    /// before counts too) and `CursesScreenOptions.endsProcessOnSignal` is on, the process
    /// then ends with that signal and this does not return.
    public func end() {
        guard let session else { return }
        takeSignals(callingHandlers: false)
        session.end()
        self.session = nil
        CursesScreen.isSessionActive = false
        if let signal = stopReason?.signal, endsProcessOnSignal {
            cnc_exit_with_signal(signal)
        }
    }

    // MARK: Signals

    /// Hands `signals` (stop signals only: see `stopSignals`) to `handler` instead of
    /// stopping the screen. The handler runs on the main actor inside `nextEvent`, never in
    /// signal context, so it may do anything an app does; `nextEvent` then returns nil, so the
    /// loop turns and draws what the handler changed. It returns `.keepRunning` when it dealt
    /// with the signal, or `.stop` to stop as if it had not intercepted it. A signal that was
    /// ignored when the screen started (under `nohup`, say) stays ignored and never arrives.
    public func intercept(_ signals: Set<Int32>, with handler: @escaping @MainActor (Int32) -> SignalDecision) {
        for signal in signals {
            precondition(cnc_is_stop_signal(signal) != 0, "signal \(signal) is not one of CursesScreen.stopSignals")
            interceptors[signal] = handler
        }
    }

    /// Lets `signals` stop the screen again.
    public func stopIntercepting(_ signals: Set<Int32>) {
        for signal in signals { interceptors[signal] = nil }
    }

    /// Takes the stop signals that arrived: intercepted ones go to their handler, the first
    /// other one stops the screen. While ending, intercepted ones are dropped (the app is
    /// ending anyway, and its handler must not run inside `end()`). Returns whether any arrived.
    @discardableResult
    private func takeSignals(callingHandlers: Bool = true) -> Bool {
        let arrived = cnc_take_stop_signals()
        guard arrived != 0 else { return false }
        for signal in Self.stopSignals where arrived & (1 << UInt32(signal)) != 0 && stopReason == nil {
            if let handler = interceptors[signal] {
                guard callingHandlers, handler(signal) == .stop else { continue }
            }
            stop(.signal(signal))
        }
        return true
    }

    private func stop(_ reason: ScreenStop) {
        guard stopReason == nil else { return }
        stopReason = reason
        if let signal = reason.signal, endsProcessOnSignal {
            // Paid by end(), or by the exit hook when the app exits without calling it.
            cnc_owe_exit_signal(signal)
        }
    }

    // MARK: Drawing

    @discardableResult
    public func draw(_ frame: CellBuffer) -> FrameStats {
        draw(frame, onlyRows: nil)
    }

    /// Draws `frame`, comparing only the rows the window composed again.
    @discardableResult
    public func draw(_ frame: CellBuffer, damagedRows: DamagedRows) -> FrameStats {
        draw(frame, onlyRows: damagedRows)
    }

    private func draw(_ frame: CellBuffer, onlyRows damagedRows: DamagedRows?) -> FrameStats {
        guard session != nil else { return FrameStats() }
        // Curses' own size: it may have resized itself already (SIGWINCH) before the app
        // heard of it.
        let (width, height) = (Int(cnc_columns()), Int(cnc_lines()))
        let writer = self.writer
        // The differ is taken out while it runs and the stats stored by assignment, so that no
        // access spans a call and the optimizer drops the run-time exclusivity checks.
        var differ = self.differ
        let stats = differ.apply(frame, damagedRows: damagedRows) { y, columns, row in
            guard y < height else { return }
            writer.write(row, y: y, columns: columns, limit: width)
        }
        self.differ = differ
        if stats.runs > 0 || needsRefresh {
            cnc_refresh()
            needsRefresh = false
        }
        frameStats = stats
        return stats
    }

    /// Curses repaints the whole terminal at the next frame, from a window that is erased now:
    /// the frame then writes only the cells that are not blank, as a program that clears the
    /// screen and draws its text would.
    public func invalidate() {
        if session != nil {
            differ.assumeBlank()
            cnc_erase_for_repaint()
            needsRefresh = true
        } else {
            differ.invalidate()
        }
    }

    // MARK: Input

    /// The next key, waiting at most `timeout`. Nil on timeout, after a signal (intercepted
    /// or not), and at once once the screen has stopped (`stopReason`).
    public func nextEvent(timeout: Duration?) -> Key? {
        guard let session, stopReason == nil else { return nil }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: max($0, .zero)) }
        var waitSaidReadable = false
        while !takeSignals() {
            // A SIGWINCH or stop signal that arrives after this check writes to the self-pipe
            // the wait below watches, so it cannot be slept through.
            if let raw = readRaw() {
                emptyReadsWhileReadable = 0
                if let key = event(for: raw) { return key }
                continue
            }
            if waitSaidReadable {
                // Readable yet nothing to read: end of file (a scripted input) or a hang-up.
                emptyReadsWhileReadable += 1
            }
            if inputHungUp || emptyReadsWhileReadable >= 3 {
                // Everything buffered was read: the terminal is gone. Waiting on would block
                // for ever or, with a deadline, spin; the app's loop ends instead.
                stop(.terminalClosed)
                return nil
            }
            var nanoseconds: Int64 = -1
            if let deadline {
                let remaining = clock.now.duration(to: deadline)
                guard remaining > .zero else { return nil }
                nanoseconds = CursesScreen.nanoseconds(remaining)
            }
            let result = cnc_wait_for_input(session.inputDescriptor, nanoseconds)
            if result & Int32(CNC_WAIT_INPUT_CLOSED) != 0 { inputHungUp = true }
            waitSaidReadable = result & Int32(CNC_WAIT_INPUT) != 0
            if result == Int32(CNC_WAIT_TIMEOUT) { return nil }
        }
        return nil
    }

    /// What one input from curses means to the app; nil when it means nothing.
    private func event(for raw: RawInput) -> Key? {
        let decoded = KeyDecoder.decode(raw, next: { readRaw() }, pushBack: { pushedBack.append($0) })
        switch decoded {
        case .key(let key):
            return key
        case .resize:
            if resizeEchoExpected {
                // The KEY_RESIZE our own resizeterm queued: already reported.
                resizeEchoExpected = false
                if let session, size == session.size { return nil }
            }
            return resized()
        case .mouse:
            var x: Int32 = 0
            var y: Int32 = 0
            guard cnc_take_mouse_click(&x, &y) != 0 else { return nil }
            return .mouseClick(Point(x: Int(x), y: Int(y)))
        case .suspend:
            resizeEchoExpected = session?.suspendAndResume() == true
            invalidate()
            return resized()
        case .extendedKeyCode(let code):
            return extendedKey(code)
        case .ignored:
            return nil
        }
    }

    /// What an extended key code (a modified arrow, say) stands for, asked of `keyname` once.
    private func extendedKey(_ code: Int32) -> Key? {
        if let known = extendedKeys[code] { return known }
        let key = cnc_key_name(code).flatMap { KeyDecoder.key(forExtendedName: String(cString: $0)) }
        extendedKeys[code] = .some(key)
        return key
    }

    /// Reads one input that is already there, without waiting (nodelay mode; after an ESC
    /// ncurses still waits up to ESCDELAY for the rest of a key's sequence).
    private func readRaw() -> RawInput? {
        if !pushedBack.isEmpty { return pushedBack.removeFirst() }
        guard session != nil else { return nil }
        var value: UInt32 = 0
        switch Int(cnc_read_input(&value)) {
        case CNC_INPUT_KEY: return .keyCode(Int32(bitPattern: value))
        case CNC_INPUT_CHARACTER: return .character(value)
        default: return nil
        }
    }

    /// Picks up the size curses now has and makes the next frame repaint everything.
    private func resized() -> Key {
        if session?.adoptTerminalSize() == true { resizeEchoExpected = true }
        if let session { size = session.size }
        invalidate()
        return .resize(size)
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds < Int64.max / 1_000_000_000 - 1 else { return Int64.max / 2 }
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
