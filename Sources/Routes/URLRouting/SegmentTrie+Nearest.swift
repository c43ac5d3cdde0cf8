extension SegmentTrie where Value == RouteRegistration {
    /// The registered patterns most like a URL that matched none, for "did you mean". Only
    /// runs on failures, and looks at a bounded number of candidates: those under the deepest
    /// node the URL reaches (then its ancestors), and under the literal siblings closest to the
    /// first segment that failed; ranked by edit distance to the URL's path.
    @MainActor
    func nearest(to segments: [String], limit: Int) -> [RouteRegistration] {
        let path = deepestPath(for: segments)
        var candidates: [RouteRegistration] = []
        var seen = Set<ObjectIdentifier>()
        func collect(_ node: Node) {
            var queue = [node]
            var index = 0
            while index < queue.count && candidates.count < Self.candidateLimit {
                let current = queue[index]
                index += 1
                for value in [current.value?.value, current.wildcardValue?.value].compactMap({ $0 })
                where seen.insert(ObjectIdentifier(value)).inserted {
                    candidates.append(value)
                }
                // A node's first children by name, no more than candidates are wanted: a root
                // of 100,000 first segments is not sorted (nor visited) whole for each failure.
                let room = Self.candidateLimit
                queue.append(
                    contentsOf: Self.smallestKeys(of: current.literals, count: room).map { current.literals[$0]! })
                queue.append(contentsOf: current.parametric.prefix(room).map(\.node))
            }
        }
        let failedDepth = path.count - 1
        if failedDepth < segments.count, let node = path.last, node.literals.count <= Self.siblingLimit {
            let failing = segments[failedDepth]
            let closest = node.literals.keys
                .map { (key: $0, distance: EditDistance.between($0, failing, limit: 64)) }
                .sorted { ($0.distance, $0.key) < ($1.distance, $1.key) }
                .prefix(limit)
            for sibling in closest { collect(node.literals[sibling.key]!) }
        }
        for node in path.reversed() where candidates.count < limit * 4 { collect(node) }
        return
            candidates
            .map { (registration: $0, distance: Self.distance(from: segments, to: $0.pattern)) }
            .sorted { ($0.distance, $0.registration.pattern.text) < ($1.distance, $1.registration.pattern.text) }
            .prefix(limit)
            .map(\.registration)
    }

    /// How far a URL's segments are from a pattern: the least distance to one of its expanded
    /// patterns.
    private static func distance(from segments: [String], to pattern: RoutePattern) -> Int {
        pattern.variants.map { distance(from: segments, to: $0) }.min() ?? 0
    }

    /// The edit distance to each literal segment, 1 for a parameter whose value does not fit,
    /// and the length of each segment one has and the other lacks.
    private static func distance(from segments: [String], to pattern: [PatternSegment]) -> Int {
        var distance = 0
        var failure: RouteCastFailure?
        for index in 0..<max(segments.count, pattern.count) {
            guard index < pattern.count else {
                distance += segments[index].count
                continue
            }
            let segment = pattern[index]
            if segment == .wildcard { break }
            guard index < segments.count else {
                if case .literal(let literal) = segment { distance += literal.count } else { distance += 3 }
                continue
            }
            switch segment {
            case .literal(let literal):
                distance += EditDistance.between(literal, segments[index], limit: 64)
            case .parametric(let parametric):
                var values: [RouteParameterValue] = []
                if !parametric.match(segments[index], values: &values, failure: &failure) { distance += 1 }
            case .wildcard:
                break
            }
        }
        return distance
    }

    /// The `count` smallest keys of `children`, sorted: all of them sorted when there are few,
    /// else one pass that keeps the smallest.
    private static func smallestKeys(of children: [String: Node], count: Int) -> [String] {
        guard children.count > count else { return children.keys.sorted() }
        var smallest: [String] = []
        smallest.reserveCapacity(count + 1)
        for key in children.keys {
            if smallest.count == count, let largest = smallest.last, key >= largest { continue }
            let index = smallest.firstIndex { $0 > key } ?? smallest.endIndex
            smallest.insert(key, at: index)
            if smallest.count > count { smallest.removeLast() }
        }
        return smallest
    }

    private static var candidateLimit: Int { 256 }
    private static var siblingLimit: Int { 10_000 }

    /// The nodes from the root down as far as the segments lead (any parametric child counts,
    /// whether or not the value would cast).
    private func deepestPath(for segments: [String]) -> [Node] {
        var path = [root]
        var node = root
        for segment in segments {
            if let child = node.literals[segment] {
                node = child
            } else if let child = node.parametric.first?.node {
                node = child
            } else {
                break
            }
            path.append(node)
        }
        return path
    }
}
