import Marshroute
import Routes
import TerminalUI
import Testing

/// Ariadne's container tests: building a tab bar, a split view and tabs of stacks, and
/// finding the master or the detail column of a split view to push onto.
@MainActor
@Suite("Ariadne's test suite: containers and finders")
struct AriadneContainerTests {
    let app = AriadneFixture()
    let foo = ScreenFactory<FooScreen>()
    let bar = ScreenFactory<BarScreen>()

    @Test func testTabBarIsBuildable() throws {
        app.router.setWindowRoot(
            TabBarBuilder([NavigationStackBuilder(foo, contexts: [()]), NavigationStackBuilder(bar, contexts: [()])]),
            in: app.window, animated: false)
        let tabBar = try #require(app.root as? TabBarController)
        #expect(tabBar.viewControllers.count == 2)
        #expect((tabBar.viewControllers.first as? NavigationController)?.topViewController is FooScreen)
        #expect((tabBar.viewControllers.last as? NavigationController)?.topViewController is BarScreen)
    }

    @Test func testSplitViewIsBuildable() throws {
        app.router.setWindowRoot(
            SplitViewBuilder(
                master: NavigationStackBuilder(foo, contexts: [()]), detail: NavigationStackBuilder(bar, contexts: [()])
            ),
            in: app.window, animated: false)
        let split = try #require(app.root as? SplitViewController)
        #expect(split.viewControllers.count == 2)
        #expect((split.masterViewController as? NavigationController)?.topViewController is FooScreen)
        #expect((split.detailViewController as? NavigationController)?.topViewController is BarScreen)
    }

    @Test func testCompositionOfNavigationAndTabBarBuilding() throws {
        app.router.setWindowRoot(
            TabBarBuilder([NavigationStackBuilder(foo, contexts: [()]), NavigationStackBuilder(bar, contexts: [()])]),
            in: app.window, animated: false)
        let tabBar = try #require(app.root as? TabBarController)
        #expect((tabBar.viewControllers.first as? NavigationController)?.viewControllers.first is FooScreen)
        #expect((tabBar.viewControllers.last as? NavigationController)?.viewControllers.first is BarScreen)
    }

    @Test func testSplitViewMainViewIsFindable() {
        let columns = app.setTabBarWithSplit(master: [ViewController()], detail: [ViewController()], viewFinder: nil)
        let transition = PushTransition(
            finder: SplitViewCurrentlyVisibleViewFinder(kind: .main, rootViewProvider: app.window))
        app.router.navigate(to: foo.with(transition), animated: false)
        #expect(columns.master.viewControllers.count == 2)
        #expect(columns.master.viewControllers.last is FooScreen)
        #expect(columns.detail.viewControllers.count == 1)
    }

    @Test func testSplitViewDetailViewIsFindable() {
        let columns = app.setTabBarWithSplit(master: [ViewController()], detail: [ViewController()], viewFinder: nil)
        let transition = PushTransition(
            finder: SplitViewCurrentlyVisibleViewFinder(kind: .detail, rootViewProvider: app.window))
        app.router.navigate(to: foo.with(transition), animated: false)
        #expect(columns.detail.viewControllers.count == 2)
        #expect(columns.detail.viewControllers.last is FooScreen)
        #expect(columns.master.viewControllers.count == 1)
    }
}
