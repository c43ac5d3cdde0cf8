import TerminalUI
import Testing

@testable import Marshroute

/// A handler's view of its history (the original's tests: `TransitionContextsStackClient_Tests`, and
/// the `transitionsAfter` edge rules the original's tests check).
@MainActor
@Suite("TransitionContextsStackClient", .marshrouteDiagnostics)
struct TransitionContextsStackClientTests {
    let handler = DummyAnimatingTransitionsHandler()
    let foreignHandler = DummyAnimatingTransitionsHandler()
    let modalHandler = DummyAnimatingTransitionsHandler()
    let navigationController = NavigationController()
    let client = TransitionContextsStackClientImpl()

    private func appendRoot(_ root: ViewController = ViewController(), id: TransitionId = "root") {
        let context = TransitionContextsCreator.completedRootContext(
            root: root, handler: handler,
            navigationController: navigationController, transitionId: id)
        #expect(client.appendTransition(context: context, forTransitionsHandler: handler))
    }

    private func appendPush(_ target: ViewController, id: TransitionId) {
        let context = TransitionContextsCreator.completedPushContext(
            target: target, handler: handler,
            navigationController: navigationController, transitionId: id)
        #expect(client.appendTransition(context: context, forTransitionsHandler: handler))
    }

    private func appendModal(_ target: ViewController, id: TransitionId, presentedBy presenter: ViewController? = nil) {
        let context = TransitionContextsCreator.completedModalContext(
            target: target, handler: handler, presenter: presenter,
            targetHandler: modalHandler, transitionId: id)
        #expect(client.appendTransition(context: context, forTransitionsHandler: handler))
    }

    // MARK: The original's single-push walkthrough

    @Test func appendingSucceedsOnlyForTheHandlerThatPerformedTheTransition() {
        let target = ViewController()
        let context = TransitionContextsCreator.completedPushContext(
            target: target, handler: handler,
            navigationController: navigationController, transitionId: "1")

        #expect(!client.appendTransition(context: context, forTransitionsHandler: foreignHandler))
        #expect(client.lastTransitionForTransitionsHandler(handler) == nil)
        #expect(client.appendTransition(context: context, forTransitionsHandler: handler))
        #expect(client.lastTransitionForTransitionsHandler(handler)?.targetViewController === target)
    }

    @Test func lastAndTransitionWithAreFoundOnlyForTheOwningHandler() {
        appendPush(ViewController(), id: "1")

        #expect(client.lastTransitionForTransitionsHandler(handler)?.transitionId == "1")
        #expect(client.transitionWith(transitionId: "1", forTransitionsHandler: handler)?.transitionId == "1")
        #expect(client.lastTransitionForTransitionsHandler(foreignHandler) == nil)
        #expect(client.transitionWith(transitionId: "1", forTransitionsHandler: foreignHandler) == nil)
        #expect(client.transitionWith(transitionId: "2", forTransitionsHandler: handler) == nil)
    }

    @Test func aSinglePushIsNotAChainedTransition() {
        appendPush(ViewController(), id: "1")

        #expect(client.chainedTransitionForTransitionsHandler(handler) == nil)
        #expect(client.chainedTransitionsHandlerBoxForTransitionsHandler(handler) == nil)
        let all = client.allTransitionsForTransitionsHandler(handler)
        #expect(all.chainedTransition == nil)
        #expect(all.pushTransitions?.map(\.transitionId) == ["1"])
    }

    @Test func transitionsAfterTheOnlyEntryAreNoneUnlessItIsIncluded() {
        appendPush(ViewController(), id: "1")

        let excluding = client.transitionsAfter(
            transitionId: "1", forTransitionsHandler: handler, includingTransitionWithId: false)
        #expect(excluding.chainedTransition == nil)
        #expect(excluding.pushTransitions == nil)

        let including = client.transitionsAfter(
            transitionId: "1", forTransitionsHandler: handler, includingTransitionWithId: true)
        #expect(including.chainedTransition == nil)
        #expect(including.pushTransitions?.map(\.transitionId) == ["1"])
    }

