import TerminalUI
import Testing

@testable import Marshroute

/// Screens removed from a navigation controller behind Marshroute's back (the original's tests:
/// `SmartHistoryCleaningTests`). History skips them, so routers keep working; the ones
/// still alive a second later are reported as possible retain cycles (after the delay, not at
/// once: docs/ROUTING.md, section 1.2).
@MainActor
@Suite("Smart history cleaning", .marshrouteDiagnostics)
struct SmartHistoryCleaningTests {
    let facade = MarshrouteFacade()
    let module: NavigationModule
    var navigation: NavigationController { module.navigationController }
    var leading: ModuleViewController { module.root }

    init() {
        module = facade.makeNavigationModule(root: ModuleViewController(title: "Leading"))
    }

    private let middleName = "MiddleSelfRetainingViewController"

    /// What the user sees on the stack, and what history says, must agree.
    private func expectStack(_ expected: [ViewController], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(titles(navigation.viewControllers) == titles(expected), sourceLocation: sourceLocation)
        #expect(sameScreens(navigation.viewControllers, expected), sourceLocation: sourceLocation)
        #expect(sameScreens(facade.historyScreens(of: module.handler), expected), sourceLocation: sourceLocation)
    }

    @Test func pushingAfterARemovedMiddleThenDismissingTheTrailingReturnsToTheLeading() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var middle: MiddleSelfRetainingViewController?
        middle = leading.moduleRouter.pushModule(MiddleSelfRetainingViewController(title: "Middle"))
        navigation.setViewControllers([leading], animated: false)

        let trailing = leading.moduleRouter.pushModule(ModuleViewController(title: "Trailing"))
        expectStack([leading, trailing])
        trailing.moduleRouter.dismissCurrentModule()

        expectStack([leading])
        #expect(diagnostics.claimRetainCycleAssertions(naming: middleName).isEmpty)
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.claimRetainCycleAssertions(naming: middleName).count == 1)
        middle?.breakRetainCycle()
    }

    @Test func removingTheMiddlesThenDismissingTheTrailingReturnsToTheLeading() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var middle: MiddleSelfRetainingViewController?
        middle = leading.moduleRouter.pushModule(MiddleSelfRetainingViewController(title: "Middle"))
        weak var otherMiddle: ModuleViewController?
        otherMiddle = leading.moduleRouter.pushModule(ModuleViewController(title: "Other middle"))
        let trailing = leading.moduleRouter.pushModule(ModuleViewController(title: "Trailing"))
        navigation.setViewControllers([leading, trailing], animated: false)
        #expect(otherMiddle == nil)

        trailing.moduleRouter.dismissCurrentModule()

        expectStack([leading])
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.claimRetainCycleAssertions(naming: middleName).count == 1)
        #expect(diagnostics.claimAssertions().count == 1)
        middle?.breakRetainCycle()
    }

    @Test func dismissingAMiddleWhoseNeighboursWereRemovedReturnsToTheLeading() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var before: MiddleSelfRetainingViewController?
        before = leading.moduleRouter.pushModule(MiddleSelfRetainingViewController(title: "Before"))
        let middle = leading.moduleRouter.pushModule(ModuleViewController(title: "Middle"))
        weak var after: MiddleSelfRetainingViewController?
        after = middle.moduleRouter.pushModule(MiddleSelfRetainingViewController(title: "After"))
        navigation.setViewControllers([leading, middle], animated: false)

        middle.moduleRouter.dismissCurrentModule()

        expectStack([leading])
        #expect(diagnostics.claimRetainCycleAssertions(naming: middleName).isEmpty)
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.claimRetainCycleAssertions(naming: middleName).count == 2)
        before?.breakRetainCycle()
        after?.breakRetainCycle()
    }

    @Test func settingARootFromAStaleMiddleRouterSetsTheNewRoot() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var middle: MiddleSelfRetainingViewController?
        middle = leading.moduleRouter.pushModule(MiddleSelfRetainingViewController(title: "Middle"))
        let trailing = leading.moduleRouter.pushModule(ModuleViewController(title: "Trailing"))
        navigation.setViewControllers([leading, trailing], animated: false)

        let newRoot = middle?.moduleRouter.setModule(ModuleViewController(title: "New root"))

        #expect(newRoot != nil)
        #expect(sameScreens(navigation.viewControllers, [newRoot].compactMap { $0 }))
        #expect(facade.historyScreens(of: module.handler).last === newRoot)
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.claimRetainCycleAssertions(naming: middleName).count == 1)
        middle?.breakRetainCycle()
    }

    @Test func focusingOnAMiddleLeavesTheLeadingAndTheMiddle() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let middle = leading.moduleRouter.pushModule(ModuleViewController(title: "Middle"))
        weak var firstRemoved: MiddleSelfRetainingViewController?
        firstRemoved = middle.moduleRouter.pushModule(MiddleSelfRetainingViewController(title: "Removed 1"))
        weak var secondRemoved: MiddleSelfRetainingViewController?
        secondRemoved = middle.moduleRouter.pushModule(MiddleSelfRetainingViewController(title: "Removed 2"))
        let trailing = middle.moduleRouter.pushModule(ModuleViewController(title: "Trailing"))
        navigation.setViewControllers([leading, middle, trailing], animated: false)

        middle.moduleRouter.focusOnCurrentModule()

        expectStack([leading, middle])
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.claimRetainCycleAssertions(naming: middleName).count == 2)
        firstRemoved?.breakRetainCycle()
        secondRemoved?.breakRetainCycle()
    }

    // MARK: Screens closed by their containers

    @Test func aScreenPoppedByTheBackKeyAndReleasedIsSkipped() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let first = leading.moduleRouter.pushModule(ModuleViewController(title: "First"))
        weak var popped: ModuleViewController?
        popped = first.moduleRouter.pushModule(ModuleViewController(title: "Popped"))
        _ = navigation.handleKey(.backspace)
        #expect(popped == nil)

        let next = first.moduleRouter.pushModule(ModuleViewController(title: "Next"))
        expectStack([leading, first, next])
        next.moduleRouter.dismissCurrentModule()

        expectStack([leading, first])
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func aModalClosedByItsContainerIsNotDismissedASecondTime() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let pushed = leading.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))
        let sheet = pushed.moduleRouter.presentModalModule(
            ModuleViewController(title: "Sheet"),
            animator: ModalTransitionsAnimator(targetModalPresentationStyle: .bottomSheet(height: 8)))
        #expect(pushed.presentedViewController === sheet)

        // Esc on a bottom sheet: the container closes it without Marshroute.
        pushed.dismiss(animated: false)
        sheet.moduleRouter.dismissCurrentModule()

        expectStack([leading, pushed])
        #expect(pushed.presentedViewController == nil)
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test func aModalClosedByItsContainerIsForgottenBeforeTheNextTransition() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let sheet = leading.moduleRouter.presentModalModule(
            ModuleViewController(title: "Sheet"),
            animator: ModalTransitionsAnimator(targetModalPresentationStyle: .bottomSheet(height: 8)))
        leading.dismiss(animated: false)

        let pushed = leading.moduleRouter.pushModule(ModuleViewController(title: "Pushed"))

        // The push went onto the stack, not into the closed sheet.
        expectStack([leading, pushed])
        #expect(sheet.navigationController == nil)
        // The sheet is still referenced by this test, so it counts as leaked.
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.claimRetainCycleAssertions(naming: "ModuleViewController(\"Sheet\")").count == 1)
    }
}
