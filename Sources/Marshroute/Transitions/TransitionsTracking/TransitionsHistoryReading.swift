import TerminalUI

/// Reads what a handler's history holds, for front ends that name screens by position ("pop to
/// the root", "back to the last screen of this type"): they then undo the right transition
/// through the handler, as a router would.
@MainActor
public protocol TransitionsHistoryReading: AnyObject {
    /// The screens of `handler`'s stack with the transitions that showed them, root first.
    /// Modals and popovers chained from it are not included.
    func stackTransitions(of handler: AnimatingTransitionsHandler) -> [StackTransition]
    /// The same screens as history holds them now, without first forgetting those a container
    /// removed by itself: reading changes nothing, so a tool that only looks (a lesson's check)
    /// does not clean history earlier than the app's next transition would.
    func recordedStackTransitions(of handler: AnimatingTransitionsHandler) -> [StackTransition]
    /// The handler whose last transition presented `handler`'s screens (a modal or popover),
    /// or nil for a handler nothing presented.
    func presentingHandler(of handler: AnimatingTransitionsHandler) -> AnimatingTransitionsHandler?
    /// The modal or popover `handler`'s last transition shows over its stack, or nil.
    func chainedTransition(of handler: AnimatingTransitionsHandler) -> ChainedTransition?
}

/// A modal or popover shown over a handler's stack, and the handlers its screens live in.
@MainActor
public struct ChainedTransition {
    /// The transition that showed it.
    public let transitionId: TransitionId
    /// Whether it is a popover (else a modal: full screen, sheet).
    public let isPopover: Bool
    /// Its own handler, or the container handler of a master-detail modal.
    public let transitionsHandlerBox: TransitionsHandlerBox
}

/// One screen of a handler's stack and the transition that showed it.
@MainActor
public struct StackTransition {
    /// The transition that showed the screen.
    public let transitionId: TransitionId
    /// The screen.
    public let viewController: ViewController
}

extension TransitionsCoordinatorImpl: TransitionsHistoryReading {
    /// The screens of `handler`'s stack with their transitions, root first.
    public func stackTransitions(of handler: AnimatingTransitionsHandler) -> [StackTransition] {
        guard let client = stackClient(handler) else { return [] }
        clearAlreadyDismissedTransitions(of: client, handler: handler)
        return (client.allTransitionsForTransitionsHandler(handler).pushTransitions ?? []).map {
            StackTransition(transitionId: $0.transitionId, viewController: $0.targetViewController)
        }
    }

    /// The screens of `handler`'s stack as history holds them now, root first, cleaning nothing.
    public func recordedStackTransitions(of handler: AnimatingTransitionsHandler) -> [StackTransition] {
        guard let client = stackClient(handler) else { return [] }
        return (client.allTransitionsForTransitionsHandler(handler).pushTransitions ?? []).map {
            StackTransition(transitionId: $0.transitionId, viewController: $0.targetViewController)
        }
    }

    /// The modal or popover over `handler`'s stack.
    public func chainedTransition(of handler: AnimatingTransitionsHandler) -> ChainedTransition? {
        guard let client = stackClient(handler), let chained = client.chainedTransitionForTransitionsHandler(handler)
        else { return nil }
        let isPopover: Bool =
            switch chained.sourceAnimationLaunchingContextBox {
            case .presentation(.popover), .presentation(.popoverNavigation): true
            default: false
            }
        return ChainedTransition(
            transitionId: chained.transitionId, isPopover: isPopover,
            transitionsHandlerBox: chained.targetTransitionsHandlerBox)
    }

    /// The handler that presented `handler`'s screens, or `nil`.
    public func presentingHandler(of handler: AnimatingTransitionsHandler) -> AnimatingTransitionsHandler? {
        knownHandlers.first { candidate in
            candidate !== handler
                && chainedAnimatingTransitionsHandlers(of: candidate, visibleOnly: false).contains { $0 === handler }
        }
    }
}
