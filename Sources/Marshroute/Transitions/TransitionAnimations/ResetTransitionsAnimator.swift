import TerminalUI

/// An animator of a root replacement.
@MainActor
public protocol ResetTransitionsAnimator: AnyObject {
    associatedtype ResettingAnimationContext
    func animateResettingWithTransition(animationContext context: ResettingAnimationContext)
}
