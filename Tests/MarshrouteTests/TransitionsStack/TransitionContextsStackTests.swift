import TerminalUI
import Testing

@testable import Marshroute

/// The history of one handler (the original's tests: `TransitionContextsStack_Tests`, plus the zombie
/// purge and gap closing the original's tests check).
@MainActor
@Suite("TransitionContextsStack", .marshrouteDiagnostics)
struct TransitionContextsStackTests {
    let handler = DummyAnimatingTransitionsHandler()
    let navigationController = NavigationController()

    private func push(_ target: ViewController, id: TransitionId) -> CompletedTransitionContext {
        TransitionContextsCreator.completedPushContext(
            target: target, handler: handler,
            navigationController: navigationController, transitionId: id)
    }

    @Test func appendingAZombieLeavesTheStackEmpty() {
        let stack = TransitionContextsStackImpl()
        let zombie = TransitionContextsCreator.zombiePushContext(handler: handler, transitionId: "zombie")
        #expect(zombie.isZombie)

        stack.append(zombie)

        #expect(stack.first == nil)
        #expect(stack.last == nil)
        #expect(stack["zombie"] == nil)
        #expect(stack.preceding(transitionId: "zombie") == nil)
        #expect(stack.popTo(transitionId: "zombie") == nil)
        #expect(stack.popLast() == nil)
    }

    @Test func anAliveEntryCanBeFoundAsFirstLastAndById() {
        let stack = TransitionContextsStackImpl()
        let target = ViewController()
        stack.append(push(target, id: "1"))

        #expect(stack.first?.transitionId == "1")
        #expect(stack.last?.transitionId == "1")
        #expect(stack["1"]?.targetViewController === target)
        #expect(stack["unknown"] == nil)
    }

    @Test func withOneEntryFirstIsLast() {
        let stack = TransitionContextsStackImpl()
        stack.append(push(ViewController(), id: "1"))

        #expect(stack.first != nil)
        #expect(stack.first == stack.last)
    }

    @Test func theFirstEntryHasNoPrecedingEntry() {
        let stack = TransitionContextsStackImpl()
        stack.append(push(ViewController(), id: "1"))

        #expect(stack["1"] != nil)
        #expect(stack.preceding(transitionId: "1") == nil)
    }

    @Test func poppingToTheLastEntryPopsNothingAndReturnsNil() {
        let stack = TransitionContextsStackImpl()
        stack.append(push(ViewController(), id: "1"))
        stack.append(push(ViewController(), id: "2"))

        #expect(stack.popTo(transitionId: "2") == nil)
        #expect(stack.last?.transitionId == "2")
        #expect(stack.popTo(transitionId: "unknown") == nil)
        #expect(stack.last?.transitionId == "2")
    }

    @Test func anEntryTurnsZombieWhenItsScreenIsReleased() {
        let stack = TransitionContextsStackImpl()
        var target: ViewController? = ViewController()
        weak var weakTarget: ViewController?
        weakTarget = target
        stack.append(push(target!, id: "1"))
        #expect(stack.last?.transitionId == "1")

        navigationController.popToRootViewController(animated: false)
        navigationController.setViewControllers([], animated: false)
        target = nil

        #expect(weakTarget == nil)
        #expect(stack.first == nil)
        #expect(stack.last == nil)
        #expect(stack["1"] == nil)
    }

    @Test func theSecondEntryIsPrecededByTheFirst() {
        let stack = TransitionContextsStackImpl()
        let first = ViewController()
        stack.append(push(first, id: "1"))
        stack.append(push(ViewController(), id: "2"))

        #expect(stack.preceding(transitionId: "2")?.transitionId == "1")
        #expect(stack.preceding(transitionId: "2")?.targetViewController === first)
        #expect(stack.first?.transitionId == "1")
        #expect(stack.last?.transitionId == "2")
    }

    @Test func poppingTheLastEntryThenTheRestEmptiesTheStack() {
        let stack = TransitionContextsStackImpl()
        stack.append(push(ViewController(), id: "1"))
        stack.append(push(ViewController(), id: "2"))

        #expect(stack.popLast()?.transitionId == "2")
        #expect(stack.last?.transitionId == "1")
        #expect(stack.popLast()?.transitionId == "1")
        #expect(stack.first == nil)
        #expect(stack.last == nil)
        #expect(stack.popLast() == nil)
    }

    @Test func poppingToTheFirstEntryThenPoppingItEmptiesTheStack() {
        let stack = TransitionContextsStackImpl()
        stack.append(push(ViewController(), id: "1"))
        stack.append(push(ViewController(), id: "2"))

        let popped = stack.popTo(transitionId: "1")

        #expect(popped?.map(\.transitionId) == ["2"])
        #expect(stack.last?.transitionId == "1")
        #expect(stack.popLast()?.transitionId == "1")
        #expect(stack.first == nil)
        #expect(stack.last == nil)
    }

    @Test func poppingToAnEntryReturnsTheFollowingEntriesNewestFirst() {
        let stack = TransitionContextsStackImpl()
        for id in ["1", "2", "3", "4"] { stack.append(push(ViewController(), id: id)) }

        #expect(stack.popTo(transitionId: "2")?.map(\.transitionId) == ["4", "3"])
        #expect(stack.last?.transitionId == "2")
        #expect(stack["3"] == nil)
    }

    // MARK: Zombie purge and gap closing

    @Test func aReleasedScreenInTheMiddleIsDroppedAndItsNeighboursBecomeAdjacent() {
        let stack = TransitionContextsStackImpl()
        let leading = ViewController()
        let trailing = ViewController()
        stack.append(push(leading, id: "leading"))
        stack.append(TransitionContextsCreator.zombiePushContext(handler: handler, transitionId: "middle"))
        stack.append(push(trailing, id: "trailing"))

        #expect(stack["middle"] == nil)
        #expect(stack.preceding(transitionId: "trailing")?.targetViewController === leading)
        #expect(stack.following(transitionId: "leading").map(\.transitionId) == ["trailing"])
        #expect(stack.popTo(transitionId: "leading")?.map(\.transitionId) == ["trailing"])
    }

    @Test func screensReleasedLaterArePurgedWhereverTheyAre() {
        let stack = TransitionContextsStackImpl()
        let root = ViewController()
        stack.append(push(root, id: "root"))
        do {
            let a = ViewController()
            let b = ViewController()
            stack.append(push(a, id: "a"))
            stack.append(push(b, id: "b"))
        }
        let top = ViewController()
        stack.append(push(top, id: "top"))
        #expect(stack.count == 4)

        // The navigation controller lets go of a and b (as a back key would for a top screen).
        navigationController.setViewControllers([root, top], animated: false)

        #expect(stack.preceding(transitionId: "top")?.transitionId == "root")
        #expect(stack.following(transitionId: "root").map(\.transitionId) == ["top"])
        #expect(stack.count == 2)
        #expect(stack.first?.transitionId == "root")
        #expect(stack.last?.transitionId == "top")
    }

    @Test func appendingAnIdAgainReplacesTheOldEntry() {
        let stack = TransitionContextsStackImpl()
        let old = ViewController()
        let new = ViewController()
        stack.append(push(old, id: "root"))
        stack.append(push(ViewController(), id: "pushed"))
        stack.append(push(new, id: "root"))

        #expect(stack["root"]?.targetViewController === new)
        #expect(stack.last?.transitionId == "root")
        #expect(stack.preceding(transitionId: "root")?.transitionId == "pushed")
    }
}
