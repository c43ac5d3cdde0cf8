/// A URL as the router reads it, strictly:
///
/// - at most 2,048 bytes; no control character, raw or percent-encoded;
/// - `scheme://host/path?query#fragment`, or a bare path (`adverts/16`, `/adverts/16`);
/// - the scheme and the host are case-insensitive (lowercased), the path is not;
/// - the path is split on `/` *before* percent-decoding, so `%2F` never makes a segment;
/// - the host is the first segment (custom schemes name the route there: `navdemo://adverts/16`);
/// - one trailing `/` is ignored; an empty inner segment, `.` or `..` (however encoded) is refused;
/// - query items are percent-decoded (`+` is a space) and kept in order; the fragment is dropped.
public struct RouteURL: Sendable, Hashable, CustomStringConvertible {
    public static let maximumByteCount = 2_048

    /// The URL as given.
    public let text: String
    /// Lowercased; nil for a bare path.
    public let scheme: String?
    /// Decoded segments, the host first when there is a scheme.
    public let segments: [String]
    public let queryItems: [RouteQueryItem]

    public init(_ text: String) throws(RouteURLError) {
        let byteCount = text.utf8.count
        guard byteCount <= Self.maximumByteCount else { throw .tooLong(byteCount: byteCount) }
        self.text = text
        if text.unicodeScalars.contains(where: RouteText.isControl) { throw .controlCharacter(url: text) }
        var rest = Substring(text)
        while rest.first == " " { rest = rest.dropFirst() }
        while rest.last == " " { rest = rest.dropLast() }
        guard !rest.isEmpty else { throw .empty }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var query: Substring = ""
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var path = rest
        var scheme: String?
        if let separator = rest.firstRange(of: "://"), Self.isScheme(rest[..<separator.lowerBound]) {
            scheme = rest[..<separator.lowerBound].lowercased()
            path = rest[separator.upperBound...]
        } else if path.first == "/" {
            path = path.dropFirst()
        }
        self.scheme = scheme
        segments = try Self.segments(of: path, hasHost: scheme != nil, url: text)
        queryItems = try Self.queryItems(of: query, url: text)
    }

    public var description: String { RouteText.quoted(text) }

    /// The path as matched: decoded segments joined with `/`.
    public var path: String { segments.joined(separator: "/") }

    static func isScheme(_ candidate: Substring) -> Bool {
        guard let first = candidate.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
            return false
        }
        return candidate.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "+-.".unicodeScalars
                        .contains(scalar))
        }
    }

    private static func segments(of path: Substring, hasHost: Bool, url: String) throws(RouteURLError) -> [String] {
        var path = path
        if path.last == "/" { path = path.dropLast() }
        if path.isEmpty { return [] }
        var segments: [String] = []
        for (index, raw) in path.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            guard !raw.isEmpty else { throw .emptySegment(url: url, index: index) }
            var decoded = try PercentDecoding.decode(raw, plusIsSpace: false, url: url)
            if decoded == "." || decoded == ".." { throw .dotSegment(url: url, index: index) }
            if index == 0 && hasHost { decoded = decoded.lowercased() }
            segments.append(decoded)
        }
        return segments
    }

    private static func queryItems(of query: Substring, url: String) throws(RouteURLError) -> [RouteQueryItem] {
        var items: [RouteQueryItem] = []
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try PercentDecoding.decode(parts[0], plusIsSpace: true, url: url)
            guard !name.isEmpty else { continue }
            let value = parts.count > 1 ? try PercentDecoding.decode(parts[1], plusIsSpace: true, url: url) : ""
            items.append(RouteQueryItem(name: name, value: value))
        }
        return items
    }
}

/// One `name=value` of a URL's query, decoded.
public struct RouteQueryItem: Sendable, Hashable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
