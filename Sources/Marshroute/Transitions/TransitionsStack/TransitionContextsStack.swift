import TerminalUI

/// The history of one animating handler: the transitions it performed, oldest first.
///
/// Entries hold their screens weakly. An entry whose screen was released (a "zombie") is
/// skipped and dropped when met; dropping closes the gap, so the entries on either side
/// become neighbours.
@MainActor
public protocol TransitionContextsStack: AnyObject {
    /// Adds an entry at the end.
    func append(_ context: CompletedTransitionContext)
    /// The oldest live entry (the handler's root).
    var first: RestoredTransitionContext? { get }
    /// The newest live entry.
    var last: RestoredTransitionContext? { get }
    /// Removes and returns the newest live entry.
    func popLast() -> RestoredTransitionContext?
    /// The live entry of `transitionId`, if it is in this history.
    subscript(transitionId: TransitionId) -> RestoredTransitionContext? { get }
    /// Pops the entries after `transitionId` (not itself), newest first; nil when none follow
    /// or the id is unknown.
    func popTo(transitionId: TransitionId) -> [RestoredTransitionContext]?
    /// The entry before `transitionId`; nil for the first.
    func preceding(transitionId: TransitionId) -> RestoredTransitionContext?
    /// The entries after `transitionId`, oldest first (empty when none follow or the id is unknown).
    func following(transitionId: TransitionId) -> [RestoredTransitionContext]
    /// Drops entries whose screens were dismissed without Marshroute. Returns the screens
    /// that are still alive though dismissed: candidates for a retain-cycle check.
    @discardableResult
    func clearContextsDescribingScreensThatWereAlreadyDismissedWithoutInvokingMarshroute() -> [ViewController]
    /// Records that the history now matches its navigation stack (after Marshroute changed
    /// both), so the next cleaning can skip a scan if nothing else changed the stack.
    func markSynchronizedWithNavigationStack()
    /// How many entries were forgotten (their screens released or dismissed behind
    /// Marshroute's back) since the last call, counting again from zero; nil when the stack does
    /// not count them.
    func takeCountOfForgottenContexts() -> Int?
}

extension TransitionContextsStack {
    /// A stack of another making does not count what it forgot.
    public func takeCountOfForgottenContexts() -> Int? { nil }
}
