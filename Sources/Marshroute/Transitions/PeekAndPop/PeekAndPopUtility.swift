import TerminalUI

/// Registers sources for peeking, as the original's 3D Touch support did.
@MainActor
public protocol PeekAndPopUtility: AnyObject {
    /// Registers `sourceView` of `viewController`: the peek key over it calls `onPeek`, which
    /// must start a router transition synchronously; that transition is frozen and previewed.
    func register(
        viewController: ViewController, forPreviewingInSourceView sourceView: View,
        onPeek: @escaping (_ previewingContext: PreviewingContext, _ location: Point) -> Void,
        onPreviewingContextChange: ((_ newPreviewingContext: PreviewingContext) -> Void)?)
    /// Unregisters one source view, or all of the controller's when `sourceView` is nil.
    func unregister(viewController: ViewController, fromPreviewingInSourceView sourceView: View?)
}

extension PeekAndPopUtility {
    /// Registers a source view for peeking, without a previewing-context callback.
    public func register(
        viewController: ViewController, forPreviewingInSourceView sourceView: View,
        onPeek: @escaping (_ previewingContext: PreviewingContext, _ location: Point) -> Void
    ) {
        register(
            viewController: viewController, forPreviewingInSourceView: sourceView, onPeek: onPeek,
            onPreviewingContextChange: nil)
    }

    /// Unregisters every source view of `viewController`, then registers `sourceView` again.
    public func reregister(
        viewController: ViewController, forPreviewingInSourceView sourceView: View,
        onPeek: @escaping (_ previewingContext: PreviewingContext, _ location: Point) -> Void,
        onPreviewingContextChange: ((_ newPreviewingContext: PreviewingContext) -> Void)? = nil
    ) {
        unregister(viewController: viewController, fromPreviewingInSourceView: sourceView)
        register(
            viewController: viewController, forPreviewingInSourceView: sourceView, onPeek: onPeek,
            onPreviewingContextChange: onPreviewingContextChange)
    }

    /// Stops every source view of `viewController` from being peeked.
    public func unregisterViewControllerFromPreviewingInAllSourceViews(_ viewController: ViewController) {
        unregister(viewController: viewController, fromPreviewingInSourceView: nil)
    }

    /// Stops every source view of `viewController` from being peeked (the original's shorter name).
    public func unregisterViewControllerFromPreviewing(_ viewController: ViewController) {
        unregister(viewController: viewController, fromPreviewingInSourceView: nil)
    }
}
