import TerminalUI

/// What every animator shares: `shouldAnimate`, reset to true after each animation, so that
/// turning animation off (the coordinator delegate does it through the animator box) lasts
/// for one transition only.
@MainActor
open class BaseTransitionsAnimator {
    /// Whether the next transition is animated. Reset to `true` after each one.
    open var shouldAnimate = true

    /// Creates an animator with animation on.
    public init() {}

    /// Reads `shouldAnimate` for the transition starting now and resets it.
    public func consumeShouldAnimate() -> Bool {
        defer { shouldAnimate = true }
        return shouldAnimate
    }
}
