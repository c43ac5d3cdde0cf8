import TerminalUI
import Testing

@testable import Marshroute

/// The two router base classes; most router behaviours are checked on both.
enum RouterKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case base = "BaseRouter"
    case masterDetail = "BaseMasterDetailRouter"

    var testDescription: String { rawValue }
}

/// The router API both base classes share.
typealias SpiedRouter = ModalPresentationRouter & PopoverPresentationRouter & EndpointRouter & DetailRouter
    & RouterFocusable & RouterDismissable & RouterIdentifiable & RouterPresentable & RouterTransitionable
    & RouterSeedBuilding & DetailRouterTransitionable

/// A router of either kind whose handlers are spies, on a real coordinator (which provides new
/// handlers and finds the topmost one, as it does in an app) with predictable transition ids.
@MainActor
final class SpiedRouterHarness {
    let stack = MarshrouteSetupServiceImpl().marshrouteStack()
    let ids = TransitionIdGeneratorStub()
    let controllers = RouterControllersProviderStub()
    let routerDelegate = RouterTransitionDelegateSpy()
    /// The spies' logs: the spies hold them weakly, so that they go with the harness
    /// (`TransitionsHandlerCallLog`).
    private let logs = (
        own: TransitionsHandlerCallLog(), detail: TransitionsHandlerCallLog(), presenting: TransitionsHandlerCallLog()
    )
    /// The router's own handler: for a master-detail router, the master's.
    let ownHandler: NavigationTransitionsHandlerSpy
    /// The detail handler: for a plain router the same as `ownHandler`.
    let detailHandler: NavigationTransitionsHandlerSpy
    /// What presented the router's module (nil for a root module).
    let presentingHandler: AnimatingTransitionsHandlerSpy?
    let routerTransitionId: TransitionId = "router-own-id"
    private(set) var router: any SpiedRouter

    init(kind: RouterKind, isRoot: Bool = false) {
        ownHandler = NavigationTransitionsHandlerSpy(log: logs.own)
        presentingHandler = isRoot ? nil : AnimatingTransitionsHandlerSpy(log: logs.presenting)
        switch kind {
        case .base:
            detailHandler = ownHandler
            router = ModuleRouter(
                routerSeed: RouterSeed(
                    transitionsHandlerBox: .animating(ownHandler), transitionId: routerTransitionId,
                    presentingTransitionsHandler: presentingHandler,
                    transitionsHandlersProvider: stack.transitionsHandlersProvider,
                    transitionIdGenerator: ids, controllersProvider: controllers,
                    routerTransitionDelegate: routerDelegate))
        case .masterDetail:
            detailHandler = NavigationTransitionsHandlerSpy(log: logs.detail)
            router = MasterDetailModuleRouter(
                routerSeed: MasterDetailRouterSeed(
                    masterTransitionsHandlerBox: .animating(ownHandler),
                    detailTransitionsHandlerBox: .animating(detailHandler),
                    transitionId: routerTransitionId, presentingTransitionsHandler: presentingHandler,
                    transitionsHandlersProvider: stack.transitionsHandlersProvider, transitionIdGenerator: ids,
                    controllersProvider: controllers, routerTransitionDelegate: routerDelegate))
        }
    }

    var masterDetailRouter: MasterDetailModuleRouter {
        guard let router = router as? MasterDetailModuleRouter else { fatalError("not a master-detail router") }
        return router
    }

    /// The single context the own (master) handler was asked to perform.
    func singlePerformedContext(on spy: AnimatingTransitionsHandlerSpy? = nil) -> PresentationTransitionContext? {
        let contexts = (spy ?? ownHandler).performedContexts
        #expect(contexts.count == 1, "expected one performTransition, got \((spy ?? ownHandler).calls.count) calls")
        return contexts.first
    }
}
