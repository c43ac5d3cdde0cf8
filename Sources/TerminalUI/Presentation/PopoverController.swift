/// The terminal's `UIPopoverController`: a content controller shown in a popover, which can
/// tell whether it is still visible and tells its delegate when the user closed it.
@MainActor
public final class PopoverController {
    /// The controller shown in the popover.
    public let contentViewController: ViewController
    /// Told when the user closes the popover. Held weakly.
    public weak var delegate: PopoverControllerDelegate?
    private weak var presenter: ViewController?

    /// Creates a popover controller for `contentViewController`.
    public init(contentViewController: ViewController) {
        self.contentViewController = contentViewController
    }

    /// True while the content is presented.
    public var isPopoverVisible: Bool {
        contentViewController.presentingViewController != nil
    }

    /// Presents the content from `source` in a popover pointing at `anchor`.
    public func present(from source: ViewController, anchor: PopoverAnchor, animated: Bool) {
        presenter = source
        contentViewController.presentationDelegate = relay
        relay.owner = self
        source.present(contentViewController, style: .popover(anchor), animated: animated)
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
