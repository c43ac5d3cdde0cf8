import TerminalUI

/// The base of the modal animators: presents `presented` from `source` with the animator's
/// styles, and dismisses from the presenting controller.
@MainActor
open class BaseModalTransitionsAnimator: BaseTransitionsAnimator {
    /// The presentation style (UIKit's `modalPresentationStyle`): full screen, form sheet…
    open var targetModalPresentationStyle: PresentationStyle
    /// The built-in animation (UIKit's `modalTransitionStyle`).
    open var targetModalTransitionStyle: ModalTransitionStyle
    /// A custom animation, overriding the transition style.
    open var targetModalTransitionAnimation: TransitionAnimation?

    /// Creates a modal animator.
    /// - Parameters:
    ///   - targetModalTransitionStyle: The built-in animation; `.coverVertical` when `nil`.
    ///   - targetModalPresentationStyle: Where the modal shows; `.fullScreen` when `nil`.
    ///   - targetModalTransitionAnimation: A custom animation that overrides the transition style.
    public init(
        targetModalTransitionStyle: ModalTransitionStyle? = nil, targetModalPresentationStyle: PresentationStyle? = nil,
        targetModalTransitionAnimation: TransitionAnimation? = nil
    ) {
        self.targetModalTransitionStyle = targetModalTransitionStyle ?? .coverVertical
        self.targetModalPresentationStyle = targetModalPresentationStyle ?? .fullScreen
        self.targetModalTransitionAnimation = targetModalTransitionAnimation
        super.init()
    }

    func present(_ presented: ViewController, from source: ViewController) {
        presented.modalTransitionStyle = targetModalTransitionStyle
        if let animation = targetModalTransitionAnimation { presented.modalTransitionAnimation = animation }
        presented.modalPresentationStyle = targetModalPresentationStyle
        source.present(presented, style: targetModalPresentationStyle, animated: consumeShouldAnimate())
    }

    func dismiss(from presenter: ViewController) {
        presenter.dismiss(animated: consumeShouldAnimate())
    }
}
