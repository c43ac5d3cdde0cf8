/// Told when the user closed a popover without the app (Esc or a click outside).
@MainActor
public protocol PopoverControllerDelegate: AnyObject {
    /// Called after the user closed `popoverController` with Esc or a click outside.
    func popoverControllerDidDismissPopover(_ popoverController: PopoverController)
}
