import TerminalUI
import Testing

@testable import Marshroute

/// The demo's "one sibling at a time" rule (the original demo's module-registering service), built the way the demo builds it:
/// modules are tracked and their transitions marked with a user id; asked about a marked
/// transition, the delegate refuses it when a module with the same user id is within
/// `distanceThreshold` transitions of the top, and goes back to that module instead.
@MainActor
final class SiblingModulesGuard: TransitionsCoordinatorDelegate {
    struct Tracked {
        let transitionId: TransitionId
        let userId: TransitionUserId
        let transitionsHandlerBox: TransitionsHandlerBox
    }

    let tracker: TransitionsTracker
    let marker: TransitionsMarker
    let distanceThreshold = 1
    private(set) var tracked: [Tracked] = []
    private(set) var refusals = 0

    init(stack: MarshrouteStack) {
        tracker = stack.transitionsTracker
        marker = stack.transitionsMarker
        stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = self
    }

    /// What an assembly does while building a tracked module, before the transition runs.
    func register(seed: RouterSeed, userId: TransitionUserId) {
        tracked.append(
            Tracked(transitionId: seed.transitionId, userId: userId, transitionsHandlerBox: seed.transitionsHandlerBox))
        marker.markTransitionId(seed.transitionId, withUserId: userId)
    }

    func transitionsCoordinator(
        coordinator: TransitionsCoordinator, canForceTransitionsHandler handler: AnimatingTransitionsHandler,
        toLaunchPresentationAnimationOfTransition context: PresentationTransitionContext,
        markedWithUserId userId: TransitionUserId
    ) -> Bool {
        for sibling in tracked.reversed() where sibling.userId == userId && sibling.transitionId != context.transitionId
        {
            let trackedTransition = TrackedTransition(
                transitionId: sibling.transitionId, transitionsHandlerBox: sibling.transitionsHandlerBox)
            guard
                let distance = tracker.countOfTransitionsAfterTrackedTransition(
                    trackedTransition, untilLastTransitionOfTransitionsHandler: handler),
                distance > 0, distance <= distanceThreshold
            else { continue }
            tracked.removeAll { $0.transitionId == context.transitionId }
            refusals += 1
            sibling.transitionsHandlerBox.unbox().undoTransitionsAfter(transitionId: sibling.transitionId)
            return false
        }
        return true
    }
}

/// Marked transitions and the coordinator delegate (docs/ROUTING.md).
@MainActor
@Suite("Marked transitions and the coordinator delegate", .marshrouteDiagnostics)
struct MarkedTransitionsTests {
    let facade = MarshrouteFacade()

    private func showAdvertisement(_ fruit: String, from router: ModuleRouter, guard siblingGuard: SiblingModulesGuard)
        -> ModuleViewController
    {
        let screen = ModuleViewController(title: "Ad \(fruit)")
        router.pushViewControllerDerivedFrom { seed in
            siblingGuard.register(seed: seed, userId: "Advertisement \(fruit)")
            screen.attach(seed: seed)
            return screen
        }
        return screen
    }

