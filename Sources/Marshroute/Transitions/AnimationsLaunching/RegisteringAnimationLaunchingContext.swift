import TerminalUI

/// Registering a bare modal or popover controller, or an endpoint navigation controller, on
/// its handler: no animation, only the first history entry.
@MainActor
public struct RegisteringAnimationLaunchingContext {
    public fileprivate(set) weak var targetViewController: ViewController?

    public init(targetViewController: ViewController) {
        self.targetViewController = targetViewController
    }
}
