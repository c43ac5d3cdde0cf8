import Marshroute
import Routes
import TerminalUI
import Testing

@MainActor final class NamedScreen: ViewController {
    let router: BaseRouter
    init(_ title: String, seed: RouterSeed) {
        router = BaseRouter(routerSeed: seed)
        super.init()
        self.title = title
    }
}

@MainActor final class OtherScreen: ViewController {
    init(_ title: String) {
        super.init()
        self.title = title
    }
}

@MainActor final class CounterScreen: ViewController, ContextUpdatable {
    private(set) var count: Int
    init(count: Int) {
        self.count = count
        super.init()
        title = "Counter \(count)"
    }
    func update(with context: Int) {
        count = context
        title = "Counter \(context)"
    }
}

struct BuildFailure: Error, CustomStringConvertible {
    var description: String { "no such advert" }
}

@MainActor
@Suite("Builder routes (Ariadne) on Marshroute")
struct BuilderRouteTests {
    let stack: MarshrouteStack
    let window: Window
    let navigation = NavigationController()
    let handler: NavigationTransitionsHandler
    let router: BuilderRouter
    let screen = InstanceViewBuilder<ViewController, String> { title, seed in NamedScreen(title, seed: seed) }
    let other = InstanceViewBuilder<ViewController, String> { title, _ in OtherScreen(title) }

    init() {
        let loop = EventLoop(clock: ManualClock())
        stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        window = Window(size: Size(width: 80, height: 20), loop: loop)
        window.animationsEnabled = false
        handler = stack.transitionsHandlersProvider.navigationTransitionsHandler(navigationController: navigation)
        let id = stack.transitionIdGenerator.generateNewTransitionId()
        handler.resetWithTransition(
            context: ResettingTransitionContext(
                settingRootViewController: OtherScreen("Root"), forNavigationController: navigation,
                navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(), transitionId: id))
        window.rootViewController = navigation
        router = BuilderRouter(stack: stack, rootTransitionsHandler: .animating(handler))
    }

    var titles: [String] { navigation.viewControllers.map { $0.title ?? "" } }
    var historyCount: Int {
        (stack.transitionsCoordinator as? TransitionsHistoryReading)?.stackTransitions(of: handler).count ?? -1
    }

    func go<B: ViewBuilder, T: ViewTransition>(_ route: BuilderRoute<B, T>, _ context: B.Context) -> Bool {
        var result: Bool?
        router.navigate(to: route, with: context) { result = $0 }
        return result ?? false
    }

    @Test("push, pop, pop to root: screens and Marshroute's history stay together")
    func pushAndPop() {
        #expect(go(screen.pushRoute(), "A") && go(screen.pushRoute(), "B") && go(screen.pushRoute(), "C"))
        #expect(titles == ["Root", "A", "B", "C"] && historyCount == 4)
        #expect(go(.pop(), ()))
        #expect(titles == ["Root", "A", "B"] && historyCount == 3)
        #expect(go(.pop(.root), ()))
        #expect(titles == ["Root"] && historyCount == 1)
        #expect(!go(.pop(), ()), "nothing to pop at the root")
    }

    @Test("pop to the first or the last screen of a type")
    func popToType() {
        _ = go(other.pushRoute(), "O1")
        _ = go(screen.pushRoute(), "N1")
        _ = go(other.pushRoute(), "O2")
        _ = go(screen.pushRoute(), "N2")
        #expect(go(.pop(.lastOf(OtherScreen.self)), ()))
        #expect(titles == ["Root", "O1", "N1", "O2"])
        #expect(go(.pop(.firstOf(OtherScreen.self)), ()))
        #expect(titles == ["Root"], "the root is the first OtherScreen")
    }

    @Test("replace the last screen, then all of them")
    func replace() {
        _ = go(screen.pushRoute(), "A")
        #expect(go(screen.replaceRoute(), "B"))
        #expect(titles == ["Root", "B"] && historyCount == 2)
        #expect(go(screen.replaceRoute(.all), "New root"))
        #expect(titles == ["New root"])
    }

    @Test("present embedded in navigation; the next push goes into it (the topmost); dismiss closes it")
    func presentAndDismiss() {
        #expect(go(screen.presentRoute(embeddedInNavigation: true), "Modal"))
        #expect(window.render().textLines().joined().contains("Modal"))
        #expect(go(screen.pushRoute(), "Inside"))
        #expect(titles == ["Root"], "the push went into the modal's stack")
        #expect(go(.dismiss, ()))
        #expect(navigation.viewControllers.last?.presentedViewController == nil)
        #expect(!window.render().textLines().joined().contains("Modal"))
        #expect(!go(.dismiss, ()), "nothing left to dismiss")
    }

    @Test("a builder that throws ends in false and a printed reason, and shows nothing")
    func throwingBuilder() {
        let failing = InstanceViewBuilder<ViewController, Void> { _, _ in throw BuildFailure() }
        let collector = MessageCollector()
        let shown = MarshroutePrintManager.withPrintPlugin(collector) { go(failing.pushRoute(), ()) }
        #expect(!shown)
        #expect(collector.lines.count == 1 && collector.lines[0].contains("no such advert"))
        #expect(titles == ["Root"] && historyCount == 1, "nothing stays on the stack")
    }

    @Test("hooks run before show and hide transitions")
    func hooks() {
        var route = screen.pushRoute()
        route.prepareForShow = { view, context, _ in view.title = "\(context)!" }
        _ = go(route, "Shown")
        #expect(titles.last == "Shown!")
        var hidden = 0
        var pop = BuilderRoute<NonBuilder, PopTransition>.pop()
        pop.prepareForHide = { _ in hidden += 1 }
        _ = go(pop, ())
        #expect(hidden == 1 && titles == ["Root"])
    }

    @Test("a chained route: one, then another, one completion")
    func chained() {
        var result: Bool?
        router.navigate(to: screen.pushRoute(), with: "First", then: screen.presentRoute(), with: "Then") {
            result = $0
        }
        #expect(result == true)
        #expect(titles == ["Root", "First"])
        #expect(navigation.viewControllers.last?.presentedViewController?.title == "Then")
    }

    @Test("an updating route updates the visible screen of its type instead of showing another")
    func updating() {
        let counter = InstanceViewBuilder<CounterScreen, Int> { count, _ in CounterScreen(count: count) }
        var result: Bool?
        router.navigate(updatingOrShowing: counter.pushRoute(), with: 1) { result = $0 }
        router.navigate(updatingOrShowing: counter.pushRoute(), with: 2) { result = $0 }
        #expect(result == true)
        #expect(titles == ["Root", "Counter 2"])
    }

    @Test("NonTransition changes nothing; a custom transition does what its closure says")
    func nonAndCustom() {
        #expect(go(screen.with(NonTransition()), "Nothing"))
        #expect(titles == ["Root"])
        let custom = CustomTransition(kind: .show) { build, environment, animated in
            try PushTransition().perform(building: build, in: environment, animated: animated)
        }
        #expect(go(screen.with(custom), "Custom"))
        #expect(titles == ["Root", "Custom"])
    }
}
