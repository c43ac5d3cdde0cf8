import Logging
import NavigationDemo
import TerminalUI
import Testing

/// Damage tracking against whole-tree composition: the fuzzer's sessions run with the window
/// composing only damaged rows, and every frame drawn is also composed the other way, the whole
/// tree as it stands, and must be the same cell for cell; so must what the screen shows after
/// comparing only the damaged rows, and the key hints the frame found when something last
/// changed them must be those the tree gives when asked again. Both layouts, the inspector open
/// and closed. A view that changes without marking what it changed fails here, and so does a
/// hint that changes without `setNeedsKeyHintsUpdate()`.
///
/// (Two sessions side by side, one per composition, would not do: the inspector's ledger keys
/// modules by object identity, so memory reuse alone can make two identical sessions differ.)
@MainActor
@Suite("Damage tracking")
struct DamageTrackingTests {
    static let seed: UInt64 = 0xDA3A_6E25
    /// Steps per session; each configuration runs `sessions` sessions.
    static let steps = 600
    static let sessions = 3

    @Test(
        "every frame composed from damaged rows equals the whole tree composed, in fuzz sessions",
        arguments: [DemoIdiom.compact, .split], [false, true])
    func damagedFramesEqualWholeTree(idiom: DemoIdiom, inspectorOpen: Bool) {
        var rng = SplitMix64(seed: Self.seed ^ (idiom == .split ? 1 : 0) ^ (inspectorOpen ? 2 : 0))
        var framesCompared = 0
        var rowsComposed = 0
        var rowsInFrames = 0
        for session in 0..<Self.sessions {
            let configuration = FuzzTokenGenerator.configuration(idiom: idiom, rng: &rng)
            let checked = DamageCheckedSession(configuration, inspectorOpen: inspectorOpen)
            var generator = FuzzTokenGenerator(seed: rng.next(), size: configuration.size, quitChance: 1_000_000)
            var tokens: [FuzzToken] = []
            for _ in 0..<Self.steps {
                let token = generator.next()
                tokens.append(token)
                checked.apply(token)
                if let mismatch = checked.screen.mismatch {
                    Issue.record(
                        """
                        session \(session) (\(configuration), inspector \(inspectorOpen ? "open" : "closed")), \
                        after \(tokens.count) tokens: \(mismatch)
                        keys: \(tokens.map(\.text).joined(separator: " "))
                        """)
                    return
                }
                if checked.application.hasQuit { break }
            }
            framesCompared += checked.screen.framesCompared
            rowsComposed += checked.screen.damagedRowsDrawn
            rowsInFrames += checked.screen.rowsDrawn
        }
        #expect(framesCompared >= Self.sessions * Self.steps / 2, "frames compared: \(framesCompared)")
        // Damage tracking was at work: most frames composed far fewer rows than the screen has.
        #expect(rowsComposed < rowsInFrames / 2, "\(rowsComposed) of \(rowsInFrames) rows composed")
    }

    @Test("a view changed without a mark shows the old cells: the check fails on it")
    func unmarkedChangeIsCaught() {
        let configuration = FuzzConfiguration(
            idiom: .split, size: Size(width: 120, height: 30), animations: false, ascii: false)
        let checked = DamageCheckedSession(configuration, inspectorOpen: false)
        let sneaky = SneakyLabel("before")
        sneaky.frame = Rect(x: 2, y: 3, width: 20, height: 1)
        checked.window.rootViewController?.view.addSubview(sneaky)
        checked.application.drawFrame()
        #expect(checked.screen.mismatch == nil)
        sneaky.text = "after"
        checked.application.drawFrame()
        #expect(checked.screen.mismatch != nil, "the damaged frame still shows the old text")
    }

    @Test("a hint changed without setNeedsKeyHintsUpdate() shows the old hints: the check fails on it")
    func unannouncedHintChangeIsCaught() {
        let configuration = FuzzConfiguration(
            idiom: .split, size: Size(width: 120, height: 30), animations: false, ascii: false)
        let checked = DamageCheckedSession(configuration, inspectorOpen: false)
        let sneaky = SneakyHintView()
        checked.window.rootViewController?.view.addSubview(sneaky)
        checked.window.addKeyInterceptor(sneaky)
        checked.application.drawFrame()
        #expect(checked.screen.mismatch == nil)
        sneaky.action = "After"
        checked.window.setNeedsDisplay()
        checked.application.drawFrame()
        #expect(checked.screen.mismatch != nil, "the frame still shows the old hint")
    }

    @Test("a hint changed with setNeedsKeyHintsUpdate() is shown by the next frame")
    func announcedHintChangeIsShown() {
        let configuration = FuzzConfiguration(
            idiom: .split, size: Size(width: 120, height: 30), animations: false, ascii: false)
        let checked = DamageCheckedSession(configuration, inspectorOpen: false)
        let view = SneakyHintView()
        checked.window.rootViewController?.view.addSubview(view)
        checked.window.addKeyInterceptor(view)
        checked.application.drawFrame()
        view.action = "After"
        view.setNeedsKeyHintsUpdate()
        checked.application.drawFrame()
        #expect(checked.screen.mismatch == nil)
        #expect(checked.window.shownKeyHints.contains(KeyHint("F5", "After")))
        #expect(checked.screen.base.text.contains("F5 After"))
    }
}

