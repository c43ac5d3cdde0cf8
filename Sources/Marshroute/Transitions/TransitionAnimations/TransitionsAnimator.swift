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
