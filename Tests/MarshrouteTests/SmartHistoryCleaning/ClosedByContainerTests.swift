import TerminalUI
import Testing

@testable import Marshroute

/// Sheets and popovers the user closes with Esc, without the app (docs/ROUTING.md and the
/// demo's double-dismiss case), on screen in a window.
@MainActor
@Suite("Screens closed by their containers", .marshrouteDiagnostics)
struct ClosedByContainerTests {
    let facade = MarshrouteFacade()
    let module: NavigationModule
    let window: Window

    init() {
        module = facade.makeNavigationModule(root: ModuleViewController(title: "Root"))
        window = facade.makeWindow(root: module.navigationController)
    }

    @Test func aBottomSheetClosedWithEscCanStillBeDismissedByItsRouterWithoutEffect() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let pushed = module.router.pushModule(ModuleViewController(title: "Pushed"))
        var sheet: ModuleViewController? = pushed.moduleRouter.presentModalModule(
            ModuleViewController(title: "Sheet"),
            animator: ModalTransitionsAnimator(targetModalPresentationStyle: .bottomSheet(height: 8)))
        #expect(window.focusedViewController === sheet)

        #expect(window.handle(.escape))
        #expect(pushed.presentedViewController == nil)
        // What the demo's sheet does after closing itself: its module asks to be dismissed.
        sheet?.moduleRouter.dismissCurrentModule()
        sheet = nil

        #expect(sameScreens(module.navigationController.viewControllers, [module.root, pushed]))
        #expect(sameScreens(facade.historyScreens(of: module.handler), [module.root, pushed]))
        #expect(window.focusedViewController === pushed)
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
    }

    @Test func aPopoverClosedWithEscIsForgottenAndTheNextPushGoesOntoTheStack() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let anchor = module.root.view
        weak var popover: ModuleViewController?
        popover = module.router.presentPopoverModule(
            ModuleViewController(title: "Popover"),
            fromRect: Rect(x: 2, y: 2, width: 4, height: 1), inView: anchor)
        #expect(module.root.presentedViewController === popover)

        #expect(window.handle(.escape))
        #expect(module.root.presentedViewController == nil)
        let pushed = module.router.pushModule(ModuleViewController(title: "Pushed"))

        #expect(sameScreens(module.navigationController.viewControllers, [module.root, pushed]))
        #expect(sameScreens(facade.historyScreens(of: module.handler), [module.root, pushed]))
        #expect(popover == nil)
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
    }

    @Test func aPopoverIsDismissedThroughItsRouter() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let popover = module.router.presentPopoverModule(
            ModuleViewController(title: "Popover"),
            fromRect: Rect(x: 2, y: 2, width: 4, height: 1), inView: module.root.view)
        #expect(popover.seed.map { ViewControllerPosition(routerSeed: $0) } == .modal)

        popover.moduleRouter.dismissCurrentModule()

        #expect(module.root.presentedViewController == nil)
        #expect(sameScreens(facade.historyScreens(of: module.handler), [module.root]))
        #expect(diagnostics.assertions.isEmpty)
    }
}
