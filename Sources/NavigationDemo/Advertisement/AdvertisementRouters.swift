import Marshroute
import TerminalUI

/// Compact layout: a recommendation is pushed; Recursion comes as a modal.
@MainActor
final class AdvertisementRouterCompact: BaseRouter, AdvertisementRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showSimilarSearchResult(advertisementId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.advertisementAssembly().module(advertisementId: advertisementId, routerSeed: routerSeed)
        }
    }

    func showRecursion(sender: BarButtonItem) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom { routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }
}

/// Split layout: a recommendation is pushed; Recursion comes in a popover from the button.
@MainActor
final class AdvertisementRouterSplit: BaseRouter, AdvertisementRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showSimilarSearchResult(advertisementId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.advertisementAssembly().module(advertisementId: advertisementId, routerSeed: routerSeed)
        }
    }

    func showRecursion(sender: BarButtonItem) {
        presentPopoverWithNavigationControllerFromBarButtonItem(sender) { routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }
}
