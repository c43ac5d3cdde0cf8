import Marshroute
import TerminalUI

/// The Notes tab: a list; Enter pushes the chosen note. Its router says what to show,
/// Marshroute decides where (the topmost stack). `traced` names the method for the inspector,
/// which shows its code.
final class NotesRouter: BaseRouter {
    func showNote(title: String) {
        traced {
            pushViewControllerDerivedFrom { seed in
                NoteViewController(title: title, router: ModuleRouter(routerSeed: seed))
            }
        }
    }
}

final class NotesViewController: ViewController {
    private let router: NotesRouter
    private let notes = ["Groceries", "Ideas", "Books"]

    init(router: NotesRouter) {
        self.router = router
        super.init()
        title = "Notes"
    }

    override func loadView() {
        let list = ListView(items: notes.map { ListItem($0) })
        list.onActivate = { [weak self] index in
            guard let self else { return }
            router.showNote(title: notes[index])
        }
        view = list
    }
}

/// The router of a screen that can only close itself: `dismissCurrentModule()` pops it when it
/// was pushed and dismisses it when it was presented.
final class ModuleRouter: BaseRouter {
    func close() { traced { dismissCurrentModule() } }
}

final class NoteViewController: ViewController {
    private let router: ModuleRouter

    init(title: String, router: ModuleRouter) {
        self.router = router
        super.init()
        self.title = title
    }

    override func loadView() { view = Label("The note \"\(title ?? "")\". Press x to close it.") }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.character("x"), hint: KeyHint("x", "Close")) { [weak self] in self?.router.close() }]
    }
}
