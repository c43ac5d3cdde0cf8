import Testing

@_spi(Benchmarks) @testable import NavigationDemo
@testable import TerminalUI

/// What is offered is computed from the panels' tables, merged along the responder chain: the
/// keys a screen offers, the app-wide keys while rewound, the history's own key.
@MainActor
@Suite("Keys offered, from the tables")
struct OfferedKeysTests {
    @Test("every line with help of the demo's own tables is in the ? help, once")
    func everyRowInTheHelp() {
        let rows: [[Key]] =
            DemoViewController.keyBindings.rows.filter { $0.help != nil }.map { Self.distinct($0.keys.map(\.key)) }
            + SimulatedDeviceKeys.keyBindings.rows.filter { $0.help != nil }.map { Self.distinct($0.keys.map(\.key)) }
            + DemoAppKeys.keyBindings.rows.filter { $0.help != nil }.map { Self.distinct($0.keys.map(\.key)) }
        for keys in rows {
            #expect(DemoKeyMap.lines.filter { $0.keys == keys }.count == 1, "\(keys) is not in the help once")
        }
    }

    static func distinct(_ keys: [Key]) -> [Key] {
        var result: [Key] = []
        for key in keys where !result.contains(key) { result.append(key) }
        return result
    }

    @Test("a screen offers its list's keys, its own (timer, peek, bar buttons), its containers' and the app's")
    func screenKeys() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("")
        let first = h.window.currentOfferedKeys()
        for key in [Key.up, .down, .enter, .character("t"), .character("p"), .character("1"), .character("m")] {
            #expect(first.contains(key), "\(key) on the first screen")
        }
        // Not offered: nothing to go back to, no bar button, no sheet to close.
        for key in [Key.backspace, .character("r"), .character("x"), .escape] {
            #expect(!first.contains(key), "\(key) on the first screen")
        }
        h.run("2 r")
        let recursion = h.window.currentOfferedKeys()
        for key in [Key.character("r"), .character("c"), .character("t"), .character("g")] {
            #expect(recursion.contains(key), "\(key) on a presented Recursion")
        }
        // The bar button's letter is the screens' table's, and presses the button.
        #expect(h.lines.first?.contains("[r]") == true, "\(h.lines.first ?? "")")
        let sheet = DemoHarness(idiom: .compact, appKeys: true)
        sheet.run("3 h h")
        #expect(sheet.window.currentOfferedKeys().contains(.escape), "a sheet closes with Esc")
    }

    @Test("H closes Marshroute's history, as its footer says; the other app keys stay kept from it")
    func historyKey() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("H")
        #expect((h.window.topOverlay as? HelpOverlayView)?.title == MarshrouteHistoryOverlay.title)
        h.run("g")
        #expect((h.window.topOverlay as? HelpOverlayView)?.title == MarshrouteHistoryOverlay.title, "g got through")
        h.run("H")
        #expect(h.window.topOverlay == nil, "H left the history open")
    }

    @Test("rewound, of the app-wide keys only quit, the inspector and the screenshot key are offered")
    func rewoundAppKeys() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        let offered = { h.window.keyCommands.filter { $0.isOffered?() != false }.map(\.key) }
        // The clock's keys want a clock with playback controls (the command line's); the
        // harness runs on a manual one.
        let present = Set(DemoAppKeys.keyBindings.allKeys).subtracting(DemoAppKeys.keyBindings.keys(for: .pause))
            .subtracting(DemoAppKeys.keyBindings.keys(for: .slower)).subtracting(
                DemoAppKeys.keyBindings.keys(for: .faster))
        #expect(Set(offered()) == present)
        h.run("down down enter wait:1s down enter wait:1s i up R")
        #expect(h.shell.rewoundEntry != nil)
        #expect(offered() == [.character("i"), .character("q"), .ctrl("c"), .character("S")])
        // Esc closes the inspector over the app, then leaves the past.
        h.run("esc esc")
        #expect(h.shell.rewoundEntry == nil)
        #expect(Set(offered()) == present)
    }
}
