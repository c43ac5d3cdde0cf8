import TerminalUI
import Testing

@testable import Marshroute

/// The shapes of modal transitions (the original's tests: `ModalPresentationRouterTests_BaseRouter` and
/// `…_BaseMasterDetailRouter`): what the presenting handler is asked to perform, what the new
/// module's seed holds. A master-detail router presents through its master handler. Each
/// method's overload with an animator is one row of a table (`ModalCall`).
@MainActor
@Suite("ModalPresentationRouter", .marshrouteDiagnostics)
struct ModalPresentationRouterTests {
    // MARK: A bare modal screen

    @Test(arguments: RouterKind.allCases)
    func aModalScreenGetsItsOwnHandlerRegisteredWithTheNewId(kind: RouterKind) {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentModalViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        if kind == .masterDetail { #expect(harness.detailHandler.calls.isEmpty) }
        guard let context = harness.singlePerformedContext(), let seed else { return }
        let newHandler = context.targetTransitionsHandlerBox.animatingHandler
        #expect(newHandler != nil)
        #expect(newHandler !== harness.ownHandler)
        #expect(context.transitionId == harness.ids.lastGeneratedId)
        #expect(context.targetViewController === screen)
        #expect(
            (context.storableParameters as? NavigationTransitionStorableParameters)?.presentedTransitionsHandler
                === newHandler)
        #expect(context.presentationAnimationLaunchingContextBox.modal?.targetViewController === screen)
        #expect(seed.transitionId == context.transitionId)
        #expect(seed.transitionsHandlerBox.unbox() === newHandler)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler)
        #expect(ViewControllerPosition(routerSeed: seed) == .modal)
        // The new handler's history starts with the screen, under the new id.
        let history = harness.stack.history(of: newHandler!)
        #expect(history.map(\.transitionId) == [context.transitionId])
        #expect(history.first?.targetViewController === screen)
        #expect(diagnostics.assertions.isEmpty)
    }

    // MARK: A master-detail module

    @Test(arguments: RouterKind.allCases)
    func aModalMasterDetailModuleSharesOneIdAndIsHandledByASplitHandler(kind: RouterKind) {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = SpiedRouterHarness(kind: kind)
        let master = ViewController()
        let detail = ViewController()
        var masterSeed: MasterDetailRouterSeed?
        var detailSeed: RouterSeed?

        harness.router.presentModalMasterDetailViewControllerDerivedFrom(
            deriveMasterViewController: { seed in
                masterSeed = seed
                return master
            },
            deriveDetailViewController: { seed in
                detailSeed = seed
                return detail
            })

        guard let context = harness.singlePerformedContext(), let masterSeed, let detailSeed else { return }
        let split = harness.controllers.splitViewControllers.first
        let splitHandler = context.targetTransitionsHandlerBox.containingHandler as? SplitViewTransitionsHandler
        #expect(splitHandler != nil)
        #expect(context.targetViewController === split)
        #expect(context.presentationAnimationLaunchingContextBox.modalMasterDetail?.targetViewController === split)
        #expect(
            (context.storableParameters as? NavigationTransitionStorableParameters)?.presentedTransitionsHandler
                === splitHandler)
        // One id for the whole composite module.
        #expect(context.transitionId == harness.ids.lastGeneratedId)
        #expect(masterSeed.transitionId == context.transitionId)
        #expect(detailSeed.transitionId == context.transitionId)
        // The split's columns are navigation stacks from the controllers provider, with the roots set.
        let navigations = harness.controllers.navigationControllers
        #expect(navigations.count == 2)
        #expect(split.map { sameScreens($0.viewControllers, navigations) } == true)
        #expect(navigations.first.map { sameScreens($0.viewControllers, [master]) } == true)
        #expect(navigations.last.map { sameScreens($0.viewControllers, [detail]) } == true)
        #expect(splitHandler?.masterTransitionsHandler === masterSeed.masterTransitionsHandlerBox.unbox())
        #expect(splitHandler?.detailTransitionsHandler === masterSeed.detailTransitionsHandlerBox.unbox())
        #expect(splitHandler?.detailTransitionsHandler === detailSeed.transitionsHandlerBox.unbox())
        // Both are presented by the topmost handler of the presenting router (docs/ROUTING.md, 1.2, for the detail).
        #expect(masterSeed.presentingTransitionsHandler === harness.ownHandler)
        #expect(detailSeed.presentingTransitionsHandler === harness.ownHandler)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test(arguments: RouterKind.allCases)
    func aModalMasterDetailModuleUsesTheGivenContainers(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let masterNavigation = NavigationController()
        let detailNavigation = NavigationController()
        let split = SplitViewController()
        let master = ViewController()
        let detail = ViewController()

        harness.router.presentModalMasterDetailViewControllerDerivedFrom(
            deriveMasterViewController: { _ in master }, deriveDetailViewController: { _ in detail },
            animator: ModalMasterDetailTransitionsAnimator(), masterNavigationController: masterNavigation,
            detailNavigationController: detailNavigation, splitViewController: split)

        #expect(harness.controllers.navigationControllers.isEmpty)
        #expect(harness.controllers.splitViewControllers.isEmpty)
        #expect(harness.singlePerformedContext()?.targetViewController === split)
        #expect(sameScreens(split.viewControllers, [masterNavigation, detailNavigation]))
        #expect(sameScreens(masterNavigation.viewControllers, [master]))
        #expect(sameScreens(detailNavigation.viewControllers, [detail]))
    }

