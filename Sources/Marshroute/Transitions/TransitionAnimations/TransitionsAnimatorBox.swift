import TerminalUI

/// Any animator, to enable or disable its next animation without knowing its kind.
@MainActor
public struct TransitionsAnimatorBox {
    public let animator: BaseTransitionsAnimator

    public init(animator: BaseTransitionsAnimator) {
        self.animator = animator
    }

    public func enableAnimations() { animator.shouldAnimate = true }
    public func disableAnimations() { animator.shouldAnimate = false }
}
