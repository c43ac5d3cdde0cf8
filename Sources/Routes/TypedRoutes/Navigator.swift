import Marshroute
import TerminalUI

/// Shows the screens an `AppRouter` builds (Routing's `Navigator`). Screens are built from a
/// Marshroute seed, so a navigator gets builders rather than finished screens.
@MainActor
public protocol Navigator: AnyObject {
    /// The app's root screen, once `setUp(rootElements:)` ran.
    var root: ViewController { get }
    /// Builds the root tabs, in order.
    func setUp(rootElements: [(item: RootItem, build: (RouterSeed) -> ViewController)])
    /// Shows a screen as `transition` says; returns false when it could not (no such tab, a
    /// refused transition).
    @discardableResult
    func show(_ transition: RouteTransition, building build: @escaping (RouterSeed) -> ViewController, animated: Bool)
        -> Bool
}
