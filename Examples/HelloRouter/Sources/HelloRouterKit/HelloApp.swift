import Marshroute
import Routes
import TerminalUI

/// The app on a window: a Marshroute stack, and a tab bar whose two tabs are navigation
/// stacks with a root module each (built by `MarshrouteNavigator` from the seeds it makes).
@MainActor
public final class HelloApp {
    public let stack: MarshrouteStack
    private let navigator: MarshrouteNavigator

    public init(window: Window, quit: @escaping @MainActor () -> Void) {
        stack = MarshrouteSetupServiceImpl(scheduler: window.loop).marshrouteStack()
        navigator = MarshrouteNavigator(stack: stack)
        navigator.setUp(rootElements: [
            (RootItem(title: "Notes"), { seed in NotesViewController(router: NotesRouter(routerSeed: seed)) }),
            (RootItem(title: "About"), { seed in AboutViewController(router: AboutRouter(routerSeed: seed)) }),
        ])
        window.rootViewController = navigator.root
        window.keyCommands = [KeyCommand(.character("q"), hint: KeyHint("q", "Quit", essential: true)) { quit() }]
    }
}
