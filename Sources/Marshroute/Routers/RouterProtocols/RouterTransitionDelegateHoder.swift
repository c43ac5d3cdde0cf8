import TerminalUI

/// (The original's spelling, kept so Marshroute code reads the same.)
@MainActor
public protocol RouterTransitionDelegateHoder: AnyObject {
    /// The delegate told before each transition, if any.
    var routerTransitionDelegate: RouterTransitionDelegate? { get }
}
