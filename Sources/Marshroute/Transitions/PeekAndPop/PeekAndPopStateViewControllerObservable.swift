import TerminalUI

/// Peek state changes of one screen, for as long as it lives.
@MainActor
public protocol PeekAndPopStateViewControllerObservable: AnyObject {
    func addObserver(
        disposableViewController: ViewController,
        onPeekAndPopStateChange: @escaping (_ peekAndPopState: PeekAndPopState) -> Void)
}
