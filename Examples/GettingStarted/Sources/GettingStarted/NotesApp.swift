import Marshroute
import Routes
import TerminalUI

final class NotesRouter: BaseRouter {
    func showNote(_ title: String) {
        pushViewControllerDerivedFrom { seed in NoteViewController(title, router: NotesRouter(routerSeed: seed)) }
    }
}

final class NoteViewController: ViewController {
    private let router: NotesRouter

    init(_ title: String, router: NotesRouter) {
        self.router = router
        super.init()
        self.title = title
        view = Label("The note \"\(title)\". x closes it.")
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.character("x"), hint: KeyHint("x", "Close")) { [router] in router.dismissCurrentModule() }]
    }
}

@MainActor
public final class NotesApp {
    public let routes = URLRouterRegistry()

    public init(window: Window) throws {
        window.minimumSize = Size(width: 30, height: 6) // smaller: a message, and only q works
        let stack = MarshrouteSetupServiceImpl(scheduler: window.loop).marshrouteStack()
        let notes = stack.makeNavigationStack { seed in
            let titles = ["Groceries", "Ideas", "Books"]
            let list = ListView(items: titles.map { ListItem($0) })
            list.onActivate = { [router = NotesRouter(routerSeed: seed)] in router.showNote(titles[$0]) }
            let root = ViewController()
            (root.title, root.view) = ("Notes", list)
            return root
        }
        window.rootViewController = notes.navigationController
        routes.performer = RoutePerformer(stack: stack, rootTransitionsHandler: .animating(notes.transitionsHandler))
        try routes.defaultRouter.register("notes/{title}", module: "Note") { response, seed in
            NoteViewController(response["title"]?.description ?? "", router: NotesRouter(routerSeed: seed))
        }
    }
}
