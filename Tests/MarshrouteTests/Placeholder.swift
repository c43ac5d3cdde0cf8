import Testing
import TerminalUI
@testable import Marshroute

@MainActor
final class RecordingAssertions: MarshrouteAssertionPlugin {
    var failures: [String] = []
    func assert(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString, line: UInt) {
        if !condition() { failures.append(message()) }
    }
    func assertionFailure(_ message: @autoclosure () -> String, file: StaticString, line: UInt) { failures.append(message()) }
}

@MainActor
final class ModuleRouter: BaseRouter {}

@MainActor
@Suite struct SmokeTests {
    @Test func pushFocusDismissModal() {
        let assertions = RecordingAssertions()
        MarshrouteAssertionManager.setUpAssertionPlugin(assertions)
        let loop = EventLoop(clock: ManualClock())
        let stack = MarshrouteSetupServiceImpl(scheduler: loop).marshrouteStack()
        let window = Window(size: Size(width: 80, height: 24), loop: loop)
        window.animationsEnabled = false
        let nav = NavigationController()
        let handler = stack.transitionsHandlersProvider.navigationTransitionsHandler(navigationController: nav)
        let rootId = stack.transitionIdGenerator.generateNewTransitionId()
        let seed = RouterSeed(transitionsHandlerBox: .animating(handler), transitionId: rootId, presentingTransitionsHandler: nil,
                              transitionsHandlersProvider: stack.transitionsHandlersProvider, transitionIdGenerator: stack.transitionIdGenerator,
                              controllersProvider: stack.routerControllersProvider)
        let rootRouter = ModuleRouter(routerSeed: seed)
        let root = ViewController(); root.title = "root"
        handler.resetWithTransition(context: ResettingTransitionContext(settingRootViewController: root, forNavigationController: nav,
                                                                       navigationTransitionsHandler: handler, animator: SetNavigationTransitionsAnimator(), transitionId: rootId))
        window.rootViewController = nav
        #expect(nav.viewControllers.first === root && nav.viewControllers.count == 1)
        var routers: [ModuleRouter] = []
        for i in 0..<3 {
            rootRouter.pushViewControllerDerivedFrom { seed in
                routers.append(ModuleRouter(routerSeed: seed))
                let vc = ViewController(); vc.title = "p\(i)"; return vc
            }
        }
        #expect(nav.viewControllers.count == 4)
        routers[0].presentModalNavigationControllerWithRootViewControllerDerivedFrom { seed in
            routers.append(ModuleRouter(routerSeed: seed))
            let vc = ViewController(); vc.title = "modal"; return vc
        }
        #expect(nav.topViewController?.presentedViewController != nil)
        // pushing from the root router goes to the topmost stack: the modal's
        rootRouter.pushViewControllerDerivedFrom { seed in
            routers.append(ModuleRouter(routerSeed: seed))
            let vc = ViewController(); vc.title = "in-modal"; return vc
        }
        let modalNav = nav.topViewController?.presentedViewController as? NavigationController
        #expect(modalNav?.viewControllers.count == 2)
        routers[1].focusOnCurrentModule()
        #expect(nav.viewControllers.count == 3)
        #expect(nav.topViewController?.presentedViewController == nil)
        routers[1].dismissCurrentModule()
        #expect(nav.viewControllers.count == 2)
        rootRouter.focusOnCurrentModule()
        #expect(nav.viewControllers.count == 1)
        #expect(assertions.failures.isEmpty, "\(assertions.failures)")
        _ = window
    }
}
