import Marshroute
import MarshrouteMap
import Routes
import TerminalUI

/// A small app to explore: two tabs (Home, a list whose rows push an Item; About, whose `s`
/// presents Settings in a navigation stack of its own), with faults to switch on: an Item that
/// keeps itself alive, a bare modal whose `z` breaks a Marshroute rule, and rows that open
/// something else in every other app made.
@MainActor
final class MapFixtureApp {
    struct Faults {
        var leakingItem = false
        var misusedRouter = false
        var changesEveryOtherRun = false
    }

    /// Apps made so far (for `changesEveryOtherRun`).
    static var made = 0

    let stack: MarshrouteStack
    let navigator: MarshrouteNavigator

    init(window: Window, faults: Faults) {
        Self.made += 1
        let odd = faults.changesEveryOtherRun && Self.made.isMultiple(of: 2)
        stack = MarshrouteSetupServiceImpl(scheduler: window.loop).marshrouteStack()
        navigator = MarshrouteNavigator(stack: stack)
        navigator.setUp(rootElements: [
            (
                RootItem(title: "Home"),
                { seed in HomeViewController(router: HomeRouter(routerSeed: seed), faults: faults, odd: odd) }
            ),
            (
                RootItem(title: "About"),
                { seed in AboutViewController(router: AboutRouter(routerSeed: seed), faults: faults) }
            ),
        ])
        window.rootViewController = navigator.root
    }

    /// A target for the explorer: a fresh app on a headless screen and a manual clock.
    static func target(_ faults: Faults = Faults()) -> MapTarget {
        let screen = HeadlessScreen(size: Size(width: 80, height: 24))
        let clock = ManualClock()
        let window = Window(size: screen.size, loop: EventLoop(clock: clock))
        window.animationsEnabled = false
        let app = MapFixtureApp(window: window, faults: faults)
        return MapTarget(
            application: Application(screen: screen, window: window), clock: clock, stack: app.stack, retaining: app)
    }
}

final class HomeRouter: BaseRouter {
    func showItem(_ title: String, faults: MapFixtureApp.Faults) {
        traced {
            pushViewControllerDerivedFrom { seed in
                ItemViewController(title: title, router: CloseRouter(routerSeed: seed), leaks: faults.leakingItem)
            }
        }
    }

    func showItemModally(_ title: String) {
        traced {
            presentModalViewControllerDerivedFrom { seed in
                ItemViewController(title: title, router: CloseRouter(routerSeed: seed), leaks: false)
            }
        }
    }
}

final class HomeViewController: ViewController {
    private let router: HomeRouter
    private let faults: MapFixtureApp.Faults
    private let odd: Bool

    init(router: HomeRouter, faults: MapFixtureApp.Faults, odd: Bool) {
        self.router = router
        self.faults = faults
        self.odd = odd
        super.init()
        title = "Home"
    }

    override func loadView() {
        let list = ListView(items: [ListItem("Alpha"), ListItem("Beta")])
        list.onActivate = { [weak self] index in
            guard let self else { return }
            let title = index == 0 ? "Alpha" : "Beta"
            if odd { router.showItemModally(title) } else { router.showItem(title, faults: faults) }
        }
        view = list
    }
}

/// The router of a screen that closes itself.
final class CloseRouter: BaseRouter {
    func close() { traced { dismissCurrentModule() } }
    /// Sets a root where there is no navigation stack: a misuse Marshroute reports.
    func misuse() {
        traced {
            setViewControllerDerivedFrom { seed in
                ItemViewController(title: "Root", router: CloseRouter(routerSeed: seed), leaks: false)
            }
        }
    }
}

final class ItemViewController: ViewController {
    private let router: CloseRouter
    /// Set when the item leaks: it holds itself.
    private var itself: ItemViewController?

    init(title: String, router: CloseRouter, leaks: Bool) {
        self.router = router
        super.init()
        self.title = title
        if leaks { itself = self }
    }

    override func loadView() { view = Label("An item. x closes it.") }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.character("x"), hint: KeyHint("x", "Close")) { [weak self] in self?.router.close() }]
    }
}

final class AboutRouter: BaseRouter {
    func showSettings() {
        traced {
            presentModalNavigationControllerWithRootViewControllerDerivedFrom { seed in
                SettingsViewController(router: CloseRouter(routerSeed: seed))
            }
        }
    }

    func showBare() {
        traced {
            presentModalViewControllerDerivedFrom { seed in BareViewController(router: CloseRouter(routerSeed: seed)) }
        }
    }
}

final class AboutViewController: ViewController {
    private let router: AboutRouter
    private let faults: MapFixtureApp.Faults

    init(router: AboutRouter, faults: MapFixtureApp.Faults) {
        self.router = router
        self.faults = faults
        super.init()
        title = "About"
    }

    override func loadView() { view = Label("About. s: settings.") }

    override var keyCommands: [KeyCommand] {
        var commands = [
            KeyCommand(.character("s"), hint: KeyHint("s", "Settings")) { [weak self] in self?.router.showSettings() }
        ]
        if faults.misusedRouter {
            commands.append(
                KeyCommand(.character("b"), hint: KeyHint("b", "Bare")) { [weak self] in self?.router.showBare() })
        }
        return commands
    }
}

final class SettingsViewController: ViewController {
    private let router: CloseRouter

    init(router: CloseRouter) {
        self.router = router
        super.init()
        title = "Settings"
    }

    override func loadView() { view = Label("Settings. x closes.") }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.character("x"), hint: KeyHint("x", "Close")) { [weak self] in self?.router.close() }]
    }
}

/// A modal of its own, without a navigation stack: `z` asks for a root it cannot have.
final class BareViewController: ViewController {
    private let router: CloseRouter

    init(router: CloseRouter) {
        self.router = router
        super.init()
        title = "Bare"
    }

    override func loadView() { view = Label("Bare. z misuses the router, x closes.") }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.character("z"), hint: KeyHint("z", "Misuse")) { [weak self] in self?.router.misuse() },
            KeyCommand(.character("x"), hint: KeyHint("x", "Close")) { [weak self] in self?.router.close() },
        ]
    }
}
