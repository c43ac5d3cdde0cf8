import TerminalUI

/// An animator of one kind of transition: performs it and undoes it. Change a transition's
/// look in one line by passing another animator (or a subclass) to a router method.
@MainActor
public protocol TransitionsAnimator: AnyObject {
    /// The context a forward transition is described by.
    associatedtype PresentationAnimationContext
    /// The context the matching backward transition is described by.
    associatedtype DismissalAnimationContext
    /// Performs the forward transition described by `context`.
    func animatePerformingTransition(animationContext context: PresentationAnimationContext)
    /// Undoes the transition described by `context`.
    func animateUndoingTransition(animationContext context: DismissalAnimationContext)
}
