import TerminalUI

/// Any animator, to enable or disable its next animation without knowing its kind.
@MainActor
public struct TransitionsAnimatorBox {
    /// The boxed animator.
    public let animator: BaseTransitionsAnimator

    /// Boxes `animator`.
    public init(animator: BaseTransitionsAnimator) {
        self.animator = animator
    }

    /// Lets the animator's next transition animate.
    public func enableAnimations() { animator.shouldAnimate = true }
    /// Makes the animator's next transition happen without animation.
    public func disableAnimations() { animator.shouldAnimate = false }
}
