import TerminalUI

/// What a module is made of, as its assembly registers it (``RouterIdentifiable/registerModule(view:presenter:interactor:)``):
/// its screen, presenter, interactor and router, each held weakly, with their types. An
/// observer (an inspector's ledger of live modules) lists them as they are, and sees which
/// part outlives its screen, without reflecting on the app's objects or guessing from names.
@MainActor
public struct ModuleParts {
    /// The transition that shows the module; a master-detail module's two screens share it.
    public let transitionId: TransitionId
    /// The module's screen, while it lives.
    public private(set) weak var view: ViewController?
    /// Its presenter, while it lives; nil when the module has none.
    public private(set) weak var presenter: AnyObject?
    /// Its interactor, while it lives; nil when the module has none.
    public private(set) weak var interactor: AnyObject?
    /// Its router, while it lives.
    public private(set) weak var router: AnyObject?
    /// The parts' types, in the order view, presenter, interactor, router (those it has):
    /// `CategoriesViewController`, `CategoriesPresenter`…
    public let typeNames: [String]

    /// Describes a module (the router registers it; tests and tools may make one).
    public init(
        transitionId: TransitionId, view: ViewController, presenter: AnyObject?, interactor: AnyObject?,
        router: AnyObject
    ) {
        self.transitionId = transitionId
        self.view = view
        self.presenter = presenter
        self.interactor = interactor
        self.router = router
        let parts: [AnyObject?] = [view, presenter, interactor, router]
        typeNames = parts.compactMap { $0.map { "\(type(of: $0))" } }
    }

    /// The parts still alive, in the order of ``typeNames``, with their types.
    public var liveParts: [(typeName: String, object: AnyObject)] {
        let parts: [AnyObject?] = [view, presenter, interactor, router]
        return parts.compactMap { part in part.map { ("\(type(of: $0))", $0) } }
    }
}

extension RouterIdentifiable where Self: TransitionsHandlersProviderHolder {
    /// Tells the observers of the router's stack what its module is made of: an assembly
    /// calls it once it has wired the module, so that a ledger of live modules can list each
    /// part and notice one that outlives the screen. Optional, and free when nobody observes.
    ///
    /// ```swift
    /// let router = CategoriesRouterImpl(routerSeed: routerSeed)
    /// let interactor = CategoriesInteractorImpl()
    /// let presenter = CategoriesPresenter(interactor: interactor, router: router)
    /// let view = CategoriesViewController(presenter: presenter)
    /// router.registerModule(view: view, presenter: presenter, interactor: interactor)
    /// ```
    public func registerModule(view: ViewController, presenter: AnyObject? = nil, interactor: AnyObject? = nil) {
        guard let observable = transitionsHandlersProvider.transitionsObservable else { return }
        observable.moduleRegistered(
            ModuleParts(
                transitionId: transitionId, view: view, presenter: presenter, interactor: interactor, router: self))
    }
}
