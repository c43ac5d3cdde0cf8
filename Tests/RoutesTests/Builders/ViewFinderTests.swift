import Marshroute
import Routes
import TerminalUI
import Testing

/// A finder of the app's own, for a container TerminalUI's finder does not know: it says
/// which screen is visible, and routes work on that screen's Marshroute handler.
@MainActor
struct FixedFinder: ViewFinder {
    let screen: () -> ViewController?
    func currentlyVisibleView(startingFrom view: ViewController?) -> ViewController? { screen() }
}

/// Ariadne's view finders: a router takes one, a transition may bring its own, and hooks see
/// the screens a transition shows and hides.
@MainActor
@Suite("View finders, the replace rule and hooks")
struct ViewFinderTests {
    let app = AriadneFixture()
    let screen = InstanceViewBuilder<ViewController, String> { title, seed in NamedScreen(title, seed: seed) }

    @Test func aRouterWithItsOwnFinderWorksWhereTheFinderPoints() throws {
        let columns = app.setTabBarWithSplit(master: [OtherScreen("M")], detail: [OtherScreen("D")], viewFinder: nil)
        // Marshroute's topmost rule pushes onto the detail.
        app.router.navigate(to: screen.pushRoute(), with: "Topmost", animated: false)
        #expect(columns.detail.viewControllers.map(\.title) == ["D", "Topmost"])
        let finder = FixedFinder { columns.master.topViewController }
        let router = BuilderRouter(
            stack: app.stack, rootTransitionsHandler: .containing(try #require(app.tabBarHandler)), viewFinder: finder)
        #expect(router.viewFinder != nil)
        router.navigate(to: screen.pushRoute(), with: "Found", animated: false)
        #expect(columns.master.viewControllers.map(\.title) == ["M", "Found"])
        router.navigate(to: screen.presentRoute(), with: "Over master", animated: false)
        let found = columns.master.topViewController
        #expect(found?.presentedViewController?.title == "Over master")
        router.navigate(to: .dismiss, animated: false)
        #expect(found?.presentedViewController == nil)
        router.navigate(to: screen.replaceRoute(), with: "Replaced", animated: false)
        #expect(columns.master.viewControllers.map(\.title) == ["M", "Replaced"])
        router.navigate(to: .pop(), animated: false)
        #expect(columns.master.viewControllers.map(\.title) == ["M"])
        #expect(columns.detail.viewControllers.map(\.title) == ["D", "Topmost"], "the detail was not touched")
    }

    @Test func currentlyVisibleViewFinderIsAViewFinder() {
        app.setNavigation([OtherScreen("Root"), OtherScreen("Top")])
        let finder: ViewFinder = CurrentlyVisibleViewFinder(rootViewProvider: app.window)
        #expect(finder.currentlyVisibleView(startingFrom: nil)?.title == "Top")
        #expect(finder.currentlyVisibleView(startingFrom: app.rootNavigation?.viewControllers.first)?.title == "Root")
    }

    @Test func aFinderThatFindsNothingMakesTheRouteFail() {
        app.setNavigation([OtherScreen("Root")], viewFinder: FixedFinder { nil })
        var result: Bool?
        app.router.navigate(to: screen.pushRoute(), with: "A") { result = $0 }
        #expect(result == false)
        #expect(app.rootNavigation?.viewControllers.count == 1)
    }

    @Test func aReplaceRuleThatKeepsAScreenAboveOneItDropsIsRefused() {
        app.setNavigation([OtherScreen("A"), OtherScreen("B"), OtherScreen("C")])
        var result: Bool?
        let collector = MessageCollector()
        MarshroutePrintManager.withPrintPlugin(collector) {
            app.router.navigate(to: screen.replaceRoute(.custom { [$0[0], $0[2]] }), with: "New") { result = $0 }
        }
        #expect(result == false)
        #expect(collector.lines.first?.contains("bottom of the stack") == true)
        #expect(app.rootNavigation?.viewControllers.map(\.title) == ["A", "B", "C"])
        app.router.navigate(to: screen.replaceRoute(.custom { _ in [] }), with: "Alone")
        #expect(app.rootNavigation?.viewControllers.map(\.title) == ["Alone"], "keeping nothing resets the stack")
    }

    @Test func hooksSeeTheScreensShownAndHidden() {
        app.setNavigation([OtherScreen("Root")])
        var seen: [String] = []
        var push = screen.pushRoute()
        push.prepareForShow = { view, context, hidden in seen.append("show \(context) over \(hidden?.title ?? "-")") }
        app.router.navigate(to: push, with: "A")
        var dismiss = BuilderRoute<NonBuilder, DismissTransition>.dismiss
        dismiss.prepareForHide = { visible in seen.append("hide \(visible.title ?? "-")") }
        app.router.navigate(to: screen.presentRoute(), with: "Modal")
        app.router.navigate(to: dismiss)
        var custom = screen.with(NonTransition())
        custom.prepareForCustom = { visible in seen.append("custom on \(visible?.title ?? "-")") }
        app.router.navigate(to: custom, with: "Ignored")
        #expect(seen == ["show A over Root", "hide Modal", "custom on A"])
    }
}