/// A view whose hint can change without telling the window.
@MainActor
private final class SneakyHintView: View {
    var action = "Before"
    override var keyHints: [KeyHint] { [KeyHint("F5", action)] }
}

/// A label whose text can change without marking anything (the bug the check must catch).
@MainActor
private final class SneakyLabel: View {
    var text: String
    init(_ text: String) {
        self.text = text
        super.init()
    }
    override func draw(in canvas: Canvas) {
        canvas.write(text, at: .zero, style: .normal)
    }
}

/// The demo as `navigation-demo --headless` builds it, on a screen that checks each frame.
@MainActor
final class DamageCheckedSession {
    let clock = ManualClock()
    let screen: WholeTreeCheckingScreen
    let shell: DemoShell
    var window: Window { shell.window }
    var application: Application { shell.application }
    let stepper: FrameStepper
    private let inspectorOpen: Bool

    init(_ configuration: FuzzConfiguration, inspectorOpen: Bool) {
        screen = WholeTreeCheckingScreen(
            HeadlessScreen(size: configuration.size, colorMode: .colors256, supportsUnicode: !configuration.ascii))
        let logger = Logger(label: "damage", factory: { _ in SwiftLogNoOpLogHandler() })
        shell = DemoShell(
            screen: screen, clock: clock, glyphs: configuration.ascii ? .ascii : .unicode,
            animationsEnabled: configuration.animations, idiom: configuration.idiom, assets: FuzzSession.assets,
            logger: logger, appKeyCommands: true)
        screen.window = shell.window
        stepper = FrameStepper(application: shell.application, clock: clock)
        self.inspectorOpen = inspectorOpen
        if inspectorOpen { shell.demo.inspector.open() }
        application.drawFrame()
    }

    /// Runs one token as `FrameStepper.run(script:)` does, then draws a frame: keys typed at one
    /// instant of the manual clock draw only the first of their frames, which would leave the
    /// states between them unchecked.
    func apply(_ token: FuzzToken) {
        for step in token.steps {
            stepper.perform(step) { screen.base.resize(to: $0) }
        }
        guard !application.hasQuit else { return }
        // A layout switch builds the demo again, inspector closed: open it again.
        if inspectorOpen && !shell.demo.inspector.isOpen { shell.demo.inspector.open() }
        application.drawFrame()
    }
}

/// A headless screen that composes the whole tree of its window at every frame it is given and
/// compares: the frame, and what the screen shows after comparing only the damaged rows.
@MainActor
final class WholeTreeCheckingScreen: Screen {
    let base: HeadlessScreen
    weak var window: Window?
    /// The first difference found.
    private(set) var mismatch: String?
    private(set) var framesCompared = 0
    private(set) var damagedRowsDrawn = 0
    private(set) var rowsDrawn = 0
    private let wholeTree = CellBuffer(size: Size(width: 1, height: 1))

    init(_ base: HeadlessScreen) { self.base = base }

    var size: Size { base.size }
    var colorMode: ColorMode { base.colorMode }
    var supportsUnicode: Bool { base.supportsUnicode }

    func draw(_ frame: CellBuffer) -> FrameStats {
        draw(frame, damagedRows: .all(height: frame.height))
    }

    func draw(_ frame: CellBuffer, damagedRows: DamagedRows) -> FrameStats {
        let stats = base.draw(frame, damagedRows: damagedRows)
        guard mismatch == nil, let window else { return stats }
        window.composeWholeTree(into: wholeTree)
        if let difference = Self.difference(frame, wholeTree) {
            mismatch = "frame composed from rows \(damagedRows.ranges): \(difference)"
        } else if let difference = Self.difference(base.contents, wholeTree) {
            mismatch = "on screen after comparing rows \(damagedRows.ranges): \(difference)"
        } else if window.showsKeyHints && !window.isTooSmall && window.shownKeyHints != window.keyHintsAsShownNow() {
            // The frame used the hints found when something last changed them; asked now,
            // the tree must give the same (a missing `setNeedsKeyHintsUpdate()` fails here).
            mismatch = "key hints \(window.shownKeyHints), asked now \(window.keyHintsAsShownNow())"
        }
        framesCompared += 1
        damagedRowsDrawn += damagedRows.rowCount
        rowsDrawn += frame.height
        return stats
    }

    func nextEvent(timeout: Duration?) -> Key? { base.nextEvent(timeout: timeout) }
    func invalidate() { base.invalidate() }

    static func difference(_ a: CellBuffer, _ whole: CellBuffer) -> String? {
        guard a.size == whole.size else { return "sizes \(a.size) and \(whole.size)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != whole[x, y] {
                return """
                    first difference at (\(x), \(y)); that row, then as the whole tree composes it:
                      \(a.textLines()[y])
                      \(whole.textLines()[y])
                    """
            }
        }
        return nil
    }
}
