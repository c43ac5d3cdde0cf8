import TerminalUI

/// What a peek goes through, as observers see it.
public enum PeekAndPopState: Sendable, Hashable {
    /// The preview shows; the transition is frozen.
    case inPeek
    /// Another transition (or a commit to a different screen) ended the peek.
    case interrupted
    /// The user committed: the frozen transition ran.
    case popped
    /// The user cancelled the peek (Esc). UIKit could not report this since iOS 11; here it can.
    case cancelled
}

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
    public func register(
        viewController: ViewController, forPreviewingInSourceView sourceView: View,
        onPeek: @escaping (_ previewingContext: PreviewingContext, _ location: Point) -> Void
    ) {
        register(
            viewController: viewController, forPreviewingInSourceView: sourceView, onPeek: onPeek,
            onPreviewingContextChange: nil)
    }

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

    public func unregisterViewControllerFromPreviewingInAllSourceViews(_ viewController: ViewController) {
        unregister(viewController: viewController, fromPreviewingInSourceView: nil)
    }

    public func unregisterViewControllerFromPreviewing(_ viewController: ViewController) {
        unregister(viewController: viewController, fromPreviewingInSourceView: nil)
    }
}

/// Peek state changes of any screen, for as long as `disposable` lives.
@MainActor
public protocol PeekAndPopStateObservable: AnyObject {
    func addObserver(
        disposable: AnyObject,
        onPeekAndPopStateChange:
            @escaping (_ viewController: ViewController, _ peekAndPopState: PeekAndPopState) -> Void)
}

/// Peek state changes of one screen, for as long as it lives.
@MainActor
public protocol PeekAndPopStateViewControllerObservable: AnyObject {
    func addObserver(
        disposableViewController: ViewController,
        onPeekAndPopStateChange: @escaping (_ peekAndPopState: PeekAndPopState) -> Void)
}

/// The coordinator's hook: every forward transition passes through it. Normally `popAction`
/// (the transition itself) runs at once; during a peek request it is frozen instead.
@MainActor
public protocol PeekAndPopTransitionsCoordinator: AnyObject {
    func coordinatePeekIfNeededFor(viewController: ViewController, popAction: @escaping () -> Void)
}
