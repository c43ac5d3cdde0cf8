/// How a transition showed or closed a module: the kind of segue a storyboard would draw.
public enum MapTransitionStyle: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// Pushed on a navigation stack (`pushViewControllerDerivedFrom`).
    case push
    /// A stack's root set or replaced (`setViewControllerDerivedFrom`, a modal's root).
    case set
    /// Presented modally, on its own (`presentModalViewControllerDerivedFrom`).
    case modal
    /// Presented modally in a navigation stack of its own.
    case modalNavigation = "modal with navigation"
    /// Presented in a popover.
    case popover
    /// Presented as a form or bottom sheet.
    case sheet
    /// Pushed or set in a split view's master or detail column.
    case masterDetail = "master/detail"
    /// Another tab selected.
    case tabSelection = "tab selection"
    /// A peek committed: the frozen transition ran.
    case peekCommit = "peek commit"
    /// Closed with `dismissCurrentModule()`.
    case dismiss
    /// Everything above a module closed with `focusOnCurrentModule()` (or by the coordinator's
    /// delegate going back instead of forward).
    case focus
    /// Closed by its container alone (the back key popped it, Esc closed a sheet): Marshroute
    /// was not asked, and cleans its history later.
    case backKey = "back key"
    /// Marshroute forgot screens a container had closed by itself.
    case historyCleaning = "history cleaning"

    /// Whether the style shows a module (else it closes or forgets one).
    public var isForward: Bool {
        switch self {
        case .push, .set, .modal, .modalNavigation, .popover, .sheet, .masterDetail, .tabSelection, .peekCommit: true
        case .dismiss, .focus, .backKey, .historyCleaning: false
        }
    }

    public static func < (lhs: MapTransitionStyle, rhs: MapTransitionStyle) -> Bool {
        let order = allCases
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
