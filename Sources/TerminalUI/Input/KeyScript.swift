/// One step of a scripted session (`--keys`): a key, a pause on the manual clock, or a resize.
public enum ScriptStep: Hashable, Sendable, CustomStringConvertible {
    /// Press this key.
    case key(Key)
    /// Advance the manual clock by this long: timers fire, animations move on.
    case wait(Duration)
    /// Resize the screen.
    case resize(Size)

    /// The step as a script token.
    public var description: String {
        switch self {
        case .key(let key): key.description
        case .wait(let duration):
            "wait:\(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)ms"
        case .resize(let size): "resize:\(size)"
        }
    }
}

/// Parses key scripts: tokens separated by spaces, as the README's key-token list defines them.
///
/// `up down left right enter esc tab backtab backspace space home end pgup pgdn delete`,
/// `f1`…`f12`, `ctrl-a`…`ctrl-z`, any single printable character, `wait:<n>ms` / `wait:<n>s`,
/// `resize:<cols>x<rows>`, `click:<x>,<y>` for a mouse click, and `type:<text>` for one key per
/// character of the text.
public enum KeyScript {
    /// The named keys a script may use, by token.
    public static let namedKeys: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "enter": .enter, "esc": .escape, "tab": .tab, "backtab": .backtab,
        "backspace": .backspace, "space": .space, "home": .home, "end": .end,
        "pgup": .pageUp, "pgdn": .pageDown, "delete": .delete,
    ]

    /// Longest pause one `wait:` may ask for (a day): keeps a typo from spinning forever.
    public static let maximumWait: Duration = .seconds(86_400)

    /// Parses a whole script, tokens separated by spaces.
    /// - Throws: ``KeyScriptError`` naming the first bad token.
    public static func parse(_ script: String) throws(KeyScriptError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        // Split on scalars, not characters: a combining mark after a space joins it into one
        // character, which is then no separator, and a printed script would read differently.
        for token in script.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let token = String(token)
            if token.hasPrefix("type:") {
                steps += try parseTyping(token)
            } else {
                steps.append(try parseToken(token))
            }
        }
        return steps
    }

    /// Parses one token.
    /// - Throws: ``KeyScriptError`` naming the token.
    public static func parseToken(_ token: String) throws(KeyScriptError) -> ScriptStep {
        if let key = namedKeys[token] { return .key(key) }
        if token.count == 1, let character = token.first {
            guard let scalar = character.unicodeScalars.first,
                scalar.value >= 0x20, scalar.value != 0x7F, !(0x80..<0xA0).contains(scalar.value)
            else {
                throw KeyScriptError(
                    token: token, reason: "control characters are not keys; use a name such as 'enter' or 'ctrl-c'")
            }
            return .key(.character(character))
        }
        if token.hasPrefix("f"), let n = Int(token.dropFirst()), token.dropFirst().allSatisfy(\.isASCII) {
            guard (1...12).contains(n) else {
                throw KeyScriptError(token: token, reason: "function keys go from f1 to f12")
            }
            return .key(.function(n))
        }
        if token.hasPrefix("ctrl-") {
            let rest = token.dropFirst(5)
            guard rest.count == 1, let c = rest.first, c.isASCII, c.isLetter else {
                throw KeyScriptError(token: token, reason: "expected ctrl- followed by one letter, as in ctrl-c")
            }
            return .key(.ctrl(Character(c.lowercased())))
        }
        if token.hasPrefix("wait:") {
            return .wait(try parseDuration(token, String(token.dropFirst(5))))
        }
        if token.hasPrefix("resize:") {
            // The limits and words of `--size`: a script cannot ask for a screen the command line refuses.
            do {
                return .resize(try Size.screenSize(parsing: token.dropFirst(7)))
            } catch {
                throw KeyScriptError(token: token, reason: "expected resize:<cols>x<rows>: \(error)")
            }
        }
        if token.hasPrefix("click:") {
            let parts = token.dropFirst(6).split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), x >= 0, y >= 0 else {
                throw KeyScriptError(
                    token: token, reason: "expected click:<x>,<y> with the column and row counted from 0")
            }
            return .key(.mouseClick(Point(x: x, y: y)))
        }
        throw KeyScriptError(
            token: token,
            reason:
                "unknown key; known names are \(namedKeys.keys.sorted().joined(separator: " ")), f1-f12, ctrl-<letter>, a single character, wait:<n>ms, wait:<n>s, resize:<cols>x<rows>, click:<x>,<y>, type:<text>"
        )
    }

    /// `type:<text>`: one key per character of the text, for scripts that fill a text field
    /// (a space is the separate token `space`).
    static func parseTyping(_ token: String) throws(KeyScriptError) -> [ScriptStep] {
        let text = token.dropFirst(5)
        guard !text.isEmpty else {
            throw KeyScriptError(token: token, reason: "expected type:<text> with some text, as in type:adverts/16")
        }
        guard !text.contains(where: TextEditingState.isControl) else {
            throw KeyScriptError(token: token, reason: "control characters cannot be typed")
        }
        return text.map { .key(.character($0)) }
    }

    private static func parseDuration(_ token: String, _ text: String) throws(KeyScriptError) -> Duration {
        let duration: Duration
        if text.hasSuffix("ms"), let n = Int(text.dropLast(2)), text.dropLast(2).allSatisfy(\.isNumber) {
            duration = .milliseconds(n)
        } else if text.hasSuffix("s"), let n = Int(text.dropLast()), text.dropLast().allSatisfy(\.isNumber) {
            duration = .seconds(n)
        } else {
            throw KeyScriptError(
                token: token, reason: "expected wait:<n>ms or wait:<n>s with a whole number, as in wait:500ms")
        }
        guard duration <= maximumWait else {
            throw KeyScriptError(token: token, reason: "the longest wait is 86400s")
        }
        return duration
    }
}
