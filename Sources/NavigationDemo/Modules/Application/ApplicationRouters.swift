import Marshroute
import TerminalUI

/// The application's router, one for both layouts. Where Authorization, the top categories and
/// Recursion show is the route table's word for the layout (`DemoRouteTable`): a memory
/// warning, the banner and a deep link put each screen in the same place. Compact: Authorization
/// is pushed onto the topmost stack, the banner's modules come as modals; split: Authorization
/// comes in a form sheet, the banner's modules are pushed onto the topmost stack (the detail
/// column, when the split view shows).
@MainActor
final class ApplicationRouterImpl: DemoRouter, ApplicationRouter {
    func showAuthorization(prepare: @escaping (AuthorizationModuleInput) -> Void) {
        traced {
            show(DemoRouteTable.authorization) { [assemblyFactory] routerSeed in
                assemblyFactory.authorizationAssembly().module(routerSeed: routerSeed, configure: prepare)
            }
        }
    }

    func showCategories() { traced { show(DemoRouteTable.topCategories, .topCategories) } }
    func showRecursion() { traced { show(DemoRouteTable.recursion, .recursion) } }
}
