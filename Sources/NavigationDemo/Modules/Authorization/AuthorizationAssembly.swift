import Marshroute
import TerminalUI

@MainActor
struct AuthorizationAssembly {
    let factory: AssemblyFactory

    /// Builds the module and registers it as *the* Authorization module, which the memory
    /// warning asks about before showing a second one.
    func module(routerSeed: RouterSeed, configure: (AuthorizationModuleInput) -> Void) -> ViewController {
        let services = factory.services
        services.moduleRegistering.registerAuthorizationModuleAsBeingTracked(
            transitionsHandlerBox: routerSeed.transitionsHandlerBox, transitionId: routerSeed.transitionId)
        let router = AuthorizationRouterImpl(routerSeed: routerSeed)
        let interactor = AuthorizationInteractorImpl(status: services.authorizationStatus)
        let presenter = AuthorizationPresenter(interactor: interactor, router: router, strings: services.strings)
        let view = AuthorizationViewController()
        view.presenter = presenter
        presenter.view = view
        router.registerModule(view: view, presenter: presenter, interactor: interactor)
        configure(presenter)
        view.routeURL = DemoRouteTable.authorization.url(())
        return view
    }
}
