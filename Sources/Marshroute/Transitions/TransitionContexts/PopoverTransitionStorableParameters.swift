import TerminalUI

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
