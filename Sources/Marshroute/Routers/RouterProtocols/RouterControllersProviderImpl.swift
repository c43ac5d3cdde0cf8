import TerminalUI

@MainActor
public final class RouterControllersProviderImpl: RouterControllersProvider {
    public init() {}
    public func navigationController() -> NavigationController { NavigationController() }
    public func splitViewController() -> SplitViewControllerProtocol & ViewController { SplitViewController() }
    public func tabBarController() -> TabBarControllerProtocol & ViewController { TabBarController() }
}
