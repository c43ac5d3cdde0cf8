import TerminalUI

/// (The original's spelling, kept so Marshroute code reads the same.)
@MainActor
public protocol RouterTransitionDelegateHoder: AnyObject {
    var routerTransitionDelegate: RouterTransitionDelegate? { get }
}
