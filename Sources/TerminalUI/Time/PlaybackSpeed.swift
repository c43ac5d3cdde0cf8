/// How fast an app's virtual clock runs against the real one: normal speed or one of the slow
/// motions a learner steps through to watch a transition (docs/TEACHING.md).
public enum PlaybackSpeed: Int, CaseIterable, Sendable, Comparable {
    /// A tenth of real time.
    case tenth
    /// A quarter of real time.
    case quarter
    /// Half of real time.
    case half
    /// Real time.
    case normal

    /// The fraction of real time that passes on the virtual clock.
    public var rate: Double {
        switch self {
        case .tenth: 0.1
        case .quarter: 0.25
        case .half: 0.5
        case .normal: 1
        }
    }

    /// The next slower speed, or this one when it is already the slowest.
    public var slower: PlaybackSpeed { PlaybackSpeed(rawValue: rawValue - 1) ?? self }

    /// The next faster speed, or this one when it is already normal.
    public var faster: PlaybackSpeed { PlaybackSpeed(rawValue: rawValue + 1) ?? self }

    /// A short label for a status line: "1× speed", "½× speed", "¼× speed", "⅒× speed".
    public var label: String {
        switch self {
        case .tenth: "⅒× speed"
        case .quarter: "¼× speed"
        case .half: "½× speed"
        case .normal: "1× speed"
        }
    }

    /// Whether `lhs` is slower than `rhs`.
    public static func < (lhs: PlaybackSpeed, rhs: PlaybackSpeed) -> Bool { lhs.rawValue < rhs.rawValue }
}
