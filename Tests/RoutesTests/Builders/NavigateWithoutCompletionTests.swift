import Marshroute
import Routes
import TerminalUI
import Testing

/// Every navigate-family call of `BuilderRouter` works without a completion, as Ariadne's README
/// writes them (`router.navigate(to: route, with: context)`): the completion only hears the
/// outcome. One test per call.
@MainActor
@Suite("Builder routes without a completion")
struct NavigateWithoutCompletionTests {
    let app = AriadneFixture()
    let screen = InstanceViewBuilder<ViewController, String> { title, seed in NamedScreen(title, seed: seed) }
    let plain = InstanceViewBuilder<FooScreen, Void> { _, _ in FooScreen() }

    init() {
        app.setNavigation([OtherScreen("Root")])
    }

    private var titles: [String] { app.rootNavigation?.viewControllers.map { $0.title ?? "\(type(of: $0))" } ?? [] }

    @Test func navigateToWithContext() {
        app.router.navigate(to: screen.pushRoute(), with: "A")
        #expect(titles == ["Root", "A"])
    }

    @Test func navigateToWithoutContext() {
        app.router.navigate(to: plain.pushRoute())
        #expect(titles == ["Root", "FooScreen"])
        app.router.navigate(to: .pop())
        #expect(titles == ["Root"])
    }

    @Test func navigateChained() {
        app.router.navigate(to: screen.pushRoute(), with: "A", then: screen.pushRoute(), with: "B")
        #expect(titles == ["Root", "A", "B"])
    }

    @Test func navigateUpdatingOrShowing() {
        let counter = InstanceViewBuilder<CounterScreen, Int> { count, _ in CounterScreen(count: count) }
        app.router.navigate(updatingOrShowing: counter.pushRoute(), with: 1)
        #expect(titles == ["Root", "Counter 1"])
        app.router.navigate(updatingOrShowing: counter.pushRoute(), with: 2)
        #expect(titles == ["Root", "Counter 2"])
    }

    @Test func setWindowRoot() {
        app.router.setWindowRoot(NavigationStackBuilder(screen, contexts: ["New root", "Top"]), in: app.window)
        #expect(titles == ["New root", "Top"])
    }
}
