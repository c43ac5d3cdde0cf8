/// Where a view controller is in its appear / disappear cycle.
public enum AppearanceState: Sendable, Hashable {
    /// Off screen.
    case disappeared
    /// On its way on screen (between `viewWillAppear` and `viewDidAppear`).
    case appearing
    /// On screen.
    case appeared
    /// On its way off screen (between `viewWillDisappear` and `viewDidDisappear`).
    case disappearing

    /// On screen or on its way.
    public var isVisible: Bool { self == .appearing || self == .appeared }
}
