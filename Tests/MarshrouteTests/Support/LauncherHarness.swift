import TerminalUI
import Testing

@testable import Marshroute

/// The kinds of animating handler under test.
enum AnimatingHandlerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case base = "BaseAnimatingTransitionsHandler"
    case navigation = "NavigationTransitionsHandlerImpl"

    var testDescription: String { rawValue }

    @MainActor
    func make(coordinator: TransitionsCoordinator, navigationController: NavigationController)
        -> AnimatingTransitionsHandler
    {
        switch self {
        case .base: BaseAnimatingTransitionsHandler(transitionsCoordinator: coordinator)
        case .navigation:
            NavigationTransitionsHandlerImpl(
                navigationController: navigationController, transitionsCoordinator: coordinator)
        }
    }
}

/// A router of either kind on a real coordinator whose own handler (and detail handler) is a
/// real `BaseAnimatingTransitionsHandler` with a registered screen, or a real
/// `NavigationTransitionsHandlerImpl` with a root set. The animators are spies, so a test sees
/// which one was called with which source and target.
@MainActor
final class LauncherHarness {
    let facade = MarshrouteFacade()
    let ownHandler: AnimatingTransitionsHandler
    let detailHandler: AnimatingTransitionsHandler
    /// The screen registered (or set as root) on the own handler: the master's for master-detail.
    let root = ViewController()
    /// The screen registered on the detail handler (the root again for a plain router).
    let detailRoot: ViewController
    let navigationController = NavigationController()
    let detailNavigationController = NavigationController()
    private(set) var router: any SpiedRouter

    init(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        root.title = "Root"
        let transitionId = facade.newTransitionId()
        ownHandler = Self.makeHandler(
            handlerKind, facade: facade, screen: root, navigation: navigationController, id: transitionId)
        switch routerKind {
        case .base:
            detailHandler = ownHandler
            detailRoot = root
            router = ModuleRouter(routerSeed: facade.makeSeed(box: .animating(ownHandler), transitionId: transitionId))
        case .masterDetail:
            let detailScreen = ViewController()
            detailScreen.title = "Detail root"
            detailRoot = detailScreen
            detailHandler = Self.makeHandler(
                handlerKind, facade: facade, screen: detailScreen, navigation: detailNavigationController,
                id: transitionId)
            router = MasterDetailModuleRouter(
                routerSeed: facade.makeMasterDetailSeed(
                    master: .animating(ownHandler), detail: .animating(detailHandler), transitionId: transitionId))
        }
    }

    private static func makeHandler(
        _ kind: AnimatingHandlerKind, facade: MarshrouteFacade, screen: ViewController,
        navigation: NavigationController, id: TransitionId
    ) -> AnimatingTransitionsHandler {
        switch kind {
        case .base:
            let handler = facade.handlersProvider.animatingTransitionsHandler()
            handler.resetWithTransition(
                context: ResettingTransitionContext(
                    registeringViewController: screen, animatingTransitionsHandler: handler, transitionId: id))
            return handler
        case .navigation:
            let handler = facade.handlersProvider.navigationTransitionsHandler(navigationController: navigation)
            handler.resetWithTransition(
                context: ResettingTransitionContext(
                    settingRootViewController: screen, forNavigationController: navigation,
                    navigationTransitionsHandler: handler,
                    animator: SetNavigationTransitionsAnimator(), transitionId: id))
            return handler
        }
    }

    var masterDetailRouter: MasterDetailModuleRouter {
        guard let router = router as? MasterDetailModuleRouter else { fatalError("not a master-detail router") }
        return router
    }
}

/// The launches every animating handler makes the same way: each modal and popover method
/// calls its animator with the registered screen (the presenting handler's current top) as
/// the source, and the right target.
@MainActor
enum PresentationLaunchChecks {
    static func modal(_ harness: LauncherHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let animator = ModalTransitionsAnimatorSpy()
        let screen = ViewController()
        harness.router.presentModalViewControllerDerivedFrom({ _ in screen }, animator: animator)

        let context = animator.animatePerforming.context
        #expect(context?.sourceViewController === harness.root, sourceLocation: sourceLocation)
        #expect(context?.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(harness.root.presentedViewController === screen, sourceLocation: sourceLocation)
    }

