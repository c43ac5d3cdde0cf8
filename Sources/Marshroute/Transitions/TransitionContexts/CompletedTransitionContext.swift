import TerminalUI

/// A history entry: a transition that happened. Everything it shows is held weakly, so an
/// entry never keeps a screen alive; an entry whose screen was released is a "zombie" and is
/// dropped when met.
@MainActor
public struct CompletedTransitionContext {
    /// The id of the transition, which identifies the module it showed.
    public let transitionId: TransitionId
    /// The handler that performed the transition.
    public private(set) weak var sourceTransitionsHandler: AnimatingTransitionsHandler?
    /// The screen the transition showed. Held weakly.
    public private(set) weak var targetViewController: ViewController?
    /// The handler the shown screen lives in: the performing handler for a push, its own for a modal or popover.
    public let targetTransitionsHandlerBox: CompletedTransitionTargetTransitionsHandlerBox
    /// Kept alive on purpose: the presented module's handler.
    public let storableParameters: TransitionStorableParameters?
    /// How the entry was made, with the animator that can undo it.
    public let sourceAnimationLaunchingContextBox: SourceAnimationLaunchingContextBox

    /// Creates an entry from its parts.
    public init(
        transitionId: TransitionId, sourceTransitionsHandler: AnimatingTransitionsHandler,
        targetViewController: ViewController,
        targetTransitionsHandlerBox: CompletedTransitionTargetTransitionsHandlerBox,
        storableParameters: TransitionStorableParameters?,
        sourceAnimationLaunchingContextBox: SourceAnimationLaunchingContextBox
    ) {
        self.transitionId = transitionId
        self.sourceTransitionsHandler = sourceTransitionsHandler
        self.targetViewController = targetViewController
        self.targetTransitionsHandlerBox = targetTransitionsHandlerBox
        self.storableParameters = storableParameters
        self.sourceAnimationLaunchingContextBox = sourceAnimationLaunchingContextBox
    }

    /// An entry for a performed forward transition (fails while its target handler is pending).
    public init?(
        presentationTransitionContext context: PresentationTransitionContext,
        sourceTransitionsHandler: AnimatingTransitionsHandler
    ) {
        guard
            let box = CompletedTransitionTargetTransitionsHandlerBox(
                presentationTransitionTargetTransitionsHandlerBox: context.targetTransitionsHandlerBox)
        else { return nil }
        self.init(
            transitionId: context.transitionId, sourceTransitionsHandler: sourceTransitionsHandler,
            targetViewController: context.targetViewController, targetTransitionsHandlerBox: box,
            storableParameters: context.storableParameters,
            sourceAnimationLaunchingContextBox: .presentation(
                context.presentationAnimationLaunchingContextBox.weakened()))
    }

    /// An entry for a performed reset.
    public init(
        resettingTransitionContext context: ResettingTransitionContext,
        sourceTransitionsHandler: AnimatingTransitionsHandler
    ) {
        self.init(
            transitionId: context.transitionId, sourceTransitionsHandler: sourceTransitionsHandler,
            targetViewController: context.targetViewController,
            targetTransitionsHandlerBox: .init(
                animatingTransitionsHandler: context.targetTransitionsHandlerBox.unbox()),
            storableParameters: context.storableParameters,
            sourceAnimationLaunchingContextBox: .resetting(context.resettingAnimationLaunchingContextBox))
    }

    /// The screen was released.
    public var isZombie: Bool { targetViewController == nil }

    /// The screen is alive but no longer shown (popped by the back key, closed by Esc…).
    public var isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute: Bool {
        isZombie
            || sourceAnimationLaunchingContextBox.isDescribingScreenThatWasAlreadyDismissedWithoutInvokingMarshroute
    }

    /// True when the entry chains another handler (a modal or popover), as opposed to a push
    /// or a reset that stays on its own handler.
    public var isChained: Bool {
        guard let target = targetTransitionsHandlerBox.unbox(), let source = sourceTransitionsHandler else {
            return false
        }
        return target !== source
    }
}

/// A history entry whose parts are all still alive, held strongly for the length of one
/// operation. Equal when the ids are.
@MainActor
public struct RestoredTransitionContext: Equatable {
    /// The id of the transition.
    public let transitionId: TransitionId
    /// The handler that performed the transition.
    public let sourceTransitionsHandler: AnimatingTransitionsHandler
    /// The screen the transition showed.
    public let targetViewController: ViewController
    /// The handler the shown screen lives in.
    public let targetTransitionsHandlerBox: RestoredTransitionTargetTransitionsHandlerBox
    /// Objects kept alive with the entry, such as a presented module's handler.
    public let storableParameters: TransitionStorableParameters?
    /// How the entry was made, with the animator that can undo it.
    public let sourceAnimationLaunchingContextBox: SourceAnimationLaunchingContextBox

    /// Restores an entry, or fails when it is `nil` or any part of it was released.
    public init?(completedTransition context: CompletedTransitionContext?) {
        guard let context, let source = context.sourceTransitionsHandler, let target = context.targetViewController,
            let box = context.targetTransitionsHandlerBox.transitionsHandlerBox()
        else { return nil }
        transitionId = context.transitionId
        sourceTransitionsHandler = source
        targetViewController = target
        targetTransitionsHandlerBox = box
        storableParameters = context.storableParameters
        sourceAnimationLaunchingContextBox = context.sourceAnimationLaunchingContextBox
    }

    /// Two restored entries are equal when their transition ids are.
    public nonisolated static func == (lhs: RestoredTransitionContext, rhs: RestoredTransitionContext) -> Bool {
        lhs.transitionId == rhs.transitionId
    }

    /// True for a modal or popover entry (its target handler is not the one that performed it).
    public var isChained: Bool { targetTransitionsHandlerBox.unbox() !== sourceTransitionsHandler }
}
