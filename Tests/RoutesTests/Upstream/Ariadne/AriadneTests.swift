import Marshroute
import Routes
import TerminalUI
import Testing

/// Ariadne's `Tests_UIKit`, test by test, in this project's API. Where Ariadne calls
/// `navigate` without a completion, so do these: the route must happen all the same.
/// Differences (a navigation stack always has a root, screens are built from Marshroute seeds)
/// are listed in docs/ROUTES.md.
@MainActor
@Suite("Ariadne's test suite")
struct AriadneTests {
    let app = AriadneFixture()
    let foo = ScreenFactory<FooScreen>()
    let bar = ScreenFactory<BarScreen>()

    private var titles: [String] { app.rootNavigation?.viewControllers.map { "\(type(of: $0))" } ?? [] }

    @Test func testPushTransition() {
        app.setNavigation([BarScreen()])
        app.router.navigate(to: foo.pushRoute())
        #expect(titles == ["BarScreen", "FooScreen"])
    }

    @Test func testPopTransition() {
        app.setNavigation([FooScreen(), FooScreen()])
        var result: Bool?
        app.router.navigate(to: .pop(), animated: false) { result = $0 }
        #expect(result == true)
        #expect(app.rootNavigation?.viewControllers.count == 1)
    }

    @Test func testRootViewTransition() {
        app.router.navigate(to: foo.windowRootRoute(in: app.window), animated: false)
        #expect(app.rootNavigation?.viewControllers.first is FooScreen)
    }

    @Test func testPresentationTransition() {
        app.router.navigate(to: foo.presentRoute(), animated: false)
        #expect(app.root is BarScreen)
        #expect(app.root?.presentedViewController is FooScreen)
    }

    @Test func testDismissTransition() {
        app.router.navigate(to: foo.presentRoute(), animated: false)
        #expect(app.root?.presentedViewController is FooScreen)
        app.router.navigate(to: .dismiss, animated: false)
        #expect(app.root?.presentedViewController == nil)
    }

    @Test func testNavigationControllerEmbedding() {
        app.router.setWindowRoot(NavigationStackBuilder(foo, contexts: [()]), in: app.window, animated: false)
        #expect(app.rootNavigation?.viewControllers.count == 1)
        #expect(app.rootNavigation?.viewControllers.first is FooScreen)
    }

    @Test func testSingleNavigationViewEmbedding() {
        app.router.navigate(to: foo.windowRootRoute(in: app.window), animated: false)
        #expect(app.rootNavigation?.viewControllers.count == 1)
        #expect(app.rootNavigation?.viewControllers.first is FooScreen)
    }

    @Test func testFindingAndUpdatingAlreadyPresentedView() {
        let route = IntFactory().windowRootRoute(in: app.window)
        app.router.navigate(updatingOrShowing: route, with: 1, animated: false)
        let first = app.rootNavigation?.topViewController as? IntScreen
        #expect(first?.value == 1 && first?.wasCreated == true && first?.wasUpdated == false)
        app.router.navigate(updatingOrShowing: route, with: 2, animated: false)
        let second = app.rootNavigation?.topViewController as? IntScreen
        #expect(second === first, "the screen is updated, not built again")
        #expect(second?.value == 2 && second?.wasUpdated == true && second?.wasCreated == false)
    }

    @Test func testViewCanBeConfiguredPriorToKickingOffTransition() {
        app.setNavigation([BarScreen()])
        var route = foo.pushRoute()
        route.prepareForShow = { newView, _, oldView in
            newView.title = "Foo"
            oldView?.title = "Bar"
        }
        #expect(app.rootNavigation?.topViewController?.title == nil)
        app.router.navigate(to: route)
        #expect(app.rootNavigation?.topViewController?.title == "Foo")
        #expect(app.rootNavigation?.viewControllers.first?.title == "Bar")
    }

    @Test func testViewCanBeConfiguredPriorToHideTransition() {
        app.setNavigation([FooScreen(), FooScreen()])
        let popped = app.rootNavigation?.viewControllers.last
        var route = BuilderRoute<NonBuilder, PopTransition>.pop()
        route.prepareForHide = { view in view.title = "Foo" }
        var result: Bool?
        app.router.navigate(to: route, animated: false) { result = $0 }
        #expect(result == true)
        #expect(app.rootNavigation?.viewControllers.count == 1)
        #expect(popped?.title == "Foo")
    }

    @Test func testPopToRootNavigationRoute() {
        app.setNavigation([FooScreen(), BarScreen(), BarScreen()])
        #expect(app.rootNavigation?.viewControllers.count == 3)
        app.router.navigate(to: .pop(.root), animated: false)
        #expect(app.rootNavigation?.viewControllers.count == 1)
        #expect(app.rootNavigation?.viewControllers.first is FooScreen)
    }

    @Test func testPopToFirstInstanceOfRoute() {
        app.setNavigation([FooScreen(), BarScreen(), BarScreen()])
        app.router.navigate(to: .pop(.firstOf(BarScreen.self)), animated: false)
        #expect(app.rootNavigation?.viewControllers.count == 2)
    }

    @Test func testPopToLastInstanceOfRoute() {
        app.setNavigation([FooScreen(), BarScreen(), BarScreen()])
        app.router.navigate(to: .pop(.lastOf(BarScreen.self)), animated: false)
        #expect(app.rootNavigation?.viewControllers.count == 3)
        app.router.navigate(to: .pop(.lastOf(FooScreen.self)), animated: false)
        #expect(app.rootNavigation?.viewControllers.count == 1)
    }

    @Test func testReplaceViewControllersAllBehavior() {
        app.setNavigation([FooScreen(), BarScreen(), BarScreen()])
        app.router.navigate(to: bar.replaceRoute(.all), animated: false)
        #expect(titles == ["BarScreen"])
    }

    @Test func testReplaceViewControllersLastBehavior() {
        app.setNavigation([FooScreen(), BarScreen(), FooScreen()])
        app.router.navigate(to: bar.replaceRoute(.last), animated: false)
        #expect(titles == ["FooScreen", "BarScreen", "BarScreen"])
    }

    @Test func testReplaceViewControllersCustomBehavior() {
        app.setNavigation([FooScreen(), BarScreen(), FooScreen()])
        app.router.navigate(to: bar.replaceRoute(.custom { [$0.first].compactMap { $0 } }), animated: false)
        #expect(titles == ["FooScreen", "BarScreen"])
    }

    @Test func testPrebuiltViewCanBePresented() {
        let builder = InstanceViewBuilder<FooScreen, Void> { _, _ in FooScreen() }
        app.router.navigate(to: builder.presentRoute(embeddedInNavigation: true), animated: false)
        #expect(app.root is BarScreen)
        let presented = app.root?.presentedViewController as? NavigationController
        #expect(presented?.topViewController is FooScreen)
    }

    @Test func testRoutesCanBeChainable() {
        app.setNavigation([BarScreen()])
        app.router.navigate(to: foo.pushRoute(), with: (), then: bar.pushRoute(), with: (), animated: false)
        #expect(titles == ["BarScreen", "FooScreen", "BarScreen"])
    }

    @Test func testNonTransition() {
        let transition = NonTransition()
        #expect(transition.kind == .custom)
        #expect(transition.viewFinder == nil)
    }
}
