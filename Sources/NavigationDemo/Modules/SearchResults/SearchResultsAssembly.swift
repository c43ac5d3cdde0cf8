import Marshroute
import TerminalUI

@MainActor
struct SearchResultsAssembly {
    let factory: AssemblyFactory

    func module(categoryId: String, routerSeed: RouterSeed) -> ViewController {
        let services = factory.services
        let router: DemoRouter & SearchResultsRouter =
            switch factory.idiom {
            case .compact: SearchResultsRouterCompact(assemblyFactory: factory, routerSeed: routerSeed)
            case .split: SearchResultsRouterSplit(assemblyFactory: factory, routerSeed: routerSeed)
            }
        let interactor = SearchResultsInteractorImpl(
            categoryId: categoryId, categories: services.categoriesProvider,
            provider: services.searchResultsProvider,
            authorizationStatus: services.authorizationStatus)
        let presenter = SearchResultsPresenter(
            interactor: interactor, router: router, applicationModule: factory.applicationModule)
        let view = SearchResultsViewController(glyphs: services.glyphs, recursionTitle: services.strings.recursionTitle)
        view.peekAndPopUtility = services.peekAndPopUtility
        view.presenter = presenter
        presenter.view = view
        router.registerModule(view: view, presenter: presenter, interactor: interactor)
        view.routeURL = DemoRouteTable.searchResults.url(categoryId)
        return view
    }
}
