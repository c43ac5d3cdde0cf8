import TerminalUI

/// The handler that presented the router's module (nil for a root module).
@MainActor
public protocol RouterPresentable: AnyObject {
    /// The handler that showed the module, or `nil` for a root module.
    var presentingTransitionsHandler: TransitionsHandler? { get }
}
