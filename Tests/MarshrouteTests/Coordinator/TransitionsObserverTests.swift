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
                "performed Pushed here NavigationTransitionsAnimator",
                "reset Modal",
                "performed Modal here ModalNavigationTransitionsAnimator",
                "performed Into the modal forwarded NavigationTransitionsAnimator",
                "undone 1 1",
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
