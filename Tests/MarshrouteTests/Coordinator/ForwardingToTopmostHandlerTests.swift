import TerminalUI
import Testing

@testable import Marshroute

/// Every forward transition goes to the deepest visible handler: through chained modals, to
/// the selected tab only, and to the detail of a split view ("the last one wins", docs/ROUTING.md, 1.2).
@MainActor
@Suite("Forwarding to the topmost handler", .marshrouteDiagnostics)
struct ForwardingToTopmostHandlerTests {
    let facade = MarshrouteFacade()

    @Test func aPushFromTheRootGoesOntoTheModalNavigationAbove() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let modalRoot = main.router.presentModalNavigationModule(ModuleViewController(title: "Modal root"))
        let modalNavigation = modalRoot.navigationController

        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))

        #expect(sameScreens(main.navigationController.viewControllers, [main.root]))
        #expect(modalNavigation.map { sameScreens($0.viewControllers, [modalRoot, pushed]) } == true)
        // The pushed module lives on the modal's handler, which presented it.
        #expect(pushed.seed?.presentingTransitionsHandler === modalRoot.seed?.transitionsHandlerBox.unbox())
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func aModalFromTheRootIsPresentedFromTheTopOfTheDeepestChain() {
        let main = facade.makeNavigationModule()
        let first = main.router.presentModalNavigationModule(ModuleViewController(title: "First modal"))
        let pushedInFirst = first.moduleRouter.pushModule(ModuleViewController(title: "Pushed in first"))
        let animator = ModalNavigationTransitionsAnimatorSpy()

        let second = main.router.presentModalNavigationModule(
            ModuleViewController(title: "Second modal"), animator: animator)

        #expect(animator.animatePerforming.context?.sourceViewController === pushedInFirst)
        #expect(pushedInFirst.presentedViewController === second.navigationController)
        #expect(main.root.presentedViewController === first.navigationController)
    }

    @Test func aPushIntoAChainedMasterDetailModuleLandsOnItsDetail() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let main = facade.makeNavigationModule()
        let master = MasterDetailModuleViewController(title: "Modal master")
        let detail = ModuleViewController(title: "Modal detail")
        main.router.presentModalMasterDetailModule(master: master, detail: detail)

        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))

        #expect(master.navigationController.map { sameScreens($0.viewControllers, [master]) } == true)
        #expect(detail.navigationController.map { sameScreens($0.viewControllers, [detail, pushed]) } == true)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root]))
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func aPushThroughASplitViewLandsOnItsDetail() {
        let split = facade.makeSplitModule()
        let tabs = facade.makeTabModule([.split(split), .navigation(facade.makeNavigationModule())])

        let pushed = tabs.router.pushModule(ModuleViewController(title: "Pushed"))

        #expect(sameScreens(split.detailNavigationController.viewControllers, [split.detail, pushed]))
        #expect(sameScreens(split.masterNavigationController.viewControllers, [split.master]))
    }

    @Test func aPushThroughTheTabBarGoesToTheSelectedTabOnly() {
        let tabs = facade.makeTwoNavigationTabs(selectedIndex: 1)
        let first = tabs.navigationTab(0)
        let second = tabs.navigationTab(1)

        let pushed = tabs.router.pushModule(ModuleViewController(title: "Pushed"))

        #expect(sameScreens(second.navigationController.viewControllers, [second.root, pushed]))
        #expect(sameScreens(first.navigationController.viewControllers, [first.root]))
        tabs.tabBarController.selectedIndex = 0
        let another = tabs.router.pushModule(ModuleViewController(title: "Another"))
        #expect(sameScreens(first.navigationController.viewControllers, [first.root, another]))
    }

    @Test func aModalOnAnUnselectedTabDoesNotCaptureTransitions() {
        let tabs = facade.makeTwoNavigationTabs(selectedIndex: 1)
        let first = tabs.navigationTab(0)
        let second = tabs.navigationTab(1)
        let modal = second.router.presentModalNavigationModule(ModuleViewController(title: "Modal on tab 1"))
        tabs.tabBarController.selectedIndex = 0

        let pushed = tabs.router.pushModule(ModuleViewController(title: "Pushed"))

        #expect(sameScreens(first.navigationController.viewControllers, [first.root, pushed]))
        #expect(modal.navigationController.map { sameScreens($0.viewControllers, [modal]) } == true)
    }

    @Test func theTopHandlerBoxIsTheRoutersOwnWithoutAChainAndTheModalsWithOne() {
        let main = facade.makeNavigationModule()
        let provider = facade.handlersProvider

        #expect(
            provider.topTransitionsHandlerBox(transitionsHandlerBox: .animating(main.handler)).unbox() === main.handler)
        let modal = main.router.presentModalModule(ModuleViewController(title: "Modal"))
        let modalHandler = modal.seed?.transitionsHandlerBox.unbox()

        #expect(modalHandler != nil)
        #expect(
            provider.topTransitionsHandlerBox(transitionsHandlerBox: .animating(main.handler)).unbox() === modalHandler)
    }

    @Test func theTopHandlerBoxOfAContainerWithoutAChainIsTheContainer() {
        let split = facade.makeSplitModule()

        let top = facade.handlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: .containing(split.handler))

        #expect(top.unboxContainingTransitionsHandler() === split.handler)
    }

    @Test func theTopScreenIsTheLastScreenOfTheDeepestVisibleHandler() {
        let finder = facade.stack.topViewControllerFinder
        let first = facade.makeNavigationModule(root: ModuleViewController(title: "Tab 0"))
        let split = facade.makeSplitModule()
        let tabs = facade.makeTabModule([.navigation(first), .split(split)])

        #expect(finder.findTopViewController(containingTransitionsHandler: tabs.handler) === first.root)
        let modal = first.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
        let pushed = modal.moduleRouter.pushModule(ModuleViewController(title: "Pushed in modal"))
        #expect(finder.findTopViewController(containingTransitionsHandler: tabs.handler) === pushed)
        #expect(finder.findTopViewController(animatingTransitionsHandler: first.handler) === pushed)

        tabs.tabBarController.selectedIndex = 1
        #expect(finder.findTopViewController(containingTransitionsHandler: tabs.handler) === split.detail)
    }

    @Test func performingOnAHandlerThatWasNeverResetAssertsAndDoesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let navigation = NavigationController()
        let handler = facade.handlersProvider.navigationTransitionsHandler(navigationController: navigation)

        handler.performTransition(
            context: PresentationTransitionContext(
                pushingViewController: ViewController(), animator: NavigationTransitionsAnimator(), transitionId: "push"
            ))

        #expect(navigation.viewControllers.isEmpty)
        #expect(diagnostics.claimAssertions(containing: "resetWithTransition first").count == 1)
    }
}
