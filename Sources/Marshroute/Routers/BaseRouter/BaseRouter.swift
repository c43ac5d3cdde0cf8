/// The router a module subclasses. Every navigation method comes from the router protocols'
/// extensions; the subclass only says what to show.
///
/// ```swift
/// final class CategoriesRouterImpl: BaseRouter, CategoriesRouter {
///     func showSubcategories(categoryId: String) {
///         pushViewControllerDerivedFrom { routerSeed in
///             assemblyFactory.categoriesAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
///         }
///     }
/// }
/// ```
@MainActor
open class BaseRouter: TransitionsHandlersProviderHolder, TransitionIdGeneratorHolder, RouterIdentifiable,
    RouterPresentable,
    RouterTransitionable, ModalPresentationRouter, PopoverPresentationRouter, EndpointRouter, RouterFocusable,
    RouterDismissable,
    DetailRouterTransitionable, DetailRouter, RouterControllersProviderHolder, RouterTransitionDelegateHoder
{

    /// The handler this router's module lives in; forward transitions start from it.
    public let transitionsHandlerBox: RouterTransitionsHandlerBox
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
    /// - Parameter seed: The seed the module received from the router (or app code) that showed it.
    public init(routerSeed seed: RouterSeed) {
        transitionsHandlerBox = seed.transitionsHandlerBox
        transitionId = seed.transitionId
        presentingTransitionsHandler = seed.presentingTransitionsHandler
        transitionsHandlersProvider = seed.transitionsHandlersProvider
        transitionIdGenerator = seed.transitionIdGenerator
        controllersProvider = seed.controllersProvider
        routerTransitionDelegate = seed.routerTransitionDelegate
        noteRouterCreated(self, provider: seed.transitionsHandlersProvider, transitionId: seed.transitionId)
    }

    /// A plain router's detail is its own handler.
    open var detailTransitionsHandlerBox: RouterTransitionsHandlerBox { transitionsHandlerBox }
}
