/// What the responder chain offered for the key-hint line, in its order: each responder's
/// `keyHints` array as it came, and single hints (the status, the commands'). The line is
/// made from them by leaving out a hint whose keys an earlier one has (`line()`).
///
/// A frame after a key asks every responder again, and most keys change no hint. Sources
/// equal to the last frame's make the same line, so the window keeps the last line instead
/// of making it again; comparing is cheap when a responder hands back the array it returned
/// last time (a list's cached hints, a key table's `hints(on:glyphs:after:reusing:)`), since
/// two arrays sharing their storage compare equal without reading their hints
/// (docs/PERFORMANCE.md, section 0).
struct KeyHintSources: Equatable {
    /// One responder's contribution.
    enum Source: Equatable {
        case list([KeyHint])
        case one(KeyHint)
    }

    private(set) var sources: [Source]

    /// Empty sources that fill `storage`'s capacity (the last frame's, emptied).
    init(reusing storage: consuming [Source] = []) {
        sources = storage
        sources.removeAll(keepingCapacity: true)
    }

    /// Adds a responder's hints (nothing when it has none).
    mutating func add(_ list: [KeyHint]) {
        if !list.isEmpty { sources.append(.list(list)) }
    }

    /// Adds one hint.
    mutating func add(_ hint: KeyHint) {
        sources.append(.one(hint))
    }

    /// Gives up the sources' storage, emptied, for the next frame's to fill.
    mutating func takeStorage() -> [Source] {
        var storage: [Source] = []
        swap(&storage, &sources)
        storage.removeAll(keepingCapacity: true)
        return storage
    }

    /// The hints in order, without repeats: a hint whose keys an earlier hint has is left out.
    func line() -> [KeyHint] {
        var line = Line()
        for source in sources {
            switch source {
            case .list(let hints):
                for index in hints.indices { line.add(hints[index]) }
            case .one(let hint):
                line.add(hint)
            }
        }
        return line.hints
    }

    /// The hints without repeats. A dozen hints at most, so no hashing of their keys: a bit
    /// for each keys' length and first byte says which could be there already, and only for
    /// those are the hints read and the keys compared (most keys differ in length or first
    /// byte, and a full `==` of two different strings, or a copy of each hint read, cost more
    /// than the rest of the check).
    private struct Line {
        private(set) var hints: [KeyHint] = []
        /// A bit set for the length and first byte of each hint's keys.
        private var seen: UInt64 = 0

        init() {
            hints.reserveCapacity(16)
        }

        /// Appends `hint` unless a hint for the same keys is there.
        mutating func add(_ hint: KeyHint) {
            let keys = hint.keys.utf8
            let bit: UInt64 = 1 << ((UInt64(keys.first ?? 0) &* 31 &+ UInt64(truncatingIfNeeded: keys.count)) & 63)
            if seen & bit != 0 {
                for index in hints.indices where hints[index].keys == hint.keys { return }
            }
            seen |= bit
            hints.append(hint)
        }
    }
}
