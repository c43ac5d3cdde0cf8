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
        let derive: (RouterSeed) -> ViewController = { [assemblyFactory] routerSeed in
            assemblyFactory.authorizationAssembly().module(routerSeed: routerSeed, configure: prepare)
        }
        // Over a sheet without a navigation stack there is nothing to push onto.
        if topmostHandlerCanPush {
            pushViewControllerDerivedFrom(derive)
        } else {
            presentModalNavigationControllerWithRootViewControllerDerivedFrom(derive)
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
        pushOrPresent { [assemblyFactory] routerSeed in
            assemblyFactory.categoriesAssembly().module(categoryId: nil, routerSeed: routerSeed)
        }
    }

    func showRecursion() {
        pushOrPresent { [assemblyFactory] routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }

    /// Pushes onto the topmost stack; over a sheet without a navigation stack, presents instead.
    private func pushOrPresent(_ derive: (RouterSeed) -> ViewController) {
        if topmostHandlerCanPush {
            pushViewControllerDerivedFrom(derive)
        } else {
            presentModalNavigationControllerWithRootViewControllerDerivedFrom(derive)
        }
    }
}
