import Marshroute
import TerminalUI

/// Builds an advertisement, and marks its transition with the advertisement's id so the
/// coordinator's delegate can apply the sibling rule before it is shown.
@MainActor
struct AdvertisementAssembly {
    let factory: AssemblyFactory

    static func userId(advertisementId: AdvertisementID) -> TransitionUserId {
        "AdvertisementAssemblyImpl \(advertisementId)"
    }

    func module(advertisementId: AdvertisementID, routerSeed: RouterSeed) -> ViewController {
        let services = factory.services
        services.moduleRegistering.registerTrackedModule(
            TrackedModule(
                weakTransitionsHandlerBox: routerSeed.transitionsHandlerBox.weakTransitionsHandlerBox(),
                transitionId: routerSeed.transitionId,
                transitionUserId: Self.userId(advertisementId: advertisementId)))
        let router: DemoRouter & AdvertisementRouter =
            switch factory.idiom {
            case .compact: AdvertisementRouterCompact(assemblyFactory: factory, routerSeed: routerSeed)
            case .split: AdvertisementRouterSplit(assemblyFactory: factory, routerSeed: routerSeed)
            }
        let interactor = AdvertisementInteractorImpl(
            advertisementId: advertisementId, provider: services.advertisementProvider,
            searchResults: services.searchResultsProvider, authorization: services.authorizationStatus,
            assets: services.assets)
        let ascii = services.glyphs.isASCII
        let presenter = AdvertisementPresenter(interactor: interactor, router: router, strings: services.strings) {
            recommendation in
            ascii ? recommendation.title : "\(recommendation.emoji) \(recommendation.title)"
        }
        let view = AdvertisementViewController(recursionTitle: services.strings.recursionTitle)
        view.peekAndPopUtility = services.peekAndPopUtility
        view.presenter = presenter
        presenter.view = view
        router.registerModule(view: view, presenter: presenter, interactor: interactor)
        services.peekAndPopStateObservable.addObserver(disposableViewController: view) { [weak presenter] state in
            presenter?.peekAndPopStateChanged(state)
        }
        view.routeURL = services.advertisementNumbering.number(of: advertisementId).flatMap(
            DemoRouteTable.advertisement.url)
        return view
    }
}
