import Marshroute
import TerminalUI

@MainActor
struct SearchResultsAssembly {
    let factory: AssemblyFactory

    func module(categoryId: String, routerSeed: RouterSeed) -> ViewController {
        let services = factory.services
        let router: SearchResultsRouter =
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
        view.routeURL = DemoRouteTable.searchResults.url(categoryId)
        return view
    }
}
