import Foundation
import MarshrouteInspector
import Testing

@_spi(Benchmarks) @testable import NavigationDemo
@testable import TerminalUI

/// The key map (`DemoKeyMap`) is made of the panels' tables of keys: the README's table, the
/// `?` help, the hint line and the too-small terminal all follow them.
@MainActor
@Suite("The key map")
struct KeyMapTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    /// The README's Keys table: from the line after `## Keys` to the next heading.
    static func readmeKeysTable() throws -> String {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "\n## Keys\n\n"))
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end]).trimmingCharacters(in: .newlines) + "\n"
    }

    @Test("the README's Keys table is the key map's")
    func readmeTable() throws {
        let table = try Self.readmeKeysTable()
        #expect(table == DemoKeyMap.markdownTable, "README.md's Keys table should read:\n\(DemoKeyMap.markdownTable)")
    }

    @Test("the ? help lists every binding of the map, by section, and the layout")
    func help() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        let all = h.demo.helpSections(glyphs: .unicode)
        #expect(all.map(\.title) == ["Moving around", "Marshroute at work", "App", "In the inspector (i)"])
        // Lessons are one feature (e): no section is named as if it were that list (issue 35).
        #expect(!all.map(\.title).contains { $0.lowercased().contains("lesson") })
        let sections = all.dropLast()
        let keys = sections.flatMap(\.entries).map(\.keys)
        #expect(keys == DemoKeyMap.lines.map { $0.keys(glyphs: .unicode) } + ["Layout"])
        // What the help showed before the keys moved into the panels' tables.
        #expect(
            keys == [
                "▲ ▼  j k", "PgUp PgDn Home End", "Enter", "Backspace  Left", "1-9", "Tab  Shift-Tab", "Esc",
                "[r] [c] [x]…", "t", "p", "m", "s", "H", "g  :", "L", "i", "e", "<  >", "z", "?", "S", "q  Ctrl-C",
                "Layout",
            ])
        #expect(h.demo.helpSections(glyphs: .ascii)[0].entries[0].keys == "^ v  j k")
    }

    @Test("the ? help lists the inspector's keys and its Map page's, from their tables")
    func inspectorHelp() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        let section = try #require(h.demo.helpSections(glyphs: .unicode).last)
        #expect(section.title == "In the inspector (i)")
        let lines = section.entries.map { "\($0.keys) \($0.action)" }
        #expect(
            lines == [
                "Tab  Shift-Tab The next or the previous page", "PgUp PgDn Scroll a page",
                "▲ ▼ Home End  k j Move the selection on the timeline; scroll the other pages",
                "Enter Explain the selected entry and show its code",
                "R Rewind the app to just after the selected entry", "Esc Close the inspector",
                "▲ ▼  k j Map page: select a transition on the map",
                "Enter Map page: show the selected transition's router method",
            ], "\(lines)")
        // Every key the panel binds is there (the app's toggle key is the App section's `i`).
        let listed = Set(section.entries.map(\.keys).joined(separator: " ").split(separator: " ").map(String.init))
        for key in Inspector.panelKeys {
            let label = key.helpLabel(in: .unicode)
            #expect(listed.contains(label) || label.contains(" ") || label.isEmpty, "\(label) is not in the help")
        }
    }

    @Test("the hint line shows the map's hints of the app-wide keys, in their order")
    func hints() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 200, height: 30), appKeys: true)
        let windowHints = h.window.keyCommands.compactMap(\.hint).map { "\($0.keys) \($0.action)" }
        #expect(windowHints == ["? Help", "e Lessons", "g Go to", "i Inspector", "q Quit"])
        #expect(
            h.lines.last?.hasSuffix("? Help  e Lessons  g Go to  i Inspector  q Quit") == true, "\(h.lines.last ?? "")")
    }

    @Test("every app-wide action of the map is bound to a key")
    func everyActionBound() {
        // On the command line's clock, so that the clock's keys are bound too.
        let shell = DemoShell(
            screen: HeadlessScreen(size: Size(width: 100, height: 30)), clock: ScaledClock(base: ManualClock()),
            animationsEnabled: false, idiom: .compact, assets: DemoHarness.assets, appKeyCommands: true)
        let bound = Set(shell.window.keyCommands.map(\.key))
        #expect(Set(DemoAppKeys.keyBindings.allKeys) == bound)
        let actions = DemoAppKeys.keyBindings.rows.flatMap(\.keys).map(\.action)
        #expect(DemoAppKeys.KeyAction.allCases.allSatisfy { actions.contains($0) })
    }

    @Test(
        "a too-small terminal ignores every key but quit",
        arguments: [
            "?", "g", ":", "i", "e", "H", "L", "2", "r", "m", "s", "p", "enter", "down",
        ])
    func tooSmall(key: String) {
        let h = DemoHarness(idiom: .compact, size: Size(width: 30, height: 8), appKeys: true)
        let before = (h.demo.stateURLs, h.history, h.demo.inspector.isOpen)
        h.run(key)
        #expect(h.text.contains("Terminal too small"))
        h.run("resize:100x30")
        #expect(h.window.topOverlay == nil, "\(key) opened an overlay unseen")
        #expect(h.demo.idiom == .compact, "\(key) switched the layout unseen")
        #expect(h.demo.stateURLs == before.0 && h.history == before.1, "\(key) navigated unseen")
        #expect(h.demo.inspector.isOpen == before.2, "\(key) opened the inspector unseen")
        #expect(h.shell.lessons.session == nil, "\(key) started a lesson unseen")
    }

    @Test("quit still works on a too-small terminal")
    func quitWhenTooSmall() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 30, height: 8), appKeys: true)
        var quit = false
        h.demo.installAppKeyCommands(in: h.window) { quit = true }
        h.run("q")
        #expect(quit)
    }
}

/// What the latency benchmark presses: every binding of the key map gives its keys.
@MainActor
@Suite("Key map: the keys to press")
struct KeyPressesTests {
    @Test("every binding names at least one key, and the keys are the ones the help shows")
    func everyBindingHasKeys() {
        for line in DemoKeyMap.lines {
            #expect(line.keys.allSatisfy { DemoKeyPresses.all().map(\.key).contains($0) }, "\(line.text)")
        }
        let keys = DemoKeyPresses.all().map(\.key)
        for key in [Key.up, .down, .character("j"), .pageDown, .enter, .backspace, .left, .tab, .backtab, .escape] {
            #expect(keys.contains(key), "\(key)")
        }
        #expect((1...9).allSatisfy { keys.contains(.character(Character(String($0)))) })
        for letter in "rcxhltpmsHg:Lie<>z?Sq" { #expect(keys.contains(.character(letter)), "\(letter)") }
        #expect(keys.contains(.ctrl("c")))
        #expect(DemoKeyPresses.all().filter(\.quits).map(\.key) == [.character("q"), .ctrl("c")])
        #expect(Set(keys.map(\.description)).count == keys.count, "each key once")
    }
}
