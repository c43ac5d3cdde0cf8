import Marshroute
import Routes
import TerminalUI
import Testing

/// Ariadne's container builders on Marshroute (a stack of several screens, a tab bar, a split
/// view) installed as the window's root, and a peek of a builder route.
@MainActor
@Suite("Container builders (Ariadne) on Marshroute")
struct ContainerBuilderTests {
    let loop = EventLoop(clock: ManualClock())
    let stack: MarshrouteStack
    let window: Window
    let router: BuilderRouter
    let screen = InstanceViewBuilder<NamedScreen, String> { title, seed in NamedScreen(title, seed: seed) }

    init() {
        stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        window = Window(size: Size(width: 100, height: 24), loop: loop)
        window.animationsEnabled = false
        window.peekKey = .character("p")
        let placeholder = NavigationController(rootViewController: OtherScreen("Placeholder"))
        window.rootViewController = placeholder
        router = BuilderRouter(
            stack: stack,
            rootTransitionsHandler: .animating(
                stack.transitionsHandlersProvider.navigationTransitionsHandler(navigationController: placeholder)))
    }

    @Test("a tab bar of stacks, one with several screens: every screen in place and in history")
    func tabBar() throws {
        let tabs = TabBarBuilder([
            NavigationStackBuilder(screen, contexts: ["Home", "Cars", "Cars 5"], tabBarItem: TabBarItem(title: "Ads")),
            NavigationStackBuilder(screen, contexts: ["Recursion"], tabBarItem: TabBarItem(title: "Recursion")),
        ])
        var done: Bool?
        let collector = MessageCollector()
        MarshroutePrintManager.withPrintPlugin(collector) { router.setWindowRoot(tabs, in: window) { done = $0 } }
        #expect(done == true, "\(collector.lines)")
        let tabBar = try #require(window.rootViewController as? TabBarController)
        #expect(tabBar.viewControllers.map { $0.tabBarItem?.title } == ["Ads", "Recursion"])
        let first = try #require(tabBar.viewControllers[0] as? NavigationController)
        #expect(first.viewControllers.map(\.title) == ["Home", "Cars", "Cars 5"])
        let top = try #require(first.viewControllers.last as? NamedScreen)
        // The next push starts from the new root: the selected tab's stack.
        var pushed: Bool?
        router.navigate(to: screen.pushRoute(), with: "Pushed") { pushed = $0 }
        #expect(pushed == true)
        #expect(first.viewControllers.map(\.title) == ["Home", "Cars", "Cars 5", "Pushed"])
        // A pushed screen's router closes it, as any Marshroute module's does.
        top.router.focusOnCurrentModule()
        #expect(first.viewControllers.map(\.title) == ["Home", "Cars", "Cars 5"])
        #expect(window.render().textLines().joined().contains("Cars 5"))
        // The screens pushed at build time are in Marshroute's history: dismissing the middle
        // one closes it and everything above it.
        (first.viewControllers[1] as? NamedScreen)?.router.dismissCurrentModule()
        #expect(first.viewControllers.map(\.title) == ["Home"])
    }

    @Test("a split view of a master and a detail stack; a push lands on the detail (Marshroute's topmost)")
    func split() throws {
        let split = SplitViewBuilder(
            master: NavigationStackBuilder(screen, contexts: ["Categories"]),
            detail: NavigationStackBuilder(screen, contexts: ["Shelves"]))
        var done: Bool?
        router.setWindowRoot(split, in: window) { done = $0 }
        #expect(done == true)
        let controller = try #require(window.rootViewController as? SplitViewController)
        let detail = try #require(controller.detailViewController as? NavigationController)
        router.navigate(to: screen.pushRoute(), with: "Advert") { _ in }
        #expect(detail.viewControllers.map(\.title) == ["Shelves", "Advert"])
        #expect(
            (controller.masterViewController as? NavigationController)?.viewControllers.map(\.title) == ["Categories"])
    }

    @Test("an empty stack or a throwing screen leaves the root as it was, with a printed reason")
    func failures() {
        let before = window.rootViewController
        let collector = MessageCollector()
        var results: [Bool] = []
        MarshroutePrintManager.withPrintPlugin(collector) {
            router.setWindowRoot(NavigationStackBuilder([]), in: window) { results.append($0) }
            router.setWindowRoot(
                TabBarBuilder([NavigationStackBuilder([{ _ in throw BuildFailure() }])]), in: window
            ) { results.append($0) }
        }
        #expect(results == [false, false])
        #expect(window.rootViewController === before)
        #expect(collector.lines.count == 2)
        #expect(collector.lines[0].contains("at least one screen") && collector.lines[1].contains("no such advert"))
    }

    @Test("a peek of a builder route freezes its push; Enter commits it, Esc cancels it")
    func peek() throws {
        router.setWindowRoot(NavigationStackBuilder(screen, contexts: ["Home"]), in: window)
        let navigation = try #require(window.rootViewController as? NavigationController)
        let home = try #require(navigation.viewControllers.first)
        let source = PeekSource(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        home.view.addSubview(source)
        var shown: [Bool] = []
        stack.peekAndPopUtility.register(viewController: home, forPreviewingInSourceView: source) {
            [router, screen] _, _ in
            router.navigate(to: screen.pushRoute(), with: "Peeked") { shown.append($0) }
        }
        window.layoutIfNeeded()
        #expect(window.handle(.character("p")))
        #expect(window.previewedViewController?.title == "Peeked")
        #expect(navigation.viewControllers.map(\.title) == ["Home"], "frozen while peeking")
        window.handle(.enter)
        #expect(navigation.viewControllers.map(\.title) == ["Home", "Peeked"])
        window.handle(.backspace)
        window.finishAnimations()
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
        window.handle(.character("p"))
        window.handle(.escape)
        #expect(navigation.viewControllers.map(\.title) == ["Home"], "a cancelled peek shows nothing")
    }
}
