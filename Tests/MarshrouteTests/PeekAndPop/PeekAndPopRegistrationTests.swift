import TerminalUI
import Testing

@testable import Marshroute

/// Registering screens' source views for peeking (the original's tests:
/// `…_registersViewControllerForPreviewing` and `…_passesPreviewingContextToRegisteredViewController`).
@MainActor
@Suite("Peek & pop: registration", .marshrouteDiagnostics)
struct PeekAndPopRegistrationTests {
    let harness = PeekHarness()

    @Test func registeringASourceViewAddsOnePreviewingRegistration() {
        harness.register {}

        #expect(harness.source.registeredPreviewingContexts.count == 1)
        #expect(harness.previewingContext()?.sourceView === harness.source.sourceView)
        #expect(harness.previewingContext()?.delegate === harness.utility)
        #expect(harness.utility.registrationCount == 1)
    }

    @Test func registeringTheSameViewAgainReplacesTheRegistration() {
        harness.register {}
        let first = harness.previewingContext()

        harness.register {}

        #expect(harness.source.registeredPreviewingContexts.count == 1)
        #expect(harness.previewingContext() !== first)
        #expect(harness.utility.registrationCount == 1)
    }

    @Test func registeringAnotherViewKeepsTheFirstRegistration() {
        harness.register {}
        let first = harness.previewingContext()

        harness.register(harness.source.otherSourceView) {}

        #expect(harness.source.registeredPreviewingContexts.count == 2)
        #expect(harness.previewingContext() === first)
        #expect(harness.previewingContext(of: harness.source.otherSourceView) != nil)
    }

    @Test func unregisteringAViewRemovesOnlyItsRegistration() {
        harness.register {}
        harness.register(harness.source.otherSourceView) {}

        harness.utility.unregister(
            viewController: harness.source, fromPreviewingInSourceView: harness.source.sourceView)

        #expect(harness.source.registeredPreviewingContexts.count == 1)
        #expect(harness.previewingContext() == nil)
        #expect(harness.previewingContext(of: harness.source.otherSourceView) != nil)
    }

    @Test func unregisteringAViewThatWasNotRegisteredChangesNothing() {
        harness.register {}

        harness.utility.unregister(
            viewController: harness.source, fromPreviewingInSourceView: harness.source.otherSourceView)

        #expect(harness.source.registeredPreviewingContexts.count == 1)
        #expect(harness.previewingContext() != nil)
    }

    @Test func unregisteringFromAllViewsRemovesEveryRegistration() {
        harness.register {}
        harness.register(harness.source.otherSourceView) {}

        harness.utility.unregisterViewControllerFromPreviewingInAllSourceViews(harness.source)

        #expect(harness.source.registeredPreviewingContexts.isEmpty)
        #expect(harness.utility.registrationCount == 0)
        #expect(!harness.pressPeekKey())
    }

    // MARK: Previewing context changes

    @Test func registeringPassesTheNewPreviewingContext() {
        harness.register {}

        #expect(harness.previewingContextChanges.count == 1)
        #expect(harness.previewingContextChanges.first === harness.previewingContext())
    }

    @Test func reregisteringPassesTheNewPreviewingContextAgain() {
        harness.register {}
        harness.utility.reregister(
            viewController: harness.source, forPreviewingInSourceView: harness.source.sourceView,
            onPeek: { _, _ in }, onPreviewingContextChange: { _ in })
        harness.register {}

        #expect(harness.previewingContextChanges.count == 2)
        #expect(harness.previewingContextChanges.last === harness.previewingContext())
        #expect(harness.source.registeredPreviewingContexts.count == 1)
    }

    @Test func aPeekInterruptedByAnotherTransitionRegistersTheSourceAgain() {
        harness.registerPush(of: ModuleViewController(title: "Peeked"))
        harness.pressPeekKey()
        let before = harness.previewingContext()

        harness.source.moduleRouter.presentModalModule(ModuleViewController(title: "Interrupting"))

        #expect(harness.previewingContextChanges.count == 2)
        #expect(harness.previewingContext() !== before)
        #expect(harness.previewingContextChanges.last === harness.previewingContext())
        #expect(harness.source.registeredPreviewingContexts.count == 1)
    }

    @Test func aReleasedScreensRegistrationsAreDropped() {
        do {
            let transient = PeekableViewController(title: "Transient")
            harness.register(transient.sourceView, on: transient) {}
            #expect(harness.utility.registrationCount == 1)
        }

        #expect(harness.utility.registrationCount == 0)
    }
}
