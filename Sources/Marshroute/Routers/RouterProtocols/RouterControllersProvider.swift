import TerminalUI

/// Makes the containers routers wrap new modules in. Replace it to use your own subclasses.
@MainActor
public protocol RouterControllersProvider: AnyObject {
    /// Makes the navigation controller a new modal or popover module is wrapped in.
    func navigationController() -> NavigationController
    /// Makes the split view a modal master-detail module is shown in.
    func splitViewController() -> SplitViewControllerProtocol & ViewController
    /// Makes a tab bar controller.
    func tabBarController() -> TabBarControllerProtocol & ViewController
}
