/// Marshroute's public router methods, one case per family: a method with and without its
/// animator, or with a container of the caller's, is one method. What a ``RouterCall``
/// called, as a value: an observer switches over it rather than comparing names, and each
/// method says how it shows or removes a module (``style``), for a map's edges or a log.
///
/// The raw value is the method's name as the router protocols spell it, without argument
/// labels (`pushViewControllerDerivedFrom`), so that a name read from a file or a command
/// line becomes a method with `RouterMethod(rawValue:)`, and an unknown one is refused there.
public enum RouterMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// ``DetailRouter/setViewControllerDerivedFrom(_:)``: replaces the root of the router's stack.
    case setViewControllerDerivedFrom
    /// ``DetailRouter/pushViewControllerDerivedFrom(_:)``: pushes onto the topmost stack.
    case pushViewControllerDerivedFrom
    /// ``MasterRouter/setMasterViewControllerDerivedFrom(_:)``: replaces the master column's root.
    case setMasterViewControllerDerivedFrom
    /// ``MasterRouter/pushMasterViewControllerDerivedFrom(_:)``: pushes onto the master column.
    case pushMasterViewControllerDerivedFrom
    /// ``MasterRouter/setDetailViewControllerDerivedFrom(_:)``: replaces the detail column's root.
    case setDetailViewControllerDerivedFrom
    /// ``MasterRouter/pushDetailViewControllerDerivedFrom(_:)``: pushes onto the detail column.
    case pushDetailViewControllerDerivedFrom
    /// ``ModalPresentationRouter/presentModalViewControllerDerivedFrom(_:)``: a bare modal.
    case presentModalViewControllerDerivedFrom
    /// ``ModalPresentationRouter/presentModalMasterDetailViewControllerDerivedFrom(deriveMasterViewController:deriveDetailViewController:)``:
    /// a master-detail split, modally.
    case presentModalMasterDetailViewControllerDerivedFrom
    /// ``ModalPresentationRouter/presentModalNavigationControllerWithRootViewControllerDerivedFrom(_:)``:
    /// a modal with its own navigation stack.
    case presentModalNavigationControllerWithRootViewControllerDerivedFrom
    /// ``EndpointRouter/presentModalEndpointNavigationController(_:prepareForTransition:)``: a
    /// navigation controller built elsewhere, modally.
    case presentModalEndpointNavigationController
    /// ``PopoverPresentationRouter/presentPopoverFromRect(_:inView:withViewControllerDerivedFrom:)``.
    case presentPopoverFromRect
    /// ``PopoverPresentationRouter/presentPopoverFromBarButtonItem(_:withViewControllerDerivedFrom:)``.
    case presentPopoverFromBarButtonItem
    /// ``PopoverPresentationRouter/presentPopoverWithNavigationControllerFromRect(_:inView:withViewControllerDerivedFrom:)``.
    case presentPopoverWithNavigationControllerFromRect
    /// ``PopoverPresentationRouter/presentPopoverWithNavigationControllerFromBarButtonItem(_:withViewControllerDerivedFrom:)``.
    case presentPopoverWithNavigationControllerFromBarButtonItem
    /// ``RouterFocusable/focusOnCurrentModule(completion:)``: closes everything shown after the module.
    case focusOnCurrentModule
    /// ``RouterDismissable/dismissCurrentModule(completion:)``: removes the module, however it was shown.
    case dismissCurrentModule

    /// The method's name: `pushViewControllerDerivedFrom`.
    public var description: String { rawValue }

    /// How the method shows or removes a module.
    public var style: RouterMethodStyle {
        switch self {
        case .pushViewControllerDerivedFrom, .pushMasterViewControllerDerivedFrom,
            .pushDetailViewControllerDerivedFrom:
            .push
        case .setViewControllerDerivedFrom, .setMasterViewControllerDerivedFrom, .setDetailViewControllerDerivedFrom:
            .setRoot
        case .presentModalViewControllerDerivedFrom: .modal
        case .presentModalNavigationControllerWithRootViewControllerDerivedFrom: .modalNavigation
        case .presentModalMasterDetailViewControllerDerivedFrom: .modalMasterDetail
        case .presentModalEndpointNavigationController: .modalEndpoint
        case .presentPopoverFromRect, .presentPopoverFromBarButtonItem: .popover
        case .presentPopoverWithNavigationControllerFromRect, .presentPopoverWithNavigationControllerFromBarButtonItem:
            .popoverNavigation
        case .focusOnCurrentModule: .focus
        case .dismissCurrentModule: .dismiss
        }
    }

    /// The column of a master-detail router the method works on; nil for the others (a
    /// plain router's push and set work on its own stack, its detail).
    public var column: RouterMethodColumn? {
        switch self {
        case .setMasterViewControllerDerivedFrom, .pushMasterViewControllerDerivedFrom: .master
        case .setDetailViewControllerDerivedFrom, .pushDetailViewControllerDerivedFrom: .detail
        default: nil
        }
    }

    /// `push`, `set (master)`, `modal with navigation`: the style, and the column when there is one.
    public var label: String {
        column.map { "\(style) (\($0.rawValue))" } ?? style.description
    }
}

/// How a ``RouterMethod`` shows or removes a module: what a map labels its edge with.
public enum RouterMethodStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Pushed onto a navigation stack.
    case push
    /// Set as the root of a navigation stack, replacing what it held.
    case setRoot = "set"
    /// Presented modally, bare (the animator says full screen, a form sheet or a bottom sheet).
    case modal
    /// Presented modally as the root of a new navigation stack.
    case modalNavigation = "modal with navigation"
    /// Presented modally as a master-detail split, a stack in each column.
    case modalMasterDetail = "modal master-detail"
    /// A navigation controller built elsewhere, presented modally.
    case modalEndpoint = "modal endpoint"
    /// Presented in a popover, bare.
    case popover
    /// Presented in a popover as the root of a new navigation stack.
    case popoverNavigation = "popover with navigation"
    /// Everything shown after the module closed: the module comes back to the top.
    case focus
    /// The module itself removed: popped or dismissed.
    case dismiss

    /// `push`, `modal with navigation`.
    public var description: String { rawValue }

    /// Whether the method undoes transitions rather than starting one.
    public var undoes: Bool { self == .focus || self == .dismiss }
}

/// The column of a master-detail module a ``RouterMethod`` works on.
public enum RouterMethodColumn: String, Sendable, Hashable, CaseIterable {
    /// The master column.
    case master
    /// The detail column.
    case detail
}