    static func modalNavigation(
        _ harness: LauncherHarness, navigation: NavigationController?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let animator = ModalNavigationTransitionsAnimatorSpy()
        let screen = ViewController()
        if let navigation {
            harness.router.presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                { _ in screen }, animator: animator, navigationController: navigation)
        } else {
            harness.router.presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                { _ in screen }, animator: animator)
        }

        let context = animator.animatePerforming.context
        #expect(context?.sourceViewController === harness.root, sourceLocation: sourceLocation)
        #expect(context?.targetViewController === screen, sourceLocation: sourceLocation)
        if let navigation {
            #expect(context?.targetNavigationController === navigation, sourceLocation: sourceLocation)
        }
        #expect(
            context.map { sameScreens($0.targetNavigationController.viewControllers, [screen]) } == true,
            sourceLocation: sourceLocation)
        #expect(
            harness.root.presentedViewController === context?.targetNavigationController, sourceLocation: sourceLocation
        )
    }

    static func modalMasterDetail(
        _ harness: LauncherHarness, givenContainers: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let animator = ModalMasterDetailTransitionsAnimatorSpy()
        let master = ViewController()
        let detail = ViewController()
        let split = SplitViewController()
        if givenContainers {
            harness.router.presentModalMasterDetailViewControllerDerivedFrom(
                deriveMasterViewController: { _ in master }, deriveDetailViewController: { _ in detail },
                animator: animator,
                masterNavigationController: NavigationController(), detailNavigationController: NavigationController(),
                splitViewController: split)
        } else {
            harness.router.presentModalMasterDetailViewControllerDerivedFrom(
                deriveMasterViewController: { _ in master }, deriveDetailViewController: { _ in detail },
                animator: animator)
        }

        let context = animator.animatePerforming.context
        #expect(context?.sourceViewController === harness.root, sourceLocation: sourceLocation)
        if givenContainers { #expect(context?.targetViewController === split, sourceLocation: sourceLocation) }
        let columns =
            context?.targetViewController.viewControllers.compactMap {
                ($0 as? NavigationController)?.topViewController
            } ?? []
        #expect(sameScreens(columns, [master, detail]), sourceLocation: sourceLocation)
        #expect(harness.root.presentedViewController === context?.targetViewController, sourceLocation: sourceLocation)
    }

    static func endpoint(_ harness: LauncherHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let animator = ModalEndpointNavigationTransitionsAnimatorSpy()
        let endpoint = NavigationController(rootViewController: ViewController())
        harness.router.presentModalEndpointNavigationController(endpoint, animator: animator) { _ in }

        let context = animator.animatePerforming.context
        #expect(context?.sourceViewController === harness.root, sourceLocation: sourceLocation)
        #expect(context?.targetNavigationController === endpoint, sourceLocation: sourceLocation)
        #expect(harness.root.presentedViewController === endpoint, sourceLocation: sourceLocation)
    }

    static func popover(
        _ harness: LauncherHarness, fromBarButton: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let animator = PopoverTransitionsAnimatorSpy()
        let screen = ViewController()
        let view = View()
        let item = BarButtonItem(title: "Item")
        if fromBarButton {
            harness.router.presentPopoverFromBarButtonItem(
                item, withViewControllerDerivedFrom: { _ in screen }, animator: animator)
        } else {
            harness.router.presentPopoverFromRect(
                Rect(x: 1, y: 1, width: 2, height: 1), inView: view,
                withViewControllerDerivedFrom: { _ in screen }, animator: animator)
        }

        let context = animator.animatePerforming.context
        #expect(context?.sourceViewController === harness.root, sourceLocation: sourceLocation)
        #expect(context?.targetViewController === screen, sourceLocation: sourceLocation)
        #expect(context?.popoverController.contentViewController === screen, sourceLocation: sourceLocation)
        if fromBarButton {
            #expect(context?.transitionStyle.barButtonItem === item, sourceLocation: sourceLocation)
        } else {
            #expect(context?.transitionStyle.sourceView === view, sourceLocation: sourceLocation)
        }
        #expect(harness.root.presentedViewController === screen, sourceLocation: sourceLocation)
        #expect(context?.popoverController.isPopoverVisible == true, sourceLocation: sourceLocation)
    }

    static func popoverNavigation(
        _ harness: LauncherHarness, fromBarButton: Bool, navigation: NavigationController?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let animator = PopoverNavigationTransitionsAnimatorSpy()
        let screen = ViewController()
        let view = View()
        let item = BarButtonItem(title: "Item")
        switch (fromBarButton, navigation) {
        case (true, let navigation?):
            harness.router.presentPopoverWithNavigationControllerFromBarButtonItem(
                item, withViewControllerDerivedFrom: { _ in screen }, animator: animator,
                navigationController: navigation)
        case (true, nil):
            harness.router.presentPopoverWithNavigationControllerFromBarButtonItem(
                item, withViewControllerDerivedFrom: { _ in screen }, animator: animator)
        case (false, let navigation?):
            harness.router.presentPopoverWithNavigationControllerFromRect(
                .zero, inView: view, withViewControllerDerivedFrom: { _ in screen }, animator: animator,
                navigationController: navigation)
        case (false, nil):
            harness.router.presentPopoverWithNavigationControllerFromRect(
                .zero, inView: view, withViewControllerDerivedFrom: { _ in screen }, animator: animator)
        }

        let context = animator.animatePerforming.context
        #expect(context?.sourceViewController === harness.root, sourceLocation: sourceLocation)
        #expect(context?.targetViewController === screen, sourceLocation: sourceLocation)
        if let navigation {
            #expect(context?.targetNavigationController === navigation, sourceLocation: sourceLocation)
        }
        #expect(
            context.map { sameScreens($0.targetNavigationController.viewControllers, [screen]) } == true,
            sourceLocation: sourceLocation)
        #expect(
            context?.popoverController.contentViewController === context?.targetNavigationController,
            sourceLocation: sourceLocation)
        #expect(
            harness.root.presentedViewController === context?.targetNavigationController, sourceLocation: sourceLocation
        )
    }
}
