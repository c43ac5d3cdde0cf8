import Marshroute
import TerminalUI

/// The base of the demo's routers: a Marshroute `BaseRouter` that knows the assemblies, plus
/// the destinations several modules share. Each module's router (one per layout where the
/// layouts differ) then says in one line what each of its actions shows. The helpers pass on
/// `caller` (the module router's method), so Marshroute's observers name that method.
@MainActor
class DemoRouter: BaseRouter {
    let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func pushAdvertisement(id: String, caller: String = #function) {
        pushViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                assemblyFactory.advertisementAssembly().module(advertisementId: id, routerSeed: routerSeed)
            }, caller: caller)
    }

    func pushSearchResults(categoryId: String, caller: String = #function) {
        pushViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                assemblyFactory.searchResultsAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
            }, caller: caller)
    }

    func pushCategories(categoryId: String?, caller: String = #function) {
        pushViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                assemblyFactory.categoriesAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
            }, caller: caller)
    }

    /// Recursion (or the top categories) as a modal with navigation.
    func presentModally(
        _ destination: Destination, animator: ModalNavigationTransitionsAnimator = ModalNavigationTransitionsAnimator(),
        caller: String = #function
    ) {
        presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            { [assemblyFactory] routerSeed in
                destination.module(assemblyFactory: assemblyFactory, routerSeed: routerSeed)
            }, animator: animator, caller: caller)
    }

    /// Pushes onto the topmost stack; over a sheet without a navigation stack, where there is
    /// nothing to push onto, presents a modal with navigation instead.
    func pushOrPresent(_ deriveViewController: (RouterSeed) -> ViewController, caller: String = #function) {
        if topmostHandlerCanPush {
            pushViewControllerDerivedFrom(deriveViewController, caller: caller)
        } else {
            presentModalNavigationControllerWithRootViewControllerDerivedFrom(deriveViewController, caller: caller)
        }
    }

    /// Recursion (or the top categories) in a popover with navigation, pointing at `sender`.
    func presentInPopover(_ destination: Destination, from sender: BarButtonItem, caller: String = #function) {
        presentPopoverWithNavigationControllerFromBarButtonItem(
            sender,
            withViewControllerDerivedFrom: { [assemblyFactory] routerSeed in
                destination.module(assemblyFactory: assemblyFactory, routerSeed: routerSeed)
            }, caller: caller)
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
