import TerminalUI

/// A container a route's module can be embedded in (ARoute's `AEmbeddable`): the route builds
/// the module, hands it to the container, and shows the container with its presentation. The
/// container is the one that places the module in itself: Routes never touches a container.
@MainActor
public protocol RouteEmbeddable: ViewController {
    func embed(destination: ViewController, response: RouteResponse)
}
