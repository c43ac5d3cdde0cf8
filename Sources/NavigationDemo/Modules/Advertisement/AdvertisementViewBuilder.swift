import Marshroute
import Routes
import TerminalUI

/// Builds an advertisement's module from its id (Ariadne's `ViewBuilder`): the builder of the
/// demo's builder routes (`DemoBuilderRoutes`). The module is the one the routers push.
@MainActor
struct AdvertisementViewBuilder: ViewBuilder {
    let factory: AssemblyFactory

    func build(with context: AdvertisementID, routerSeed: RouterSeed) throws -> ViewController {
        factory.advertisementAssembly().module(advertisementId: context, routerSeed: routerSeed)
    }
}
