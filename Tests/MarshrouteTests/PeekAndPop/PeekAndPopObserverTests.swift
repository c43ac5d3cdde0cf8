import TerminalUI
import Testing

@testable import Marshroute

/// Peek states as observers see them (the original's tests: `…_notifiesPeekAndPopStateObservers`, plus
/// the `.cancelled` state the original could not report).
@MainActor
@Suite("Peek & pop: observers", .marshrouteDiagnostics)
struct PeekAndPopObserverTests {
    let harness = PeekHarness()

    @Test func beginningAPeekReportsInPeekForThePeekedScreen() {
        let target = ModuleViewController(title: "Peeked")
        var screenStates: [PeekAndPopState] = []
        harness.facade.stack.peekAndPopStateViewControllerObservable.addObserver(disposableViewController: target) {
            screenStates.append($0)
        }
        harness.registerPush(of: target)

        harness.pressPeekKey()

        #expect(harness.states == [.inPeek])
        #expect(harness.observedStates.first?.screen.viewController === target)
        #expect(screenStates == [.inPeek])
    }

    @Test func committingReportsPopped() {
        let target = ModuleViewController(title: "Peeked")
        var screenStates: [PeekAndPopState] = []
        harness.facade.stack.peekAndPopStateViewControllerObservable.addObserver(disposableViewController: target) {
            screenStates.append($0)
        }
        harness.registerPush(of: target)
        harness.pressPeekKey()

        harness.commit()

        #expect(harness.states == [.inPeek, .popped])
        #expect(screenStates == [.inPeek, .popped])
    }

    @Test func anotherTransitionReportsInterrupted() {
        let target = ModuleViewController(title: "Peeked")
        harness.registerPush(of: target)
        harness.pressPeekKey()

        harness.source.moduleRouter.presentModalModule(ModuleViewController(title: "Interrupting"))

        #expect(harness.states == [.inPeek, .interrupted])
        #expect(harness.observedStates.last?.screen.viewController === target)
    }

    @Test func committingAnotherScreenReportsInterrupted() {
        harness.registerPush(of: ModuleViewController(title: "Peeked"))
        harness.pressPeekKey()

        harness.commitAnotherScreen()

        #expect(harness.states == [.inPeek, .interrupted])
    }

    @Test func cancellingReportsCancelled() {
        let target = ModuleViewController(title: "Peeked")
        var screenStates: [PeekAndPopState] = []
        harness.facade.stack.peekAndPopStateViewControllerObservable.addObserver(disposableViewController: target) {
            screenStates.append($0)
        }
        harness.registerPush(of: target)
        harness.pressPeekKey()

        harness.cancel()

        #expect(harness.states == [.inPeek, .cancelled])
        #expect(screenStates == [.inPeek, .cancelled])
        // A cancelled peek can be started again.
        harness.pressPeekKey()
        #expect(harness.states == [.inPeek, .cancelled, .inPeek])
    }

    @Test func aNewObserverIsToldAboutAPeekInProgressAtOnce() {
        let target = ModuleViewController(title: "Peeked")
        harness.registerPush(of: target)
        harness.pressPeekKey()
        var lateStates: [(ViewController, PeekAndPopState)] = []
        var targetStates: [PeekAndPopState] = []
        var otherScreenStates: [PeekAndPopState] = []
        let token = PeekHarness.ObserverToken()
        let otherScreen = ViewController()

        harness.facade.stack.peekAndPopStateObservable.addObserver(disposable: token) { lateStates.append(($0, $1)) }
        harness.facade.stack.peekAndPopStateViewControllerObservable.addObserver(disposableViewController: target) {
            targetStates.append($0)
        }
        harness.facade.stack.peekAndPopStateViewControllerObservable.addObserver(disposableViewController: otherScreen)
        { otherScreenStates.append($0) }

        #expect(lateStates.map(\.1) == [.inPeek])
        #expect(lateStates.first?.0 === target)
        #expect(targetStates == [.inPeek])
        #expect(otherScreenStates.isEmpty)
        withExtendedLifetime(token) {}
    }

    @Test func transitionsOutsideAPeekReportNothing() {
        harness.register {}

        let pushed = harness.source.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))
        pushed.moduleRouter.dismissCurrentModule()

        #expect(harness.states.isEmpty)
    }

    @Test func anOffScreenPeekReportsNothing() {
        let offScreen = PeekableViewController(title: "Off screen")
        offScreen.attach(seed: harness.module.root.seed!)
        harness.register(offScreen.sourceView, on: offScreen) {
            offScreen.moduleRouter.pushModule(ModuleViewController(title: "Target"))
        }

        harness.peekDirectly(of: offScreen.sourceView, on: offScreen)
        harness.source.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))

        #expect(harness.states.isEmpty)
    }

    @Test func aScreenWithANonNavigationParentReportsNothing() {
        let container = ViewController()
        let target = ModuleViewController(title: "Contained")
        container.addChild(target)
        let router = harness.source.moduleRouter
        harness.register { router.pushModule(target) }

        harness.pressPeekKey()

        #expect(harness.states.isEmpty)
        #expect(
            MarshrouteDiagnostics.forThisTest.claimPrints(
                containing: "peek cancelled: the peeked screen still has a parent"
            )
            .count == 1)
    }

    @Test func anObserverStopsWithItsDisposable() {
        var states: [PeekAndPopState] = []
        do {
            let token = PeekHarness.ObserverToken()
            harness.facade.stack.peekAndPopStateObservable.addObserver(disposable: token) { _, state in
                states.append(state)
            }
        }
        harness.registerPush(of: ModuleViewController(title: "Peeked"))

        harness.pressPeekKey()

        #expect(states.isEmpty)
        #expect(harness.states == [.inPeek])
    }
}
