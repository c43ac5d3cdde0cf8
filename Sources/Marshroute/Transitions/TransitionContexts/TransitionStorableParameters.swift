/// What a history entry keeps alive on purpose. Routers hold their handlers only weakly
/// (through seeds and presenting links), so the presented module's handler lives here,
/// for as long as its transition is in history.
@MainActor
public protocol TransitionStorableParameters: AnyObject {}

/// Keeps the presented module's handler alive (modal transitions).
@MainActor
public final class NavigationTransitionStorableParameters: TransitionStorableParameters {
    public let presentedTransitionsHandler: TransitionsHandler

    public init(presentedTransitionsHandler: TransitionsHandler) {
        self.presentedTransitionsHandler = presentedTransitionsHandler
    }
}

/// Keeps a popover's controller and handler alive, and lets go of the popover controller
/// once the user closes it without the app.
@MainActor
public final class PopoverTransitionStorableParameters: TransitionStorableParameters, PopoverControllerDelegate {
    public private(set) var popoverController: PopoverController?
    public let presentedTransitionsHandler: TransitionsHandler

    public init(popoverController: PopoverController, presentedTransitionsHandler: TransitionsHandler) {
        self.popoverController = popoverController
        self.presentedTransitionsHandler = presentedTransitionsHandler
        popoverController.delegate = self
    }

    public func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {
        self.popoverController = nil
    }
}
