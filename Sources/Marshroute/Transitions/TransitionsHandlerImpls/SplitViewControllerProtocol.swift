import TerminalUI

/// A split view controller, as Marshroute sees one.
@MainActor
public protocol SplitViewControllerProtocol: AnyObject {
    /// The columns: master first, then detail.
    var viewControllers: [ViewController] { get }
    /// Replaces the columns.
    func setViewControllers(_ viewControllers: [ViewController])
}

/// TerminalUI's split view is the one Marshroute routers make by default.
extension SplitViewController: SplitViewControllerProtocol {}
