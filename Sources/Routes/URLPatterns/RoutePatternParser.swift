/// Turns a pattern's text into segments, checking everything a registration must refuse.
/// Optional groups (`items(/page/{page})`) are expanded first: the pattern stands for every
/// way of keeping or dropping each group, and each of those is parsed as a pattern of its own.
struct RoutePatternParser {
    let pattern: String
    let syntax: RoutePatternSyntax
    let casts: RouteParameterCasts

    /// At most 2⁸ = 256 patterns from one text.
    static let maximumOptionalGroups = 8

    /// Every pattern the text stands for, with its text: the one keeping every optional group
    /// first, then the others from the most groups kept to none.
    func parseVariants() throws(RoutePatternError) -> [(text: String, segments: [PatternSegment])] {
        if let reason = notAPathReason() { throw .notAPath(pattern: pattern, reason: reason) }
        var variants: [(text: String, segments: [PatternSegment])] = []
        var keys = Set<String>()
        for text in try expandedTexts() {
            let segments = try parse(path: text)
            guard keys.insert(RoutePattern.key(of: segments)).inserted else {
                throw .invalidOptionalGroup(
                    pattern: pattern, reason: "two ways of keeping its groups give the same pattern '\(text)'")
            }
            variants.append((text, segments))
        }
        return variants
    }

    /// The texts the optional groups make.
    private func expandedTexts() throws(RoutePatternError) -> [String] {
        // Alternating fixed text and group bodies: fixed, group, fixed, group, …, fixed.
        var fixed: [String] = [""]
        var groups: [String] = []
        var open: String?
        for character in pattern {
            switch character {
            case "(":
                guard open == nil else { throw .invalidOptionalGroup(pattern: pattern, reason: "groups cannot nest") }
                open = ""
            case ")":
                guard let body = open else {
                    throw .invalidOptionalGroup(pattern: pattern, reason: "')' closes no group")
                }
                guard !body.isEmpty else { throw .invalidOptionalGroup(pattern: pattern, reason: "a group is empty") }
                groups.append(body)
                fixed.append("")
                open = nil
            default:
                if open != nil { open!.append(character) } else { fixed[fixed.count - 1].append(character) }
            }
        }
        if open != nil { throw .invalidOptionalGroup(pattern: pattern, reason: "a '(' is never closed") }
        guard groups.count <= Self.maximumOptionalGroups else {
            throw .invalidOptionalGroup(
                pattern: pattern, reason: "more than \(Self.maximumOptionalGroups) optional groups")
        }
        guard !groups.isEmpty else { return [pattern] }
        let all = (1 << groups.count) - 1
        let masks = (0...all).sorted { lhs, rhs in
            let (left, right) = (lhs.nonzeroBitCount, rhs.nonzeroBitCount)
            return left != right ? left > right : lhs > rhs
        }
        return masks.map { mask in
            var text = fixed[0]
            for (index, group) in groups.enumerated() {
                if mask & (1 << (groups.count - 1 - index)) != 0 { text += group }
                text += fixed[index + 1]
            }
            return text
        }
    }

    private func parse(path text: String) throws(RoutePatternError) -> [PatternSegment] {
        var path = Substring(text)
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
