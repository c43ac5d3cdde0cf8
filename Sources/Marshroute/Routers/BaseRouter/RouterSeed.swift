/// Everything a module's router needs, handed over when the module is built: its handler,
/// the id of the transition that shows it, and the handler that presented it.
@MainActor
public struct RouterSeed {
    /// The handler the new module lives in.
    public let transitionsHandlerBox: RouterTransitionsHandlerBox
    /// The id of the transition that shows the new module.
    public let transitionId: TransitionId
    /// Nil for a root module.
    public let presentingTransitionsHandler: TransitionsHandler?
    /// Makes the transitions handlers of the modules the new router shows.
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    /// Makes the ids of the transitions the new router starts.
    public let transitionIdGenerator: TransitionIdGenerator
    /// Makes the containers the new router wraps modules in.
    public let controllersProvider: RouterControllersProvider
    /// Told before each transition the new router starts. Held weakly.
    public private(set) weak var routerTransitionDelegate: RouterTransitionDelegate?

    /// Creates a seed. App code makes one by hand only for a root module (with `presentingTransitionsHandler: nil`);
    /// routers make the others.
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
    /// The handler of the master column.
    public let masterTransitionsHandlerBox: RouterTransitionsHandlerBox
    /// The handler of the detail column.
    public let detailTransitionsHandlerBox: RouterTransitionsHandlerBox
    /// The id of the transition that shows the module; both columns share it.
    public let transitionId: TransitionId
    /// The handler that presented the module, or `nil` for a root module.
    public let presentingTransitionsHandler: TransitionsHandler?
    /// Makes the transitions handlers of the modules the new router shows.
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    /// Makes the ids of the transitions the new router starts.
    public let transitionIdGenerator: TransitionIdGenerator
    /// Makes the containers the new router wraps modules in.
    public let controllersProvider: RouterControllersProvider
    /// Told before each transition the new router starts. Held weakly.
    public private(set) weak var routerTransitionDelegate: RouterTransitionDelegate?

    /// Creates a master-detail seed. Routers make these when they show a split view; app code makes one for a root
    /// split.
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
