import Marshroute
import MarshrouteInspector
import Routes
import TerminalUI

/// The app on a window: a Marshroute stack, and a tab bar whose two tabs are navigation
/// stacks with a root module each (built by `MarshrouteNavigator` from the seeds it makes).
/// `i` opens the inspector: beside the app on a wide terminal, over it on a narrow one.
@MainActor
public final class HelloApp {
    public let stack: MarshrouteStack
    /// Every router call, the screens, the live modules and the code behind each call.
    public let inspector: Inspector
    private let navigator: MarshrouteNavigator

    public init(window: Window, quit: @escaping @MainActor () -> Void) {
        stack = MarshrouteSetupServiceImpl(scheduler: window.loop).marshrouteStack()
        inspector = Inspector(stack: stack, window: window)
        navigator = MarshrouteNavigator(stack: stack)
        navigator.setUp(rootElements: [
            (RootItem(title: "Notes"), { seed in NotesViewController(router: NotesRouter(routerSeed: seed)) }),
            (RootItem(title: "About"), { seed in AboutViewController(router: AboutRouter(routerSeed: seed)) }),
        ])
        window.rootViewController = navigator.root
        inspector.rootTransitionsHandler = .containing(navigator.tabBarHandler)
        inspector.routerSources = .embedded
        window.keyCommands = [KeyCommand(.character("q"), hint: KeyHint("q", "Quit", essential: true)) { quit() }]
        window.keyCommands.append(inspector.toggleCommand(.character("i")))
    }
}