    @Test func unmarkedTransitionsAreNotSubmittedToTheDelegate() {
        let delegate = CoordinatorDelegateSpy()
        facade.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let main = facade.makeNavigationModule()

        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))

        #expect(delegate.presentationPermissionRequests.isEmpty)
        #expect(delegate.presentationNotifications == [pushed.seed?.transitionId].compactMap { $0 })
    }

    @Test func aRefusedMarkedTransitionDoesNotHappenAndItsMarkIsDropped() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let delegate = CoordinatorDelegateSpy()
        delegate.allowsPresentation = { _, _ in false }
        facade.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let main = facade.makeNavigationModule()
        var markedId: TransitionId?

        main.router.pushViewControllerDerivedFrom { seed in
            markedId = seed.transitionId
            facade.stack.transitionsMarker.markTransitionId(seed.transitionId, withUserId: "the user id")
            return ViewController()
        }

        #expect(delegate.presentationPermissionRequests.map(\.0) == [markedId].compactMap { $0 })
        #expect(delegate.presentationPermissionRequests.map(\.1) == ["the user id"])
        #expect(sameScreens(main.navigationController.viewControllers, [main.root]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root]))
        #expect(markedId.map { facade.coordinator.markers[$0] } == .some(nil))
        #expect(diagnostics.claimPrints(containing: "refused").count == 1)
    }

    @Test func openingTheSameAdvertisementRightAfterItsSiblingGoesBackToIt() {
        let siblingGuard = SiblingModulesGuard(stack: facade.stack)
        let main = facade.makeNavigationModule()
        let banana = showAdvertisement("🍌", from: main.router, guard: siblingGuard)
        let grapes = showAdvertisement("🍇", from: banana.moduleRouter, guard: siblingGuard)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, banana, grapes]))

        _ = showAdvertisement("🍌", from: grapes.moduleRouter, guard: siblingGuard)

        #expect(siblingGuard.refusals == 1)
        #expect(MarshrouteDiagnostics.forThisTest.claimPrints(containing: "the delegate refused transition").count == 1)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, banana]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root, banana]))
    }

    @Test func aSiblingTwoTransitionsAwayIsOpenedAgain() {
        let siblingGuard = SiblingModulesGuard(stack: facade.stack)
        let main = facade.makeNavigationModule()
        let banana = showAdvertisement("🍌", from: main.router, guard: siblingGuard)
        let grapes = showAdvertisement("🍇", from: banana.moduleRouter, guard: siblingGuard)
        let apples = showAdvertisement("🍏", from: grapes.moduleRouter, guard: siblingGuard)

        let secondBanana = showAdvertisement("🍌", from: apples.moduleRouter, guard: siblingGuard)

        #expect(siblingGuard.refusals == 0)
        #expect(
            sameScreens(main.navigationController.viewControllers, [main.root, banana, grapes, apples, secondBanana]))
    }

    @Test func aSiblingUnderAModalIsReachedThroughTheChain() {
        let siblingGuard = SiblingModulesGuard(stack: facade.stack)
        let main = facade.makeNavigationModule()
        let banana = showAdvertisement("🍌", from: main.router, guard: siblingGuard)
        let grapes = ModuleViewController(title: "Modal ad 🍇")
        banana.moduleRouter.presentModalNavigationControllerWithRootViewControllerDerivedFrom { seed in
            siblingGuard.register(seed: seed, userId: "Advertisement 🍇")
            grapes.attach(seed: seed)
            return grapes
        }
        #expect(banana.presentedViewController === grapes.navigationController)

        // From the modal's stack, one transition (the modal) separates the first banana from the
        // top: instead of a second banana, the modal closes.
        _ = showAdvertisement("🍌", from: grapes.moduleRouter, guard: siblingGuard)

        #expect(siblingGuard.refusals == 1)
        #expect(MarshrouteDiagnostics.forThisTest.claimPrints(containing: "the delegate refused transition").count == 1)
        #expect(banana.presentedViewController == nil)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, banana]))
    }

    @Test func aMarkedResetIsSubmittedToTheDelegateAndCanBeRefused() {
        let delegate = CoordinatorDelegateSpy()
        delegate.allowsResetting = { _, _ in false }
        facade.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let main = facade.makeNavigationModule()
        facade.stack.transitionsMarker.markTransitionId(main.rootTransitionId, withUserId: "Root")
        let notificationsBefore = delegate.resettingNotifications.count

        main.router.setModule(ModuleViewController(title: "New root"))

        #expect(delegate.resettingPermissionRequests.map(\.1) == ["Root"])
        #expect(
            MarshrouteDiagnostics.forThisTest.claimPrints(containing: "the delegate refused resetting transition").count
                == 1)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root]))
        #expect(delegate.resettingNotifications.count == notificationsBefore)
    }

    @Test func theDelegateCanTurnOffTheAnimationOfOneTransition() {
        let delegate = CoordinatorDelegateSpy()
        facade.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let main = facade.makeNavigationModule()
        let window = facade.makeWindow(root: main.navigationController, animated: true)

        delegate.disablesPresentationAnimations = true
        let first = main.router.pushModule(ModuleViewController(title: "Not animated"))
        #expect(window.nextAnimationDeadline == nil)

        delegate.disablesPresentationAnimations = false
        first.moduleRouter.pushModule(ModuleViewController(title: "Animated"))
        #expect(window.nextAnimationDeadline != nil)
        window.finishAnimations()

        delegate.disablesDismissalAnimations = true
        first.moduleRouter.focusOnCurrentModule()
        #expect(window.nextAnimationDeadline == nil)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, first]))
        #expect(delegate.dismissalAfterNotifications == [first.seed?.transitionId].compactMap { $0 })
        first.moduleRouter.dismissCurrentModule()
        #expect(delegate.dismissalWithNotifications == [first.seed?.transitionId].compactMap { $0 })
    }

    @Test func markersOfTransitionsThatAreInNoHistoryArePruned() {
        let main = facade.makeNavigationModule()
        let marker = facade.stack.transitionsMarker
        marker.markTransitionId(main.rootTransitionId, withUserId: "Root")

        for index in 0..<100 {
            marker.markTransitionId("never-performed-\(index)", withUserId: "Nothing")
        }

        // The original kept all of them forever (docs/ROUTING.md, section 1.2).
        #expect(facade.coordinator.markers.count < 40)
        #expect(facade.coordinator.markers[main.rootTransitionId] == "Root")
    }

    @Test func aTransitionMarkedWhenTheTableIsPrunedIsStillSubmitted() {
        let delegate = CoordinatorDelegateSpy()
        facade.stack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = delegate
        let main = facade.makeNavigationModule()
        let marker = facade.stack.transitionsMarker
        var submitted = 0

        // Whatever the number of stale markers, the transition marked last (in the module's
        // assembly, just before it runs) must reach the delegate.
        for round in 0..<40 {
            marker.markTransitionId("stale-\(round)", withUserId: "Stale")
            main.router.pushViewControllerDerivedFrom { seed in
                marker.markTransitionId(seed.transitionId, withUserId: "Screen \(round)")
                return ViewController()
            }
            submitted = delegate.presentationPermissionRequests.count
            #expect(submitted == round + 1, "round \(round)")
            if submitted != round + 1 { break }
        }
    }
}
