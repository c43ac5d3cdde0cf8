import TerminalUI

@MainActor
public protocol RouterControllersProviderHolder: AnyObject {
    var controllersProvider: RouterControllersProvider { get }
}
