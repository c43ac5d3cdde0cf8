import TerminalUI

/// Peek state changes of any screen, for as long as `disposable` lives.
@MainActor
public protocol PeekAndPopStateObservable: AnyObject {
    func addObserver(
        disposable: AnyObject,
        onPeekAndPopStateChange:
            @escaping (_ viewController: ViewController, _ peekAndPopState: PeekAndPopState) -> Void)
}
