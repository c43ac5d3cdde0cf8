/// Turns a pattern's text into segments, checking everything a registration must refuse.
struct RoutePatternParser {
    let pattern: String
    let syntax: RoutePatternSyntax
    let casts: RouteParameterCasts

    func parse() throws(RoutePatternError) -> [PatternSegment] {
        if let reason = notAPathReason() { throw .notAPath(pattern: pattern, reason: reason) }
        var path = Substring(pattern)
        if path.hasPrefix("/") { path = path.dropFirst() }
        if path.hasSuffix("/") { path = path.dropLast() }
        if path.isEmpty { return [] }
        let rawSegments = path.split(separator: "/", omittingEmptySubsequences: false)
        var segments: [PatternSegment] = []
        var names = Set<String>()
        for (index, raw) in rawSegments.enumerated() {
            if raw.isEmpty { throw .emptySegment(pattern: pattern, index: index) }
            if raw == "." || raw == ".." { throw .dotSegment(pattern: pattern, index: index) }
            if raw == "*" {
                guard index == rawSegments.count - 1 else { throw .misplacedWildcard(pattern: pattern) }
                segments.append(.wildcard)
                continue
            }
            if raw.contains("*") { throw .misplacedWildcard(pattern: pattern) }
            let segment = try parseSegment(raw)
            if case .parametric(let parametric) = segment {
                for name in parametric.parameterNames where !names.insert(name).inserted {
                    throw .duplicateParameterName(pattern: pattern, name: String(name))
                }
            }
            segments.append(segment)
        }
        return segments
    }

    private func notAPathReason() -> String? {
        if pattern.unicodeScalars.contains(where: RouteText.isControl) { return "it contains a control character" }
        if pattern.contains("://") { return "it has a scheme (bind the scheme to a router instead)" }
        if pattern.contains("?") || pattern.contains("#") { return "it has a query or a fragment" }
        if pattern.contains("%") { return "it has a percent-escape (write the decoded character)" }
        return nil
    }

    private func parseSegment(_ raw: Substring) throws(RoutePatternError) -> PatternSegment {
        var pieces: [ParametricSegment.Piece] = []
        var literal = ""
        var index = raw.startIndex
        while index < raw.endIndex {
            let character = raw[index]
            if character == syntax.parameterOpening {
                let bodyStart = raw.index(after: index)
                let close = raw[bodyStart...].firstIndex(of: syntax.parameterClosing)
                if close == nil && !syntax.closesAtSegmentEnd {
                    throw .unclosedParameter(pattern: pattern, segment: String(raw))
                }
                let bodyEnd = close ?? raw.endIndex
                if !literal.isEmpty {
                    pieces.append(.literal(Array(literal.utf8)))
                    literal = ""
                }
                if case .parameter = pieces.last {
                    throw .adjacentParameters(pattern: pattern, segment: String(raw))
                }
                pieces.append(try parameter(raw[bodyStart..<bodyEnd]))
                index = close.map { raw.index(after: $0) } ?? raw.endIndex
            } else if character == syntax.parameterClosing {
                throw .unexpectedClosingSeparator(pattern: pattern, segment: String(raw))
            } else {
                literal.append(character)
                index = raw.index(after: index)
            }
        }
        if pieces.isEmpty { return .literal(literal) }
        if !literal.isEmpty { pieces.append(.literal(Array(literal.utf8))) }
        return .parametric(ParametricSegment(pieces: pieces, text: String(raw)))
    }

    private func parameter(_ body: Substring) throws(RoutePatternError) -> ParametricSegment.Piece {
        let parts = body.split(
            separator: syntax.castingSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard RoutePatternSyntax.isValidName(name) else {
            throw .invalidParameterName(pattern: pattern, name: String(name))
        }
        guard parts.count == 2 else { return .parameter(name: name, cast: .string) }
        let castName = String(parts[1])
        guard let cast = casts[castName] else {
            throw .unknownCast(pattern: pattern, parameter: name, cast: String(castName))
        }
        return .parameter(name: name, cast: cast)
    }
}