    // MARK: A modal navigation controller

    @Test(arguments: RouterKind.allCases)
    func aModalNavigationControllerGetsANavigationHandlerWithTheScreenAsRoot(kind: RouterKind) {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let harness = SpiedRouterHarness(kind: kind)
        let screen = ViewController()
        var seed: RouterSeed?

        harness.router.presentModalNavigationControllerWithRootViewControllerDerivedFrom { routerSeed in
            seed = routerSeed
            return screen
        }

        guard let context = harness.singlePerformedContext(), let seed else { return }
        let navigation = harness.controllers.navigationControllers.first
        let newHandler = context.targetTransitionsHandlerBox.animatingHandler
        #expect(newHandler is NavigationTransitionsHandler)
        #expect(context.transitionId == harness.ids.lastGeneratedId)
        #expect(context.targetViewController === screen)
        #expect(
            (context.storableParameters as? NavigationTransitionStorableParameters)?.presentedTransitionsHandler
                === newHandler)
        let launching = context.presentationAnimationLaunchingContextBox.modalNavigation
        #expect(launching?.targetNavigationController === navigation)
        #expect(launching?.targetViewController === screen)
        #expect(navigation.map { sameScreens($0.viewControllers, [screen]) } == true)
        #expect(seed.transitionId == context.transitionId)
        #expect(seed.transitionsHandlerBox.unbox() === newHandler)
        #expect(seed.presentingTransitionsHandler === harness.ownHandler)
        #expect(harness.stack.history(of: newHandler!).map(\.transitionId) == [context.transitionId])
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test(arguments: RouterKind.allCases)
    func aModalNavigationControllerUsesTheGivenNavigationController(kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let navigation = NavigationController()
        let screen = ViewController()

        harness.router.presentModalNavigationControllerWithRootViewControllerDerivedFrom(
            { _ in screen }, animator: ModalNavigationTransitionsAnimator(), navigationController: navigation)

        #expect(harness.controllers.navigationControllers.isEmpty)
        #expect(
            harness.singlePerformedContext()?.presentationAnimationLaunchingContextBox.modalNavigation?
                .targetNavigationController === navigation)
        #expect(sameScreens(navigation.viewControllers, [screen]))
    }

    // MARK: The given animator, every method

    @Test(arguments: ModalCall.allCases, RouterKind.allCases)
    func theModalUsesTheGivenAnimator(call: ModalCall, kind: RouterKind) {
        let harness = SpiedRouterHarness(kind: kind)
        let router = harness.router
        let used: AnyObject?
        let animator: AnyObject
        switch call {
        case .screen:
            let given = ModalTransitionsAnimator(targetModalPresentationStyle: .formSheet)
            animator = given
            router.presentModalViewControllerDerivedFrom({ _ in ViewController() }, animator: given)
            used = harness.singlePerformedContext()?.presentationAnimationLaunchingContextBox.modal?.animator
        case .masterDetail:
            let given = ModalMasterDetailTransitionsAnimator()
            animator = given
            router.presentModalMasterDetailViewControllerDerivedFrom(
                deriveMasterViewController: { _ in ViewController() },
                deriveDetailViewController: { _ in ViewController() }, animator: given)
            used =
                harness.singlePerformedContext()?.presentationAnimationLaunchingContextBox.modalMasterDetail?.animator
        case .navigation:
            let given = ModalNavigationTransitionsAnimator()
            animator = given
            router.presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                { _ in ViewController() }, animator: given)
            used = harness.singlePerformedContext()?.presentationAnimationLaunchingContextBox.modalNavigation?.animator
        }
        #expect(used === animator)
        // A master-detail router presents through its master handler, never its detail one.
        if kind == .masterDetail { #expect(harness.detailHandler.calls.isEmpty) }
    }
}

/// The three modal method families.
enum ModalCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case screen = "presentModalViewControllerDerivedFrom"
    case masterDetail = "presentModalMasterDetailViewControllerDerivedFrom"
    case navigation = "presentModalNavigationControllerWithRootViewControllerDerivedFrom"

    var testDescription: String { rawValue }
}
