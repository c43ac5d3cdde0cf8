import TerminalUI
import Testing

@testable import Marshroute

/// Presentation launches through either animating handler (the original's tests:
/// `…TransitionAnimationsLauncherTests_BaseRouter` and `…_BaseMasterDetailRouter`, shared checks).
@MainActor
@Suite("Animating handlers launch presentations from their top screen", .marshrouteDiagnostics)
struct AnimatingTransitionsHandlerPresentationLauncherTests {
    private func harness(_ handlerKind: AnimatingHandlerKind, _ routerKind: RouterKind) -> LauncherHarness {
        LauncherHarness(handlerKind: handlerKind, routerKind: routerKind)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aModalScreen(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        PresentationLaunchChecks.modal(harness(handlerKind, routerKind))
        #expect(diagnostics.assertions.isEmpty)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aModalNavigationController(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.modalNavigation(harness(handlerKind, routerKind), navigation: nil)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aGivenModalNavigationController(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.modalNavigation(harness(handlerKind, routerKind), navigation: NavigationController())
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aModalMasterDetailModule(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.modalMasterDetail(harness(handlerKind, routerKind), givenContainers: false)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aModalMasterDetailModuleInGivenContainers(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.modalMasterDetail(harness(handlerKind, routerKind), givenContainers: true)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func anEndpointNavigationController(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.endpoint(harness(handlerKind, routerKind))
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aPopoverFromARect(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.popover(harness(handlerKind, routerKind), fromBarButton: false)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aPopoverFromABarButton(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.popover(harness(handlerKind, routerKind), fromBarButton: true)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aNavigationPopoverFromARect(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.popoverNavigation(
            harness(handlerKind, routerKind), fromBarButton: false, navigation: nil)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aNavigationPopoverFromARectInAGivenNavigationController(
        handlerKind: AnimatingHandlerKind, routerKind: RouterKind
    ) {
        PresentationLaunchChecks.popoverNavigation(
            harness(handlerKind, routerKind), fromBarButton: false,
            navigation: NavigationController())
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aNavigationPopoverFromABarButton(handlerKind: AnimatingHandlerKind, routerKind: RouterKind) {
        PresentationLaunchChecks.popoverNavigation(
            harness(handlerKind, routerKind), fromBarButton: true, navigation: nil)
    }

    @Test(arguments: AnimatingHandlerKind.allCases, RouterKind.allCases)
    func aNavigationPopoverFromABarButtonInAGivenNavigationController(
        handlerKind: AnimatingHandlerKind, routerKind: RouterKind
    ) {
        PresentationLaunchChecks.popoverNavigation(
            harness(handlerKind, routerKind), fromBarButton: true,
            navigation: NavigationController())
    }
}
