/// Everything a module's router needs, handed over when the module is built: its handler,
/// the id of the transition that shows it, and the handler that presented it.
@MainActor
public struct RouterSeed {
    public let transitionsHandlerBox: RouterTransitionsHandlerBox
    public let transitionId: TransitionId
    /// Nil for a root module.
    public let presentingTransitionsHandler: TransitionsHandler?
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    public let transitionIdGenerator: TransitionIdGenerator
    public let controllersProvider: RouterControllersProvider
    public private(set) weak var routerTransitionDelegate: RouterTransitionDelegate?

    public init(
        transitionsHandlerBox: RouterTransitionsHandlerBox, transitionId: TransitionId,
        presentingTransitionsHandler: TransitionsHandler?, transitionsHandlersProvider: TransitionsHandlersProvider,
        transitionIdGenerator: TransitionIdGenerator, controllersProvider: RouterControllersProvider,
        routerTransitionDelegate: RouterTransitionDelegate? = nil
    ) {
        self.transitionsHandlerBox = transitionsHandlerBox
        self.transitionId = transitionId
        self.presentingTransitionsHandler = presentingTransitionsHandler
        self.transitionsHandlersProvider = transitionsHandlersProvider
        self.transitionIdGenerator = transitionIdGenerator
        self.controllersProvider = controllersProvider
        self.routerTransitionDelegate = routerTransitionDelegate
    }
}

/// A master-detail module's seed: both handlers, one transition id.
@MainActor
public struct MasterDetailRouterSeed {
    public let masterTransitionsHandlerBox: RouterTransitionsHandlerBox
    public let detailTransitionsHandlerBox: RouterTransitionsHandlerBox
    public let transitionId: TransitionId
    public let presentingTransitionsHandler: TransitionsHandler?
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    public let transitionIdGenerator: TransitionIdGenerator
    public let controllersProvider: RouterControllersProvider
    public private(set) weak var routerTransitionDelegate: RouterTransitionDelegate?

    public init(
        masterTransitionsHandlerBox: RouterTransitionsHandlerBox,
        detailTransitionsHandlerBox: RouterTransitionsHandlerBox,
        transitionId: TransitionId, presentingTransitionsHandler: TransitionsHandler?,
        transitionsHandlersProvider: TransitionsHandlersProvider, transitionIdGenerator: TransitionIdGenerator,
        controllersProvider: RouterControllersProvider, routerTransitionDelegate: RouterTransitionDelegate? = nil
    ) {
        self.masterTransitionsHandlerBox = masterTransitionsHandlerBox
        self.detailTransitionsHandlerBox = detailTransitionsHandlerBox
        self.transitionId = transitionId
        self.presentingTransitionsHandler = presentingTransitionsHandler
        self.transitionsHandlersProvider = transitionsHandlersProvider
        self.transitionIdGenerator = transitionIdGenerator
        self.controllersProvider = controllersProvider
        self.routerTransitionDelegate = routerTransitionDelegate
    }
}
