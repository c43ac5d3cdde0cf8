import Testing

@testable import TerminalUI

/// A panel whose table shows every feature of a row: keys to several actions, a condition
/// per action, hints in positions, a dynamic label, a hint shown in one state only.
@MainActor
private final class CounterPanel: KeyBindingPanel {
    enum KeyAction: Equatable, Sendable {
        case add(Int)
        case reset, resetAll, up, down, quit
    }

    nonisolated static let keyBindings: KeyBindings<CounterPanel> = [
        KeyBinding(
            [.character("1"): .add(1), .character("2"): .add(2), .character("3"): .add(3)],
            hint: .init("Add", keys: .offered), help: .init("Add", keys: .byKind),
            offered: { panel, action in
                guard case .add(let amount) = action else { return false }
                return amount <= panel.limit
            }),
        KeyBinding(
            .character("x"), .reset,
            hint: .init("Reset", position: 0, dynamicLabel: { $0.total > 9 ? "Reset!" : "Reset" }),
            help: "Reset", when: { $0.canReset }),
        KeyBinding(.character("x"), .resetAll, hint: .init("Reset all", position: 1), help: "Reset all"),
        KeyBinding(
            [.up: .up, .down: .down, .character("k"): .up, .character("j"): .down],
            hint: .init("Move", keys: .firstTwo, shownWhen: { $0.showsMoves }), help: .init("Move", keys: .byKind)),
        KeyBinding([.character("q"), .ctrl("c")], .quit, hint: .init("Quit", essential: true), help: "Quit"),
    ]

    var total = 0
    var limit = 3
    var canReset = true
    var showsMoves = true
    var performed: [KeyAction] = []

    func perform(_ action: KeyAction) {
        performed.append(action)
        if case .add(let amount) = action { total += amount }
    }
}

@MainActor
@Suite("Key bindings: one table drives dispatch, hints, help and the keys offered")
struct KeyBindingsTests {
    private let table = CounterPanel.keyBindings

    @Test("a key runs the first row offering it; a key whose action is not offered is not used")
    func dispatch() {
        let panel = CounterPanel()
        #expect(table.handle(.character("x"), on: panel))
        panel.canReset = false
        #expect(table.handle(.character("x"), on: panel))
        #expect(panel.performed == [.reset, .resetAll])
        panel.limit = 1
        #expect(!table.handle(.character("2"), on: panel))
        #expect(table.handle(.character("1"), on: panel))
        #expect(!table.handle(.character("z"), on: panel))
        #expect(panel.total == 1)
        #expect(table.action(for: .character("k"), on: panel) == .up)
    }

    @Test("hints: offered rows only, by position then row order, digits as a range, labels from the panel")
    func hints() {
        let panel = CounterPanel()
        let line = { table.hints(on: panel, glyphs: .unicode).map { "\($0.keys) \($0.action)" } }
        #expect(line() == ["x Reset", "x Reset all", "1-3 Add", "▲▼ Move", "q Quit"])
        panel.limit = 2
        panel.canReset = false
        panel.showsMoves = false
        #expect(line() == ["x Reset all", "1-2 Add", "q Quit"])
        panel.limit = 0
        panel.canReset = true
        panel.total = 10
        #expect(line() == ["x Reset!", "x Reset all", "q Quit"])
        #expect(table.hints(on: panel, glyphs: .unicode).last?.isEssential == true)
        panel.showsMoves = true
        #expect(table.hints(on: panel, glyphs: .ascii).map(\.keys).contains("^v"))
        // The labels are kept per glyph set: asked in Unicode again, they are Unicode again.
        #expect(table.hints(on: panel, glyphs: .unicode).map(\.keys).contains("▲▼"))
    }

    @Test("hints reusing a cache: the last array while nothing they are made from changed, else made again")
    func hintsReusingACache() {
        let panel = CounterPanel()
        var cache = KeyHintCache()
        var random = SystemRandomNumberGenerator()
        var last: [KeyHint] = []
        var reused = 0
        for step in 0..<400 {
            // One thing at a time changes, or nothing does.
            switch Int.random(in: 0..<7, using: &random) {
            case 0: panel.limit = Int.random(in: 0...3, using: &random)
            case 1: panel.canReset.toggle()
            case 2: panel.showsMoves.toggle()
            case 3: panel.total = Int.random(in: 8...11, using: &random)
            default: break
            }
            let glyphs: GlyphSet = step % 50 < 25 ? .unicode : .ascii
            let leading = step % 40 < 20 ? [] : [KeyHint("z", "Before")]
            let fresh = table.hints(on: panel, glyphs: glyphs, after: leading)
            let cached = table.hints(on: panel, glyphs: glyphs, after: leading, reusing: &cache)
            #expect(cached == fresh, "step \(step): the cache gave hints the table does not offer now")
            if cached == last, Self.storage(of: cached) == Self.storage(of: last) { reused += 1 }
            last = cached
        }
        #expect(reused > 100, "the same hints were made again instead of handed back")
    }

