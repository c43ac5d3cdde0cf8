import TerminalUI

/// Runs work later on the app's clock. Marshroute uses it for the delayed retain-cycle check
/// ("still alive one second after it was judged dismissed"); tests inject a manual clock.
@MainActor
public protocol MarshrouteScheduler: AnyObject {
    /// Runs `action` once, `delay` from now on the app's clock.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// TerminalUI's event loop runs Marshroute's delayed checks as timers on the app's clock.
extension EventLoop: MarshrouteScheduler {
    /// Runs `action` once, `delay` from now, as a timer of this event loop.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        schedule(after: delay, repeating: nil, action)
    }
}
