import Marshroute
import TerminalUI
import Testing

// The smallest module router, as the README first showed it (its getting-started app, now in
// Examples/GettingStarted, is compared with the README by that package's tests), compiled
// and run here.

/// A module's router: it says what to show; Marshroute decides where.
@MainActor
final class NotesRouterImpl: BaseRouter {
    func showNote(title: String) {
        pushViewControllerDerivedFrom { routerSeed in
            let note = ViewController()
            note.title = title
            return note
        }
    }

    func close() {
        dismissCurrentModule()
    }
}

@MainActor
@Suite("The README's example", .marshrouteDiagnostics)
struct ReadmeExampleTests {
    @Test("the example router pushes a note on its stack, in history too")
    func example() {
        let facade = MarshrouteFacade()
        let module = facade.makeNavigationModule()
        let seed = facade.makeSeed(box: .animating(module.handler), transitionId: module.rootTransitionId)
        let router = NotesRouterImpl(routerSeed: seed)
        router.showNote(title: "Groceries")
        #expect(module.navigationController.viewControllers.map(\.title) == ["Root", "Groceries"])
        #expect(facade.historyScreens(of: module.handler).count == 2)
    }
}