    @Test("a row of more keys than a cache keeps is made every time, never handed back stale")
    func hintsOfAWideRowAreNotCached() {
        let wide: KeyBindings<CounterPanel> = [
            KeyBinding(
                pairs: (0..<70).map { (key: Key.function($0 + 1), action: CounterPanel.KeyAction.add($0)) },
                hint: .init("Add", keys: .offered),
                offered: { panel, action in
                    guard case .add(let amount) = action else { return false }
                    return amount >= 66 && amount <= panel.limit
                })
        ]
        let panel = CounterPanel()
        var cache = KeyHintCache()
        panel.limit = 67
        let first = wide.hints(on: panel, glyphs: .unicode, reusing: &cache)
        panel.limit = 69
        #expect(wide.hints(on: panel, glyphs: .unicode, reusing: &cache) != first)
        #expect(wide.hints(on: panel, glyphs: .unicode, reusing: &cache) == wide.hints(on: panel, glyphs: .unicode))
    }

    private static func storage(of hints: [KeyHint]) -> UnsafeRawPointer? {
        hints.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("a hint writes its first offered key, or its shown text, in the glyph set it is asked in")
    func hintLabelsInGlyphSets() {
        let panel = CounterPanel()
        let table: KeyBindings<CounterPanel> = [
            KeyBinding([.enter: .up, .backspace: .down], hint: "Go", offered: { _, action in action == .down }),
            KeyBinding(.character("s"), .quit, hint: .init("Arrows", keys: .shown("↑↓"))),
        ]
        let unicode = [Key.backspace.hintLabel(in: .unicode), GlyphSet.unicode.text("↑↓")]
        let ascii = [Key.backspace.hintLabel(in: .ascii), GlyphSet.ascii.text("↑↓")]
        #expect(unicode != ascii)
        #expect(table.hints(on: panel, glyphs: .unicode).map(\.keys) == unicode)
        #expect(table.hints(on: panel, glyphs: .ascii).map(\.keys) == ascii)
        #expect(table.hints(on: panel, glyphs: .unicode).map(\.keys) == unicode)
    }

    @Test("the help writes each row's keys apart, by kind or as given, in the glyph set")
    func help() {
        #expect(table.helpEntries(glyphs: .unicode).map(\.keys) == ["1-3", "x", "x", "▲ ▼  k j", "q  Ctrl-C"])
        #expect(table.helpEntries(glyphs: .ascii).map(\.keys)[3] == "^ v  k j")
        #expect(
            ListView.keyBindings.helpEntries(glyphs: .unicode).map(\.keys) == [
                "▲ ▼  j k", "PgUp PgDn Home End", "Enter",
            ])
        #expect(TabBarController.keyBindings.helpEntries(glyphs: .unicode).map(\.keys) == ["1-9"])
        #expect(NavigationController.keyBindings.helpEntries(glyphs: .unicode).map(\.keys) == ["Backspace  Left"])
        #expect(KeyHelp.Keys.shown("[r]…").written([], in: .ascii) == "[r]...")
    }

    @Test("the keys offered are one for each action offered, and every key of the table once")
    func offered() {
        let panel = CounterPanel()
        panel.limit = 2
        #expect(
            table.offeredKeys(on: panel) == [
                .character("1"), .character("2"), .character("x"), .up, .down, .character("q"),
            ])
        #expect(table.allKeys.count == 10)
        #expect(table.keys(for: .up) == [.up, .character("k")])
    }

    @Test(
        "as a window's commands: one not offered neither runs nor shows; a modal panel lets through only those that work over it"
    )
    func windowCommands() {
        let test = TestWindow()
        test.root = SampleScreens.label("Start", text: "Hello")
        let panel = CounterPanel()
        test.window.keyCommands =
            table.keyCommands(on: panel, glyphs: .unicode).map { command in
                var command = command
                // Quit works over modal panels, as an app's quit key does.
                command.worksOverModalPanels = command.key == .character("q")
                return command
            }
        panel.canReset = false
        #expect(test.window.currentKeyHints().map(\.action).contains("Reset all"))
        #expect(!test.window.currentKeyHints().map(\.action).contains("Reset"))
        test.press(.character("x"))
        #expect(panel.performed == [.resetAll])
        panel.limit = 0
        test.press(.character("3"))
        #expect(panel.performed == [.resetAll], "an add not offered ran")
        #expect(!test.window.currentOfferedKeys().contains(.character("3")))

        let help = HelpOverlayView(sections: [HelpOverlayView.Section("Keys", [KeyHint("x", "Reset")])])
        test.window.showOverlay(help)
        test.press(.character("x"), .character("q"))
        #expect(panel.performed == [.resetAll, .quit], "the modal help let x through, or kept q")
        #expect(test.window.topOverlay === help)
        test.press(.escape)
        #expect(test.window.topOverlay == nil)
    }

    @Test("the window offers the keys of the focused list, its navigation controller and the window")
    func windowOffersTheChain() {
        let test = TestWindow()
        let navigation = NavigationController(rootViewController: SampleScreens.list("First"))
        test.root = navigation
        test.window.keyCommands = [KeyCommand(.character("q")) {}]
        test.render()
        #expect(!test.window.currentOfferedKeys().contains(.backspace))
        navigation.pushViewController(SampleScreens.list("Second"), animated: false)
        test.render()
        let keys = test.window.currentOfferedKeys()
        #expect(keys == [.up, .down, .pageUp, .pageDown, .home, .end, .enter, .backspace, .character("q")])
        test.press(.left)
        #expect(navigation.viewControllers.count == 1)
    }
}
