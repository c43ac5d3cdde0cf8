import CNcurses
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal through ncursesw: frames are written cell run by cell run with the
/// wide-character API, input is read in keypad mode and waited for with `ppoll`.
///
/// ```swift
/// let screen = try CursesScreen(options: CursesScreenOptions(colorEnabled: !noColor))
/// defer { screen.end() }
/// while screen.terminationSignal == nil {
///     if let key = screen.nextEvent(timeout: .milliseconds(16)) { ... }
///     screen.draw(frame)
/// }
/// ```
///
/// Curses is process-global: one `CursesScreen` can be active at a time.
@MainActor
public final class CursesScreen: Screen {
    public private(set) var size: Size
    public let colorMode: ColorMode
    public let supportsUnicode: Bool
    /// Where stderr goes while the screen is active (print it after an abnormal exit); nil
    /// when `redirectsStandardError` was off.
    public let logFilePath: String?
    /// What the last `draw` cost.
    public private(set) var lastFrameStats = FrameStats()

    private var session: CursesSession?
    private var differ: FrameDiffer
    private let writer: CellRunWriter
    private var needsRefresh = true
    private var pushedBack: [RawInput] = []
    private var extendedKeys: [Int32: Key?] = [:]
    private var resizeEchoExpected = false
    private var inputClosed = false
    private var emptyReadsWhileReadable = 0
    private var endedWithSignal: Int32 = 0

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
        self.session = session
        colorMode = session.colorMode
        supportsUnicode = session.supportsUnicode
        logFilePath = session.logFilePath
        let window = session.window!
        size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        differ = FrameDiffer(size: size)
        let styler = CellStyler(theme: options.theme, colorMode: colorMode, pairs: session.colorPairs)
        writer = CellRunWriter(styler: styler, unicode: supportsUnicode)
    }

    isolated deinit {
        end()
    }

    /// True until `end()`.
    public var isActive: Bool { session != nil }

    /// The first SIGTERM, SIGHUP or SIGINT received while the screen was active. Once it is
    /// set, `nextEvent` returns nil at once; the app should leave its loop and call `end()`.
    public var terminationSignal: Int32? {
        let value = session != nil ? cnc_termination_signal() : endedWithSignal
        return value == 0 ? nil : value
    }

    /// The color pairs defined so far (they are defined on first use).
    public var colorPairsInUse: Int { writer.styler.allocatedPairCount }

    /// Gives the terminal back: leaves curses mode, restores the signal handlers and stderr.
    /// Calling it again does nothing.
    public func end() {
        guard let session else { return }
        endedWithSignal = cnc_termination_signal()
        session.end()
        self.session = nil
        CursesScreen.isSessionActive = false
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
        guard let window = session?.window else { return FrameStats() }
        let height = Int(getmaxy(window))
        let width = Int(getmaxx(window))
        let writer = self.writer
        let stats = differ.apply(frame, damagedRows: damagedRows) { y, columns, row in
            guard y < height else { return }
            writer.write(row, y: y, columns: columns, limit: width, into: window)
        }
        if stats.runs > 0 || needsRefresh {
            _ = wnoutrefresh(window)
            _ = doupdate()
            needsRefresh = false
        }
        lastFrameStats = stats
        return stats
    }

    /// Curses repaints the whole terminal at the next frame, from a window that is erased now:
    /// the frame then writes only the cells that are not blank, as a program that clears the
    /// screen and draws its text would.
    public func invalidate() {
        if let window = session?.window {
            differ.assumeBlank()
            _ = werase(window)
            _ = clearok(cnc_curscr(), true)
            needsRefresh = true
        } else {
            differ.invalidate()
        }
    }

    // MARK: Input

    public func nextEvent(timeout: Duration?) -> Key? {
        guard let session else { return nil }
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: max($0, .zero)) }
        var waitSaidReadable = false
        while cnc_termination_signal() == 0 {
            // With the wake-up signals blocked, a SIGWINCH or SIGTERM that arrives after this
            // check stays pending until ppoll unblocks it, so it cannot be slept through.
            cnc_begin_input_check()
            if let raw = readRaw() {
                cnc_end_input_check()
                emptyReadsWhileReadable = 0
                if let key = event(for: raw) { return key }
                continue
            }
            if waitSaidReadable {
                // Readable yet nothing to read: end of file (a scripted input) or a hang-up.
                emptyReadsWhileReadable += 1
                if emptyReadsWhileReadable >= 3 { inputClosed = true }
            }
            var nanoseconds: Int64 = -1
            if let deadline {
                let remaining = clock.now.duration(to: deadline)
                guard remaining > .zero else {
                    cnc_end_input_check()
                    return nil
                }
                nanoseconds = CursesScreen.nanoseconds(remaining)
            }
            let result = cnc_wait_for_input(inputClosed ? -1 : session.inputDescriptor, nanoseconds)
            cnc_end_input_check()
            if result & Int32(CNC_WAIT_INPUT_CLOSED) != 0 { inputClosed = true }
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
                if let window = session?.window,
                    size == Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
                {
                    return nil
                }
            }
            return resized()
        case .mouse:
            var event = MEVENT()
            guard getmouse(&event) == OK,
                event.bstate & cnc_BUTTON1_PRESSED() != 0
            else { return nil }
            return .mouseClick(Point(x: Int(event.x), y: Int(event.y)))
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
        let key = keyname(code).flatMap { KeyDecoder.key(forExtendedName: String(cString: $0)) }
        extendedKeys[code] = .some(key)
        return key
    }

    /// Reads one input that is already there, without waiting (nodelay mode; after an ESC
    /// ncurses still waits up to ESCDELAY for the rest of a key's sequence).
    private func readRaw() -> RawInput? {
        if !pushedBack.isEmpty { return pushedBack.removeFirst() }
        guard let window = session?.window else { return nil }
        var character: wint_t = 0
        switch wget_wch(window, &character) {
        case KEY_CODE_YES: return .keyCode(Int32(bitPattern: character))
        case OK: return .character(character)
        default: return nil
        }
    }

    /// Picks up the size curses now has and makes the next frame repaint everything.
    private func resized() -> Key {
        if session?.adoptTerminalSize() == true { resizeEchoExpected = true }
        if let window = session?.window {
            size = Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        }
        invalidate()
        return .resize(size)
    }

    private static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds < Int64.max / 1_000_000_000 - 1 else { return Int64.max / 2 }
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
