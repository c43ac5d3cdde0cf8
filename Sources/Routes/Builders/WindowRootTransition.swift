import Marshroute
import TerminalUI

/// Replaces the window's root with the built screen in a navigation stack of its own, wiping it
/// in over `duration` (Ariadne's animated root swap). The new stack gets its own Marshroute
/// handler, set as the root of the environment's routes, so the next route starts from it and
/// the built screen's router works as in any module. What the old root held leaves with it.
@MainActor
public struct WindowRootTransition: ViewTransition {
    /// The window whose root is replaced.
    public let window: Window
    /// How long the wipe from the old root to the new one lasts.
    public let duration: Duration

    /// A root swap on `window`, wiped in over `duration`.
    public init(window: Window, duration: Duration = .milliseconds(300)) {
        self.window = window
        self.duration = duration
    }

    /// `show`: the built screen is shown.
    public var kind: ViewTransitionKind { .show }

    /// Makes the built screen the window's root, in a new navigation stack with its own handler.
    /// - Returns: Whether the root was replaced.
    public func perform(
        building build: ((RouterSeed) throws -> ViewController)?, in environment: ViewTransitionEnvironment,
        animated: Bool
    ) throws -> Bool {
        guard let build else { return false }
        let navigationStack: RootNavigationStack
        do {
            navigationStack = try environment.stack.makeNavigationStack(rootViewControllerDerivedFrom: build)
        } catch {
            throw BuilderRouteError.builderFailed(error)
        }
        let navigation = navigationStack.navigationController
        let handler = navigationStack.transitionsHandler
        window.setRootViewController(navigation, wipeDuration: animated ? duration : .zero)
        environment.performer.rootTransitionsHandler = .animating(handler)
        return true
    }
}

extension ViewBuilder {
    /// Ariadne's root swap: the built screen becomes the window's root, in a navigation stack.
    public func windowRootRoute(in window: Window, duration: Duration = .milliseconds(300))
        -> BuilderRoute<Self, WindowRootTransition>
    {
        with(WindowRootTransition(window: window, duration: duration))
    }
}
