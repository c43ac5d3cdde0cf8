import TerminalUI

/// Keeps a popover's controller and handler alive, and lets go of the popover controller
/// once the user closes it without the app.
@MainActor
public final class PopoverTransitionStorableParameters: TransitionStorableParameters, PopoverControllerDelegate {
    /// The popover's controller, until the user closes the popover.
    public private(set) var popoverController: PopoverController?
    /// The handler of the module shown in the popover.
    public let presentedTransitionsHandler: TransitionsHandler

    /// Keeps the popover controller and the handler alive, and becomes the popover's delegate.
    public init(popoverController: PopoverController, presentedTransitionsHandler: TransitionsHandler) {
        self.popoverController = popoverController
        self.presentedTransitionsHandler = presentedTransitionsHandler
        popoverController.delegate = self
    }

    /// Called when the user closes the popover (Esc): lets go of the popover controller.
    public func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {
        self.popoverController = nil
    }
}
