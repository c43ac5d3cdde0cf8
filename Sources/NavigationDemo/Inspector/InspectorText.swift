import Marshroute
import TerminalUI

/// How the inspector names places and screens.
@MainActor
enum InspectorText {
    /// "the navigation stack showing "Recursion" (a modal)".
    static func place(of handler: AnimatingTransitionsHandler, top: ViewController?) -> String {
        let kind = handler is NavigationTransitionsHandler ? "the navigation stack" : "the screen"
        guard let top else { return kind }
        let title = top.title ?? top.debugName
        let modal = isPresented(top) ? " (presented)" : ""
        return "\(kind) showing \"\(title)\"\(modal)"
    }

    /// Whether `controller` or a container of it was presented (a modal, sheet or popover).
    static func isPresented(_ controller: ViewController) -> Bool {
        controller.presentingViewController != nil
    }
}
