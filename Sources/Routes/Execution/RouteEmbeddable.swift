import TerminalUI

/// A container a route's module can be embedded in (ARoute's `AEmbeddable`): the route builds
/// the module, hands it to the container, and shows the container with its presentation. The
/// container is the one that places the module in itself: Routes never touches a container.
@MainActor
public protocol RouteEmbeddable: ViewController {
    /// Places the route's module in this container.
    /// - Parameters:
    ///   - destination: The module's screen.
    ///   - response: The route's response, with its parameters.
    func embed(destination: ViewController, response: RouteResponse)
}
