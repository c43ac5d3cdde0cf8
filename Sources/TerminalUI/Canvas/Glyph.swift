import Synchronization

/// What one cell shows, packed into 32 bits so cells stay plain values that compare fast.
///
/// A single-scalar cluster stores the scalar itself; a longer cluster (an emoji ZWJ sequence,
/// a letter with combining marks) is interned once in a process-wide table and stored as its
/// index with the top bit set. `continuation` marks the second cell of a wide glyph.
public struct Glyph: Hashable, Sendable {
    /// The packed value: a scalar, an interned cluster index with the top bit set, or 0 for a continuation.
    public let rawValue: UInt32

    @inline(__always)
    init(rawValue: UInt32) { self.rawValue = rawValue }

    @inline(__always)
    init(asciiByte: UInt8) { rawValue = UInt32(asciiByte) }

    /// A glyph of one Unicode scalar.
    public init(scalar: Unicode.Scalar) { rawValue = scalar.value }

    /// A glyph of one grapheme cluster; clusters of several scalars are interned.
    public init(_ character: Character) {
        let scalars = character.unicodeScalars
        if scalars.count == 1 {
            rawValue = scalars.first!.value
        } else {
            rawValue = Glyph.internedFlag | GraphemeTable.shared.index(of: String(character))
        }
    }

    /// A space.
    public static let space = Glyph(rawValue: 0x20)
    /// The trailing half of a wide glyph; it draws nothing itself.
    public static let continuation = Glyph(rawValue: 0)

    static let internedFlag: UInt32 = 0x8000_0000

    /// True for the second half of a wide glyph.
    public var isContinuation: Bool { rawValue == 0 }
    /// True for a cluster of several scalars, stored in the shared table.
    public var isInterned: Bool { rawValue & Glyph.internedFlag != 0 }
    /// True for a printable ASCII character.
    public var isASCII: Bool { rawValue > 0 && rawValue < 0x80 }

    /// The scalars of this glyph, in order.
    public var scalars: [Unicode.Scalar] {
        if isContinuation { return [] }
        if isInterned { return Array(GraphemeTable.shared.string(at: rawValue & ~Glyph.internedFlag).unicodeScalars) }
        return [Unicode.Scalar(rawValue) ?? "\u{FFFD}"]
    }

    /// The glyph as a string.
    public var string: String {
        if isContinuation { return "" }
        if isInterned { return GraphemeTable.shared.string(at: rawValue & ~Glyph.internedFlag) }
        return String(Character(Unicode.Scalar(rawValue) ?? "\u{FFFD}"))
    }
}

/// Interned multi-scalar grapheme clusters. Rare in practice (they come from data such as
/// emoji sequences), so a lock is cheaper than widening every cell.
final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()

    private struct Storage {
        var strings: [String] = []
        var indices: [String: UInt32] = [:]
    }

    private let storage = Mutex(Storage())

    func index(of cluster: String) -> UInt32 {
        storage.withLock { storage in
            if let index = storage.indices[cluster] { return index }
            let index = UInt32(storage.strings.count)
            storage.strings.append(cluster)
            storage.indices[cluster] = index
            return index
        }
    }

    func string(at index: UInt32) -> String {
        storage.withLock { storage in
            Int(index) < storage.strings.count ? storage.strings[Int(index)] : "\u{FFFD}"
        }
    }
}
