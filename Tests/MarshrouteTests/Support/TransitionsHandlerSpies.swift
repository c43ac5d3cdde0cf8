@testable import Marshroute

/// One of the six verbs, as a handler spy received it.
@MainActor
enum TransitionsHandlerCall {
    case performTransition(PresentationTransitionContext)
    case undoTransitionsAfter(TransitionId)
    case undoTransitionWith(TransitionId)
    case undoAllChainedTransitions
    case undoAllTransitions
    case resetWithTransition(ResettingTransitionContext)
}

/// Records the verbs it gets, in order, and does nothing else.
@MainActor
protocol TransitionsHandlerRecording: AnyObject {
    var calls: [TransitionsHandlerCall] { get }
    /// Drops what was recorded. A recorded context often names its target handler, the spy
    /// itself, so whoever owns a spy calls this when done, or the spy keeps itself alive.
    func forgetCalls()
}

extension TransitionsHandlerRecording {
    var performedContexts: [PresentationTransitionContext] {
        calls.compactMap { if case .performTransition(let context) = $0 { context } else { nil } }
    }

    var resettingContexts: [ResettingTransitionContext] {
        calls.compactMap { if case .resetWithTransition(let context) = $0 { context } else { nil } }
    }

    var undoneAfterIds: [TransitionId] {
        calls.compactMap { if case .undoTransitionsAfter(let id) = $0 { id } else { nil } }
    }

    var undoneWithIds: [TransitionId] {
        calls.compactMap { if case .undoTransitionWith(let id) = $0 { id } else { nil } }
    }
}

/// Where a spy records. A recorded context often names its target handler, the spy itself, so
/// a log the spy held would keep the spy alive: a spy made by a harness writes to the
/// harness's log, which it holds weakly, and which goes with the harness.
@MainActor
final class TransitionsHandlerCallLog {
    var calls: [TransitionsHandlerCall] = []
}

/// An animating handler that records instead of coordinating.
@MainActor
class AnimatingTransitionsHandlerSpy: AnimatingTransitionsHandler, TransitionsHandlerRecording {
    private weak var sharedLog: TransitionsHandlerCallLog?
    /// Set only for a spy made without a log: whoever owns it calls `forgetCalls()` when done.
    private var ownLog: TransitionsHandlerCallLog?

    /// A spy that writes to `log` (held weakly), or to a log of its own.
    init(log: TransitionsHandlerCallLog? = nil) {
        if let log {
            sharedLog = log
        } else {
            ownLog = TransitionsHandlerCallLog()
        }
    }

    var calls: [TransitionsHandlerCall] { (sharedLog ?? ownLog)?.calls ?? [] }
    private func record(_ call: TransitionsHandlerCall) { (sharedLog ?? ownLog)?.calls.append(call) }

    func performTransition(context: PresentationTransitionContext) { record(.performTransition(context)) }
    func undoTransitionsAfter(transitionId: TransitionId) { record(.undoTransitionsAfter(transitionId)) }
    func undoTransitionWith(transitionId: TransitionId) { record(.undoTransitionWith(transitionId)) }
    func undoAllChainedTransitions() { record(.undoAllChainedTransitions) }
    func undoAllTransitions() { record(.undoAllTransitions) }
    func resetWithTransition(context: ResettingTransitionContext) { record(.resetWithTransition(context)) }
    func forgetCalls() { (sharedLog ?? ownLog)?.calls.removeAll() }

    func launchPresentationAnimation(launchingContextBox: inout PresentationAnimationLaunchingContextBox) {}
    func launchDismissalAnimation(launchingContextBox: DismissalAnimationLaunchingContextBox) {}
    func launchResettingAnimation(launchingContextBox: inout ResettingAnimationLaunchingContextBox) {}
}

/// The same spy, standing for a navigation handler (routers only set roots on those).
@MainActor
final class NavigationTransitionsHandlerSpy: AnimatingTransitionsHandlerSpy, NavigationTransitionsHandler {}

/// A containing handler that records instead of coordinating; its handlers are set by the test.
@MainActor
final class ContainingTransitionsHandlerSpy: ContainingTransitionsHandler, TransitionsHandlerRecording {
    private(set) var calls: [TransitionsHandlerCall] = []
    var allTransitionsHandlers: [AnimatingTransitionsHandler]?
    var visibleTransitionsHandlers: [AnimatingTransitionsHandler]?

    init(
        allTransitionsHandlers: [AnimatingTransitionsHandler]? = nil,
        visibleTransitionsHandlers: [AnimatingTransitionsHandler]? = nil
    ) {
        self.allTransitionsHandlers = allTransitionsHandlers
        self.visibleTransitionsHandlers = visibleTransitionsHandlers
    }

    func performTransition(context: PresentationTransitionContext) { calls.append(.performTransition(context)) }
    func undoTransitionsAfter(transitionId: TransitionId) { calls.append(.undoTransitionsAfter(transitionId)) }
    func undoTransitionWith(transitionId: TransitionId) { calls.append(.undoTransitionWith(transitionId)) }
    func undoAllChainedTransitions() { calls.append(.undoAllChainedTransitions) }
    func undoAllTransitions() { calls.append(.undoAllTransitions) }
    func resetWithTransition(context: ResettingTransitionContext) { calls.append(.resetWithTransition(context)) }
    func forgetCalls() { calls.removeAll() }
}

/// An animating handler that does nothing at all.
@MainActor
final class DummyAnimatingTransitionsHandler: AnimatingTransitionsHandler {
    init() {}
    func performTransition(context: PresentationTransitionContext) {}
    func undoTransitionsAfter(transitionId: TransitionId) {}
    func undoTransitionWith(transitionId: TransitionId) {}
    func undoAllChainedTransitions() {}
    func undoAllTransitions() {}
    func resetWithTransition(context: ResettingTransitionContext) {}
    func launchPresentationAnimation(launchingContextBox: inout PresentationAnimationLaunchingContextBox) {}
    func launchDismissalAnimation(launchingContextBox: DismissalAnimationLaunchingContextBox) {}
    func launchResettingAnimation(launchingContextBox: inout ResettingAnimationLaunchingContextBox) {}
}
