import Marshroute
import TerminalUI

/// The base of the demo's routers: a Marshroute `BaseRouter` that knows the assemblies, plus
/// the destinations several modules share. Each module's router (one per layout where the
/// layouts differ) then says in one line what each of its actions shows, inside `traced`, so
/// that Marshroute's observers (the inspector) name that method and can show its source.
@MainActor
class DemoRouter: BaseRouter {
    let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func pushAdvertisement(id: String) {
        pushViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                assemblyFactory.advertisementAssembly().module(advertisementId: id, routerSeed: routerSeed)
            })
    }

    func pushSearchResults(categoryId: String) {
        pushViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                assemblyFactory.searchResultsAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
            })
    }

    func pushCategories(categoryId: String?) {
        pushViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                assemblyFactory.categoriesAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
            })
    }

    /// The advertisement `id` in place of the screen on top of the topmost stack: Ariadne's
    /// replace route (a builder and a transition) through Routes' `BuilderRouter`, asked from
    /// `site`.
    func replaceTopWithAdvertisement(id: String, site: RouterCallSite) {
        assemblyFactory.services.builderRoutes.navigate(
            to: AdvertisementViewBuilder(factory: assemblyFactory).replaceRoute(.last), with: id, router: self,
            site: site)
    }

    /// Recursion (or the top categories) as a modal with navigation.
    func presentModally(
        _ destination: Destination, animator: ModalNavigationTransitionsAnimator = ModalNavigationTransitionsAnimator()
    ) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                destination.module(assemblyFactory: assemblyFactory, routerSeed: routerSeed)
            }, animator: animator)
    }

    /// Pushes onto the topmost stack; over a sheet without a navigation stack, where there is
    /// nothing to push onto, presents a modal with navigation instead.
    func pushOrPresent(_ deriveViewController: (RouterSeed) -> ViewController) {
        if topmostHandlerCanPush {
            pushViewControllerDerivedFrom(deriveViewController)
        } else {
            presentModalNavigationControllerWithRootViewControllerDerivedFrom(deriveViewController)
        }
    }

    /// Recursion (or the top categories) in a popover with navigation, pointing at `sender`.
    func presentInPopover(_ destination: Destination, from sender: BarButtonItem) {
        presentPopoverWithNavigationControllerFromBarButtonItem(
            sender,
            withViewControllerDerivedFrom: { [assemblyFactory] routerSeed in
                destination.module(assemblyFactory: assemblyFactory, routerSeed: routerSeed)
            })
    }

    /// Modules shown modally or in popovers from several places.
    @MainActor
    enum Destination {
        case recursion
        case topCategories

        func module(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) -> ViewController {
            switch self {
            case .recursion: assemblyFactory.recursionAssembly().module(routerSeed: routerSeed)
            case .topCategories: assemblyFactory.categoriesAssembly().module(categoryId: nil, routerSeed: routerSeed)
            }
        }
    }
}
