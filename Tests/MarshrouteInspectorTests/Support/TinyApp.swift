import Marshroute
import MarshrouteInspector
import Routes
import TerminalUI

/// The smallest app with an inspector, on a headless screen: one tab whose screens push the
/// next (`n`), numbered, and `i` for the inspector. No demo: what the library does for any app.
@MainActor
final class TinyApp {
    let screen: HeadlessScreen
    let window: Window
    let application: Application
    let stepper: FrameStepper
    let stack: MarshrouteStack
    let inspector: Inspector
    private let navigator: MarshrouteNavigator

    init(size: Size) {
        screen = HeadlessScreen(size: size)
        let clock = ManualClock()
        window = Window(size: size, loop: EventLoop(clock: clock))
        window.animationsEnabled = false
        application = Application(screen: screen, window: window)
        stepper = FrameStepper(application: application, clock: clock)
        stack = MarshrouteSetupServiceImpl(scheduler: window.loop).marshrouteStack()
        inspector = Inspector(stack: stack, window: window)
        navigator = MarshrouteNavigator(stack: stack)
        navigator.setUp(rootElements: [
            (
                RootItem(title: "Home"),
                { seed in NumberedViewController(number: 0, router: NextRouter(routerSeed: seed)) }
            )
        ])
        window.rootViewController = navigator.root
        inspector.rootTransitionsHandler = .containing(navigator.tabBarHandler)
        window.keyCommands = [inspector.toggleCommand(.character("i"))]
    }

    /// Plays key tokens (`n n i`) and returns the screen's text.
    @discardableResult
    func press(_ tokens: String) -> String {
        stepper.run(script: try! KeyScript.parse(tokens))
        return text
    }

    var text: String { screen.textLines.joined(separator: "\n") }
}

/// Pushes the next numbered screen.
final class NextRouter: BaseRouter {
    func showNext(after number: Int) {
        traced {
            pushViewControllerDerivedFrom { seed in
                NumberedViewController(number: number + 1, router: NextRouter(routerSeed: seed))
            }
        }
    }
}

final class NumberedViewController: ViewController {
    let number: Int
    private let router: NextRouter

    init(number: Int, router: NextRouter) {
        self.number = number
        self.router = router
        super.init()
        title = "Screen \(number)"
    }

    override func loadView() { view = Label("This is screen \(number).") }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.character("n"), hint: KeyHint("n", "Next")) { [weak self] in
                guard let self else { return }
                router.showNext(after: number)
            }
        ]
    }
}
