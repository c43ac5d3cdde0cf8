import TerminalUI
import Testing

@testable import Marshroute

/// Which screens are told about a peek (the original's tests: `…_notifiesRegisteredViewControllerOnPeek`):
/// only registered screens whose source is on screen.
@MainActor
@Suite("Peek & pop: onPeek", .marshrouteDiagnostics)
struct PeekAndPopOnPeekTests {
    let harness = PeekHarness()

    @Test func thePeekKeyOnARegisteredOnScreenSourceCallsOnPeekWithItsContextAndLocation() {
        var received: (PreviewingContext, Point)?
        harness.utility.register(viewController: harness.source, forPreviewingInSourceView: harness.source.sourceView) {
            context, location in
            received = (context, location)
        }

        #expect(harness.pressPeekKey())

        #expect(received?.0 === harness.previewingContext())
        #expect(received?.1 == harness.source.sourceView.location)
    }

    @Test func anOffScreenRegisteredScreenIsNotToldAboutAPeek() {
        let offScreen = PeekableViewController(title: "Off screen")
        harness.register(offScreen.sourceView, on: offScreen) {}
        let context = harness.previewingContext(of: offScreen.sourceView, on: offScreen)
        #expect(context?.isOnScreen == false)

        let peeked = harness.peekDirectly(through: context)

        #expect(peeked == nil)
        #expect(harness.peekCount == 0)
    }

    @Test func aScreenCoveredByAPushIsNotToldAboutAPeek() {
        harness.register {}
        let context = harness.previewingContext()
        harness.source.moduleRouter.pushModule(ModuleViewController(title: "Cover"))

        #expect(!harness.pressPeekKey())
        let peeked = harness.peekDirectly(through: context)

        #expect(peeked == nil)
        #expect(harness.peekCount == 0)
    }

    @Test func anUnregisteredScreenIsNotToldAboutAPeek() {
        harness.register {}
        let context = harness.previewingContext()
        harness.utility.unregisterViewControllerFromPreviewing(harness.source)

        #expect(!harness.pressPeekKey())
        let peeked = harness.peekDirectly(through: context)

        #expect(peeked == nil)
        #expect(harness.peekCount == 0)
    }

    @Test func onlyThePeekedSourcesOnPeekIsCalled() {
        var firstCalls = 0
        var secondCalls = 0
        harness.register { firstCalls += 1 }
        harness.register(harness.source.otherSourceView) { secondCalls += 1 }

        harness.peekDirectly(of: harness.source.otherSourceView)

        #expect(firstCalls == 0)
        #expect(secondCalls == 1)
    }
}
