/// A URL as the router reads it, strictly:
///
/// - at most 2,048 bytes; no control character, raw or percent-encoded;
/// - `scheme://host/path?query#fragment`, a scheme without an authority as RFC 3986 allows
///   (`tests:/path`, `tests:path`), or a bare path (`adverts/16`, `/adverts/16`);
/// - the scheme and the host are case-insensitive (lowercased), the path is not;
/// - the path is split on `/` *before* percent-decoding, so `%2F` never makes a segment;
/// - the host is the first segment (custom schemes name the route there: `navdemo://adverts/16`);
///   without an authority there is no host, and the first segment is a path segment like the
///   others (`tests:/test` and `tests://test` both have the one segment `test`);
/// - one trailing `/` is ignored; an empty inner segment, `.` or `..` (however encoded) is refused;
/// - query items are percent-decoded (`+` is a space) and kept in order; the fragment is dropped.
public struct RouteURL: Sendable, Hashable, CustomStringConvertible {
    /// The longest URL accepted, in bytes of UTF-8.
    public static let maximumByteCount = 2_048

    /// The URL as given.
    public let text: String
    /// Lowercased; nil for a bare path.
    public let scheme: String?
    /// Decoded segments, the host first when there is an authority (`scheme://`).
    public let segments: [String]
    /// Whether the URL has an authority (`scheme://host`): its first segment is then the host,
    /// lowercased.
    public let hasAuthority: Bool
    /// The query's items, decoded, in order.
    public let queryItems: [RouteQueryItem]

    /// Parses `text` strictly; a URL that breaks a rule above is an error naming it.
    public init(_ text: String) throws(RouteURLError) {
        let byteCount = text.utf8.count
        guard byteCount <= Self.maximumByteCount else { throw .tooLong(byteCount: byteCount) }
        self.text = text
        if Self.containsControlCharacter(text.utf8) { throw .controlCharacter(url: text) }
        // Everything below works on UTF-8 bytes: the delimiters are ASCII, so every index
        // found is a character boundary, and no grapheme breaking is paid for.
        let space = UInt8(ascii: " ")
        var rest = Substring(text)
        while rest.utf8.first == space { rest = rest[rest.utf8.index(after: rest.startIndex)...] }
        while rest.utf8.last == space { rest = rest[..<rest.utf8.index(before: rest.endIndex)] }
        guard !rest.isEmpty else { throw .empty }
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        var query: Substring = ""
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[rest.utf8.index(after: question)...]
            rest = rest[..<question]
        }
        var path = rest
        var scheme: String?
        var hasAuthority = false
        if let (colon, authority) = Self.schemeEnd(in: rest) {
            scheme = rest[..<colon].lowercased()
            hasAuthority = authority
            path = rest[rest.utf8.index(colon, offsetBy: authority ? 3 : 1)...]
        }
        if !hasAuthority, path.utf8.first == UInt8(ascii: "/") {
            path = path[path.utf8.index(after: path.startIndex)...]
        }
        self.scheme = scheme
        self.hasAuthority = hasAuthority
        segments = try Self.segments(of: path, hasHost: hasAuthority, url: text)
        queryItems = try Self.queryItems(of: query, url: text)
    }

    /// The URL quoted, with control characters escaped: safe to print.
    public var description: String { RouteText.quoted(text) }

    /// The path as matched: decoded segments joined with `/`.
    public var path: String { segments.joined(separator: "/") }

    static func isScheme(_ candidate: Substring) -> Bool {
        guard let first = candidate.utf8.first, isLetter(first) else { return false }
        return candidate.utf8.allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The index of the `:` after a valid scheme, if the URL starts with one, and whether an
    /// authority follows (`://`).
    private static func schemeEnd(in text: Substring) -> (colon: String.Index, authority: Bool)? {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")), isScheme(text[..<colon]) else { return nil }
        let slashes = text.utf8[colon...].dropFirst().prefix(2)
        return (colon, slashes.count == 2 && slashes.allSatisfy { $0 == UInt8(ascii: "/") })
    }

    /// C0 controls and DEL as bytes; C1 controls (U+0080–U+009F) as their UTF-8 pairs.
    private static func containsControlCharacter(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return true }
            previous = byte
        }
        return false
    }

    private static func segments(of path: Substring, hasHost: Bool, url: String) throws(RouteURLError) -> [String] {
        var path = path
        if path.utf8.last == UInt8(ascii: "/") { path = path[..<path.utf8.index(before: path.endIndex)] }
        if path.isEmpty { return [] }
        var segments: [String] = []
        var start = path.startIndex
        var index = 0
        while true {
            let end = path.utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex
            let raw = path[start..<end]
            guard !raw.isEmpty else { throw .emptySegment(url: url, index: index) }
            var decoded = try PercentDecoding.decode(raw, plusIsSpace: false, url: url)
            if decoded.utf8.count <= 2, decoded == "." || decoded == ".." { throw .dotSegment(url: url, index: index) }
            if index == 0 && hasHost { decoded = decoded.lowercased() }
            segments.append(decoded)
            guard end < path.endIndex else { break }
            start = path.utf8.index(after: end)
            index += 1
        }
        return segments
    }

    private static func queryItems(of query: Substring, url: String) throws(RouteURLError) -> [RouteQueryItem] {
        guard !query.isEmpty else { return [] }
        var items: [RouteQueryItem] = []
        for pair in query.utf8.split(separator: UInt8(ascii: "&")) {
            let pair = Substring(pair)
            let equals = pair.utf8.firstIndex(of: UInt8(ascii: "="))
            let name = try PercentDecoding.decode(pair[..<(equals ?? pair.endIndex)], plusIsSpace: true, url: url)
            guard !name.isEmpty else { continue }
            let value =
                try equals.map { equals throws(RouteURLError) in
                    try PercentDecoding.decode(pair[pair.utf8.index(after: equals)...], plusIsSpace: true, url: url)
                } ?? ""
            items.append(RouteQueryItem(name: name, value: value))
        }
        return items
    }
}

/// One `name=value` of a URL's query, decoded.
public struct RouteQueryItem: Sendable, Hashable {
    /// The item's name.
    public let name: String
    /// The item's value (empty when the item has no `=`).
    public let value: String

    /// Creates a query item.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
