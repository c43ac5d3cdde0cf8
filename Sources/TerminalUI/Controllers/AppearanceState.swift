/// Where a view controller is in its appear / disappear cycle.
public enum AppearanceState: Sendable, Hashable {
    case disappeared
    case appearing
    case appeared
    case disappearing

    /// On screen or on its way.
    public var isVisible: Bool { self == .appearing || self == .appeared }
}
