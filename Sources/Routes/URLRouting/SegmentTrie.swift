/// The router's matcher: a trie of pattern segments. Each node maps literal segments through
/// a dictionary and keeps its few parametric children and its wildcard aside, so a match costs
/// one dictionary lookup (plus the parametric siblings tried) per URL segment, however many
/// patterns are registered.
///
/// Precedence, per segment from the left and whatever the registration order: a literal,
/// then typed parameters, then untyped ones (the more literal text, the earlier), then the
/// wildcard. A branch that fails further right falls back to the next candidate.
final class SegmentTrie<Value> {
    final class Node {
        var literals: [String: Node] = [:]
        /// Sorted by precedence.
        var parametric: [(segment: ParametricSegment, node: Node)] = []
        var value: Value?
        var wildcardValue: Value?
        /// How many values this node and its descendants hold (for suggestions).
        var count = 0
    }

    struct Match {
        let value: Value
        let parameters: [(String, RouteParameterValue)]
        /// The segments the wildcard took, nil when the pattern has none.
        let wildcard: ArraySlice<String>?
    }

    let root = Node()

    /// Inserts `value` at `pattern`'s path; returns the value already there if the node is
    /// taken (the same URLs would match both), leaving the trie unchanged.
    func insert(_ value: Value, at pattern: RoutePattern) -> Value? {
        var path = [root]
        var node = root
        for segment in pattern.segments {
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
                if let child = node.parametric.first(where: { $0.segment.key == parametric.key })?.node {
                    node = child
                } else {
                    let child = Node()
                    node.parametric.append((parametric, child))
                    node.parametric.sort { Self.precedes($0.segment, $1.segment) }
                    node = child
                }
            case .wildcard:
                if let existing = node.wildcardValue { return existing }
                node.wildcardValue = value
                for ancestor in path { ancestor.count += 1 }
                return nil
            }
            path.append(node)
        }
        if let existing = node.value { return existing }
        node.value = value
        for ancestor in path { ancestor.count += 1 }
        return nil
    }

    private static func precedes(_ lhs: ParametricSegment, _ rhs: ParametricSegment) -> Bool {
        if lhs.isTyped != rhs.isTyped { return lhs.isTyped }
        if lhs.literalLength != rhs.literalLength { return lhs.literalLength > rhs.literalLength }
        return lhs.key < rhs.key
    }

    /// The best match for `segments`, or nil; `castFailure` tells the deepest parameter whose
    /// value did not cast on the way.
    func match(_ segments: [String], castFailure: inout RouteCastFailure?) -> Match? {
        var parameters: [(String, RouteParameterValue)] = []
        var failureDepth = -1
        return match(segments, 0, root, &parameters, &castFailure, &failureDepth)
    }

    private func match(
        _ segments: [String], _ index: Int, _ node: Node, _ parameters: inout [(String, RouteParameterValue)],
        _ castFailure: inout RouteCastFailure?, _ failureDepth: inout Int
    ) -> Match? {
        if index == segments.count {
            if let value = node.value { return Match(value: value, parameters: parameters, wildcard: nil) }
            if let value = node.wildcardValue {
                return Match(value: value, parameters: parameters, wildcard: segments[index...])
            }
            return nil
        }
        let segment = segments[index]
        if let child = node.literals[segment],
            let found = match(segments, index + 1, child, &parameters, &castFailure, &failureDepth)
        {
            return found
        }
        for (parametric, child) in node.parametric {
            let mark = parameters.count
            var failure: RouteCastFailure?
            if parametric.match(segment, values: &parameters, failure: &failure) {
                if let found = match(segments, index + 1, child, &parameters, &castFailure, &failureDepth) {
                    return found
                }
                parameters.removeSubrange(mark...)
            } else if let failure, index > failureDepth {
                castFailure = failure
                failureDepth = index
            }
        }
        if let value = node.wildcardValue {
            return Match(value: value, parameters: parameters, wildcard: segments[index...])
        }
        return nil
    }
}
