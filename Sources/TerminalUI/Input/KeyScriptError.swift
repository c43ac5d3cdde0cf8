/// A token of a key script that could not be read.
///
/// Its `description` is safe to print as it is: the token is quoted with every control
/// character and bidi override escaped (`\u{1B}`) and is cut after ``quotedLimit`` characters,
/// so a hostile script or transcript line can neither drive a terminal nor flood it.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The token as written (raw: escape it before printing, or print `description`).
    public var token: String
    /// Why it could not be read.
    public var reason: String

    /// The most characters of a token a description quotes.
    public static let quotedLimit = 40

    /// Creates an error for `token`.
    public init(token: String, reason: String) {
        self.token = token
        self.reason = reason
    }

    /// A message naming the token (quoted, escaped, shortened) and the reason.
    public var description: String { "bad key token '\(Self.quoted(token))': \(Self.quoted(reason, limit: 400))" }

    /// `text` with control characters (C0, DEL, C1) and bidi embeddings, overrides and isolates
    /// written as `\u{…}`, cut after `limit` characters with "…".
    package static func quoted(_ text: some StringProtocol, limit: Int = quotedLimit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            let value = scalar.value
            if DisplayText.isControl(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
