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

    public let transitionsHandlerBox: RouterTransitionsHandlerBox
    public let transitionId: TransitionId
    public private(set) weak var presentingTransitionsHandler: TransitionsHandler?
    public let transitionsHandlersProvider: TransitionsHandlersProvider
    public let transitionIdGenerator: TransitionIdGenerator
    public let controllersProvider: RouterControllersProvider
    public private(set) weak var routerTransitionDelegate: RouterTransitionDelegate?

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
