import Marshroute
import Routes
import TerminalUI
import Testing

/// Ariadne's animated root swap on Marshroute: the built screen becomes the window's root in a
/// stack with its own handler, and the next route starts from it.
@MainActor
@Suite("Window root swap (Ariadne) on Marshroute")
struct WindowRootTransitionTests {
    @Test("the built screen becomes the root; the next push lands in its stack; its router works")
    func swap() throws {
        let loop = EventLoop(clock: ManualClock())
        let stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        let window = Window(size: Size(width: 80, height: 20), loop: loop)
        window.animationsEnabled = false
        let oldNavigation = NavigationController()
        let oldHandler = stack.transitionsHandlersProvider.navigationTransitionsHandler(
            navigationController: oldNavigation)
        oldHandler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: OtherScreen("Old root"), forNavigationController: oldNavigation,
                navigationTransitionsHandler: oldHandler, animator: SetNavigationTransitionsAnimator(),
                transitionId: stack.transitionIdGenerator.generateNewTransitionId()))
        window.rootViewController = oldNavigation
        let router = BuilderRouter(stack: stack, rootTransitionsHandler: .animating(oldHandler))
        let screen = InstanceViewBuilder<NamedScreen, String> { title, seed in NamedScreen(title, seed: seed) }

        var swapped: Bool?
        router.navigate(to: screen.windowRootRoute(in: window), with: "New root") { swapped = $0 }
        #expect(swapped == true)
        let navigation = try #require(window.rootViewController as? NavigationController)
        #expect(navigation !== oldNavigation)
        #expect(navigation.viewControllers.map(\.title) == ["New root"])
        #expect(window.render().textLines().joined().contains("New root"))

        var pushed: Bool?
        router.navigate(to: screen.pushRoute(), with: "Next") { pushed = $0 }
        #expect(pushed == true)
        #expect(navigation.viewControllers.map(\.title) == ["New root", "Next"], "the push starts from the new root")
        #expect(oldNavigation.viewControllers.count == 1)
        (navigation.viewControllers.last as? NamedScreen)?.router.dismissCurrentModule()
        #expect(navigation.viewControllers.map(\.title) == ["New root"], "the pushed module's router dismisses it")
    }

    @Test("a builder that throws leaves the root as it was")
    func failingBuilder() {
        let loop = EventLoop(clock: ManualClock())
        let stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        let window = Window(size: Size(width: 80, height: 20), loop: loop)
        let root = NavigationController(rootViewController: OtherScreen("Old root"))
        window.rootViewController = root
        let handler = stack.transitionsHandlersProvider.navigationTransitionsHandler(navigationController: root)
        let router = BuilderRouter(stack: stack, rootTransitionsHandler: .animating(handler))
        let failing = InstanceViewBuilder<ViewController, Void> { _, _ in throw BuildFailure() }
        let collector = MessageCollector()
        var result: Bool?
        MarshroutePrintManager.withPrintPlugin(collector) {
            router.navigate(to: failing.windowRootRoute(in: window), with: ()) { result = $0 }
        }
        #expect(result == false)
        #expect(window.rootViewController === root)
        #expect(collector.lines.count == 1 && collector.lines[0].contains("no such advert"))
    }
}
