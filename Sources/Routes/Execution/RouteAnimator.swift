import Marshroute

/// A Marshroute animator for one kind of presentation (ARoute's custom animations): a route's
/// options hold one, and the performer hands it to the Marshroute method of that kind. Each
/// case holds the animator class its method takes, so nothing is cast when the route runs; a
/// presentation of another kind refuses it when the route is planned (`invalidOption`).
@MainActor
public enum RouteAnimator {
    /// Pushes onto a navigation stack (`.push`, and `.detail` where it falls back to a push).
    case push(NavigationTransitionsAnimator)
    /// Presents a bare modal (`.modal`), or a tab bar with the module as its only tab (`.modalTabBar`).
    case modal(ModalTransitionsAnimator)
    /// Presents the module in a new navigation stack, modally (`.modalNavigation`).
    case modalNavigation(ModalNavigationTransitionsAnimator)
    /// Presents the module in a popover (`.popover(…, inNavigationController: false)`).
    case popover(PopoverTransitionsAnimator)
    /// Presents the module in a navigation stack in a popover (`.popover(…, inNavigationController: true)`).
    case popoverNavigation(PopoverNavigationTransitionsAnimator)
    /// Replaces a stack's root (`.setStackRoot`, and `.detail` in a split view).
    case setRoot(ResetNavigationTransitionsAnimator)

    /// The kinds of animator, one per case: what a presentation asks for.
    public enum Kind: String, Sendable, CaseIterable {
        /// A push's: a `NavigationTransitionsAnimator`.
        case push
        /// A modal's or a modal tab bar's: a `ModalTransitionsAnimator`.
        case modal
        /// A modal navigation stack's: a `ModalNavigationTransitionsAnimator`.
        case modalNavigation = "modal navigation"
        /// A popover's: a `PopoverTransitionsAnimator`.
        case popover
        /// A popover navigation stack's: a `PopoverNavigationTransitionsAnimator`.
        case popoverNavigation = "popover navigation"
        /// A new stack root's: a `ResetNavigationTransitionsAnimator`.
        case setRoot = "set root"
    }

    /// Which kind it is.
    public var kind: Kind {
        switch self {
        case .push: .push
        case .modal: .modal
        case .modalNavigation: .modalNavigation
        case .popover: .popover
        case .popoverNavigation: .popoverNavigation
        case .setRoot: .setRoot
        }
    }

    /// The animator itself, whatever its kind (to turn its animation off, to name it).
    public var animator: BaseTransitionsAnimator {
        switch self {
        case .push(let animator): animator
        case .modal(let animator): animator
        case .modalNavigation(let animator): animator
        case .popover(let animator): animator
        case .popoverNavigation(let animator): animator
        case .setRoot(let animator): animator
        }
    }
}

extension RouteAnimator.Kind {
    /// The Marshroute class an animator of this kind is: `NavigationTransitionsAnimator`.
    var className: String {
        switch self {
        case .push: "\(NavigationTransitionsAnimator.self)"
        case .modal: "\(ModalTransitionsAnimator.self)"
        case .modalNavigation: "\(ModalNavigationTransitionsAnimator.self)"
        case .popover: "\(PopoverTransitionsAnimator.self)"
        case .popoverNavigation: "\(PopoverNavigationTransitionsAnimator.self)"
        case .setRoot: "\(ResetNavigationTransitionsAnimator.self)"
        }
    }
}

extension RouteAnimator {
    /// The animator when it is a push's; planning refused the route otherwise.
    var push: NavigationTransitionsAnimator? {
        if case .push(let animator) = self { animator } else { nil }
    }

    /// The animator when it is a modal's (or a modal tab bar's).
    var modal: ModalTransitionsAnimator? {
        if case .modal(let animator) = self { animator } else { nil }
    }

    /// The animator when it is a modal navigation stack's.
    var modalNavigation: ModalNavigationTransitionsAnimator? {
        if case .modalNavigation(let animator) = self { animator } else { nil }
    }

    /// The animator when it is a popover's.
    var popover: PopoverTransitionsAnimator? {
        if case .popover(let animator) = self { animator } else { nil }
    }

    /// The animator when it is a popover navigation stack's.
    var popoverNavigation: PopoverNavigationTransitionsAnimator? {
        if case .popoverNavigation(let animator) = self { animator } else { nil }
    }

    /// The animator when it is a new stack root's.
    var setRoot: ResetNavigationTransitionsAnimator? {
        if case .setRoot(let animator) = self { animator } else { nil }
    }
}
