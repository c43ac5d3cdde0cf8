import MarshrouteInspector
import TerminalUI

/// Every key of the demo, as the `?` help, `navigation-demo --help` and the README's Keys
/// table tell them: lines in sections, each made from a row of a panel's table of keys (the
/// lists', the navigation and tab bars', the screens', the app-wide ones…), so that a key, what
/// it does and when it is offered are declared once, where the panel that runs it declares it.
/// A line may say it in the demo's words (`text`), add words for the README (`details`) and give
/// the phrase `--help` lists it with.
package enum DemoKeyMap {
    /// The help's sections, in order.
    package enum Section: String, Sendable, CaseIterable {
        case movingAround = "Moving around"
        case marshrouteAtWork = "Marshroute at work"
        case app = "App"
    }

    /// What `navigation-demo --help` says of a line's keys.
    package enum Phrase: Sendable {
        /// Its keys, then the words: `e lists the lessons`, `q or Ctrl-C quits`.
        case keys(joinedBy: String = " or ", then: String)
        /// The first key, then the words: `Tab moves between master and detail`.
        case firstKey(then: String)
        /// These words (`arrows or j/k move`).
        case words(String)
    }

    /// One line of the help.
    package struct Line: Sendable {
        package let section: Section
        /// How the help writes the keys.
        let written: KeyHelp.Keys
        /// What the help says they do.
        package let text: String
        /// More for the README's table.
        package let details: String?
        /// The phrase `--help` gives it, if any.
        let phrase: Phrase?
        /// The keys the line's row binds.
        package let keys: [Key]

        /// The keys as the help writes them (`▲ ▼  j k`; `^ v  j k` in ASCII).
        package func keys(glyphs: GlyphSet) -> String { written.written(keys, in: glyphs) }

        /// What `--help` says of the line, if anything.
        var commandLineSummary: String? {
            switch phrase {
            case .keys(let joiner, let words):
                let written = keys(glyphs: .unicode).components(separatedBy: "  ").joined(separator: joiner)
                return "\(written) \(words)"
            case .firstKey(let words): return "\(keys.first?.helpLabel(in: .unicode) ?? "") \(words)"
            case .words(let words): return words
            case nil: return nil
            }
        }
    }

    /// The line of `table`'s row that binds `action`.
    static func line<Panel>(
        _ section: Section, _ table: KeyBindings<Panel>, _ action: Panel.KeyAction, text: String? = nil,
        details: String? = nil, phrase: Phrase? = nil
    ) -> Line {
        guard let row = table.row(for: action), let help = row.help else {
            preconditionFailure("a key map line names a row with help")
        }
        var keys: [Key] = []
        for entry in row.keys where !keys.contains(entry.key) { keys.append(entry.key) }
        return Line(
            section: section, written: help.keys,
            text: text ?? help.text, details: details ?? help.details, phrase: phrase, keys: keys)
    }

    /// The navigation bar buttons' line: the screens' letters, three in brackets, and the next
    /// two in the README's words.
    static func barButtonsLine() -> Line {
        let base = line(.movingAround, DemoViewController.keyBindings, .press(.recursion))
        let letters = base.keys.map { "[\($0.helpLabel(in: .unicode))]" }
        return Line(
            section: .movingAround, written: .shown(letters.prefix(3).joined(separator: " ") + "…"),
            text: base.text,
            details:
                "the letter in brackets on the button (\(letters.dropFirst(3).prefix(2).joined(separator: ", ")), …)",
            phrase: nil, keys: base.keys)
    }

    /// The help's lines, in order.
    package static let lines: [Line] = [
        // Moving around: the keys TerminalUI's containers and lists bind, in the demo's words.
        line(.movingAround, ListView.keyBindings, .up, phrase: .words("arrows or j/k move")),
        line(.movingAround, ListView.keyBindings, .pageUp),
        line(
            .movingAround, ListView.keyBindings, .activate, text: "Open the selected row, or press a tile",
            phrase: .keys(then: "opens")),
        line(
            .movingAround, NavigationController.keyBindings, .back, details: "as UIKit's back button does",
            phrase: .keys(then: "goes back")),
        line(
            .movingAround, TabBarController.keyBindings, .select(0), details: "a click works too",
            phrase: .keys(then: "switch tabs")),
        line(
            .movingAround, SplitViewController.keyBindings, .otherColumn,
            text: "Move between master and detail (split layout)",
            phrase: .firstKey(then: "moves between master and detail")),
        line(
            .movingAround, PeekKeys.keyBindings, .cancel, text: "Close a bottom sheet or a popover; cancel a peek"),
        barButtonsLine(),
        // Marshroute at work: the keys that show a routing concept, and the tools that watch it.
        line(.marshrouteAtWork, DemoViewController.keyBindings, .startTimer),
        line(.marshrouteAtWork, DemoViewController.keyBindings, .peek),
        line(.marshrouteAtWork, SimulatedDeviceKeys.keyBindings, .memoryWarning),
        line(.marshrouteAtWork, SimulatedDeviceKeys.keyBindings, .shake),
        line(.marshrouteAtWork, DemoAppKeys.keyBindings, .marshrouteHistory),
        line(.marshrouteAtWork, DemoAppKeys.keyBindings, .goTo),
        line(.marshrouteAtWork, DemoAppKeys.keyBindings, .switchLayout),
        line(.marshrouteAtWork, DemoAppKeys.keyBindings, .inspector),
        line(.marshrouteAtWork, DemoAppKeys.keyBindings, .lessons, phrase: .keys(then: "lists the lessons")),
        line(
            .marshrouteAtWork, DemoAppKeys.keyBindings, .slower,
            phrase: .keys(joinedBy: " and ", then: "slow down or speed up time")),
        line(.marshrouteAtWork, DemoAppKeys.keyBindings, .pause, phrase: .keys(then: "pauses it")),
        // The app.
        line(.app, DemoAppKeys.keyBindings, .help, phrase: .keys(then: "shows every key")),
        line(.app, DemoAppKeys.keyBindings, .screenshot),
        line(.app, DemoAppKeys.keyBindings, .quit, phrase: .keys(then: "quits")),
    ]

    /// The `?` help's sections; `layout` is a last line of the App section saying which
    /// layout runs. Last, the keys of the inspector's panel and of its Map page, from their
    /// tables (they work while it is open, so the key map's lines leave them out).
    package static func helpSections(glyphs: GlyphSet, layout: String?) -> [HelpOverlayView.Section] {
        Section.allCases.map { section in
            var entries = lines.filter { $0.section == section }.map { KeyHint($0.keys(glyphs: glyphs), $0.text) }
            if section == .app, let layout { entries.append(KeyHint("Layout", layout)) }
            return HelpOverlayView.Section(section.rawValue, entries)
        } + [
            HelpOverlayView.Section(
                inspectorSection,
                Inspector.panelHelp(glyphs: glyphs)
                    + DemoMapPage.keyBindings.helpEntries(glyphs: glyphs).map {
                        KeyHint($0.keys, "Map page: " + $0.action.prefix(1).lowercased() + $0.action.dropFirst())
                    })
        ]
    }

    /// The title of the help's section of the inspector's keys.
    package static let inspectorSection = "In the inspector (i)"

    /// What the command line says of the key that runs `action` of `table` ("q or Ctrl-C quits").
    static func commandLineSummary<Panel>(of table: KeyBindings<Panel>, _ action: Panel.KeyAction) -> String? {
        let keys = table.keys(for: action)
        return lines.first { !keys.isEmpty && $0.keys == keys }?.commandLineSummary
    }

    /// The keys, as one sentence of `navigation-demo --help`.
    package static var commandLineSummary: String {
        "Keys: " + lines.compactMap(\.commandLineSummary).joined(separator: ", ") + "."
    }

    /// The README's Keys table (Markdown): each group of keys in code, the description, and
    /// the details after a dash.
    package static var markdownTable: String {
        var table = ["| Key | Does |", "|---|---|"]
        for line in lines {
            let keys = line.keys(glyphs: .unicode).components(separatedBy: "  ").map { "`\($0)`" }
                .joined(separator: ", ")
            let does = line.text + (line.details.map { " — \($0)" } ?? "")
            table.append("| \(keys) | \(does.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return table.joined(separator: "\n") + "\n"
    }
}

extension DemoKeyMap {
    /// A panel's table, by name, with its keys.
    struct Table: Sendable {
        let panel: String
        let keys: [Key]

        init<Panel>(_ table: KeyBindings<Panel>) {
            panel = String(describing: Panel.self)
            keys = table.allKeys
        }

        init(panel: String, keys: [Key]) {
            self.panel = panel
            self.keys = keys
        }
    }

    /// Every table of keys the demo's panels run: the screens' (with the lists and
    /// containers they sit in), the app-wide keys, the overlays, Go-to, the lesson list, the
    /// inspector (the rewound app's Esc is the help's and the inspector's).
    static let tables: [Table] = [
        Table(ListView.keyBindings), Table(NavigationController.keyBindings), Table(TabBarController.keyBindings),
        Table(SplitViewController.keyBindings), Table(PeekKeys.keyBindings), Table(BannerView.keyBindings),
        Table(DemoViewController.keyBindings), Table(SimulatedDeviceKeys.keyBindings), Table(DemoAppKeys.keyBindings),
        Table(HelpOverlayView.keyBindings), Table(TextField.keyBindings), Table(LessonListView.keyBindings),
        Table(panel: "Inspector", keys: Inspector.panelKeys),
    ]
}
