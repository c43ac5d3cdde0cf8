/// Answers a peek, as `UIViewControllerPreviewingDelegate` does for 3D Touch: the peek key on
/// a registered source view asks for a controller to preview; Enter commits it, Esc cancels.
@MainActor
public protocol PreviewingDelegate: AnyObject {
    /// The controller to preview for a peek at `location` (source view coordinates), or nil.
    func previewingContext(_ previewingContext: PreviewingContext, viewControllerForLocation location: Point)
        -> ViewController?
    /// The user committed the preview (Enter): show it for real.
    func previewingContext(_ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController)
    /// The user cancelled the preview (Esc). UIKit never reported this; the terminal can.
    func previewingContext(_ previewingContext: PreviewingContext, didCancel viewController: ViewController)
    /// The preview closed because its source screen went away (a timer closed it, say).
    func previewingContext(_ previewingContext: PreviewingContext, wasInterruptedShowing viewController: ViewController)
}

extension PreviewingDelegate {
    /// Does nothing.
    public func previewingContext(
        _ previewingContext: PreviewingContext, wasInterruptedShowing viewController: ViewController
    ) {
        self.previewingContext(previewingContext, didCancel: viewController)
    }
}

/// A registration of a source view for previewing.
@MainActor
public final class PreviewingContext {
    /// The delegate asked for previews. Held weakly.
    public private(set) weak var delegate: PreviewingDelegate?
    /// The view the peek key works over. Held weakly.
    public private(set) weak var sourceView: View?
    /// The controller that registered the source. Held weakly.
    public private(set) weak var viewController: ViewController?
    /// The part of the source view the preview comes from (the delegate may narrow it).
    public var sourceRect: Rect = .zero

    init(delegate: PreviewingDelegate, sourceView: View, viewController: ViewController) {
        self.delegate = delegate
        self.sourceView = sourceView
        self.viewController = viewController
    }

    /// Whether the source and its controller are on screen.
    public var isOnScreen: Bool {
        sourceView?.window != nil && viewController?.viewIfLoaded?.window != nil
    }
}

extension ViewController {
    /// Registers `sourceView` so that the peek key over it asks `delegate` for a preview.
    @discardableResult
    public func registerForPreviewing(with delegate: PreviewingDelegate, sourceView: View) -> PreviewingContext {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView, viewController: self)
        previewingContexts.append(context)
        return context
    }

    /// Stops the peek key from working over the registration's source view.
    public func unregisterForPreviewing(withContext context: PreviewingContext) {
        previewingContexts.removeAll { $0 === context }
    }

    /// The registrations of this controller.
    public var registeredPreviewingContexts: [PreviewingContext] { previewingContexts }
}
