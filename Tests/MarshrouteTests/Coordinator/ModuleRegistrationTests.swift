import TerminalUI
import Testing

@testable import Marshroute

/// A module's assembly registers its parts on its router; observers hear them with the module's
/// transition and the router call they were built in, and hold none of them.
@MainActor
@Suite("Module parts", .marshrouteDiagnostics)
struct ModuleRegistrationTests {
    let facade = MarshrouteFacade()

    final class Presenter {}
    final class Interactor {}

    @Test("a registered module reaches observers with its parts, its transition and its cause")
    func registered() throws {
        var registered: [(parts: ModuleParts, cause: RouterCall?)] = []
        let observer = ClosureObserver { event in
            if case .moduleRegistered(let parts) = event.kind { registered.append((parts, event.cause)) }
        }
        facade.stack.transitionsObservable.addObserver(observer)
        let main = facade.makeNavigationModule()
        var presenter: Presenter? = Presenter()
        var interactor: Interactor? = Interactor()
        var shownRouter: ModuleRouter?
        main.router.pushViewControllerDerivedFrom { seed in
            let router = ModuleRouter(routerSeed: seed)
            let view = ViewController()
            router.registerModule(view: view, presenter: presenter, interactor: interactor)
            shownRouter = router
            return view
        }
        let (parts, cause) = try #require(registered.first)
        #expect(registered.count == 1)
        #expect(cause?.method == .pushViewControllerDerivedFrom, "built inside the push that shows it")
        #expect(parts.transitionId == shownRouter?.transitionId)
        #expect(parts.router === shownRouter && parts.presenter === presenter && parts.interactor === interactor)
        #expect(parts.typeNames == ["ViewController", "Presenter", "Interactor", "ModuleRouter"])
        #expect(parts.liveParts.map(\.typeName) == parts.typeNames)
        presenter = nil
        interactor = nil
        #expect(parts.presenter == nil && parts.interactor == nil, "the parts are held weakly")
        #expect(parts.liveParts.map(\.typeName) == ["ViewController", "ModuleRouter"])
    }

    @Test("a module without a presenter or interactor lists the parts it has")
    func partial() throws {
        var registered: [ModuleParts] = []
        let observer = ClosureObserver { event in
            if case .moduleRegistered(let parts) = event.kind { registered.append(parts) }
        }
        facade.stack.transitionsObservable.addObserver(observer)
        let main = facade.makeNavigationModule()
        main.router.registerModule(view: main.root)
        #expect(registered.map(\.typeNames) == [["ModuleViewController", "ModuleRouter"]])
    }
}
