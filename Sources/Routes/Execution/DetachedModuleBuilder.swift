import Marshroute
import TerminalUI

/// Builds a route's module (and its container) without showing it, on handlers of their own
/// that are in no history yet.
@MainActor
struct DetachedModuleBuilder {
    let performer: RoutePerformer
    let context: RoutePlanningContext

    func build(
        _ resolved: ResolvedRoute, module build: @escaping @MainActor (RouteResponse, RouterSeed) -> ViewController
    )
        throws(RouteError) -> (destination: ViewController, container: ViewController?)
    {
        let response = resolved.response
        guard case .modalNavigation(_, let prestacked) = resolved.presentation else {
            let destination = build(response, performer.detachedSeed())
            var shown = destination
            if let make = resolved.embedding {
                let container = make()
                container.embed(destination: destination, response: response)
                shown = container
            }
            guard case .modalTabBar = resolved.presentation else {
                return (destination, shown === destination ? nil : shown)
            }
            let tabBar = TabBarController()
            tabBar.setViewControllers([shown])
            return (destination, tabBar)
        }
        var modules: [RoutePrestackModule] = []
        for item in prestacked { modules.append(try context.resolvePrestack(item)) }
        var destination: ViewController?
        let buildDestination: (RouterSeed) -> ViewController = { seed in
            let built = build(response, seed)
            destination = built
            guard let make = resolved.embedding else { return built }
            let container = make()
            container.embed(destination: built, response: response)
            return container
        }
        let navigationStack = performer.stack.makeNavigationStack { rootSeed in
            modules.first.map { $0.build(rootSeed) } ?? buildDestination(rootSeed)
        }
        let handler = navigationStack.transitionsHandler
        let navigation = navigationStack.navigationController
        let root = navigationStack.rootViewController
        if !modules.isEmpty {
            let router = performer.transitionRouter(on: handler)
            for module in modules.dropFirst() {
                let silent = NavigationTransitionsAnimator()
                silent.shouldAnimate = false
                router.pushViewControllerDerivedFrom(module.build, animator: silent)
            }
            let silent = NavigationTransitionsAnimator()
            silent.shouldAnimate = false
            router.pushViewControllerDerivedFrom(buildDestination, animator: silent)
        }
        return (destination ?? root, navigation)
    }
}
