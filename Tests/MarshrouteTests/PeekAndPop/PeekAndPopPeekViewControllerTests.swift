import TerminalUI
import Testing

@testable import Marshroute

/// What a peek shows (the original's tests: `…_passesPeekViewControllerToUiKit`): the target of the
/// transition `onPeek` started, frozen; nothing for an off-screen source, a second concurrent
/// peek, or an `onPeek` that started no transition.
@MainActor
@Suite("Peek & pop: the peeked screen", .marshrouteDiagnostics)
struct PeekAndPopPeekViewControllerTests {
    let harness = PeekHarness()

    @Test func aPeekShowsTheFrozenTargetWithoutPerformingTheTransition() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let target = ModuleViewController(title: "Peeked")
        harness.registerPush(of: target)

        #expect(harness.pressPeekKey())

        #expect(harness.window.previewedViewController === target)
        #expect(harness.utility.isPeekInProgress)
        #expect(sameScreens(harness.navigation.viewControllers, [harness.source]))
        #expect(sameScreens(harness.facade.historyScreens(of: harness.module.handler), [harness.source]))
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func theDelegateReturnsTheFrozenTarget() {
        let target = ModuleViewController(title: "Peeked")
        harness.registerPush(of: target)

        let peeked = harness.peekDirectly()

        #expect(peeked === target)
    }

    @Test func anOffScreenPeekReturnsNothing() {
        let offScreen = PeekableViewController(title: "Off screen")
        offScreen.attach(seed: harness.module.root.seed!)
        harness.register(offScreen.sourceView, on: offScreen) {
            offScreen.moduleRouter.pushModule(ModuleViewController(title: "Target"))
        }

        let peeked = harness.peekDirectly(of: offScreen.sourceView, on: offScreen)

        #expect(peeked == nil)
        #expect(!harness.utility.isPeekInProgress)
    }

    @Test func aSecondPeekWhileOneIsInProgressReturnsNothing() {
        let target = ModuleViewController(title: "Peeked")
        harness.registerPush(of: target)
        var secondPeekCalls = 0
        harness.register(harness.source.otherSourceView) { secondPeekCalls += 1 }
        harness.pressPeekKey()

        let second = harness.peekDirectly(of: harness.source.otherSourceView)

        #expect(second == nil)
        #expect(secondPeekCalls == 0)
        #expect(harness.window.previewedViewController === target)
    }

    @Test func afterAPeekThatStartedNoTransitionANewPeekWorks() {
        let target = ModuleViewController(title: "Peeked")
        var startsTransition = false
        let router = harness.source.moduleRouter
        harness.register { if startsTransition { router.pushModule(target) } }

        harness.pressPeekKey()
        #expect(harness.window.previewedViewController == nil)
        #expect(!harness.utility.isPeekInProgress)

        startsTransition = true
        harness.pressPeekKey()
        #expect(harness.window.previewedViewController === target)
    }

    @Test func aPeekedModalNavigationShowsItsScreen() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let target = ModuleViewController(title: "Peeked modal")
        let router = harness.source.moduleRouter
        harness.register { router.presentModalNavigationModule(target) }

        harness.pressPeekKey()

        #expect(harness.window.previewedViewController === target)
        #expect(harness.source.presentedViewController == nil)
        harness.commit()
        #expect(harness.source.presentedViewController === target.navigationController)
        #expect(target.navigationController.map { sameScreens($0.viewControllers, [target]) } == true)
        #expect(diagnostics.assertions.isEmpty)
    }
}
