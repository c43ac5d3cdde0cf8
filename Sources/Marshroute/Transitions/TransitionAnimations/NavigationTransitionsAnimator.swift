import TerminalUI

/// A push and its pop.
@MainActor
public struct PushAnimationContext {
    public let targetViewController: ViewController
    public let sourceViewController: ViewController
    public let navigationController: NavigationController

    public init(
        targetViewController: ViewController, sourceViewController: ViewController,
        navigationController: NavigationController
    ) {
        self.targetViewController = targetViewController
        self.sourceViewController = sourceViewController
        self.navigationController = navigationController
    }

    /// Fails when something the animation needs is gone; the animation is then skipped.
    public init?(pushAnimationLaunchingContext context: PushAnimationLaunchingContext) {
        guard let target = context.targetViewController, let source = context.sourceViewController,
            let navigation = context.navigationController
        else { return nil }
        self.init(targetViewController: target, sourceViewController: source, navigationController: navigation)
    }
}

/// Popping back to `targetViewController`.
@MainActor
public struct PopAnimationContext {
    public let targetViewController: ViewController
    public let navigationController: NavigationController

    public init(targetViewController: ViewController, navigationController: NavigationController) {
        self.targetViewController = targetViewController
        self.navigationController = navigationController
    }

    public init?(popAnimationLaunchingContext context: PopAnimationLaunchingContext) {
        guard let target = context.targetViewController, let navigation = context.navigationController else {
            return nil
        }
        self.init(targetViewController: target, navigationController: navigation)
    }
}

/// Pushes with `pushViewController` and pops with `popToViewController`.
@MainActor
open class NavigationTransitionsAnimator: BaseTransitionsAnimator, TransitionsAnimator {
    public override init() { super.init() }

    open func animatePerformingTransition(animationContext context: PushAnimationContext) {
        context.navigationController.pushViewController(context.targetViewController, animated: consumeShouldAnimate())
    }

    open func animateUndoingTransition(animationContext context: PopAnimationContext) {
        context.navigationController.popToViewController(context.targetViewController, animated: consumeShouldAnimate())
    }
}

/// Setting a navigation controller's first root.
@MainActor
public struct SettingNavigationAnimationContext {
    public let rootViewController: ViewController
    public let navigationController: NavigationController

    public init(rootViewController: ViewController, navigationController: NavigationController) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
    }

    public init?(settingNavigationAnimationLaunchingContext context: SettingNavigationAnimationLaunchingContext) {
        guard let root = context.rootViewController, let navigation = context.navigationController else { return nil }
        self.init(rootViewController: root, navigationController: navigation)
    }
}

/// Replacing a navigation controller's root (what `setViewControllerDerivedFrom` does).
@MainActor
public struct ResettingNavigationAnimationContext {
    public let rootViewController: ViewController
    public let navigationController: NavigationController
    public let sourceViewController: ViewController

    public init(
        rootViewController: ViewController, navigationController: NavigationController,
        sourceViewController: ViewController
    ) {
        self.rootViewController = rootViewController
        self.navigationController = navigationController
        self.sourceViewController = sourceViewController
    }

    public init?(resettingNavigationAnimationLaunchingContext context: ResettingNavigationAnimationLaunchingContext) {
        guard let root = context.rootViewController, let navigation = context.navigationController,
            let source = context.sourceViewController
        else { return nil }
        self.init(rootViewController: root, navigationController: navigation, sourceViewController: source)
    }
}

/// Sets the first root with `setViewControllers([root])`.
@MainActor
open class SetNavigationTransitionsAnimator: BaseTransitionsAnimator, ResetTransitionsAnimator {
    public override init() { super.init() }

    open func animateResettingWithTransition(animationContext context: SettingNavigationAnimationContext) {
        context.navigationController.setViewControllers([context.rootViewController], animated: consumeShouldAnimate())
    }
}

/// Replaces the root with `setViewControllers([root])`.
@MainActor
open class ResetNavigationTransitionsAnimator: BaseTransitionsAnimator, ResetTransitionsAnimator {
    public override init() { super.init() }

    open func animateResettingWithTransition(animationContext context: ResettingNavigationAnimationContext) {
        context.navigationController.setViewControllers([context.rootViewController], animated: consumeShouldAnimate())
    }
}
