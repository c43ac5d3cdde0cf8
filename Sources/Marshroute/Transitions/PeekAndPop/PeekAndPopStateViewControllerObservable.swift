import TerminalUI

/// Peek state changes of one screen, for as long as it lives.
@MainActor
public protocol PeekAndPopStateViewControllerObservable: AnyObject {
    /// Calls `onPeekAndPopStateChange` on every peek state change of one screen, until that screen is released.
    /// - Parameters:
    ///   - disposableViewController: The screen to observe.
    ///   - onPeekAndPopStateChange: Receives its new state.
    func addObserver(
        disposableViewController: ViewController,
        onPeekAndPopStateChange: @escaping (_ peekAndPopState: PeekAndPopState) -> Void)
}
