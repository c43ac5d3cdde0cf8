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
