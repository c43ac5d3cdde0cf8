import Marshroute
import TerminalUI

/// Reads a transition's style from the router call that caused it: Marshroute's typed
/// ``RouterMethod`` and its style, and how the shown screen is presented (an animator's sheet
/// is the screen's presentation style, not the method's).
@MainActor
enum MapCauseAdapter {
    /// The style of a forward transition that showed `target`.
    static func forwardStyle(method: RouterMethod?, target: ViewController) -> MapTransitionStyle {
        guard let method else { return .push }
        if method.column != nil { return .masterDetail }
        switch method.style {
        case .push: return .push
        case .setRoot: return .set
        case .popover, .popoverNavigation: return .popover
        case .modalMasterDetail: return .masterDetail
        case .modal, .modalNavigation, .modalEndpoint:
            let presented = target.navigationController ?? target
            switch presented.activePresentationStyle ?? presented.modalPresentationStyle {
            case .formSheet, .bottomSheet: return .sheet
            case .popover: return .popover
            case .fullScreen, .overlay: break
            }
            return method.style == .modal ? .modal : .modalNavigation
        case .focus: return .focus
        case .dismiss: return .dismiss
        }
    }

    /// The style of a root set: in a split view's column, master/detail; else a set.
    static func resetStyle(method: RouterMethod?) -> MapTransitionStyle {
        method?.column != nil ? .masterDetail : .set
    }

    /// The style of an undo: Marshroute's dismiss, or a focus (the method's own, or the
    /// delegate's undo while it refused a forward transition).
    static func undoStyle(method: RouterMethod?) -> MapTransitionStyle {
        method?.style == .dismiss ? .dismiss : .focus
    }

    /// `showSubcategories`: the app's router method, when it said where it is (`traced`).
    static func appMethod(of call: RouterCall) -> String? {
        call.summary.appMethod
    }
}
