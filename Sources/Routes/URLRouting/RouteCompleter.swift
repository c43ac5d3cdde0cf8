/// Completions for a partly typed URL: the literal segments and offered parameter values that
/// continue it, or a pattern's own text where a parameter has no offered values.
///
/// Every completion of an input starts with the same head (the segments typed before the last
/// slash), so the work is on the last segment's candidates (the suffixes): a scan of the nodes
/// the typed segments reach, which builds no URL for a candidate it does not return.
@MainActor
struct RouteCompleter {
    let registry: URLRouterRegistry
    /// The most completions returned (the first ones, sorted).
    var limit = 50

    /// What the typed segments reach: the head every completion starts with, and the nodes.
    private struct Reach {
        let head: String
        let partial: String
        let nodes: [(node: SegmentTrie<RouteRegistration>.Node, depth: Int)]
    }

    func completions(for input: String) -> [String] {
        guard let reach = reach(input) else { return [] }
        var results = Set<String>()
        forEachSuffix(in: reach, concreteOnly: false) { suffix in
            results.insert(reach.head + suffix)
            return results.count < limit
        }
        return results.sorted().prefix(limit).map { $0 }
    }

    /// The concrete completions (no pattern text, no `*`) in natural order after `after`, at
    /// most `limit` of them, and the longest text all of them share, over every one.
    func page(for input: String, after: String?) -> RouteCompletionPage {
        guard let reach = reach(input) else { return RouteCompletionPage(commonPrefix: input, completions: []) }
        let lowerBound = after.flatMap { $0.hasPrefix(reach.head) ? String($0.dropFirst(reach.head.count)) : nil }
        // The shared prefix, as a count of UTF-8 bytes of the first suffix; it cannot get
        // shorter than the typed part, so once it is that short it is settled.
        var first: String?
        var shared = 0
        let typed = reach.partial.utf8.count
        var smallest: [String] = [] // natural order, at most `limit`, after `lowerBound`
        forEachSuffix(in: reach, concreteOnly: true) { suffix in
            if let first {
                if shared > typed { shared = NaturalOrder.sharedBytes(first, suffix, upTo: shared) }
            } else {
                first = suffix
                shared = suffix.utf8.count
            }
            if let lowerBound, !NaturalOrder.precedes(lowerBound, suffix) { return true }
            if smallest.count == limit, let last = smallest.last, !NaturalOrder.precedes(suffix, last) { return true }
            let index = smallest.firstIndex { !NaturalOrder.precedes($0, suffix) } ?? smallest.endIndex
            if index < smallest.endIndex, smallest[index] == suffix { return true }
            smallest.insert(suffix, at: index)
            if smallest.count > limit { smallest.removeLast() }
            return true
        }
        let prefix = first.map { reach.head + NaturalOrder.prefix($0, bytes: shared) } ?? input
        return RouteCompletionPage(commonPrefix: prefix, completions: smallest.map { reach.head + $0 })
    }

    /// The registered patterns that go on after `input` (which ends with a slash): those with
    /// more segments than it, under the nodes its segments reach, nearest first, at most
    /// `limit` of them.
    func continuingPatterns(for input: String) -> [String] {
        guard let reach = reach(input) else { return [] }
        let typed = reach.nodes.first?.depth ?? 0
        var patterns: [String] = []
        var queue = reach.nodes.map(\.node)
        var index = 0
        while index < queue.count && patterns.count < limit && index < 4_096 {
            let current = queue[index]
            index += 1
            for terminal in [current.value, current.wildcardValue].compactMap({ $0 }) {
                let text = terminal.value.pattern.text
                let segments = terminal.value.pattern.variants.map(\.count).max() ?? 0
                if segments > typed, !patterns.contains(text) { patterns.append(text) }
            }
            queue.append(contentsOf: current.literals.keys.sorted().prefix(limit).map { current.literals[$0]! })
            queue.append(contentsOf: current.parametric.map(\.node))
        }
        return patterns
    }

    private func reach(_ input: String) -> Reach? {
        var prefix = ""
        var path = Substring(input)
        var router = registry.defaultRouter
        if let separator = input.firstRange(of: "://") {
            let scheme = input[..<separator.lowerBound].lowercased()
            guard let url = try? RouteURL(scheme + "://"), let bound = try? registry.router(for: url) else {
                return nil
            }
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
            if nodes.isEmpty { return nil }
        }
        return Reach(head: prefix + typed.map { $0 + "/" }.joined(), partial: partial, nodes: nodes)
    }

