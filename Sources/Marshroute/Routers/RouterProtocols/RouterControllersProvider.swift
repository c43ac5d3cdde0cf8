import TerminalUI

/// Makes the containers routers wrap new modules in. Replace it to use your own subclasses.
@MainActor
public protocol RouterControllersProvider: AnyObject {
    func navigationController() -> NavigationController
    func splitViewController() -> SplitViewControllerProtocol & ViewController
    func tabBarController() -> TabBarControllerProtocol & ViewController
}
