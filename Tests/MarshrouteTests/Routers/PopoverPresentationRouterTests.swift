import TerminalUI
import Testing

@testable import Marshroute

/// The ten popover methods (the original's tests: `PopoverPresentationRouterTests`): a popover anchored
/// to a rectangle of a view or to a bar button, bare or with a navigation controller.
@MainActor
@Suite("PopoverPresentationRouter", .marshrouteDiagnostics)
struct PopoverPresentationRouterTests {
    let anchorView = View(frame: Rect(x: 0, y: 0, width: 30, height: 5))
    let anchorRect = Rect(x: 2, y: 1, width: 6, height: 1)
    let barButtonItem = BarButtonItem(title: "More", hotkey: "m")

    /// Checks a bare popover's context: its controller, anchor and storable parameters.
    private func expectBarePopover(
        _ harness: SpiedRouterHarness, screen: ViewController, seed: RouterSeed?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> PopoverPresentationAnimationLaunchingContext? {
        guard let context = harness.singlePerformedContext(), let seed else {
            Issue.record("no popover was presented", sourceLocation: sourceLocation)
            return nil
        }
        let launching = context.presentationAnimationLaunchingContextBox.popover
        let newHandler = context.targetTransitionsHandlerBox.animatingHandler
        let storable = context.storableParameters as? PopoverTransitionStorableParameters
        #expect(launching != nil, sourceLocation: sourceLocation)
        #expect(context.transitionId == harness.ids.lastGeneratedId, sourceLocation: sourceLocation)
        #expect(context.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(launching?.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(launching?.popoverController?.contentViewController === screen, sourceLocation: sourceLocation)
        #expect(storable?.popoverController === launching?.popoverController, sourceLocation: sourceLocation)
        #expect(storable?.presentedTransitionsHandler === newHandler, sourceLocation: sourceLocation)
        #expect(seed.transitionId == context.transitionId, sourceLocation: sourceLocation)
        #expect(seed.transitionsHandlerBox.unbox() === newHandler, sourceLocation: sourceLocation)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler, sourceLocation: sourceLocation)
        #expect(
            harness.stack.history(of: newHandler!).map(\.transitionId) == [context.transitionId],
            sourceLocation: sourceLocation)
        return launching
    }

