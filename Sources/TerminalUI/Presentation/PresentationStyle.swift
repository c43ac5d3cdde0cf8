/// Where a popover points: a rectangle in some view, or a bar button.
@MainActor
public struct PopoverAnchor {
    enum Target {
        case rect(Rect, WeakView)
        case barButton(BarButtonItem)
    }

    let target: Target

    /// A rectangle in `view`'s coordinates.
    public static func rect(_ rect: Rect, in view: View) -> PopoverAnchor {
        PopoverAnchor(target: .rect(rect, WeakView(view)))
    }

    /// A bar button of a navigation bar.
    public static func barButton(_ item: BarButtonItem) -> PopoverAnchor {
        PopoverAnchor(target: .barButton(item))
    }

    /// The bar button this popover points at, if it points at one.
    public var barButtonItem: BarButtonItem? {
        if case .barButton(let item) = target { return item }
        return nil
    }

    /// The anchor on screen, or nil when it is no longer shown.
    public var rectInWindow: Rect? {
        switch target {
        case .rect(let rect, let weakView):
            guard let view = weakView.view, view.window != nil else { return nil }
            let origin = view.frameInWindow.origin
            return rect.offsetBy(dx: origin.x, dy: origin.y)
        case .barButton(let item):
            return item.frameInWindow
        }
    }
}

/// A weak reference to a view (for anchors that must not keep a view alive).
@MainActor
final class WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}

/// How a presented controller is shown, after UIKit's modal presentation styles.
@MainActor
public enum PresentationStyle {
    /// Covers the whole screen, tab bar included; what is under it disappears.
    case fullScreen
    /// A centered box over a dimmed background (the iPad's form sheet).
    case formSheet
    /// A box rising from the bottom edge to `height` rows over a dimmed background.
    /// Esc (or a click on the dimmed part) closes it by the container itself.
    case bottomSheet(height: Int)
    /// A box next to its anchor with a pointer toward it, flipping above or below to stay on
    /// screen. Esc (or a click outside) closes it by the container itself.
    case popover(PopoverAnchor)
    /// A labelled, centered box over a dimmed background: what peek previews use.
    case overlay(label: String)

    /// Whether what lies under stays visible (dimmed) rather than disappearing.
    public var keepsPresenterVisible: Bool {
        if case .fullScreen = self { return false }
        return true
    }

    /// Whether Esc or a click on the background dismisses it without the app's help.
    public var isDismissedByContainer: Bool {
        switch self {
        case .bottomSheet, .popover: return true
        default: return false
        }
    }

    /// A short name for logs and messages.
    public var name: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .formSheet: "formSheet"
        case .bottomSheet: "bottomSheet"
        case .popover: "popover"
        case .overlay: "overlay"
        }
    }
}

/// How a modal animates when no custom `TransitionAnimation` is given.
public enum ModalTransitionStyle: Sendable, Hashable {
    /// The modal slides up from the bottom edge.
    case coverVertical
    /// The modal dissolves in over what is under it.
    case crossDissolve
}

/// Told when the user dismissed a presentation through its container (Esc on a bottom sheet
/// or a popover, or a click on the dimmed background), after the dismissal finished.
@MainActor
public protocol PresentationDelegate: AnyObject {
    /// Called after the user dismissed `presentedViewController` through its container.
    func presentationDidDismiss(_ presentedViewController: ViewController)
}
