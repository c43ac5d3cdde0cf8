import Marshroute
import TerminalUI

/// Compact layout: another Recursion, or the categories, as a modal with navigation, drawn
/// by the custom `RecursionAnimator`.
@MainActor
final class RecursionRouterCompact: BaseRouter, RecursionRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showRecursion(sender: BarButtonItem) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom({ routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }, animator: RecursionAnimator())
    }

    func showCategories(sender: BarButtonItem) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom({ routerSeed in
            assemblyFactory.categoriesAssembly().module(categoryId: nil, routerSeed: routerSeed)
        }, animator: RecursionAnimator())
    }
}

/// Split layout: popovers with navigation from the pressed button, nesting as deep as the
/// user likes.
@MainActor
final class RecursionRouterSplit: BaseRouter, RecursionRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showRecursion(sender: BarButtonItem) {
        presentPopoverWithNavigationControllerFromBarButtonItem(sender) { routerSeed in
            assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
        }
    }

    func showCategories(sender: BarButtonItem) {
        presentPopoverWithNavigationControllerFromBarButtonItem(sender) { routerSeed in
            assemblyFactory.categoriesAssembly().module(categoryId: nil, routerSeed: routerSeed)
        }
    }
}
