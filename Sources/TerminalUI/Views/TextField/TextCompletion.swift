/// What Tab offers in a `TextField` for the text so far: the longest text every candidate
/// starts with (a Tab extends the field to it), and the candidates themselves, made one at a
/// time as Tab steps through them, so that a field over many candidates, or candidates dear to
/// check, pays only for the ones shown.
@MainActor
public struct TextCompletion {
    /// The longest text all the candidates start with.
    public let commonPrefix: String
    /// The next candidate in order, or nil after the last.
    public let next: () -> String?

    /// Candidates made on demand: `next` gives one per call, nil after the last.
    public init(commonPrefix: String, next: @escaping () -> String?) {
        self.commonPrefix = commonPrefix
        self.next = next
    }

    /// A list of candidates, with their common prefix.
    public init(candidates: [String]) {
        commonPrefix = TextField.commonPrefix(candidates)
        var remaining = candidates[...]
        next = { remaining.popFirst() }
    }
}
