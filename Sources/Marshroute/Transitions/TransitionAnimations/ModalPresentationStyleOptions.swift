import TerminalUI

// Modal transitions in four shapes: a bare controller, one in a navigation controller, an
// "endpoint" navigation controller the app did not build (a mail composer in UIKit), and a
// master-detail split. Each presents from the current top of the presenting handler and is
// undone by dismissing from the controller that presented it.

/// What a modal of any shape is presented with.
@MainActor
public struct ModalPresentationStyleOptions {
    /// Where the modal shows: full screen, form sheet, bottom sheet, popover or overlay.
    public var presentationStyle: PresentationStyle
    /// The built-in animation of the modal.
    public var transitionStyle: ModalTransitionStyle
    /// A custom look (set as the presented controller's `modalTransitionAnimation`).
    public var transitionAnimation: TransitionAnimation?

    /// Creates the options; the defaults are a full-screen modal that covers vertically.
    public init(
        presentationStyle: PresentationStyle = .fullScreen, transitionStyle: ModalTransitionStyle = .coverVertical,
        transitionAnimation: TransitionAnimation? = nil
    ) {
        self.presentationStyle = presentationStyle
        self.transitionStyle = transitionStyle
        self.transitionAnimation = transitionAnimation
    }
}
