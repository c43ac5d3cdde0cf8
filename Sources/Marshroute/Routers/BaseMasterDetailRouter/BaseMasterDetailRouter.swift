/// The router of a master-detail module (the split view's master). Modals, popovers, focus
/// and dismissal go through the master's handler; the detail methods act on the detail's.
@MainActor
open class BaseMasterDetailRouter: TransitionsHandlersProviderHolder, TransitionIdGeneratorHolder, RouterIdentifiable,
    RouterPresentable, RouterTransitionable, MasterRouterTransitionable, DetailRouterTransitionable,
    ModalPresentationRouter,
    PopoverPresentationRouter, EndpointRouter, RouterFocusable, RouterDismissable, MasterRouter, DetailRouter,
    RouterControllersProviderHolder, RouterTransitionDelegateHoder
{

    /// The handler of the master column; modals, popovers, focus and dismissal go through it.
    public let masterTransitionsHandlerBox: RouterTransitionsHandlerBox
    /// The handler of the detail column, which the `…Detail…` router methods act on.
    public let detailTransitionsHandlerBox: RouterTransitionsHandlerBox
    /// The id of the transition that showed this module; focusing and dismissing use it.
    public let transitionId: TransitionId
    /// The handler that showed this module, or `nil` for a root module. `dismissCurrentModule()` undoes the
    /// transition through it.
    public private(set) weak var presentingTransitionsHandler: TransitionsHandler?
    /// Makes the transitions handlers of the modules this router shows (modal, popover and container handlers).
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    /// Makes the ids of the transitions this router starts.
    public let transitionIdGenerator: TransitionIdGenerator
    /// Makes the containers (navigation, split, tab bar) this router wraps new modules in.
    public let controllersProvider: RouterControllersProvider
    /// Told before each transition this router starts; handed on to the seeds it makes. Held weakly.
    public private(set) weak var routerTransitionDelegate: RouterTransitionDelegate?

    /// Creates the router from the seed its module was built with.
    /// - Parameter seed: The seed the master module received from the router that showed it.
    public init(routerSeed seed: MasterDetailRouterSeed) {
        masterTransitionsHandlerBox = seed.masterTransitionsHandlerBox
        detailTransitionsHandlerBox = seed.detailTransitionsHandlerBox
        transitionId = seed.transitionId
        presentingTransitionsHandler = seed.presentingTransitionsHandler
        transitionsHandlersProvider = seed.transitionsHandlersProvider
        transitionIdGenerator = seed.transitionIdGenerator
        controllersProvider = seed.controllersProvider
        // The original forgot this assignment (docs/ROUTING.md, section 1.2), so master-detail routers never
        // told their delegate about transitions.
        routerTransitionDelegate = seed.routerTransitionDelegate
        noteRouterCreated(self, provider: seed.transitionsHandlersProvider, transitionId: seed.transitionId)
    }

    /// The master's handler: a master-detail router's own handler is its master column.
    public var transitionsHandlerBox: RouterTransitionsHandlerBox { masterTransitionsHandlerBox }
}