    /// Checks a navigation popover's context: the navigation controller is the popover's content.
    private func expectNavigationPopover(
        _ harness: SpiedRouterHarness, screen: ViewController, seed: RouterSeed?,
        navigation: NavigationController?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> PopoverNavigationPresentationAnimationLaunchingContext? {
        guard let context = harness.singlePerformedContext(), let seed, let navigation else {
            Issue.record("no popover was presented", sourceLocation: sourceLocation)
            return nil
        }
        let launching = context.presentationAnimationLaunchingContextBox.popoverNavigation
        let newHandler = context.targetTransitionsHandlerBox.animatingHandler
        let storable = context.storableParameters as? PopoverTransitionStorableParameters
        #expect(launching != nil, sourceLocation: sourceLocation)
        #expect(newHandler is NavigationTransitionsHandler, sourceLocation: sourceLocation)
        #expect(context.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(launching?.targetNavigationController === navigation, sourceLocation: sourceLocation)
        #expect(launching?.popoverController?.contentViewController === navigation, sourceLocation: sourceLocation)
        #expect(sameScreens(navigation.viewControllers, [screen]), sourceLocation: sourceLocation)
        #expect(storable?.popoverController === launching?.popoverController, sourceLocation: sourceLocation)
        #expect(storable?.presentedTransitionsHandler === newHandler, sourceLocation: sourceLocation)
        #expect(seed.transitionId == context.transitionId, sourceLocation: sourceLocation)
        #expect(seed.transitionsHandlerBox.unbox() === newHandler, sourceLocation: sourceLocation)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler, sourceLocation: sourceLocation)
        return launching
    }

    // MARK: Bare popovers

    @Test(arguments: RouterKind.allCases)
    func aPopoverFromARectPointsAtThatRectOfTheView(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverFromRect(anchorRect, inView: anchorView) { routerSeed in
            seed = routerSeed
            return screen
        }

        let launching = expectBarePopover(harness, screen: screen, seed: seed)
        #expect(launching?.transitionStyle.sourceView === anchorView)
        #expect(launching?.transitionStyle.sourceRect == anchorRect)
        #expect(launching.map { type(of: $0.animator) == PopoverTransitionsAnimator.self } == true)
    }

    @Test(arguments: RouterKind.allCases)
    func aPopoverFromARectUsesTheGivenAnimator(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator = PopoverTransitionsAnimator()
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverFromRect(
            anchorRect, inView: anchorView,
            withViewControllerDerivedFrom: { routerSeed in
                seed = routerSeed
                return screen
            }, animator: animator)

        #expect(expectBarePopover(harness, screen: screen, seed: seed)?.animator === animator)
    }

    @Test(arguments: RouterKind.allCases)
    func aPopoverFromABarButtonPointsAtTheButton(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverFromBarButtonItem(barButtonItem) { routerSeed in
            seed = routerSeed
            return screen
        }

        let launching = expectBarePopover(harness, screen: screen, seed: seed)
        #expect(launching?.transitionStyle.barButtonItem === barButtonItem)
        #expect(launching?.transitionStyle.sourceView == nil)
    }

    @Test(arguments: RouterKind.allCases)
    func aPopoverFromABarButtonUsesTheGivenAnimator(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator = PopoverTransitionsAnimator()
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverFromBarButtonItem(
            barButtonItem,
            withViewControllerDerivedFrom: { routerSeed in
                seed = routerSeed
                return screen
            }, animator: animator)

        #expect(expectBarePopover(harness, screen: screen, seed: seed)?.animator === animator)
    }

    // MARK: Popovers with a navigation controller

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromARectWrapsTheScreenInANavigationController(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverWithNavigationControllerFromRect(anchorRect, inView: anchorView) { routerSeed in
            seed = routerSeed
            return screen
        }

        let launching = expectNavigationPopover(
            harness, screen: screen, seed: seed,
            navigation: harness.controllers.navigationControllers.first)
        #expect(launching?.transitionStyle.sourceView === anchorView)
        #expect(launching?.transitionStyle.sourceRect == anchorRect)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromARectUsesTheGivenAnimator(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator = PopoverNavigationTransitionsAnimator()
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverWithNavigationControllerFromRect(
            anchorRect, inView: anchorView,
            withViewControllerDerivedFrom: { routerSeed in
                seed = routerSeed
                return screen
            }, animator: animator)

        let launching = expectNavigationPopover(
            harness, screen: screen, seed: seed,
            navigation: harness.controllers.navigationControllers.first)
        #expect(launching?.animator === animator)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromARectUsesTheGivenNavigationController(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let navigation = NavigationController()
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverWithNavigationControllerFromRect(
            anchorRect, inView: anchorView,
            withViewControllerDerivedFrom: { routerSeed in
                seed = routerSeed
                return screen
            }, animator: PopoverNavigationTransitionsAnimator(), navigationController: navigation)

        #expect(harness.controllers.navigationControllers.isEmpty)
        #expect(expectNavigationPopover(harness, screen: screen, seed: seed, navigation: navigation) != nil)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromABarButtonPointsAtTheButton(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverWithNavigationControllerFromBarButtonItem(barButtonItem) { routerSeed in
            seed = routerSeed
            return screen
        }

        let launching = expectNavigationPopover(
            harness, screen: screen, seed: seed,
            navigation: harness.controllers.navigationControllers.first)
        #expect(launching?.transitionStyle.barButtonItem === barButtonItem)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromABarButtonUsesTheGivenAnimator(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let animator = PopoverNavigationTransitionsAnimator()
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverWithNavigationControllerFromBarButtonItem(
            barButtonItem,
            withViewControllerDerivedFrom: { routerSeed in
                seed = routerSeed
                return screen
            }, animator: animator)

        let launching = expectNavigationPopover(
            harness, screen: screen, seed: seed,
            navigation: harness.controllers.navigationControllers.first)
        #expect(launching?.animator === animator)
    }

    @Test(arguments: RouterKind.allCases)
    func aNavigationPopoverFromABarButtonUsesTheGivenNavigationController(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let navigation = NavigationController()
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentPopoverWithNavigationControllerFromBarButtonItem(
            barButtonItem,
            withViewControllerDerivedFrom: { routerSeed in
                seed = routerSeed
                return screen
            }, animator: PopoverNavigationTransitionsAnimator(), navigationController: navigation)

        #expect(harness.controllers.navigationControllers.isEmpty)
        let launching = expectNavigationPopover(harness, screen: screen, seed: seed, navigation: navigation)
        #expect(launching?.transitionStyle.barButtonItem === barButtonItem)
    }
}
