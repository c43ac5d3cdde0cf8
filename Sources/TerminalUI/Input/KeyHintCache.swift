/// What a key table's `hints(on:glyphs:after:reusing:)` made last time for one panel, and
/// from what. Keep one per panel, beside the table:
///
/// ```swift
/// private var hintCache = KeyHintCache()
/// override var keyHints: [KeyHint] {
///     Self.keyBindings.hints(on: self, glyphs: glyphs, after: super.keyHints, reusing: &hintCache)
/// }
/// ```
///
/// The window asks for the hints after every key, and most keys change none. While the table
/// offers the same keys, with the same labels, in the same glyph set and after the same
/// leading hints, it hands back the array it made last time instead of making one, and the
/// window sees in one comparison that the panel's hints did not change.
public struct KeyHintCache: Sendable {
    /// For each hinted row, in the line's order: bit 0 set when it shows, bit 1 + n when its
    /// key n is offered.
    @usableFromInline var states: [UInt64] = []
    /// Each hinted row's dynamic label (nil for a fixed one).
    @usableFromInline var labels: [String?] = []
    @usableFromInline var glyphs: GlyphSet?
    @usableFromInline var leading: [KeyHint] = []
    @usableFromInline var hints: [KeyHint] = []

    /// An empty cache: the first call makes the hints.
    public init() {}
}

extension KeyBindings {
    /// The key-hint line's entries of the rows offered now, after `leading`, as
    /// `hints(on:glyphs:after:)` makes them; the same array as the last call's when nothing
    /// they are made from changed (`KeyHintCache`).
    @inlinable @MainActor
    public func hints(
        on panel: Panel, glyphs: GlyphSet, after leading: [KeyHint] = [], reusing cache: inout KeyHintCache
    ) -> [KeyHint] {
        // One pass asks every hinted row and writes what it found over what the cache held:
        // a hit asks each condition once, a miss once more to make the hints.
        var same = cache.glyphs == glyphs && cache.leading == leading
        if cache.states.count != hintOrder.count {
            cache.states = Array(repeating: 0, count: hintOrder.count)
            cache.labels = Array(repeating: nil, count: hintOrder.count)
            same = false
        }
        var cacheable = true
        for line in hintOrder.indices {
            let index = hintOrder[line]
            // A row of more keys than the state has bits for is never kept: made every time.
            guard let state = offerState(ofRow: index, on: panel) else {
                cacheable = false
                continue
            }
            let label = rows[index].hint?.dynamicLabel?(panel)
            if state != cache.states[line] || label != cache.labels[line] {
                same = false
                cache.states[line] = state
                cache.labels[line] = label
            }
        }
        if same { return cache.hints }
        let hints = self.hints(on: panel, glyphs: glyphs, after: leading)
        cache.glyphs = cacheable ? glyphs : nil
        cache.leading = leading
        cache.hints = hints
        return hints
    }

    /// Which of the keys of `rows[index]` are offered now and whether its hint shows, as
    /// `KeyHintCache.states` keeps them; nil for a row of more than 63 keys.
    @inlinable @MainActor
    func offerState(ofRow index: Int, on panel: Panel) -> UInt64? {
        if let isShown = rows[index].hint?.isShown, !isShown(panel) { return 0 }
        let keys = rows[index].keys
        guard keys.count < 64 else { return nil }
        let when = rows[index].when
        let condition = rows[index].condition
        var state: UInt64 = 1
        if let when {
            // One condition for the whole row.
            return when(panel) ? state | (((1 as UInt64) << keys.count) - 1) << 1 : state
        }
        for position in keys.indices where condition?(panel, keys[position].action) ?? true {
            state |= 1 << UInt64(position + 1)
        }
        return state
    }
}
