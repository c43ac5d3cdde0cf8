import Logging
import TerminalUI

/// Text bound for the terminal from the command line's own output (errors, logs), with
/// every control character written as a visible escape: an argument, a file name or a title
/// from the data may carry ESC sequences, and echoed raw they would recolor, retitle or
/// scramble the user's terminal. Newlines and tabs stay.
enum TerminalSafeText {
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isSafe(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Not C0 (but newline and tab), DEL, C1, or a bidi embedding, override or isolate.
    private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v == 0x0A || v == 0x09 { return true }
        if DisplayText.isControl(v) { return false }
        return !(0x202A...0x202E).contains(v) && !(0x2066...0x2069).contains(v)
    }
}

/// `StreamLogHandler` on stderr, its messages made terminal-safe (a warning may quote a
/// screen's title, which comes from the data).
struct TerminalSafeLogHandler: LogHandler {
    var base: StreamLogHandler

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        var safe = event
        safe.message = "\(TerminalSafeText.escaped(event.message.description))"
        base.log(event: safe)
    }
}
