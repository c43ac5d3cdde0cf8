import TerminalUI
import Testing

@testable import Marshroute

/// The coordinator's public event hook: what a log or the inspector's timeline is built on.
@MainActor
@Suite("Transitions observers", .marshrouteDiagnostics)
struct TransitionsObserverTests {
    let facade = MarshrouteFacade()

    final class Recorder: TransitionsObserver {
        var lines: [String] = []
        var events: [TransitionEvent] = []
        func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
            events.append(event)
            switch event {
            case .performed(_, let target, let handler, let requestedOn, let animator):
                lines.append(
                    "performed \(target.title ?? "") \(handler === requestedOn ? "here" : "forwarded") \(animator)")
            case .frozenForPeek(_, let target): lines.append("frozen \(target.title ?? "")")
            case .refused(_, let userId): lines.append("refused \(userId)")
            case .reset(_, let root, _): lines.append("reset \(root.title ?? "")")
            case .undone(let ids, let screens, _): lines.append("undone \(screens) \(ids.count)")
            case .routerCalled(_, let call, _, _): lines.append("call \(call)")
            case .routerCreated: break
            case .historyCleaned(let count, _): lines.append("cleaned \(count)")
            case .possibleRetainCycle(let name): lines.append("retain cycle? \(name)")
            }
        }
    }

    @Test("a push, a modal, a push forwarded into the modal, and its dismissal, in order")
    func pushModalForwardDismiss() {
        let recorder = Recorder()
        facade.coordinator.addObserver(recorder)
        let main = facade.makeNavigationModule()
        main.router.pushModule(ModuleViewController(title: "Pushed"))
        let modal = ModuleViewController(title: "Modal")
        main.router.presentModalNavigationControllerWithRootViewControllerDerivedFrom { seed in
            modal.attach(seed: seed)
            return modal
        }
        main.router.pushModule(ModuleViewController(title: "Into the modal"))
        modal.moduleRouter.dismissCurrentModule()
        #expect(
            recorder.lines == [
                "reset Root",
                "call pushViewControllerDerivedFrom",
                "performed Pushed here NavigationTransitionsAnimator",
                "call presentModalNavigationControllerWithRootViewControllerDerivedFrom",
                "reset Modal",
                "performed Modal here ModalNavigationTransitionsAnimator",
                "call pushViewControllerDerivedFrom",
                "performed Into the modal forwarded NavigationTransitionsAnimator",
                "call dismissCurrentModule",
                "undone 2 2", // the modal and the push inside it
            ])
    }

    @Test("focusing on a module tells how many screens closed")
    func focusCountsScreens() {
        let recorder = Recorder()
        facade.coordinator.addObserver(recorder)
        let main = facade.makeNavigationModule()
        let first = main.router.pushModule(ModuleViewController(title: "1"))
        first.moduleRouter.pushModule(ModuleViewController(title: "2"))
        first.moduleRouter.pushModule(ModuleViewController(title: "3"))
        first.moduleRouter.focusOnCurrentModule()
        #expect(recorder.lines.last == "undone 2 2")
    }

    @Test("a router call names the module's router and the transition it asks for; each router's making is told")
    func routerCalls() throws {
        var calls: [(String, String, TransitionId?)] = []
        var callers: [String] = []
        var created: [(String, TransitionId)] = []
        let observer = ClosureObserver { event in
            switch event {
            case .routerCalled(let router, let call, let caller, let id):
                calls.append(("\(type(of: router))", call, id))
                callers.append(caller)
            case .routerCreated(let router, let id): created.append(("\(type(of: router))", id))
            default: break
            }
        }
        facade.coordinator.addObserver(observer)
        let main = facade.makeNavigationModule()
        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))
        let call = try #require(calls.last)
        #expect(call.0 == "\(type(of: main.router))" && call.1 == "pushViewControllerDerivedFrom")
        #expect(created.contains { $0.1 == call.2 }, "the pushed module's router was made for that transition")
        #expect(callers.last == "pushModule", "the method that called Marshroute (a helper of these tests)")
        pushed.moduleRouter.focusOnCurrentModule()
        #expect(calls.last?.1 == "focusOnCurrentModule")
        #expect(callers.last == "focusOnCurrentModule", "declared by module protocols itself: named once")
    }

    @Test("the caller is where the call is written, through the convenience overloads too")
    func callerIsTheModulesMethod() {
        final class ShowingRouter: BaseRouter {
            func showDetails() {
                pushViewControllerDerivedFrom { _ in ViewController() }
            }
            func showSettings() {
                presentModalNavigationControllerWithRootViewControllerDerivedFrom { _ in ViewController() }
            }
        }
        var callers: [String] = []
        let observer = ClosureObserver { event in
            if case .routerCalled(_, let call, let caller, _) = event { callers.append("\(caller) → \(call)") }
        }
        facade.coordinator.addObserver(observer)
        let main = facade.makeNavigationModule()
        let router = ShowingRouter(
            routerSeed: facade.makeSeed(box: .animating(main.handler), transitionId: main.rootTransitionId))
        router.showDetails()
        router.showSettings()
        #expect(
            callers == [
                "showDetails → pushViewControllerDerivedFrom",
                "showSettings → presentModalNavigationControllerWithRootViewControllerDerivedFrom",
            ])
    }

    @Test("a released observer hears nothing more, and costs nothing")
    func weakObservers() {
        var recorder: Recorder? = Recorder()
        facade.coordinator.addObserver(recorder!)
        weak let released = recorder
        recorder = nil
        #expect(released == nil)
        let main = facade.makeNavigationModule()
        main.router.pushModule(ModuleViewController(title: "Pushed"))
        let other = Recorder()
        facade.coordinator.addObserver(other)
        facade.coordinator.removeObserver(other)
        main.router.pushModule(ModuleViewController(title: "Again"))
        #expect(other.lines.isEmpty)
    }
}

/// An observer that hands every event to a closure.
@MainActor
private final class ClosureObserver: TransitionsObserver {
    let onEvent: (TransitionEvent) -> Void
    init(_ onEvent: @escaping (TransitionEvent) -> Void) { self.onEvent = onEvent }
    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        onEvent(event)
    }
}
