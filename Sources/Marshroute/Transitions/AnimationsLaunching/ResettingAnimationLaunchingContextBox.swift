import TerminalUI

/// A resetting transition of any kind.
@MainActor
public enum ResettingAnimationLaunchingContextBox {
    /// Setting a navigation controller's first root.
    case settingNavigationRoot(launchingContext: SettingNavigationAnimationLaunchingContext)
    /// Replacing a navigation controller's root.
    case resettingNavigationRoot(launchingContext: ResettingNavigationAnimationLaunchingContext)
    /// Registering a bare modal or popover screen on its handler.
    case registering(launchingContext: RegisteringAnimationLaunchingContext)
    /// Registering a navigation controller built elsewhere on its handler.
    case registeringEndpointNavigation(launchingContext: RegisteringAnimationLaunchingContext)

    /// The animator of the reset, or `nil` when the reset is a registration with no animation.
    public var resettingTransitionsAnimatorBox: ResettingTransitionsAnimatorBox? {
        switch self {
        case .settingNavigationRoot(let c): TransitionsAnimatorBox(animator: c.animator)
        case .resettingNavigationRoot(let c): TransitionsAnimatorBox(animator: c.animator)
        case .registering, .registeringEndpointNavigation: nil
        }
    }

    /// Records the screen the reset starts from; the resetting handler calls it.
    public mutating func appendSourceViewController(_ sourceViewController: ViewController) {
        if case .resettingNavigationRoot(var c) = self {
            c.sourceViewController = sourceViewController
            self = .resettingNavigationRoot(launchingContext: c)
        }
    }

    /// True when the reset replaces a navigation root (as opposed to setting the first one or registering).
    public var isResettingNavigationRoot: Bool {
        if case .resettingNavigationRoot = self { return true }
        return false
    }
}
