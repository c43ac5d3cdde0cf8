import Marshroute
import TerminalUI

/// Compact layout: Authorization is pushed onto the topmost stack; the banner's modules come
/// as modals.
@MainActor
final class ApplicationRouterCompact: DemoRouter, ApplicationRouter {
    func showAuthorization(prepare: @escaping (AuthorizationModuleInput) -> Void) {
        traced {
            pushOrPresent { [assemblyFactory] routerSeed in
                assemblyFactory.authorizationAssembly().module(routerSeed: routerSeed, configure: prepare)
            }
        }
    }

    func showCategories() { traced { presentModally(.topCategories) } }
    func showRecursion() { traced { presentModally(.recursion) } }
}

/// Split layout: Authorization comes in a form sheet; the banner's modules are pushed onto
/// the topmost stack (the detail column, when the split view shows).
@MainActor
final class ApplicationRouterSplit: DemoRouter, ApplicationRouter {
    func showAuthorization(prepare: @escaping (AuthorizationModuleInput) -> Void) {
        traced {
            presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                { [assemblyFactory] routerSeed in
                    assemblyFactory.authorizationAssembly().module(routerSeed: routerSeed, configure: prepare)
                }, animator: ModalNavigationTransitionsAnimator(targetModalPresentationStyle: .formSheet))
        }
    }

    func showCategories() { traced { pushOrPresent(.topCategories) } }
    func showRecursion() { traced { pushOrPresent(.recursion) } }

    private func pushOrPresent(_ destination: Destination) {
        pushOrPresent { [assemblyFactory] routerSeed in
            destination.module(assemblyFactory: assemblyFactory, routerSeed: routerSeed)
        }
    }
}
