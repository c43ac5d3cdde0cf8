import TerminalUI

/// Every key the key map names, as a key to press, with the binding it belongs to: what the
/// latency benchmark presses on every screen (Benchmarks/, docs/PERFORMANCE.md). It reads
/// `DemoKeyMap` here and nowhere else, so that the benchmark follows the key map wherever it
/// goes (issue 34 gives each panel a table of its own).
@_spi(Benchmarks)
public enum DemoKeyPresses {
    /// One key of the key map.
    public struct Press: Sendable {
        public let key: Key
        /// The keys of its binding as the help shows them (`g  :`).
        public let binding: String
        /// Quits the app: nothing is drawn after it.
        public let quits: Bool
    }

    /// The key map's keys, in its order, each once.
    public static func all() -> [Press] {
        var seen: [Key] = []
        var presses: [Press] = []
        for binding in DemoKeyMap.bindings {
            let quits = binding.commands.contains { $0.action == .quit }
            for key in keys(of: binding) where !seen.contains(key) {
                seen.append(key)
                presses.append(Press(key: key, binding: binding.keys, quits: quits))
            }
        }
        return presses
    }

    /// Lets `S` write its pictures into `directory` on `shell`, as the command line lets it
    /// write them into the current folder: the benchmark measures that key too.
    @MainActor public static func allowScreenshots(on shell: DemoShell, in directory: String) {
        shell.screenshots = ScreenshotSettings(directory: directory)
    }

    /// The keys a binding's help text names: `▲ ▼  j k`, `PgUp PgDn`, `1-9`, `Shift-Tab`,
    /// `Ctrl-C`, the navigation bar's bracketed letters (`[r] [c] [x]…`, and the ones its
    /// note gives), and single characters.
    static func keys(of binding: DemoKeyBinding) -> [Key] {
        let named: [String: Key] = [
            "▲": .up, "▼": .down, "Left": .left, "Right": .right, "PgUp": .pageUp, "PgDn": .pageDown,
            "Home": .home, "End": .end, "Enter": .enter, "Esc": .escape, "Tab": .tab, "Shift-Tab": .backtab,
            "Backspace": .backspace, "Ctrl-C": .ctrl("c"),
        ]
        let bracketed = bracketedLetters(in: binding.keys + " " + (binding.note ?? ""))
        if !bracketed.isEmpty { return bracketed.map { Key.character($0) } }
        return binding.keys.split(separator: " ").flatMap { token -> [Key] in
            if let key = named[String(token)] { return [key] }
            if token.count == 3, token.dropFirst().first == "-", let low = token.first?.wholeNumberValue,
                let high = token.last?.wholeNumberValue, low <= high
            {
                return (low...high).compactMap { Character(String($0)) }.map { .character($0) }
            }
            return token.count == 1 ? [.character(token.first!)] : []
        }
    }

    /// The letters written in brackets (`[r] [c]`): a navigation bar button's key.
    private static func bracketedLetters(in text: String) -> [Character] {
        let characters = Array(text)
        return characters.indices.dropLast(2).compactMap { index in
            characters[index] == "[" && characters[index + 2] == "]" ? characters[index + 1] : nil
        }
    }
}
