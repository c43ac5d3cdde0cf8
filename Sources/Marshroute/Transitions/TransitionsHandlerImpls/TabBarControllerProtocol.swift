import TerminalUI

/// A tab bar controller, as Marshroute sees one.
@MainActor
public protocol TabBarControllerProtocol: AnyObject {
    var viewControllers: [ViewController] { get }
    var selectedIndex: Int { get }
}

/// TerminalUI's tab bar is the one Marshroute routers make by default.
extension TabBarController: TabBarControllerProtocol {}
