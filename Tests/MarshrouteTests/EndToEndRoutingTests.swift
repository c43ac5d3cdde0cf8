import TerminalUI
import Testing

@testable import Marshroute

/// A module's-eye walk through the whole library on a real stack and a window: pushes,
/// a modal navigation on top, pushing from the root into the modal, focus and dismiss.
@MainActor
@Suite("Routing end to end", .marshrouteDiagnostics)
struct EndToEndRoutingTests {
    @Test func pushesModalFocusAndDismissOnScreen() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let facade = MarshrouteFacade()
        let main = facade.makeNavigationModule(root: ModuleViewController(title: "Root"))
        let window = facade.makeWindow(root: main.navigationController)
        let root = main.root

        let p0 = root.moduleRouter.pushModule(ModuleViewController(title: "p0"))
        let p1 = root.moduleRouter.pushModule(ModuleViewController(title: "p1"))
        let p2 = root.moduleRouter.pushModule(ModuleViewController(title: "p2"))
        #expect(sameScreens(main.navigationController.viewControllers, [root, p0, p1, p2]))

        // A module low in the stack presents a modal: it comes up over the top screen.
        let modal = p0.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "modal"))
        #expect(p2.presentedViewController === modal.navigationController)
        #expect(window.focusedViewController === modal)

        // The root router pushes: the push lands in the modal's stack, the topmost one.
        let inModal = root.moduleRouter.pushModule(ModuleViewController(title: "in modal"))
        #expect(modal.navigationController.map { sameScreens($0.viewControllers, [modal, inModal]) } == true)
        #expect(window.focusedViewController === inModal)

        // p1 focuses on itself: the modal closes and p2 is popped, in one step each.
        p1.moduleRouter.focusOnCurrentModule()
        #expect(sameScreens(main.navigationController.viewControllers, [root, p0, p1]))
        #expect(p2.presentedViewController == nil)
        #expect(window.focusedViewController === p1)

        p1.moduleRouter.dismissCurrentModule()
        #expect(sameScreens(main.navigationController.viewControllers, [root, p0]))

        root.moduleRouter.focusOnCurrentModule()
        #expect(sameScreens(main.navigationController.viewControllers, [root]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [root]))
        #expect(window.focusedViewController === root)
        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
    }

    @Test func theBackKeyAndMarshrouteAgreeOnTheStack() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let facade = MarshrouteFacade()
        let main = facade.makeNavigationModule(root: ModuleViewController(title: "Root"))
        let window = facade.makeWindow(root: main.navigationController)
        let first = main.router.pushModule(ModuleViewController(title: "First"))
        first.moduleRouter.pushModule(ModuleViewController(title: "Second"))

        // Backspace pops by the navigation controller itself, without Marshroute.
        window.handle(.backspace)
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, first]))

        let third = first.moduleRouter.pushModule(ModuleViewController(title: "Third"))
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, first, third]))
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root, first, third]))
        third.moduleRouter.dismissCurrentModule()
        #expect(sameScreens(main.navigationController.viewControllers, [main.root, first]))
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
    }

    @Test func dismissedModulesAreReleasedWithTheirRoutersAndHandlers() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let facade = MarshrouteFacade()
        let main = facade.makeNavigationModule(root: ModuleViewController(title: "Root"))
        weak var modalScreen: ModuleViewController?
        weak var modalRouter: ModuleRouter?
        weak var modalHandler: AnimatingTransitionsHandler?
        weak var pushedInModal: ModuleViewController?
        do {
            let modal = main.router.presentModalNavigationModule(ModuleViewController(title: "Modal"))
            modalScreen = modal
            modalRouter = modal.router
            modalHandler = modal.seed?.transitionsHandlerBox.unboxAnimatingTransitionsHandler()
            pushedInModal = modal.moduleRouter.pushModule(ModuleViewController(title: "Pushed in modal"))
        }
        #expect(modalScreen != nil && modalHandler != nil && pushedInModal != nil)

        modalScreen?.moduleRouter.dismissCurrentModule()

        #expect(modalScreen == nil)
        #expect(modalRouter == nil)
        #expect(modalHandler == nil)
        #expect(pushedInModal == nil)
        #expect(sameScreens(facade.historyScreens(of: main.handler), [main.root]))
        facade.advanceClock(by: .seconds(1))
        #expect(diagnostics.assertions.isEmpty)
    }

    /// Found by the fuzzer (RobustnessTests): a history entry keeps the presented module's
    /// handler, the handler keeps the coordinator, and the coordinator keeps the histories.
    /// With a popover in history, releasing the app left that cycle holding the popover's
    /// screen (and all of Marshroute) for good.
    @Test func releasingTheAppReleasesItsPopoversScreenAndTheCoordinator() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        weak var popoverScreen: ViewController?
        weak var rootScreen: ViewController?
        weak var coordinator: TransitionsCoordinatorImpl?
        do {
            let facade = MarshrouteFacade()
            let main = facade.makeNavigationModule(root: ModuleViewController(title: "Root"))
            let window = facade.makeWindow(root: main.navigationController)
            // The popover's module keeps its router, not its seed (a seed holds its presenter).
            main.router.presentPopoverFromRect(Rect(x: 1, y: 1, width: 4, height: 1), inView: main.root.view) { _ in
                let screen = ViewController()
                screen.title = "Popover"
                popoverScreen = screen
                return screen
            }
            rootScreen = main.root
            coordinator = facade.coordinator
            #expect(popoverScreen?.presentingViewController === main.root)
            withExtendedLifetime(window) {}
        }
        #expect(rootScreen == nil)
        #expect(popoverScreen == nil, "the popover's screen outlived the app")
        #expect(coordinator == nil, "the coordinator outlived the app")
        #expect(diagnostics.assertions.isEmpty, "\(diagnostics.assertions)")
    }
}
