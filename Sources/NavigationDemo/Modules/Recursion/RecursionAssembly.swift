import Marshroute
import TerminalUI

@MainActor
struct RecursionAssembly {
    let factory: AssemblyFactory

    func module(routerSeed: RouterSeed) -> ViewController {
        let services = factory.services
        let router: DemoRouter & RecursionRouter =
            switch factory.idiom {
            case .compact: RecursionRouterCompact(assemblyFactory: factory, routerSeed: routerSeed)
            case .split: RecursionRouterSplit(assemblyFactory: factory, routerSeed: routerSeed)
            }
        let interactor = RecursionInteractorImpl(timerService: services.timerService())
        let presenter = RecursionPresenter(
            interactor: interactor, router: router, strings: services.strings,
            position: ViewControllerPosition(routerSeed: routerSeed))
        let view = RecursionViewController(
            glyphs: services.glyphs, art: services.assets.textArt(services.assets.recursionArt),
            recursionTitle: services.strings.recursionTitle,
            categoriesTitle: services.strings["recursion.categoriesButton"])
        view.peekAndPopUtility = services.peekAndPopUtility
        view.presenter = presenter
        presenter.view = view
        router.registerModule(view: view, presenter: presenter, interactor: interactor)
        view.routeURL = DemoRouteTable.recursion.url(())
        return view
    }
}
