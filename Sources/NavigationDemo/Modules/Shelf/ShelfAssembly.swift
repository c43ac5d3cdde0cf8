import Marshroute
import TerminalUI

@MainActor
struct ShelfAssembly {
    let factory: AssemblyFactory

    func module(style: ShelfStyle, routerSeed: RouterSeed, configure: (ShelfModuleInput) -> Void = { _ in })
        -> ViewController
    {
        let services = factory.services
        let router = ShelfRouterImpl(assemblyFactory: factory, routerSeed: routerSeed)
        let interactor = ShelfInteractorImpl(style: style)
        let presenter = ShelfPresenter(interactor: interactor, router: router, strings: services.strings)
        let view = ShelfViewController(
            art: services.assets.textArt(services.assets.shelfArt),
            showsCaption: style == .modalBottomSheetWithoutNavigationBar)
        view.presenter = presenter
        presenter.view = view
        router.registerModule(view: view, presenter: presenter, interactor: interactor)
        if let leak = services.deliberateLeak { presenter.retainViewDeliberately(for: leak) }
        configure(presenter)
        view.routeURL = style.routeStyle.flatMap(DemoRouteTable.shelves.url)
        return view
    }
}
