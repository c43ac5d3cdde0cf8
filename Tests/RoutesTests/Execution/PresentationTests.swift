import Marshroute
import TerminalUI
import Testing

@testable import Routes

/// Each presentation kind on a real window and Marshroute stack: what it shows, where, and
/// that the plan made beforehand lists exactly the steps the route then performs.
@Suite("Presentations")
@MainActor
struct PresentationTests {
    /// Plans `request`, checks the plan changed nothing, runs it, and checks the response's
    /// steps are the plan's.
    @discardableResult
    private func planAndRun(
        _ app: RouteStack, _ request: RouteRequest, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws -> RouteResponse
    {
        let before = (app.topScreen, app.tabBar.selectedIndex)
        let plan = request.plan()
        #expect(app.topScreen === before.0 && app.tabBar.selectedIndex == before.1, sourceLocation: sourceLocation)
        #expect(plan.error == nil, "\(plan)", sourceLocation: sourceLocation)
        let response = try #require(app.run(request)?.successValue, sourceLocation: sourceLocation)
        #expect(response.steps == plan.steps, sourceLocation: sourceLocation)
        #expect(app.assertions.failures.isEmpty, sourceLocation: sourceLocation)
        return response
    }

    @Test func pushGoesOntoTheTopmostStackAModalsIncluded() throws {
        let app = RouteStack()
        try app.registerScreen("sheet", title: "Sheet", presentation: .modalNavigation(.formSheet, prestacked: []))
        try app.registerScreen("item/{id}", title: "Item")
        try planAndRun(app, app.registry.route("item/1"))
        #expect(app.stackTitles(0) == ["Home", "Item"])
        try planAndRun(app, app.registry.route("sheet"))
        let response = try planAndRun(app, app.registry.route("item/2"))
        #expect(response.steps == [.push(module: "Item", onto: "Sheet")])
        #expect(app.stackTitles(0) == ["Home", "Item"])
        #expect(app.topScreen?.navigationController?.viewControllers.map(\.title) == ["Sheet", "Item"])
    }

    @Test func modalStyles() throws {
        let app = RouteStack()
        try app.registerScreen("full", title: "Full", presentation: .modal)
        try app.registerScreen("form", title: "Form", presentation: .modal(.formSheet))
        try app.registerScreen("bottom", title: "Bottom", presentation: .modal(.bottomSheet(height: 8)))
        let full = try planAndRun(app, app.registry.route("full"))
        #expect(full.steps == [.present(module: "Full", style: "modal, full screen", from: "Home")])
        guard case .fullScreen = full.destinationViewController?.modalPresentationStyle else {
            Issue.record("not full screen")
            return
        }
        let form = try planAndRun(app, app.registry.route("form"))
        #expect(form.steps == [.present(module: "Form", style: "modal, form sheet", from: "Full")])
        guard case .formSheet = form.destinationViewController?.modalPresentationStyle else {
            Issue.record("not a form sheet")
            return
        }
        let bottom = try planAndRun(app, app.registry.route("bottom"))
        guard case .bottomSheet(let height) = bottom.destinationViewController?.modalPresentationStyle else {
            Issue.record("not a bottom sheet")
            return
        }
        #expect(height == 8)
        #expect(app.topTitle == "Bottom")
    }

    @Test func aPopoverFromTheTopScreenOrABarButton() throws {
        let app = RouteStack()
        try app.registerScreen("info", title: "Info", presentation: .popover(.topScreen, inNavigationController: false))
        let response = try planAndRun(app, app.registry.route("info"))
        #expect(response.steps == [.present(module: "Info", style: "popover", from: "Home")])
        guard case .popover = response.destinationViewController?.activePresentationStyle else {
            Issue.record("not a popover")
            return
        }
        (response.destinationViewController as? RoutedScreen)?.router.dismissCurrentModule()
        let item = BarButtonItem(title: "More", hotkey: "m")
        app.roots[0]?.navigationItem.rightBarButtonItems = [item]
        let navigation = try planAndRun(
            app, app.registry.route("info").presentation(.popover(.barButton(item), inNavigationController: true)))
        #expect(navigation.embeddingViewController is NavigationController)
        #expect(app.topTitle == "Info")
    }

    /// Selecting a tab closes the modals over the current tab and over the chosen one, selects
    /// it through the tab bar's handler, then pushes onto its stack.
    @Test func selectTabThenPush() throws {
        let app = RouteStack()
        try app.registerScreen("sheet", title: "Sheet", presentation: .modal(.formSheet))
        try app.registerScreen(
            "recursion/{n}", title: "Deeper", presentation: .selectTab(.title("recursion"), then: .push))
        try planAndRun(app, app.registry.route("sheet"))
        let response = try planAndRun(app, app.registry.route("recursion/2"))
        #expect(
            response.steps == [
                .closeModals(over: "Home"), .selectTab(index: 1, title: "Recursion"),
                .push(module: "Deeper", onto: "Recursion"),
            ])
        #expect(app.tabBar.selectedIndex == 1)
        #expect(app.stackTitles(1) == ["Recursion", "Deeper"])
        #expect(app.roots[0]?.presentedViewController == nil)
    }

