import Marshroute
import TerminalUI

/// How the inspector names places and screens.
@MainActor
enum InspectorText {
    /// "the navigation stack of "Recursion" (presented)": a stack is named by its root screen,
    /// which stays while screens come and go above it.
    static func place(of handler: AnimatingTransitionsHandler, top: ViewController?) -> String {
        guard let top else { return handler is NavigationTransitionsHandler ? "a navigation stack" : "a screen" }
        let root = top.navigationController?.viewControllers.first ?? top
        let title = root.title ?? root.debugName
        let presented = isPresented(root) ? " (presented)" : ""
        if handler is NavigationTransitionsHandler || top.navigationController != nil {
            return "the navigation stack of \"\(title)\"\(presented)"
        }
        return "the screen \"\(title)\"\(presented)"
    }

    /// Whether `controller` or a container of it was presented (a modal, sheet or popover).
    static func isPresented(_ controller: ViewController) -> Bool {
        controller.presentingViewController != nil
    }

    /// "1 screen", "3 screens".
    nonisolated static func screens(_ count: Int) -> String { "\(count) screen\(count == 1 ? "" : "s")" }
}
