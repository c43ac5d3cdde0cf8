import TerminalUI

/// A tab bar controller, as Marshroute sees one. Upstream's protocol only reads the
/// selection; here its handler can change it too, so that a route can open a tab ("open the
/// Recursion tab") through the handler rather than by reaching for the container
/// (``TabBarTransitionsHandler/selectTab(at:)``).
@MainActor
public protocol TabBarControllerProtocol: AnyObject {
    /// The tabs' root controllers, in order.
    var viewControllers: [ViewController] { get }
    /// The index of the tab on screen; setting it switches tabs (the tab bar may refuse).
    var selectedIndex: Int { get set }
}

/// TerminalUI's tab bar is the one Marshroute routers make by default.
extension TabBarController: TabBarControllerProtocol {}
