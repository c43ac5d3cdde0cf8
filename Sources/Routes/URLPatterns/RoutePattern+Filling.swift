extension RoutePattern {
    /// The path this pattern matches with `values` as its parameters: the URL that shows a
    /// screen again, written from the pattern that routes it (`adverts/{advertId|number}` and
    /// `["advertId": "16"]` give `adverts/16`). Every optional group is kept, each value and
    /// literal is percent-encoded outside the unreserved characters, and a wildcard takes the
    /// value of `*` (its segments encoded one by one). The path is matched against the pattern
    /// before it is returned, so a value that does not cast (`abc` for a number) is an error,
    /// never a URL that routes elsewhere.
    public func path(filling values: [String: String]) throws(RoutePatternFillingError) -> String {
        var parts: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let text):
                parts.append(PercentEncoding.encode(text))
            case .parametric(let parametric):
                var part = ""
                for piece in parametric.pieces {
                    switch piece {
                    case .literal(let bytes):
                        part += PercentEncoding.encode(String(decoding: bytes, as: UTF8.self))
                    case .parameter(let name, _):
                        guard let value = values[name] else { throw .missingValue(pattern: text, parameter: name) }
                        part += PercentEncoding.encode(value)
                    }
                }
                parts.append(part)
            case .wildcard:
                guard let rest = values["*"] else { throw .missingValue(pattern: text, parameter: "*") }
                parts += rest.split(separator: "/").map { PercentEncoding.encode(String($0)) }
            }
        }
        let path = parts.joined(separator: "/")
        guard let url = try? RouteURL(path), match(url) != nil else {
            throw .doesNotMatch(pattern: text, path: path)
        }
        return path
    }
}

/// Why a pattern could not be filled with values (``RoutePattern/path(filling:)``). The
/// messages are safe to print: what came from the caller is escaped.
public enum RoutePatternFillingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No value for a parameter of the pattern (`*` for its wildcard).
    case missingValue(pattern: String, parameter: String)
    /// The values make a path the pattern does not match (a value that does not cast).
    case doesNotMatch(pattern: String, path: String)

    /// The pattern, and what is wrong.
    public var description: String {
        switch self {
        case .missingValue(let pattern, let parameter):
            "no value for {\(RouteText.quoted(parameter))} of '\(RouteText.quoted(pattern))'"
        case .doesNotMatch(let pattern, let path):
            "'\(RouteText.quoted(path))' does not match '\(RouteText.quoted(pattern))': a value does not fit its parameter"
        }
    }
}

/// Percent-encoding of a URL path segment: the unreserved characters stay, every other byte
/// of the UTF-8 becomes `%XX`.
enum PercentEncoding {
    static func encode(_ text: String) -> String {
        guard !text.utf8.allSatisfy(isUnreserved) else { return text }
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }
}
