import TerminalUI

/// Where a popover points: a rectangle in a view, or a bar button.
@MainActor
public enum PopoverTransitionStyle {
    case popoverFromView(sourceView: View, sourceRect: Rect)
    case popoverFromBarButtonItem(buttonItem: BarButtonItem)

    var anchor: PopoverAnchor {
        switch self {
        case .popoverFromView(let view, let rect): .rect(rect, in: view)
        case .popoverFromBarButtonItem(let item): .barButton(item)
        }
    }
}

/// The terminal's `UIPopoverController`: a content controller shown in a popover, which can
/// tell whether it is still visible.
@MainActor
public final class PopoverController {
    public let contentViewController: ViewController
    public weak var delegate: PopoverControllerDelegate?
    private weak var presenter: ViewController?

    public init(contentViewController: ViewController) {
        self.contentViewController = contentViewController
    }

    /// True while the content is presented.
    public var isPopoverVisible: Bool {
        contentViewController.presentingViewController != nil
    }

    /// Presents the content from `source` in a popover anchored as `style` says.
    public func present(from source: ViewController, style: PopoverTransitionStyle, animated: Bool) {
        presenter = source
        contentViewController.presentationDelegate = relay
        relay.owner = self
        source.present(contentViewController, style: .popover(style.anchor), animated: animated)
    }

    /// Dismisses the popover.
    public func dismiss(animated: Bool) {
        guard isPopoverVisible else { return }
        contentViewController.presentingViewController?.dismiss(animated: animated)
    }

    private let relay = PresentationRelay()

    /// Forwards the container's own dismissal (Esc, a click outside) to the delegate.
    @MainActor
    private final class PresentationRelay: PresentationDelegate {
        weak var owner: PopoverController?
        func presentationDidDismiss(_ presentedViewController: ViewController) {
            guard let owner else { return }
            owner.delegate?.popoverControllerDidDismissPopover(owner)
        }
    }
}

/// Told when the user closed a popover without the app (Esc or a click outside).
@MainActor
public protocol PopoverControllerDelegate: AnyObject {
    func popoverControllerDidDismissPopover(_ popoverController: PopoverController)
}

// MARK: Bare popover

@MainActor
public struct PopoverPresentationAnimationContext {
    public let transitionStyle: PopoverTransitionStyle
    public let targetViewController: ViewController
    public let popoverController: PopoverController
    public let sourceViewController: ViewController

    public init?(popoverPresentationAnimationLaunchingContext context: PopoverPresentationAnimationLaunchingContext) {
        guard let target = context.targetViewController, let popover = context.popoverController,
            let source = context.sourceViewController
        else { return nil }
        transitionStyle = context.transitionStyle
        targetViewController = target
        popoverController = popover
        sourceViewController = source
    }
}

@MainActor
public struct PopoverDismissalAnimationContext {
    public let popoverController: PopoverController
    public let targetViewController: ViewController

    public init?(popoverDismissalAnimationLaunchingContext context: PopoverDismissalAnimationLaunchingContext) {
        guard let popover = context.popoverController, let target = context.targetViewController else { return nil }
        popoverController = popover
        targetViewController = target
    }
}

@MainActor
open class PopoverTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    public override init() { super.init() }

    open func animatePerformingTransition(animationContext context: PopoverPresentationAnimationContext) {
        context.popoverController.present(
            from: context.sourceViewController, style: context.transitionStyle, animated: consumeShouldAnimate())
    }

    open func animateUndoingTransition(animationContext context: PopoverDismissalAnimationContext) {
        context.popoverController.dismiss(animated: consumeShouldAnimate())
    }
}

// MARK: Popover with a navigation controller

@MainActor
public struct PopoverNavigationPresentationAnimationContext {
    public let transitionStyle: PopoverTransitionStyle
    public let targetViewController: ViewController
    public let targetNavigationController: NavigationController
    public let popoverController: PopoverController
    public let sourceViewController: ViewController

    public init?(
        popoverNavigationPresentationAnimationLaunchingContext context:
            PopoverNavigationPresentationAnimationLaunchingContext
    ) {
        guard let target = context.targetViewController, let navigation = context.targetNavigationController,
            let popover = context.popoverController, let source = context.sourceViewController
        else { return nil }
        transitionStyle = context.transitionStyle
        targetViewController = target
        targetNavigationController = navigation
        popoverController = popover
        sourceViewController = source
    }
}

@MainActor
public struct PopoverNavigationDismissalAnimationContext {
    public let popoverController: PopoverController
    public let targetViewController: ViewController

    public init?(
        popoverNavigationDismissalAnimationLaunchingContext context: PopoverNavigationDismissalAnimationLaunchingContext
    ) {
        guard let popover = context.popoverController, let target = context.targetViewController else { return nil }
        popoverController = popover
        targetViewController = target
    }
}

@MainActor
open class PopoverNavigationTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    public override init() { super.init() }

    open func animatePerformingTransition(animationContext context: PopoverNavigationPresentationAnimationContext) {
        context.popoverController.present(
            from: context.sourceViewController, style: context.transitionStyle, animated: consumeShouldAnimate())
    }

    open func animateUndoingTransition(animationContext context: PopoverNavigationDismissalAnimationContext) {
        context.popoverController.dismiss(animated: consumeShouldAnimate())
    }
}
