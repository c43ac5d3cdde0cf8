import TerminalUI

/// Registering a bare modal or popover controller, or an endpoint navigation controller, on
/// its handler: no animation, only the first history entry.
@MainActor
public struct RegisteringAnimationLaunchingContext {
    /// The screen being registered as the handler's root. Held weakly.
    public fileprivate(set) weak var targetViewController: ViewController?

    /// Creates the context for registering `targetViewController`.
    public init(targetViewController: ViewController) {
        self.targetViewController = targetViewController
    }
}
