import Marshroute
import TerminalUI

/// The About tab; `s` presents Settings as a modal in its own navigation stack.
final class AboutRouter: BaseRouter {
    func showSettings() {
        traced {
            presentModalNavigationControllerWithRootViewControllerDerivedFrom { seed in
                SettingsViewController(router: ModuleRouter(routerSeed: seed))
            }
        }
    }
}

final class AboutViewController: ViewController {
    private let router: AboutRouter

    init(router: AboutRouter) {
        self.router = router
        super.init()
        title = "About"
    }

    override func loadView() { view = Label("HelloRouter: Marshroute in a terminal. Press s for settings.") }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.character("s"), hint: KeyHint("s", "Settings")) { [weak self] in self?.router.showSettings() }]
    }
}

final class SettingsViewController: ViewController {
    private let router: ModuleRouter

    init(router: ModuleRouter) {
        self.router = router
        super.init()
        title = "Settings"
    }

    override func loadView() { view = Label("Nothing to set yet. Press x to close.") }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.character("x"), hint: KeyHint("x", "Close")) { [weak self] in self?.router.close() }]
    }
}