    @Test func aRouteThatOnlySelectsATabByParameter() throws {
        let app = RouteStack()
        try app.router.register(
            "tabs/{title}", presentation: .selectTab(.parameter("title"), then: nil),
            destination: .noModule(name: "tab"))
        let response = try planAndRun(app, app.registry.route("tabs/Shelves"))
        #expect(response.steps == [.selectTab(index: 2, title: "Shelves")])
        #expect(app.tabBar.selectedIndex == 2)
        let missing = app.run(app.registry.route("tabs/Nowhere"))?.failureValue
        #expect(
            missing?.description
                == "'tabs/Nowhere' cannot be shown: no tab is titled 'Nowhere' (tabs: 'Home', 'Recursion', 'Shelves')")
        #expect(app.tabBar.selectedIndex == 2)
    }

    @Test func detailReplacesTheSplitsDetailOrPushesWithoutASplit() throws {
        let split = RouteStack(split: true)
        try split.registerScreen("adverts/{id}", title: "Advert", presentation: .detail)
        let response = try planAndRun(split, split.registry.route("adverts/1"))
        #expect(response.steps == [.setDetail(module: "Advert", splitShowing: "Detail")])
        #expect(split.stackTitles(101) == ["Advert"])
        #expect(split.stackTitles(100) == ["Master"])

        let compact = RouteStack()
        try compact.registerScreen("adverts/{id}", title: "Advert", presentation: .detail)
        let pushed = try planAndRun(compact, compact.registry.route("adverts/1"))
        #expect(pushed.steps == [.push(module: "Advert", onto: "Home")])
    }

    @Test func setStackRootReplacesTheTopmostStack() throws {
        let app = RouteStack()
        try app.registerScreen("item/{id}", title: "Item")
        try app.registerScreen("start", title: "Start", presentation: .setStackRoot)
        try planAndRun(app, app.registry.route("item/1"))
        let response = try planAndRun(app, app.registry.route("start"))
        #expect(response.steps == [.setStackRoot(module: "Start", replacing: "Item")])
        #expect(app.stackTitles(0) == ["Start"])
    }

    /// A routed module is a Marshroute module: its router dismisses it and focuses on it.
    @Test func aRoutedModulesRouterDismissesAndFocuses() throws {
        let app = RouteStack()
        try app.registerScreen("item/{id}", title: "Item")
        try app.registerScreen("modal", title: "Modal", presentation: .modalNavigation(.fullScreen, prestacked: []))
        let first = try planAndRun(app, app.registry.route("item/1"))
        try planAndRun(app, app.registry.route("item/2"))
        try planAndRun(app, app.registry.route("modal"))
        try planAndRun(app, app.registry.route("item/3"))
        #expect(app.topTitle == "Item")
        let firstScreen = try #require(first.destinationViewController as? RoutedScreen)
        firstScreen.router.focusOnCurrentModule()
        #expect(app.topScreen === firstScreen)
        #expect(app.stackTitles(0) == ["Home", "Item"])
        firstScreen.router.dismissCurrentModule()
        #expect(app.stackTitles(0) == ["Home"])
        app.advance()
        #expect(app.assertions.failures.isEmpty)
    }

    @Test func pushWhereThereIsNoStackIsRefusedInWords() throws {
        let app = RouteStack()
        try app.registerScreen("bare", title: "Bare", presentation: .modal)
        try app.registerScreen("item", title: "Item")
        _ = app.run(app.registry.route("bare"))
        let plan = app.registry.plan("item")
        #expect(plan.error?.description == "'item' cannot be shown: \"Bare\" is not in a navigation stack to push onto")
        let error = app.run(app.registry.route("item"))?.failureValue
        #expect(error?.description == plan.error?.description)
        #expect(app.topTitle == "Bare")
    }

    @Test func aTransitionTheCoordinatorsDelegateVetoesFails() throws {
        final class Vetoing: TransitionsCoordinatorDelegate {
            func transitionsCoordinator(
                coordinator: TransitionsCoordinator, canForceTransitionsHandler: AnimatingTransitionsHandler,
                toLaunchPresentationAnimationOfTransition: PresentationTransitionContext,
                markedWithUserId: TransitionUserId
            ) -> Bool { false }
        }
        let app = RouteStack()
        let delegate = Vetoing()
        app.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let marker = app.stack.transitionsMarker
        try app.router.register("marked", module: "Marked") { _, seed in
            marker.markTransitionId(seed.transitionId, withUserId: "duplicate")
            return RoutedScreen(title: "Marked", seed: seed)
        }
        let error = app.run(app.registry.route("marked"))?.failureValue
        guard case .transitionRefused(_, _, .vetoed) = error else {
            Issue.record("expected a veto, got \(String(describing: error))")
            return
        }
        #expect(app.topTitle == "Home")
    }

    @Test func withoutAPerformerModulesFailAndCallbacksRun() throws {
        let registry = URLRouterRegistry()
        var called = false
        try registry.defaultRouter.register("ping", callback: "ping") { _ in called = true }
        try registry.defaultRouter.register("screen", module: "Screen") { _, seed in
            RoutedScreen(title: "S", seed: seed)
        }
        registry.route("ping").execute()
        #expect(called)
        var failure: RouteError?
        registry.route("screen").failure { failure = $0 }.execute()
        guard case .noPerformer = failure else {
            Issue.record("expected no performer, got \(String(describing: failure))")
            return
        }
    }
}
