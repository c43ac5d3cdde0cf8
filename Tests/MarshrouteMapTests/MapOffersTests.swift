import Testing

@testable import MarshrouteMap
@testable import TerminalUI

/// What a screen offers: the hint line's keys, and a list's rows as actions of their own.
@MainActor
@Suite("MapOffers")
struct MapOffersTests {
    final class ListScreen: ViewController {
        let list = ListView(items: [ListItem("One"), ListItem("Off", isEnabled: false), ListItem("Three")])
        override func loadView() { view = list }
        override var keyCommands: [KeyCommand] {
            [KeyCommand(.character("t"), hint: KeyHint("t", "Timer")) {}]
        }
    }

    func window(selecting index: Int?) -> (Window, ListScreen) {
        let window = Window(size: Size(width: 60, height: 12), loop: EventLoop(clock: ManualClock()))
        let screen = ListScreen()
        window.rootViewController = screen
        window.peekKey = .character("p")
        window.layoutIfNeeded()
        if let index { screen.list.select(index) }
        return (window, screen)
    }

    @Test("hints become tokens: arrows, Enter, ranges of digits, Esc, letters; a status is none")
    func hintTokens() {
        let glyphs = GlyphSet.unicode
        #expect(MapOffers.tokens(ofHint: "▲▼", glyphs: glyphs) == ["up", "down"])
        #expect(MapOffers.tokens(ofHint: "⏎", glyphs: glyphs) == ["enter"])
        #expect(MapOffers.tokens(ofHint: "Enter", glyphs: .ascii) == ["enter"])
        #expect(MapOffers.tokens(ofHint: "1-3", glyphs: glyphs) == ["1", "2", "3"])
        #expect(MapOffers.tokens(ofHint: "Esc", glyphs: glyphs) == ["esc"])
        #expect(MapOffers.tokens(ofHint: "t", glyphs: glyphs) == ["t"])
        #expect(MapOffers.tokens(ofHint: "", glyphs: glyphs).isEmpty)
        #expect(MapOffers.tokens(ofHint: "⏸ paused", glyphs: glyphs).isEmpty)
    }

    @Test("a focused list: Enter and peek on every enabled row, the moves from the selection, moves alone dropped")
    func rows() {
        let (window, _) = window(selecting: 2)
        let actions = MapOffers.actions(fromKeys: ["up", "down", "enter", "p", "t"], in: window)
        #expect(actions.map(\.description) == ["up enter", "enter", "up p", "p", "t"])
        #expect(actions.map(\.row) == ["One", "Three", "One", "Three", nil])
        #expect(actions[0].cause == "enter on \"One\"")
        #expect(actions[4].cause == "t")
    }

    @Test("the window's key hints and excluded keys")
    func keyTokens() {
        let (window, _) = window(selecting: 0)
        let tokens = MapOffers.keyTokens(in: window)
        #expect(tokens.contains("t") && tokens.contains("enter") && tokens.contains("up"))
        #expect(!MapOffers.keyTokens(in: window, excluding: ["t"]).contains("t"))
    }
}
