import TerminalUI

/// A tab bar controller, as Marshroute sees one.
@MainActor
public protocol TabBarControllerProtocol: AnyObject {
    /// The tabs' root controllers, in order.
    var viewControllers: [ViewController] { get }
    /// The index of the tab on screen.
    var selectedIndex: Int { get }
}

/// TerminalUI's tab bar is the one Marshroute routers make by default.
extension TabBarController: TabBarControllerProtocol {}
