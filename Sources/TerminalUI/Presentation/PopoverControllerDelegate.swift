/// Told when the user closed a popover without the app (Esc or a click outside).
@MainActor
public protocol PopoverControllerDelegate: AnyObject {
    func popoverControllerDidDismissPopover(_ popoverController: PopoverController)
}
