import Foundation
import Testing

/// Keys are declared once, in the panels' tables (files named `…KeyBindings.swift` or
/// `…Keys.swift`): no other source of the demo, the inspector, the command line or TerminalUI's
/// views, controllers, presentations and window names a key by hand (issue 34).
@Suite("No key literal outside the tables")
struct KeyLiteralTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folders searched. TerminalUI's `Input/` (where `Key` and the `--keys` tokens are
    /// defined), `Recording/` (transcripts) and CursesScreen (the terminal's bytes) make keys
    /// from text; they bind none.
    static let folders = [
        "Sources/NavigationDemo", "Sources/MarshrouteInspector", "Sources/MarshrouteMap", "Sources/navigation-demo",
        "Sources/TerminalUI/Views", "Sources/TerminalUI/Controllers", "Sources/TerminalUI/Presentation",
        "Sources/TerminalUI/Window",
    ]

    static let namedKeys =
        "up|down|left|right|enter|escape|tab|backtab|backspace|delete|home|end|pageUp|pageDown|space"

    /// What naming a key by hand looks like (in code, strings emptied).
    static let patterns: [(String, String)] = [
        (#"\.(character|ctrl)\(\s*""#, "a character or Ctrl key"),
        (#"\.function\(\s*\d"#, "a function key"),
        (#"\bKey\.(\#(namedKeys)|character|ctrl|function)\b"#, "a Key value"),
        (#"\bkey\s*(==|!=)\s*\.(\#(namedKeys)|character|ctrl|function)\b"#, "a key compared with a literal"),
        (#"\.(\#(namedKeys))\s*(==|!=)\s*key\b"#, "a key compared with a literal"),
        (#"hotkey:\s*""#, "a bar button's letter"),
    ]

    /// A hint that writes its key by hand (in code, strings kept).
    static let handWrittenHint =
        #"KeyHint\(\s*"(.|Esc|Tab|Enter|⏎|⌫|PgUp|PgDn|PgUp/PgDn|Home|End|▲▼|↑|Space|Backspace|Shift-Tab|Ctrl-.)","#

    /// A `case` of a named key or a character inside a function that takes a key
    /// (`handleKey(_:)`, the window's `handle(_:)`): a key switch.
    static let keySwitchCase = #"case\s+\.(\#(namedKeys)|character\(\s*"|ctrl\()"#

    /// The lines of `text` that name a key by hand, with why.
    static func findings(in text: String) -> [(line: Int, why: String)] {
        var found: [(Int, String)] = []
        var depth = 0
        var handleKeyDepth: Int?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let code = codePart(of: raw)
            let line = withoutStrings(code)
            for (pattern, why) in patterns where line.range(of: pattern, options: .regularExpression) != nil {
                found.append((index + 1, why))
            }
            if code.range(of: handWrittenHint, options: .regularExpression) != nil {
                found.append((index + 1, "a hint naming a key"))
            }
            if line.range(of: #"func \w+\(_ key: Key"#, options: .regularExpression) != nil { handleKeyDepth = depth }
            if handleKeyDepth != nil, line.range(of: keySwitchCase, options: .regularExpression) != nil {
                found.append((index + 1, "a key switch"))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if let start = handleKeyDepth, depth <= start, line.contains("}") { handleKeyDepth = nil }
        }
        return found
    }

    /// The line without its comment (`//` outside a string).
    static func codePart(of line: String) -> String {
        var inString = false
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "\"" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The line with every string literal emptied (`"…"` becomes `""`).
    static func withoutStrings(_ line: String) -> String {
        var inString = false
        var result = ""
        for character in line {
            if character == "\"" {
                inString.toggle()
                result.append(character)
            } else if !inString {
                result.append(character)
            }
        }
        return result
    }

    static func isTable(_ path: String) -> Bool {
        path.hasSuffix("KeyBindings.swift") || path.hasSuffix("Keys.swift")
    }

    @Test("the sources name keys only in the tables")
    func noLiteral() throws {
        var problems: [String] = []
        var searched = 0
        for folder in Self.folders {
            let base = Self.root.appendingPathComponent(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: base.path).sorted()
            for file in files where file.hasSuffix(".swift") && !Self.isTable(file) {
                searched += 1
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for finding in Self.findings(in: text) {
                    problems.append("\(folder)/\(file):\(finding.line): \(finding.why)")
                }
            }
        }
        #expect(searched > 150, "the folders moved: only \(searched) files searched")
        #expect(problems.isEmpty, "keys named outside the tables:\n\(problems.joined(separator: "\n"))")
    }

    @Test(
        "each way of naming a key by hand is found",
        arguments: [
            "if key == .escape { close() }", "case .up, .character(\"k\"): move(by: -1)",
            "window.peekKey = .character(\"p\")", "let item = BarButtonItem(title: title, hotkey: \"r\")",
            "hints.append(KeyHint(\"t\", \"Timer\"))", "let keys: Set<Key> = [Key.enter]",
            "func handleKey(_ key: Key) -> Bool {\n    switch key {\n    case .pageUp: scroll()\n    default: break\n    }\n}",
            "if .escape == key {", "KeyCommand(.ctrl(\"x\")) { }",
        ])
    func detects(source: String) {
        #expect(!Self.findings(in: source).isEmpty, "\(source)")
    }

    @Test(
        "what is not a key literal passes",
        arguments: [
            "if subject == .tab { }", "if case .character(let c) = key {", "// key == .escape in a comment",
            "let text = \"press key == .x\"", "func handleKey(_ key: Key) -> Bool { table.handle(key, on: self) }",
            "switch page {\ncase .tree: break\n}", "KeyHint(\"\", statusHint, essential: true)",
        ])
    func passes(source: String) {
        #expect(Self.findings(in: source).isEmpty, "\(source)")
    }
}
