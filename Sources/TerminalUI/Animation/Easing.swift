/// How animation progress accelerates: maps linear time (0...1) to progress (0...1).
public enum Easing: Sendable, Hashable {
    /// Constant speed.
    case linear
    /// Starts slowly, then speeds up.
    case easeIn
    /// Starts fast, then slows down.
    case easeOut
    /// Slow at both ends.
    case easeInOut

    /// The eased progress for linear time `t` (0...1).
    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
