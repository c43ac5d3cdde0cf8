import Marshroute
import TerminalUI

/// Compact layout: the advertisement is pushed; Recursion comes as a modal.
@MainActor
final class SearchResultsRouterCompact: BaseRouter, SearchResultsRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showAdvertisement(searchResultId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.advertisementAssembly().module(advertisementId: searchResultId, routerSeed: routerSeed)
        }
    }

    func showRecursion(sender: BarButtonItem) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom { routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }
}

/// Split layout: the advertisement is pushed; Recursion comes in a popover from the button.
@MainActor
final class SearchResultsRouterSplit: BaseRouter, SearchResultsRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showAdvertisement(searchResultId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.advertisementAssembly().module(advertisementId: searchResultId, routerSeed: routerSeed)
        }
    }

    func showRecursion(sender: BarButtonItem) {
        presentPopoverWithNavigationControllerFromBarButtonItem(sender) { routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }
}

