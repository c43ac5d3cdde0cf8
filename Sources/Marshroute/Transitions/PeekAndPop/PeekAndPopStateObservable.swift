import TerminalUI

/// Peek state changes of any screen, for as long as `disposable` lives.
@MainActor
public protocol PeekAndPopStateObservable: AnyObject {
    /// Calls `onPeekAndPopStateChange` on every peek state change of any screen, until `disposable` is released.
    /// - Parameters:
    ///   - disposable: The object whose lifetime limits the observation.
    ///   - onPeekAndPopStateChange: Receives the peeked screen and its new state.
    func addObserver(
        disposable: AnyObject,
        onPeekAndPopStateChange:
            @escaping (_ viewController: ViewController, _ peekAndPopState: PeekAndPopState) -> Void)
}
