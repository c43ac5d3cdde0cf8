import TerminalUI

/// A split view controller, as Marshroute sees one.
@MainActor
public protocol SplitViewControllerProtocol: AnyObject {
    var viewControllers: [ViewController] { get }
    func setViewControllers(_ viewControllers: [ViewController])
}

/// TerminalUI's split view is the one Marshroute routers make by default.
extension SplitViewController: SplitViewControllerProtocol {}
