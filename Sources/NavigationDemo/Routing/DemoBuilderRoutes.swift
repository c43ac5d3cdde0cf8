import Marshroute
import Routes
import TerminalUI

/// The demo's builder routes: Ariadne's model (a builder and a transition) through Routes'
/// `BuilderRouter`, so the screens they show are Marshroute modules in its history like any
/// other. The advertisement's `[n]Next` is one: the next result replaces the advertisement on
/// top (a replace route), so paging through results does not deepen the stack.
///
/// Each navigation gets a number and runs as the initiator (kind `builder`) of the router
/// calls it makes, the way Routes numbers a URL route's: observers (the inspector, a lesson's
/// check) tie those calls to it. The module router method that asked is kept by number, so a
/// lesson can say where it is written.
@MainActor
final class DemoBuilderRoutes {
    /// How many navigations' sites are kept (the newest).
    static let keptSites = 64

    private let stack: MarshrouteStack
    private let rootHandler: () -> ContainingTransitionsHandler?
    private var lastRequest = 0
    private var sites: [Int: (router: String, site: RouterCallSite)] = [:]

    init(stack: MarshrouteStack, rootHandler: @escaping () -> ContainingTransitionsHandler?) {
        self.stack = stack
        self.rootHandler = rootHandler
    }

    /// Navigates `route` with `context`, as asked by `router` from `site` (a module router's method).
    func navigate<Builder: ViewBuilder, Transition: ViewTransition>(
        to route: BuilderRoute<Builder, Transition>, with context: Builder.Context, router asker: AnyObject,
        site: RouterCallSite
    ) {
        // A router for this navigation only: a kept one would hold the root handler, and through
        // it every module, whose routers reach these services: a retain cycle.
        guard let root = rootHandler() else { return }
        let router = BuilderRouter(stack: stack, rootTransitionsHandler: .containing(root))
        lastRequest += 1
        let request = lastRequest
        sites[request] = ("\(type(of: asker))", site)
        sites[request - Self.keptSites] = nil
        stack.transitionsObservable.withInitiator(RouterCallInitiator(kind: .builder, id: request)) {
            // The outcome shows in the route's events; the completion is given all the same,
            // since a BuilderRouter without the fix for it ran a route only when it had one.
            router.navigate(to: route, with: context) { _ in }
        }
    }

    /// `AdvertisementRouterCompact.showNextAdvertisement at NavigationDemo/AdvertisementRouters.swift:9`.
    func siteDescription(of request: Int) -> String? {
        sites[request].map { "\($0.router).\($0.site.method) at \($0.site.fileID):\($0.site.line)" }
    }

}
