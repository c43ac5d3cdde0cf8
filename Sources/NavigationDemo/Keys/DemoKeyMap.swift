import TerminalUI

/// Every key of the demo, declared once (see `DemoKeyBinding`).
package enum DemoKeyMap {
    package static let bindings: [DemoKeyBinding] = [
        // Moving around: the screens' keys.
        DemoKeyBinding(.movingAround, "▲ ▼  j k", "Move the selection", commandLine: "arrows or j/k move"),
        DemoKeyBinding(.movingAround, "PgUp PgDn Home End", "Jump"),
        DemoKeyBinding(.movingAround, "Enter", "Open the selected row, or press a tile", commandLine: "Enter opens"),
        DemoKeyBinding(
            .movingAround, "Backspace  Left", "Back (the navigation stack pops by itself)",
            note: "as UIKit's back button does", commandLine: "Backspace or Left goes back"),
        DemoKeyBinding(.movingAround, "1-9", "Switch tabs", note: "a click works too", commandLine: "1-9 switch tabs"),
        DemoKeyBinding(
            .movingAround, "Tab  Shift-Tab", "Move between master and detail (split layout)",
            commandLine: "Tab moves between master and detail"),
        DemoKeyBinding(.movingAround, "Esc", "Close a bottom sheet or a popover; cancel a peek"),
        DemoKeyBinding(
            .movingAround, "[r] [c] [x]…", "Press a navigation bar button by its letter",
            note: "the letter in brackets on the button ([h], [l], …)"),
        // Marshroute at work: the keys that show a routing concept, and the tools that watch it.
        DemoKeyBinding(
            .marshrouteAtWork, "t", "Start the comeback timer of this screen (6 s, then it focuses on itself)"),
        DemoKeyBinding(
            .marshrouteAtWork, "p", "Peek: preview what the selected row or button opens; Enter commits",
            note: "Esc cancels"),
        DemoKeyBinding(.marshrouteAtWork, "m", "Memory warning: shows Authorization from wherever you are, once"),
        DemoKeyBinding(.marshrouteAtWork, "s", "Shake: a banner; Enter opens Categories or Recursion"),
        DemoKeyBinding(
            .marshrouteAtWork, "H", "Show Marshroute's history of transitions",
            note: "and where you are as a line of routes (arrows, PgUp/PgDn scroll it when it does not fit)",
            commands: [(.character("H"), .marshrouteHistory)]),
        DemoKeyBinding(
            .marshrouteAtWork, "g  :", "Go to a screen by its URL (adverts/16, tabs/recursion; Tab completes)",
            note: "the line under it previews the plan, Enter runs it, Esc closes",
            commands: [(.character("g"), .goTo), (.character(":"), .goTo)],
            hint: .init(text: "Go to", position: 2, essential: false)),
        DemoKeyBinding(
            .marshrouteAtWork, "L", "Switch the layout live (compact / split), staying on the same screen",
            commands: [(.character("L"), .switchLayout)]),
        DemoKeyBinding(
            .marshrouteAtWork, "i", "Inspector: the container tree, a timeline of router calls, the leak ledger",
            note: "Tab switches pages, Enter explains an entry and shows its code, R rewinds the app to it, Esc closes",
            commands: [(.character("i"), .inspector)], hint: .init(text: "Inspector", position: 3, essential: false)),
        DemoKeyBinding(
            .marshrouteAtWork, "e", "Lessons: a task, checked by Marshroute's events, then what happened",
            note: "Enter starts one, h a hint, x stops it, Esc closes; a running lesson shows under the app",
            commands: [(.character("e"), .lessons)], hint: .init(text: "Lessons", position: 1, essential: false),
            commandLine: "e lists the lessons"),
        DemoKeyBinding(
            .marshrouteAtWork, "<  >", "Slow down or speed up every animation and timer (1x, ½, ¼, ⅒)",
            note: "the key-hint line shows the speed",
            commands: [(.character("<"), .slower), (.character(">"), .faster)],
            commandLine: "< and > slow down or speed up time"),
        DemoKeyBinding(
            .marshrouteAtWork, "z", "Pause or resume time: nothing moves, no timer fires",
            note: "the hint line shows ⏸ paused",
            commands: [(.character("z"), .pause)], commandLine: "z pauses it"),
        // The app.
        DemoKeyBinding(
            .app, "?", "Show or hide this help", note: "it scrolls the same way on a small terminal",
            commands: [(.character("?"), .help)], hint: .init(text: "Help", position: 0, essential: true),
            commandLine: "? shows every key"),
        DemoKeyBinding(
            .app, "S", "Screenshot: an SVG picture of the screen in the current folder",
            note: "`navigation-demo-1.svg`, then `-2`…; the key-hint line says where",
            commands: [(.character("S"), .screenshot)]),
        DemoKeyBinding(
            .app, "q  Ctrl-C", "Quit", commands: [(.character("q"), .quit)],
            hint: .init(text: "Quit", position: 4, essential: true), commandLine: "q or Ctrl-C quits",
            worksWhenTooSmall: true),
    ]

    /// The `?` help's sections; `layout` is a last line of the App section saying which
    /// layout runs.
    package static func helpSections(glyphs: GlyphSet, layout: String?) -> [HelpOverlayView.Section] {
        DemoKeyBinding.Section.allCases.map { section in
            var entries = bindings.filter { $0.section == section }.map {
                KeyHint($0.keys(glyphs: glyphs), $0.description)
            }
            if section == .app, let layout { entries.append(KeyHint("Layout", layout)) }
            return HelpOverlayView.Section(section.rawValue, entries)
        }
    }

    /// The keys, as one sentence of `navigation-demo --help`.
    /// What the command line says of the key that does `action` ("q or Ctrl-C quits").
    static func commandLineSummary(of action: DemoKeyAction) -> String? {
        bindings.first { $0.commands.contains { $0.action == action } }?.commandLineSummary
    }

    package static var commandLineSummary: String {
        "Keys: " + bindings.compactMap(\.commandLineSummary).joined(separator: ", ") + "."
    }

    /// The README's Keys table (Markdown): each group of keys in code, the description, and
    /// the note after a dash.
    package static var markdownTable: String {
        var lines = ["| Key | Does |", "|---|---|"]
        for binding in bindings {
            let keys = binding.keys.components(separatedBy: "  ").map { "`\($0)`" }.joined(separator: ", ")
            let does = binding.description + (binding.note.map { " — \($0)" } ?? "")
            lines.append("| \(keys) | \(does.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
