import TerminalUI

/// An animator of a root replacement.
@MainActor
public protocol ResetTransitionsAnimator: AnyObject {
    /// The context this animator's resets are described by.
    associatedtype ResettingAnimationContext
    /// Performs the reset described by `context`.
    func animateResettingWithTransition(animationContext context: ResettingAnimationContext)
}
