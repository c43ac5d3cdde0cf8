/// Levenshtein distance over characters, for "did you mean" suggestions. Quadratic, so only
/// ever run on short strings in error paths.
enum EditDistance {
    static func between(_ lhs: String, _ rhs: String, limit: Int = 256) -> Int {
        let a = Array(lhs.prefix(limit))
        let b = Array(rhs.prefix(limit))
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
