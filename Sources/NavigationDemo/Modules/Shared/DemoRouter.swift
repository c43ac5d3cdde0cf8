import Marshroute
import Routes
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

    func pushAdvertisement(id: AdvertisementID) {
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
    func replaceTopWithAdvertisement(id: AdvertisementID, site: RouterCallSite) {
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

    /// Shows a screen of the route table where the table says it lives in this layout (the
    /// one place that says so: a deep link to it lands there too), with the module `build`
    /// makes. A push goes onto the topmost stack, or into a modal with navigation over a sheet
    /// that has none (`pushOrPresent`).
    func show<Value>(_ route: DemoScreenRoute<Value>, _ value: Value, build: (RouterSeed) -> ViewController) {
        switch route.presentation(value, assemblyFactory.idiom) {
        case .modal(let style):
            presentModalViewControllerDerivedFrom(
                build, animator: ModalTransitionsAnimator(targetModalPresentationStyle: PresentationStyle(style)))
        case .modalNavigation(let style, _):
            presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                build,
                animator: ModalNavigationTransitionsAnimator(targetModalPresentationStyle: PresentationStyle(style)))
        case .push, .detail, .setStackRoot, .modalTabBar, .popover, .selectTab:
            // What a route plans for the rest (a split's detail, a tab) a router of the app
            // does not decide; the screens it shows by the table are pushed or presented
            // (DemoRouteTableTests checks each against its deep link).
            pushOrPresent(build)
        }
    }

    /// ``show(_:_:build:)`` for a route whose value is nothing.
    func show(_ route: DemoScreenRoute<Void>, build: (RouterSeed) -> ViewController) { show(route, (), build: build) }

    /// ``show(_:_:build:)`` for a destination several modules share.
    func show(_ route: DemoScreenRoute<Void>, _ destination: Destination) {
        show(route) { [assemblyFactory] routerSeed in
            destination.module(assemblyFactory: assemblyFactory, routerSeed: routerSeed)
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
