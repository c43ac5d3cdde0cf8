import TerminalUI

/// A router that knows how to make containers.
@MainActor
public protocol RouterControllersProviderHolder: AnyObject {
    /// Makes the containers new modules are wrapped in.
    var controllersProvider: RouterControllersProvider { get }
}
