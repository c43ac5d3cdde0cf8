/// Completions for a partly typed URL: the literal segments and offered parameter values that
/// continue it, or a pattern's own text where a parameter has no offered values.
@MainActor
struct RouteCompleter {
    let registry: URLRouterRegistry
    /// The most completions returned (the first ones, sorted).
    var limit = 50

    func completions(for input: String) -> [String] {
        var prefix = ""
        var path = Substring(input)
        var router = registry.defaultRouter
        if let separator = input.firstRange(of: "://") {
            let scheme = input[..<separator.lowerBound].lowercased()
            guard let url = try? RouteURL(scheme + "://"), let bound = try? registry.router(for: url) else { return [] }
            router = bound
            prefix = String(input[..<separator.upperBound])
            path = input[separator.upperBound...]
        } else if path.first == "/" {
            prefix = "/"
            path = path.dropFirst()
        }
        var typed = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let partial = typed.removeLast()
        var nodes: [(node: SegmentTrie<RouteRegistration>.Node, depth: Int)] = [(router.trie.root, 0)]
        for segment in typed {
            nodes = nodes.flatMap { entry in children(of: entry.node, matching: segment).map { ($0, entry.depth + 1) } }
            if nodes.isEmpty { return [] }
        }
        let head = prefix + typed.map { $0 + "/" }.joined()
        var results = Set<String>()
        for (node, depth) in nodes {
            for key in node.literals.keys where key.hasPrefix(partial) { results.insert(head + key) }
            for (segment, child) in node.parametric {
                let offered = offeredValues(under: child, depth: depth)
                if offered.isEmpty {
                    if segment.text.hasPrefix(partial) { results.insert(head + segment.text) }
                }
                var ignored: RouteCastFailure?
                for value in offered where value.hasPrefix(partial) {
                    var values: [RouteParameterValue] = []
                    if segment.match(value, values: &values, failure: &ignored) { results.insert(head + value) }
                }
            }
            if node.wildcardValue != nil, partial.isEmpty { results.insert(head + "*") }
            if results.count >= limit { break }
        }
        return results.sorted().prefix(limit).map { $0 }
    }

    private func children(of node: SegmentTrie<RouteRegistration>.Node, matching segment: String)
        -> [SegmentTrie<RouteRegistration>.Node]
    {
        var result: [SegmentTrie<RouteRegistration>.Node] = []
        if let literal = node.literals[segment] { result.append(literal) }
        var ignored: RouteCastFailure?
        for (parametric, child) in node.parametric {
            var values: [RouteParameterValue] = []
            if parametric.match(segment, values: &values, failure: &ignored) { result.append(child) }
        }
        return result
    }

    /// The values registrations under `node` offer for the parameter at `depth`.
    private func offeredValues(under node: SegmentTrie<RouteRegistration>.Node, depth: Int) -> [String] {
        var values: [String] = []
        var queue = [node]
        var index = 0
        while index < queue.count && index < 64 {
            let current = queue[index]
            index += 1
            for terminal in [current.value, current.wildcardValue].compactMap({ $0 }) {
                let registration = terminal.value
                for variant in registration.pattern.variants {
                    guard depth < variant.count, case .parametric(let segment) = variant[depth],
                        let name = segment.parameterNames.first, let offer = registration.parameterCompletions[name]
                    else { continue }
                    values.append(contentsOf: offer())
                }
            }
            queue.append(contentsOf: current.literals.values)
            queue.append(contentsOf: current.parametric.map(\.node))
        }
        return Array(Set(values)).sorted()
    }
}
