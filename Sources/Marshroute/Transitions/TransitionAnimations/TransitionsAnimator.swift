import TerminalUI

/// An animator of one kind of transition: performs it and undoes it. Change a transition's
/// look in one line by passing another animator (or a subclass) to a router method.
@MainActor
public protocol TransitionsAnimator: AnyObject {
    associatedtype PresentationAnimationContext
    associatedtype DismissalAnimationContext
    func animatePerformingTransition(animationContext context: PresentationAnimationContext)
    func animateUndoingTransition(animationContext context: DismissalAnimationContext)
}

/// An animator of a root replacement.
@MainActor
public protocol ResetTransitionsAnimator: AnyObject {
    associatedtype ResettingAnimationContext
    func animateResettingWithTransition(animationContext context: ResettingAnimationContext)
}

/// What every animator shares: `shouldAnimate`, reset to true after each animation, so that
/// turning animation off (the coordinator delegate does it through the animator box) lasts
/// for one transition only.
@MainActor
open class BaseTransitionsAnimator {
    open var shouldAnimate = true

    public init() {}

    /// Reads `shouldAnimate` for the transition starting now and resets it.
    public func consumeShouldAnimate() -> Bool {
        defer { shouldAnimate = true }
        return shouldAnimate
    }
}

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

/// The animator of a resetting transition, to enable or disable its animation.
public typealias ResettingTransitionsAnimatorBox = TransitionsAnimatorBox
