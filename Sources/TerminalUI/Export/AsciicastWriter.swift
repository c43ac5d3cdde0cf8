/// The lines of an asciicast v2 file, the format asciinema records and plays: a JSON header
/// (version, terminal size, title), then one JSON array per event, `[seconds, "o", "bytes"]`,
/// times counted from the start. Lines are made one at a time, so a long session is written
/// as it is played rather than held in memory.
package enum AsciicastWriter {
    /// The header line: the terminal's size, a title, and the terminal type the bytes are for.
    package static func header(size: Size, title: String) -> String {
        "{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height), \"title\": \(json(title)), "
            + "\"env\": {\"TERM\": \"xterm-256color\"}}\n"
    }

    /// An output event: `bytes` written `time` after the start.
    package static func output(at time: Duration, _ bytes: String) -> String {
        "[\(seconds(time)), \"o\", \(json(bytes))]\n"
    }

    /// A resize event ("r", `COLSxROWS`), which players that know it apply; the frame after it
    /// is drawn whole either way.
    package static func resize(at time: Duration, to size: Size) -> String {
        "[\(seconds(time)), \"r\", \"\(size.width)x\(size.height)\"]\n"
    }

    /// Seconds with six decimals, as the transcripts write them.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
    }

    /// A JSON string: quotes, backslashes and every control character escaped (ESC as \u001b).
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
