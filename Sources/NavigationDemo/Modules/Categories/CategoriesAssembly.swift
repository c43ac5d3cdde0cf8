import Marshroute
import TerminalUI

/// Builds the categories module: the top level (with a timer tile) when `categoryId` is
/// nil, a subcategory level otherwise.
@MainActor
struct CategoriesAssembly {
    let factory: AssemblyFactory

    func module(categoryId: String?, routerSeed: RouterSeed) -> ViewController {
        let router = CategoriesRouterImpl(assemblyFactory: factory, routerSeed: routerSeed)
        return build(
            categoryId: categoryId, router: router, isModal: ViewControllerPosition(routerSeed: routerSeed) == .modal)
    }

    /// The split layout's master column.
    func masterModule(categoryId: String?, routerSeed: MasterDetailRouterSeed) -> ViewController {
        let router = CategoriesMasterDetailRouterSplit(assemblyFactory: factory, routerSeed: routerSeed)
        return build(
            categoryId: categoryId, router: router,
            isModal: ViewControllerPosition(masterDetailRouterSeed: routerSeed) == .modal)
    }

    private func build(
        categoryId: String?, router: CategoriesRouter & RouterIdentifiable & TransitionsHandlersProviderHolder,
        isModal: Bool
    ) -> ViewController {
        let services = factory.services
        // Only the top level has a timer tile (and its own timer).
        let interactor = CategoriesInteractorImpl(
            categoryId: categoryId, provider: services.categoriesProvider,
            timerService: categoryId == nil ? services.timerService() : nil)
        let presenter = CategoriesPresenter(
            interactor: interactor, router: router, strings: services.strings, isModal: isModal)
        let view = CategoriesViewController(glyphs: services.glyphs)
        view.peekAndPopUtility = services.peekAndPopUtility
        view.canPreviewLeaves = router.canPreviewSearchResults
        view.presenter = presenter
        presenter.view = view
        router.registerModule(view: view, presenter: presenter, interactor: interactor)
        if let categoryId {
            view.routeURL = DemoRouteTable.subcategories.url(categoryId)
        } else {
            view.routeURL = DemoRouteTable.topCategories.url(())
        }
        return view
    }
}
