import TerminalUI

/// The handler that presented the router's module (nil for a root module).
@MainActor
public protocol RouterPresentable: AnyObject {
    var presentingTransitionsHandler: TransitionsHandler? { get }
}
