/// Text about routes that may be printed: error messages, plans, route tables. A URL comes
/// from outside (a deep link, a prompt, the command line), so every control character is
/// written as a visible escape and very long input is shortened; a message can then go to a
/// terminal, a log or the screen as it is.
public enum RouteText {
    /// The longest run of input quoted in a message.
    public static let quotedLimit = 160

    /// `text` with control characters and bidi overrides escaped (`\u{1B}`), shortened to
    /// `limit` characters with an ellipsis.
    public static func quoted(_ text: some StringProtocol, limit: Int = quotedLimit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                result += "…"
                break
            }
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// C0 controls, DEL, C1 controls: what a URL may never carry raw.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// Controls, and the bidi embeddings, overrides and isolates that can reorder a line.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isControl(scalar) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
