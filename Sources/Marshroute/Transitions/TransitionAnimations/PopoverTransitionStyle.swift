import TerminalUI

/// Where a popover points: a rectangle in a view, or a bar button.
@MainActor
public enum PopoverTransitionStyle {
    /// Points at `sourceRect` in `sourceView`.
    case popoverFromView(sourceView: View, sourceRect: Rect)
    /// Points at a navigation bar button.
    case popoverFromBarButtonItem(buttonItem: BarButtonItem)

    var anchor: PopoverAnchor {
        switch self {
        case .popoverFromView(let view, let rect): .rect(rect, in: view)
        case .popoverFromBarButtonItem(let item): .barButton(item)
        }
    }
}
