import TerminalUI
import Testing

@testable import Marshroute

/// When the frozen transition runs (the original's tests: `…_invokesPopAction`): at once when no peek
/// is under way, on commit of the same screen; never while only peeking, on commit of another
/// screen, on interruption, on cancel, for a duplicate peek, or when the screen already has a
/// parent that is not a navigation controller.
@MainActor
@Suite("Peek & pop: the frozen transition", .marshrouteDiagnostics)
struct PeekAndPopPopActionTests {
    let harness = PeekHarness()

    private func expectStack(_ screens: [ViewController], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(titles(harness.navigation.viewControllers) == titles(screens), sourceLocation: sourceLocation)
        #expect(
            sameScreens(harness.facade.historyScreens(of: harness.module.handler), screens),
            sourceLocation: sourceLocation)
    }

    @Test func withoutAPeekATransitionRunsAtOnce() {
        harness.register {}

        let pushed = harness.source.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))

        expectStack([harness.source, pushed])
    }

    @Test func afterAnOffScreenPeekATransitionRunsAtOnce() {
        let offScreen = PeekableViewController(title: "Off screen")
        harness.register(offScreen.sourceView, on: offScreen) {}
        harness.peekDirectly(of: offScreen.sourceView, on: offScreen)

        let pushed = harness.source.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))

        expectStack([harness.source, pushed])
    }

    @Test func whilePeekingTheTransitionDoesNotRun() {
        harness.registerPush(of: ModuleViewController(title: "Peeked"))

        harness.pressPeekKey()

        expectStack([harness.source])
    }

    @Test func committingThePeekedScreenRunsTheTransition() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let target = ModuleViewController(title: "Peeked")
        harness.registerPush(of: target)
        harness.pressPeekKey()

        harness.commit()

        expectStack([harness.source, target])
        #expect(harness.window.previewedViewController == nil)
        #expect(harness.utility.state.isFinished)
        // The committed module works like any other.
        target.moduleRouter.dismissCurrentModule()
        expectStack([harness.source])
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func cancellingThePeekDropsTheTransition() {
        let target = ModuleViewController(title: "Peeked")
        harness.registerPush(of: target)
        harness.pressPeekKey()

        harness.cancel()

        expectStack([harness.source])
        #expect(harness.window.previewedViewController == nil)
        #expect(target.parent == nil)
    }

    @Test func aScreenWithANonNavigationParentIsNotPeekedAndNotShown() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let container = ViewController()
        let target = ModuleViewController(title: "Contained")
        container.addChild(target)
        let router = harness.source.moduleRouter
        harness.register { router.pushModule(target) }

        harness.pressPeekKey()

        #expect(harness.window.previewedViewController == nil)
        expectStack([harness.source])
        #expect(target.parent === container)
        #expect(diagnostics.claimPrints(containing: "peek cancelled").count == 1)
    }

    @Test func committingAnotherScreenDropsTheTransition() {
        harness.registerPush(of: ModuleViewController(title: "Peeked"))
        harness.pressPeekKey()

        harness.commitAnotherScreen()

        expectStack([harness.source])
        #expect(harness.utility.state.isFinished)
    }

    @Test func anotherTransitionInterruptsThePeekAndRunsInstead() {
        let peeked = ModuleViewController(title: "Peeked")
        harness.registerPush(of: peeked)
        harness.pressPeekKey()

        let other = harness.source.moduleRouter.pushModule(ModuleViewController(title: "Other"))

        expectStack([harness.source, other])
        #expect(harness.window.previewedViewController == nil)
        #expect(peeked.parent == nil)
        // Enter no longer commits anything.
        harness.commit()
        expectStack([harness.source, other])
    }

    @Test func aDuplicatePeekRunsNoTransitionAndTheFirstStillCommits() {
        let first = ModuleViewController(title: "First")
        let duplicate = ModuleViewController(title: "Duplicate")
        let router = harness.source.moduleRouter
        harness.registerPush(of: first)
        harness.register(harness.source.otherSourceView) { router.pushModule(duplicate) }
        harness.pressPeekKey()

        harness.peekDirectly(of: harness.source.otherSourceView)
        harness.commit()

        expectStack([harness.source, first])
        #expect(duplicate.parent == nil)
    }

    @Test func afterAFailedPeekANewCommittedPeekRunsItsTransition() {
        let target = ModuleViewController(title: "Peeked")
        var startsTransition = false
        let router = harness.source.moduleRouter
        harness.register { if startsTransition { router.pushModule(target) } }
        harness.pressPeekKey()
        expectStack([harness.source])

        startsTransition = true
        harness.pressPeekKey()
        harness.commit()

        expectStack([harness.source, target])
    }
}
