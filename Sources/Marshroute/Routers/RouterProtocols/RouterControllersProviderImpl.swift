import TerminalUI

/// The default controllers provider: plain TerminalUI containers.
@MainActor
public final class RouterControllersProviderImpl: RouterControllersProvider {
    /// Creates the provider.
    public init() {}
    /// Returns a new `NavigationController`.
    public func navigationController() -> NavigationController { NavigationController() }
    /// Returns a new `SplitViewController`.
    public func splitViewController() -> SplitViewControllerProtocol & ViewController { SplitViewController() }
    /// Returns a new `TabBarController`.
    public func tabBarController() -> TabBarControllerProtocol & ViewController { TabBarController() }
}
