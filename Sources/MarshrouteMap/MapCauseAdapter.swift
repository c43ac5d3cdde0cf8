import Marshroute
import TerminalUI

/// Reads a transition's style from the router call that caused it: Marshroute's method as
/// `RouterCall` names it, and how the shown screen is presented. The one place that knows the
/// names of Marshroute's methods, so that a typed cause can replace it alone.
@MainActor
enum MapCauseAdapter {
    /// The style of a forward transition that showed `target`.
    static func forwardStyle(method: String, target: ViewController) -> MapTransitionStyle {
        if method.contains("Master") || method.contains("Detail") { return .masterDetail }
        if method.hasPrefix("presentPopover") { return .popover }
        if method.hasPrefix("presentModal") {
            let presented = target.navigationController ?? target
            switch presented.activePresentationStyle ?? presented.modalPresentationStyle {
            case .formSheet, .bottomSheet: return .sheet
            case .popover: return .popover
            case .fullScreen, .overlay: break
            }
            return method.contains("NavigationController") ? .modalNavigation : .modal
        }
        if method.hasPrefix("set") { return .set }
        return .push
    }

    /// The style of a root set: in a split view's column, master/detail; else a set.
    static func resetStyle(method: String) -> MapTransitionStyle {
        method.contains("Master") || method.contains("Detail") ? .masterDetail : .set
    }

    /// The style of an undo: Marshroute's dismiss, or a focus (the method's own, or the
    /// delegate's undo while it refused a forward transition).
    static func undoStyle(method: String?) -> MapTransitionStyle {
        method == "dismissCurrentModule" ? .dismiss : .focus
    }

    /// `showSubcategories`: the app's router method, when it said where it is (`traced`), and
    /// when it is not Marshroute's own.
    static func appMethod(of call: RouterCall) -> String? {
        guard let site = call.site?.method, site != call.method else { return nil }
        return site
    }
}