    @Test func deletingRefusesUnknownIdsForeignHandlersAndNothingAfterTheLast() {
        appendPush(ViewController(), id: "1")

        #expect(
            !client.deleteTransitionsAfter(
                transitionId: "unknown", forTransitionsHandler: handler, includingTransitionWithId: true))
        #expect(
            !client.deleteTransitionsAfter(
                transitionId: "1", forTransitionsHandler: foreignHandler, includingTransitionWithId: true))
        #expect(
            !client.deleteTransitionsAfter(
                transitionId: "1", forTransitionsHandler: handler, includingTransitionWithId: false))
        #expect(client.lastTransitionForTransitionsHandler(handler)?.transitionId == "1")

        #expect(
            client.deleteTransitionsAfter(
                transitionId: "1", forTransitionsHandler: handler, includingTransitionWithId: true))
        #expect(client.lastTransitionForTransitionsHandler(handler) == nil)
    }

    // MARK: transitionsAfter edge rules

    @Test func transitionsAfterIsNilNilForUnknownIdsForeignHandlersAndEmptyHistories() {
        let empty = client.transitionsAfter(
            transitionId: "root", forTransitionsHandler: handler, includingTransitionWithId: true)
        #expect(empty.chainedTransition == nil && empty.pushTransitions == nil)

        appendRoot()
        appendPush(ViewController(), id: "1")
        let unknown = client.transitionsAfter(
            transitionId: "unknown", forTransitionsHandler: handler, includingTransitionWithId: true)
        #expect(unknown.chainedTransition == nil && unknown.pushTransitions == nil)
        let foreign = client.transitionsAfter(
            transitionId: "root", forTransitionsHandler: foreignHandler, includingTransitionWithId: true)
        #expect(foreign.chainedTransition == nil && foreign.pushTransitions == nil)
    }

    @Test func transitionsAfterListsPushesOldestFirstAndTheChainedModalApart() {
        appendRoot()
        appendPush(ViewController(), id: "1")
        appendPush(ViewController(), id: "2")
        let modal = ViewController()
        appendModal(modal, id: "modal")

        let afterRoot = client.transitionsAfter(
            transitionId: "root", forTransitionsHandler: handler, includingTransitionWithId: false)
        #expect(afterRoot.chainedTransition?.targetViewController === modal)
        #expect(afterRoot.pushTransitions?.map(\.transitionId) == ["1", "2"])

        let withRoot = client.transitionsAfter(
            transitionId: "root", forTransitionsHandler: handler, includingTransitionWithId: true)
        #expect(withRoot.chainedTransition?.transitionId == "modal")
        #expect(withRoot.pushTransitions?.map(\.transitionId) == ["root", "1", "2"])

        let all = client.allTransitionsForTransitionsHandler(handler)
        #expect(all.chainedTransition?.transitionId == "modal")
        #expect(all.pushTransitions?.map(\.transitionId) == ["root", "1", "2"])
    }

    @Test func afterTheScreenUnderAModalOnlyTheModalFollows() {
        appendRoot()
        appendPush(ViewController(), id: "1")
        let modal = ViewController()
        appendModal(modal, id: "modal")

        let after = client.transitionsAfter(
            transitionId: "1", forTransitionsHandler: handler, includingTransitionWithId: false)
        #expect(after.chainedTransition?.transitionId == "modal")
        #expect(after.pushTransitions?.isEmpty == true)

        let withModal = client.transitionsAfter(
            transitionId: "modal", forTransitionsHandler: handler, includingTransitionWithId: true)
        #expect(withModal.chainedTransition?.transitionId == "modal")
        #expect(withModal.pushTransitions?.isEmpty == true)

        let afterModal = client.transitionsAfter(
            transitionId: "modal", forTransitionsHandler: handler, includingTransitionWithId: false)
        #expect(afterModal.chainedTransition == nil && afterModal.pushTransitions == nil)
        #expect(withModal.chainedTransition?.targetViewController === modal)
    }

    @Test func aModalOnTopIsTheChainedTransitionAndNamesItsHandler() {
        appendRoot()
        let modal = ViewController()
        appendModal(modal, id: "modal")

        #expect(client.chainedTransitionForTransitionsHandler(handler)?.targetViewController === modal)
        #expect(client.chainedTransitionsHandlerBoxForTransitionsHandler(handler)?.unbox() === modalHandler)
        #expect(client.transitionBefore(transitionId: "modal", forTransitionsHandler: handler)?.transitionId == "root")
        #expect(client.chainedTransitionForTransitionsHandler(foreignHandler) == nil)
    }

    @Test func deletingAfterTheRootKeepsOnlyTheRoot() {
        appendRoot()
        appendPush(ViewController(), id: "1")
        let modal = ViewController()
        appendModal(modal, id: "modal")
        #expect(client.chainedTransitionForTransitionsHandler(handler)?.targetViewController === modal)

        #expect(
            client.deleteTransitionsAfter(
                transitionId: "root", forTransitionsHandler: handler, includingTransitionWithId: false))
        let all = client.allTransitionsForTransitionsHandler(handler)
        #expect(all.chainedTransition == nil)
        #expect(all.pushTransitions?.map(\.transitionId) == ["root"])
    }

    @Test func cleaningDropsPushesRemovedFromTheNavigationControllerAndReportsLiveScreens() {
        let root = ViewController()
        let removed = ViewController()
        let kept = ViewController()
        appendRoot(root)
        appendPush(removed, id: "removed")
        appendPush(kept, id: "kept")

        navigationController.setViewControllers([root, kept], animated: false)
        let dismissedButAlive = client.clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute()

        #expect(sameScreens(dismissedButAlive, [removed]))
        #expect(
            client.allTransitionsForTransitionsHandler(handler).pushTransitions?.map(\.transitionId) == [
                "root", "kept",
            ])
        #expect(client.transitionBefore(transitionId: "kept", forTransitionsHandler: handler)?.transitionId == "root")
    }

    @Test func cleaningAfterSeveralOutsideChangesLooksAsDeepAsTheDeepestOfThem() {
        let screens = (0..<6).map { _ in ViewController() }
        appendRoot(screens[0])
        for (position, screen) in screens.enumerated().dropFirst() { appendPush(screen, id: "\(position)") }
        client.markSynchronizedWithNavigationStack()

        // Changes Marshroute did not make: a screen taken out of the middle, then the top
        // popped and pushed again. The last change starts higher than the first, and the
        // history must still lose the middle entry under the live ones.
        var remaining = navigationController.viewControllers
        remaining.remove(at: 2)
        navigationController.setViewControllers(remaining, animated: false)
        navigationController.popViewController(animated: false)
        navigationController.pushViewController(screens[5], animated: false)
        let dismissedButAlive = client.clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute()

        #expect(sameScreens(dismissedButAlive, [screens[2]]))
        #expect(
            client.allTransitionsForTransitionsHandler(handler).pushTransitions?.map(\.transitionId) == [
                "root", "1", "3", "4", "5",
            ])
        #expect(client.transitionBefore(transitionId: "3", forTransitionsHandler: handler)?.transitionId == "1")
    }

    @Test func cleaningDropsAModalItsPresenterNoLongerPresents() {
        let root = ViewController()
        appendRoot(root)
        let modal = ViewController()
        appendModal(modal, id: "modal", presentedBy: root)

        #expect(client.clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute().isEmpty)
        #expect(client.chainedTransitionForTransitionsHandler(handler)?.transitionId == "modal")

        root.dismiss(animated: false)
        let dismissedButAlive = client.clearTransitionsToScreensThatWereAlreadyDismissedWithoutInvokingMarshroute()

        #expect(sameScreens(dismissedButAlive, [modal]))
        #expect(client.chainedTransitionForTransitionsHandler(handler) == nil)
        #expect(client.lastTransitionForTransitionsHandler(handler)?.transitionId == "root")
    }
}
