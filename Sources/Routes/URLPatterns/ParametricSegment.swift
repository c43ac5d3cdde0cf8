/// A pattern segment with parameters: a list of literal and parameter pieces, never two
/// parameters in a row. Matching works on the segment's UTF-8 bytes; a parameter takes the
/// shortest value that lets the rest of the segment match (and cast), so `:first:-:last:`
/// splits `aron-balog` at the first `-`.
struct ParametricSegment: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case literal([UInt8])
        case parameter(name: String, cast: RouteParameterCast)
    }

    let pieces: [Piece]
    /// The segment as written in the first pattern that registered it (for completions).
    let text: String
    /// Literal text and cast names, no parameter names (see `PatternSegment.key`).
    let key: String
    /// Has a parameter with a cast other than `string`: tried before untyped siblings.
    let isTyped: Bool
    /// Bytes of literal text: among siblings of one rank, the more literal one is tried first.
    let literalLength: Int
    /// The literal pieces, joined.
    let literalText: String

    init(pieces: [Piece], text: String) {
        self.pieces = pieces
        self.text = text
        var key = "{"
        var typed = false
        var length = 0
        var literalText = ""
        for piece in pieces {
            switch piece {
            case .literal(let bytes):
                key += "=" + String(decoding: bytes, as: UTF8.self) + "\u{0}"
                literalText += String(decoding: bytes, as: UTF8.self)
                length += bytes.count
            case .parameter(_, let cast):
                key += "{" + cast.canonicalName + "}\u{0}"
                typed = typed || cast.isTyped
            }
        }
        self.key = key
        isTyped = typed
        literalLength = length
        self.literalText = literalText
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }

    var parameterNames: [String] {
        pieces.compactMap { piece in
            if case .parameter(let name, _) = piece { return name }
            return nil
        }
    }

    /// Appends the segment's parameter values, in order, to `values` and returns true, or
    /// leaves `values` as it was and returns false, noting in `failure` a value that did not
    /// cast. The values go by position: segments with the same key share a trie node whatever
    /// their parameters are called, so the names come from the pattern that matched.
    func match(
        _ segment: String, values: inout [RouteParameterValue], failure: inout RouteCastFailure?
    ) -> Bool {
        if pieces.count == 1, case .parameter(let name, let cast) = pieces[0] {
            guard let value = cast.cast(segment) else {
                failure = RouteCastFailure(parameter: name, value: segment, cast: cast.canonicalName)
                return false
            }
            values.append(value)
            return true
        }
        let bytes = Array(segment.utf8)
        let mark = values.count
        if match(bytes, piece: 0, at: 0, values: &values, failure: &failure) { return true }
        values.removeSubrange(mark...)
        return false
    }

    private func match(
        _ bytes: [UInt8], piece: Int, at position: Int,
        values: inout [RouteParameterValue], failure: inout RouteCastFailure?
    ) -> Bool {
        guard piece < pieces.count else { return position == bytes.count }
        switch pieces[piece] {
        case .literal(let literal):
            guard bytes.count - position >= literal.count,
                bytes[position..<(position + literal.count)].elementsEqual(literal)
            else { return false }
            return match(bytes, piece: piece + 1, at: position + literal.count, values: &values, failure: &failure)
        case .parameter(let name, let cast):
            guard position < bytes.count else { return false }
            guard piece + 1 < pieces.count, case .literal(let next) = pieces[piece + 1] else {
                // The last piece takes the rest of the segment.
                let text = String(decoding: bytes[position...], as: UTF8.self)
                guard let value = cast.cast(text) else {
                    failure = RouteCastFailure(parameter: name, value: text, cast: cast.canonicalName)
                    return false
                }
                values.append(value)
                return true
            }
            var end = position + 1
            while let found = Self.firstIndex(of: next, in: bytes, from: end) {
                let text = String(decoding: bytes[position..<found], as: UTF8.self)
                if let value = cast.cast(text) {
                    values.append(value)
                    if match(bytes, piece: piece + 1, at: found, values: &values, failure: &failure) { return true }
                    values.removeLast()
                } else {
                    failure = RouteCastFailure(parameter: name, value: text, cast: cast.canonicalName)
                }
                end = found + 1
            }
            return false
        }
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
