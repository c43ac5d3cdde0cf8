import TerminalUI

/// A resetting transition of any kind.
@MainActor
public enum ResettingAnimationLaunchingContextBox {
    case settingNavigationRoot(launchingContext: SettingNavigationAnimationLaunchingContext)
    case resettingNavigationRoot(launchingContext: ResettingNavigationAnimationLaunchingContext)
    case registering(launchingContext: RegisteringAnimationLaunchingContext)
    case registeringEndpointNavigation(launchingContext: RegisteringAnimationLaunchingContext)

    public var resettingTransitionsAnimatorBox: ResettingTransitionsAnimatorBox? {
        switch self {
        case .settingNavigationRoot(let c): TransitionsAnimatorBox(animator: c.animator)
        case .resettingNavigationRoot(let c): TransitionsAnimatorBox(animator: c.animator)
        case .registering, .registeringEndpointNavigation: nil
        }
    }

    public mutating func appendSourceViewController(_ sourceViewController: ViewController) {
        if case .resettingNavigationRoot(var c) = self {
            c.sourceViewController = sourceViewController
            self = .resettingNavigationRoot(launchingContext: c)
        }
    }

    public var isResettingNavigationRoot: Bool {
        if case .resettingNavigationRoot = self { return true }
        return false
    }
}
