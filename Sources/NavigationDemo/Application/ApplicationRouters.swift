import Marshroute
import TerminalUI

/// Compact layout: Authorization is pushed onto the topmost stack; the banner's modules come
/// as modals.
@MainActor
final class ApplicationRouterCompact: BaseRouter, ApplicationRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showAuthorization(prepare: @escaping (AuthorizationModuleInput) -> Void) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.authorizationAssembly().module(routerSeed: routerSeed, configure: prepare)
        }
    }

    func showCategories() {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom { routerSeed in
            assemblyFactory.categoriesAssembly().module(categoryId: nil, routerSeed: routerSeed)
        }
    }

    func showRecursion() {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom { routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }
}

/// Split layout: Authorization comes in a form sheet; the banner's modules are pushed onto
/// the topmost stack (the detail column, when the split view shows).
@MainActor
final class ApplicationRouterSplit: BaseRouter, ApplicationRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showAuthorization(prepare: @escaping (AuthorizationModuleInput) -> Void) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom({ routerSeed in
            assemblyFactory.authorizationAssembly().module(routerSeed: routerSeed, configure: prepare)
        }, animator: ModalNavigationTransitionsAnimator(targetModalPresentationStyle: .formSheet))
    }

    func showCategories() {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.categoriesAssembly().module(categoryId: nil, routerSeed: routerSeed)
        }
    }

    func showRecursion() {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }
}
