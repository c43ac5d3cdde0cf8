/// The router's matcher: a trie of pattern segments. Each node maps literal segments through
/// a dictionary and keeps its few parametric children and its wildcard aside, so a match costs
/// one dictionary lookup (plus the parametric siblings tried) per URL segment, however many
/// patterns are registered.
///
/// Precedence, per segment from the left and whatever the registration order: a literal,
/// then typed parameters, then untyped ones (the more literal text, the earlier), then the
/// wildcard. A branch that fails further right falls back to the next candidate.
///
/// Patterns whose segments differ only in their parameters' names share nodes (`users/{id}`
/// and `users/{name}/posts`), so values are collected by position and named at the end by the
/// pattern that matched: each terminal keeps its own pattern's parameter names.
final class SegmentTrie<Value> {
    final class Node {
        var literals: [String: Node] = [:]
        /// Sorted by precedence.
        var parametric: [(segment: ParametricSegment, node: Node)] = []
        var value: Terminal?
        var wildcardValue: Terminal?
        /// How many values this node and its descendants hold (for suggestions).
        var count = 0

        var isEmpty: Bool { value == nil && wildcardValue == nil && literals.isEmpty && parametric.isEmpty }
    }

    /// A value where a pattern ends, with the names of that pattern's parameters in order.
    struct Terminal {
        let value: Value
        let names: [String]
    }

    struct Match {
        let value: Value
        /// The names of the matched pattern's parameters, in order.
        let names: [String]
        /// Their values, in the same order.
        let values: [RouteParameterValue]
        /// The segments the wildcard took, nil when the pattern has none.
        let wildcard: ArraySlice<String>?
    }

    let root = Node()

    /// Inserts `value` at `pattern`'s path (one expanded pattern's segments); returns the value
    /// already there if the node is taken (the same URLs would match both), leaving the trie
    /// unchanged.
    func insert(_ value: Value, at segments: [PatternSegment]) -> Value? {
        var path = [root]
        var node = root
        var names: [String] = []
        for segment in segments {
            switch segment {
            case .literal(let text):
                if let child = node.literals[text] {
                    node = child
                } else {
                    let child = Node()
                    node.literals[text] = child
                    node = child
                }
            case .parametric(let parametric):
                names += parametric.parameterNames
                if let child = node.parametric.first(where: { $0.segment.key == parametric.key })?.node {
                    node = child
                } else {
                    let child = Node()
                    node.parametric.append((parametric, child))
                    node.parametric.sort { Self.precedes($0.segment, $1.segment) }
                    node = child
                }
            case .wildcard:
                if let existing = node.wildcardValue { return existing.value }
                node.wildcardValue = Terminal(value: value, names: names)
                for ancestor in path { ancestor.count += 1 }
                return nil
            }
            path.append(node)
        }
        if let existing = node.value { return existing.value }
        node.value = Terminal(value: value, names: names)
        for ancestor in path { ancestor.count += 1 }
        return nil
    }

    /// Removes the value at `segments` if `isTarget` says it is the one; returns whether it did.
    /// Nodes left empty are removed.
    @discardableResult
    func remove(at segments: [PatternSegment], where isTarget: (Value) -> Bool) -> Bool {
        var path = [root]
        var node = root
        for segment in segments {
            let next: Node?
            switch segment {
            case .literal(let text): next = node.literals[text]
            case .parametric(let parametric): next = node.parametric.first { $0.segment.key == parametric.key }?.node
            case .wildcard:
                guard let terminal = node.wildcardValue, isTarget(terminal.value) else { return false }
                node.wildcardValue = nil
                for ancestor in path { ancestor.count -= 1 }
                prune(path)
                return true
            }
            guard let next else { return false }
            node = next
            path.append(node)
        }
        guard let terminal = node.value, isTarget(terminal.value) else { return false }
        node.value = nil
        for ancestor in path { ancestor.count -= 1 }
        prune(path)
        return true
    }

    /// Drops the empty nodes at the end of `path` (root first) from their parents.
    private func prune(_ path: [Node]) {
        for index in stride(from: path.count - 1, to: 0, by: -1) where path[index].isEmpty {
            let parent = path[index - 1]
            let child = path[index]
            if let key = parent.literals.first(where: { $0.value === child })?.key {
                parent.literals[key] = nil
            } else {
                parent.parametric.removeAll { $0.node === child }
            }
        }
    }

    private static func precedes(_ lhs: ParametricSegment, _ rhs: ParametricSegment) -> Bool {
        if lhs.isTyped != rhs.isTyped { return lhs.isTyped }
        if lhs.literalLength != rhs.literalLength { return lhs.literalLength > rhs.literalLength }
        return lhs.key < rhs.key
    }

    /// The best match for `segments`, or nil; `castFailure` tells the deepest parameter whose
    /// value did not cast on the way.
    func match(_ segments: [String], castFailure: inout RouteCastFailure?) -> Match? {
        var search = Search(segments: segments, findsAll: false)
        _ = search.visit(0, root)
        castFailure = search.castFailure
        return search.first
    }

    /// Every match for `segments`, best first: the order a router tries candidates in when a
    /// handler declines.
    func matches(_ segments: [String]) -> [Match] {
        var search = Search(segments: segments, findsAll: true)
        _ = search.visit(0, root)
        return search.first.map { [$0] + search.others } ?? []
    }

    /// The depth-first search in precedence order, with the values gathered so far. The first
    /// match found is the best; a search for all goes on through the other candidates.
    private struct Search {
        let segments: [String]
        let findsAll: Bool
        var values: [RouteParameterValue] = []
        var castFailure: RouteCastFailure?
        var failureDepth = -1
        var first: Match?
        var others: [Match] = []

        init(segments: [String], findsAll: Bool) {
            self.segments = segments
            self.findsAll = findsAll
        }

        /// Whether to go on.
        mutating func visit(_ index: Int, _ node: Node) -> Bool {
            if index == segments.count {
                if let terminal = node.value, !report(terminal, wildcard: nil) { return false }
                if let terminal = node.wildcardValue, !report(terminal, wildcard: segments[index...]) { return false }
                return true
            }
            let segment = segments[index]
            if let child = node.literals[segment], !visit(index + 1, child) { return false }
            for (parametric, child) in node.parametric {
                let mark = values.count
                var failure: RouteCastFailure?
                if parametric.match(segment, values: &values, failure: &failure) {
                    // Stopping leaves the values as they are: the match found shares them.
                    guard visit(index + 1, child) else { return false }
                    values.removeSubrange(mark...)
                } else if let failure, index > failureDepth {
                    castFailure = failure
                    failureDepth = index
                }
            }
            if let terminal = node.wildcardValue, !report(terminal, wildcard: segments[index...]) { return false }
            return true
        }

        /// Records a match; whether to go on.
        private mutating func report(_ terminal: Terminal, wildcard: ArraySlice<String>?) -> Bool {
            let match = Match(value: terminal.value, names: terminal.names, values: values, wildcard: wildcard)
            if first == nil { first = match } else { others.append(match) }
            return findsAll
        }
    }
}