    /// Calls `body` with each last segment that continues the input (a suffix may come more
    /// than once, from two nodes), until it returns false.
    private func forEachSuffix(in reach: Reach, concreteOnly: Bool, _ body: (String) -> Bool) {
        let partial = reach.partial
        for (node, depth) in reach.nodes {
            for key in node.literals.keys where key.hasPrefix(partial) {
                guard body(key) else { return }
            }
            for (segment, child) in node.parametric {
                let offered = offeredValues(under: child, depth: depth)
                if offered.isEmpty, !concreteOnly, segment.text.hasPrefix(partial) {
                    guard body(segment.text) else { return }
                }
                var ignored: RouteCastFailure?
                for value in offered where value.hasPrefix(partial) {
                    var values: [RouteParameterValue] = []
                    if segment.match(value, values: &values, failure: &ignored) {
                        guard body(value) else { return }
                    }
                }
            }
            if node.wildcardValue != nil, partial.isEmpty, !concreteOnly {
                guard body("*") else { return }
            }
        }
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

    /// The values registrations under `node` offer for the parameter at `depth`, each once.
    private func offeredValues(under node: SegmentTrie<RouteRegistration>.Node, depth: Int) -> [String] {
        var values: [String] = []
        var seen = Set<String>()
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
                    for value in offer() where seen.insert(value).inserted { values.append(value) }
                }
            }
            queue.append(contentsOf: current.literals.values)
            queue.append(contentsOf: current.parametric.map(\.node))
        }
        return values
    }
}

/// One page of completions of a partly typed URL (`URLRouterRegistry.completionPage(for:after:limit:)`).
public struct RouteCompletionPage: Sendable, Equatable {
    /// The longest text every completion starts with, over all of them (not only this page's);
    /// the input itself when there is none.
    public let commonPrefix: String
    /// The completions of this page, in natural order: numbers by their value (`adverts/2`
    /// before `adverts/10`).
    public let completions: [String]
}

/// Text compared as people read numbers: runs of ASCII digits by their value, everything else
/// byte by byte (`item2` before `item10`). On UTF-8, so that a comparison costs a few byte
/// reads even in a debug build.
enum NaturalOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in compare(x, y) < 0 } }
    }

    /// Negative, zero or positive as `x` comes before, with or after `y`.
    private static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Int {
        var i = 0
        var j = 0
        // The same number written with more leading zeros comes after, when nothing else differs.
        var zerosTie = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                // Runs of digits: without their leading zeros, the longer is larger; the same
                // length compares digit by digit.
                var startX = i
                var startY = j
                while startX < x.count && x[startX] == 0x30 { startX += 1 }
                while startY < y.count && y[startY] == 0x30 { startY += 1 }
                var endX = startX
                var endY = startY
                while endX < x.count && isDigit(x[endX]) { endX += 1 }
                while endY < y.count && isDigit(y[endY]) { endY += 1 }
                if endX - startX != endY - startY { return (endX - startX) - (endY - startY) }
                for k in 0..<(endX - startX) where x[startX + k] != y[startY + k] {
                    return Int(x[startX + k]) - Int(y[startY + k])
                }
                if zerosTie == 0 { zerosTie = (startX - i) - (startY - j) }
                i = endX
                j = endY
                continue
            }
            if x[i] != y[j] { return Int(x[i]) - Int(y[j]) }
            i += 1
            j += 1
        }
        let lengths = (x.count - i) - (y.count - j)
        return lengths != 0 ? lengths : zerosTie
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// How many leading UTF-8 bytes `a` and `b` share, at most `limit`.
    static func sharedBytes(_ a: String, _ b: String, upTo limit: Int) -> Int {
        var a = a
        var b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                var count = 0
                let end = min(limit, x.count, y.count)
                while count < end && x[count] == y[count] { count += 1 }
                return count
            }
        }
    }

    /// The first `bytes` UTF-8 bytes of `text`, backed off to the start of a scalar (a shared
    /// prefix may end inside a character two texts begin differently).
    static func prefix(_ text: String, bytes: Int) -> String {
        let utf8 = Array(text.utf8)
        var end = min(bytes, utf8.count)
        while end > 0 && end < utf8.count && utf8[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: utf8[..<end], as: UTF8.self)
    }
}
