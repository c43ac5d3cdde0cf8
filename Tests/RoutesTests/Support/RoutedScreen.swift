import Marshroute
import Routes
import TerminalUI

/// A module's router in the tests: Marshroute's base router and nothing more.
@MainActor
final class ScreenRouter: BaseRouter {}

/// A module's screen: a title, and the router made from the seed Marshroute handed over (held
/// here, as a VIPER view holds its presenter and the presenter its router).
@MainActor
final class RoutedScreen: ViewController {
    let router: ScreenRouter
    let seed: RouterSeed
    /// What the module's builder was given.
    let response: RouteResponse?

    init(title: String, seed: RouterSeed, response: RouteResponse? = nil) {
        self.seed = seed
        self.response = response
        router = ScreenRouter(routerSeed: seed)
        super.init()
        self.title = title
    }
}

/// A custom container (ARoute's `AEmbeddable`): it adopts the module as its only child.
@MainActor
final class FramedContainer: ViewController, RouteEmbeddable {
    private(set) var embedded: ViewController?
    private(set) var embeddedFor: String?

    func embed(destination: ViewController, response: RouteResponse) {
        embedded = destination
        embeddedFor = response.pattern
        addChild(destination)
        destination.didMove(toParent: self)
    }
}
