/// The router of a master-detail module (the split view's master). Modals, popovers, focus
/// and dismissal go through the master's handler; the detail methods act on the detail's.
@MainActor
open class BaseMasterDetailRouter: TransitionsHandlersProviderHolder, TransitionIdGeneratorHolder, RouterIdentifiable,
    RouterPresentable, RouterTransitionable, MasterRouterTransitionable, DetailRouterTransitionable,
    ModalPresentationRouter,
    PopoverPresentationRouter, EndpointRouter, RouterFocusable, RouterDismissable, MasterRouter, DetailRouter,
    RouterControllersProviderHolder, RouterTransitionDelegateHoder
{

    public let masterTransitionsHandlerBox: RouterTransitionsHandlerBox
    public let detailTransitionsHandlerBox: RouterTransitionsHandlerBox
    public let transitionId: TransitionId
    public private(set) weak var presentingTransitionsHandler: TransitionsHandler?
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    public let transitionIdGenerator: TransitionIdGenerator
    public let controllersProvider: RouterControllersProvider
    public private(set) weak var routerTransitionDelegate: RouterTransitionDelegate?

    public init(routerSeed seed: MasterDetailRouterSeed) {
        masterTransitionsHandlerBox = seed.masterTransitionsHandlerBox
        detailTransitionsHandlerBox = seed.detailTransitionsHandlerBox
        transitionId = seed.transitionId
        presentingTransitionsHandler = seed.presentingTransitionsHandler
        transitionsHandlersProvider = seed.transitionsHandlersProvider
        transitionIdGenerator = seed.transitionIdGenerator
        controllersProvider = seed.controllersProvider
        // The original forgot this assignment (docs/ROUTING.md §1.2), so master-detail routers never
        // told their delegate about transitions.
        routerTransitionDelegate = seed.routerTransitionDelegate
        noteRouterCreated(self, provider: seed.transitionsHandlersProvider, transitionId: seed.transitionId)
    }

    public var transitionsHandlerBox: RouterTransitionsHandlerBox { masterTransitionsHandlerBox }
}
