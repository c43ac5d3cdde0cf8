import TerminalUI
import Testing

@testable import Marshroute

/// The stack's observation capability: every event, in order, with the router call that caused
/// it. What a log or the inspector's timeline is built on.
@MainActor
@Suite("Transitions observers", .marshrouteDiagnostics)
struct TransitionsObserverTests {
    let facade = MarshrouteFacade()

    /// Each event as a line, with its cause's number: `performed Pushed here … (#1)`.
    final class Recorder: TransitionsObserver {
        var lines: [String] = []
        var events: [TransitionEvent] = []
        func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
            events.append(event)
            let cause = event.cause.map { " (\($0.id))" } ?? ""
            switch event.kind {
            case .performed(_, let target, let handler, let requestedOn, let animator):
                lines.append(
                    "performed \(target.title ?? "") \(handler === requestedOn ? "here" : "forwarded") \(animator)"
                        + cause)
            case .frozenForPeek(_, let target): lines.append("frozen \(target.title ?? "")" + cause)
            case .peekEnded(_, let target, let outcome, let endedBy):
                lines.append(
                    "peek \(outcome.rawValue) \(target.title ?? "")\(endedBy.map { " by \($0.id)" } ?? "")" + cause)
            case .refused(_, let userId): lines.append("refused \(userId)" + cause)
            case .reset(_, let root, _): lines.append("reset \(root.title ?? "")" + cause)
            case .undone(let ids, let screens, _): lines.append("undone \(screens) \(ids.count)" + cause)
            case .routerCalled: lines.append("call \(event.cause.map { "\($0.method)" } ?? "?")" + cause)
            case .routerCreated, .moduleRegistered: break
            case .historyCleaned(let count, _, _): lines.append("cleaned \(count)" + cause)
            case .possibleRetainCycle(let name): lines.append("retain cycle? \(name)" + cause)
            }
        }
    }

    var observable: TransitionsObservable { facade.stack.transitionsObservable }

    @Test("a push, a modal, a push forwarded into the modal, and its dismissal, in order, each with its call")
    func pushModalForwardDismiss() {
        let recorder = Recorder()
        observable.addObserver(recorder)
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
                "reset Root", // set up by the test, not by a router call: no cause
                "call pushViewControllerDerivedFrom (#1)",
                "performed Pushed here NavigationTransitionsAnimator (#1)",
                "call presentModalNavigationControllerWithRootViewControllerDerivedFrom (#2)",
                "reset Modal (#2)",
                "performed Modal here ModalNavigationTransitionsAnimator (#2)",
                "call pushViewControllerDerivedFrom (#3)",
                "performed Into the modal forwarded NavigationTransitionsAnimator (#3)",
                "call dismissCurrentModule (#4)",
                "undone 2 2 (#4)", // the modal and the push inside it
            ])
    }

    @Test("focusing on a module over three modals: one undo, caused by the focus call")
    func focusOverThreeModals() throws {
        let recorder = Recorder()
        observable.addObserver(recorder)
        let main = facade.makeNavigationModule()
        let first = main.router.pushModule(ModuleViewController(title: "1"))
        let second = first.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "2"))
        let third = second.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "3"))
        third.moduleRouter.presentModalNavigationModule(ModuleViewController(title: "4"))
        first.moduleRouter.focusOnCurrentModule()
        let focus = try #require(recorder.events.last { if case .routerCalled = $0.kind { true } else { false } })
        #expect(focus.cause?.method == .focusOnCurrentModule)
        #expect(recorder.lines.last == "undone 3 3 (\(focus.cause!.id))")
        #expect(recorder.events.filter { if case .undone = $0.kind { true } else { false } }.count == 1)
    }

    @Test("a router call names the router, Marshroute's method and the transition; each router's making is told")
    func routerCalls() throws {
        var calls: [RouterCall] = []
        var created: [(String, TransitionId)] = []
        let observer = ClosureObserver { event in
            switch event.kind {
            case .routerCalled: calls.append(event.cause!)
            case .routerCreated(let router, let id): created.append(("\(type(of: router))", id))
            default: break
            }
        }
        observable.addObserver(observer)
        let main = facade.makeNavigationModule()
        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))
        let call = try #require(calls.last)
        #expect(call.routerType == "\(type(of: main.router))" && call.method == .pushViewControllerDerivedFrom)
        #expect(call.router === main.router)
        #expect(
            created.contains { $0.1 == call.transitionId }, "the pushed module's router was made for that transition")
        #expect(call.site == nil, "the test's helper did not say which method it is")
        pushed.moduleRouter.focusOnCurrentModule()
        #expect(calls.last?.method == .focusOnCurrentModule)
        #expect(calls.last?.transitionId == pushed.seed?.transitionId)
        #expect(calls.map(\.id.rawValue) == [1, 2], "numbered once each, where they enter Marshroute")
    }

    @Test("a router method that says so (traced) names itself, its file and its line")
    func tracedSites() {
        final class ShowingRouter: BaseRouter {
            func showDetails() {
                traced { pushViewControllerDerivedFrom { _ in ViewController() } }
            }
            func showSettings() {
                traced { presentModalNavigationControllerWithRootViewControllerDerivedFrom { _ in ViewController() } }
            }
            func showUntraced() { pushViewControllerDerivedFrom { _ in ViewController() } }
        }
        var calls: [RouterCall] = []
        let observer = ClosureObserver { event in
            if case .routerCalled = event.kind { calls.append(event.cause!) }
        }
        observable.addObserver(observer)
        let main = facade.makeNavigationModule()
        let router = ShowingRouter(
            routerSeed: facade.makeSeed(box: .animating(main.handler), transitionId: main.rootTransitionId))
        router.showDetails()
        router.showSettings()
        router.showUntraced()
        #expect(
            calls.map(\.summary.description) == [
                "ShowingRouter.showDetails → pushViewControllerDerivedFrom",
                "ShowingRouter.showSettings → presentModalNavigationControllerWithRootViewControllerDerivedFrom",
                "ShowingRouter → pushViewControllerDerivedFrom",
            ])
        #expect(calls.first?.site?.fileID == "MarshrouteTests/TransitionsObserverTests.swift")
        #expect(calls.first?.site?.function == "showDetails()")
    }

    @Test("a site belongs to its router: another router's call inside it is not named after it")
    func siteOfAnotherRouter() {
        var calls: [RouterCall] = []
        let observer = ClosureObserver { event in
            if case .routerCalled = event.kind { calls.append(event.cause!) }
        }
        observable.addObserver(observer)
        let main = facade.makeNavigationModule()
        let pushed = main.router.pushModule(ModuleViewController(title: "Pushed"))
        main.router.traced(function: "showOther()") {
            pushed.moduleRouter.pushModule(ModuleViewController(title: "Other"))
        }
        #expect(calls.last?.site == nil)
    }

    @Test("an initiator set around router calls reaches them, the innermost first")
    func initiators() {
        var calls: [RouterCall] = []
        let observer = ClosureObserver { event in
            if case .routerCalled = event.kind { calls.append(event.cause!) }
        }
        observable.addObserver(observer)
        let main = facade.makeNavigationModule()
        observable.withInitiator(RouterCallInitiator(kind: .route, id: 7)) {
            main.router.pushModule(ModuleViewController(title: "By a route"))
            observable.withInitiator(RouterCallInitiator(kind: .route, id: 8)) {
                main.router.pushModule(ModuleViewController(title: "By another"))
            }
        }
        main.router.pushModule(ModuleViewController(title: "By nobody"))
        #expect(calls.map(\.initiator?.id) == [7, 8, nil])
    }

    @Test("a peek committed later keeps the cause of the call it froze; a cancelled one performs nothing")
    func peekKeepsItsCause() throws {
        let harness = PeekHarness()
        let recorder = Recorder()
        harness.facade.stack.transitionsObservable.addObserver(recorder)
        harness.registerPush(of: ModuleViewController(title: "Peeked"))
        #expect(harness.pressPeekKey())
        harness.cancel()
        #expect(harness.pressPeekKey())
        harness.commit()
        #expect(
            recorder.lines == [
                "call pushViewControllerDerivedFrom (#1)",
                "frozen Peeked (#1)",
                "peek cancelled Peeked (#1)",
                "call pushViewControllerDerivedFrom (#2)",
                "frozen Peeked (#2)",
                "peek committed Peeked (#2)",
                "performed Peeked here NavigationTransitionsAnimator (#2)",
            ])
    }

    /// Issue 32: an observer that paired a peek's end with a freeze by order cited the wrong
    /// one; Marshroute now names the call that froze it, and the call that interrupted it.
    @Test("a peek's end carries the call that froze it, and an interruption the call that ended it")
    func peekEndCarriesItsCause() throws {
        let harness = PeekHarness()
        let recorder = Recorder()
        harness.facade.stack.transitionsObservable.addObserver(recorder)
        harness.registerPush(of: ModuleViewController(title: "Peeked"))
        #expect(harness.pressPeekKey())
        harness.commit()
        harness.source.moduleRouter.focusOnCurrentModule()
        #expect(harness.pressPeekKey())
        harness.source.moduleRouter.pushModule(ModuleViewController(title: "Interrupting"))
        #expect(
            recorder.lines == [
                "call pushViewControllerDerivedFrom (#1)",
                "frozen Peeked (#1)",
                "peek committed Peeked (#1)",
                "performed Peeked here NavigationTransitionsAnimator (#1)",
                "call focusOnCurrentModule (#2)",
                "undone 1 1 (#2)",
                "call pushViewControllerDerivedFrom (#3)",
                "frozen Peeked (#3)",
                "call pushViewControllerDerivedFrom (#4)",
                "peek interrupted Peeked by #4 (#3)",
                "performed Interrupting here NavigationTransitionsAnimator (#4)",
            ])
    }

    @Test("the delegate's veto: its own undo and the refusal both carry the call it refused")
    func vetoCarriesTheCall() throws {
        let siblingGuard = SiblingModulesGuard(stack: facade.stack)
        let recorder = Recorder()
        observable.addObserver(recorder)
        let main = facade.makeNavigationModule()
        func show(_ fruit: String, from router: ModuleRouter) -> ModuleViewController {
            let screen = ModuleViewController(title: fruit)
            router.pushViewControllerDerivedFrom { seed in
                siblingGuard.register(seed: seed, userId: fruit)
                screen.attach(seed: seed)
                return screen
            }
            return screen
        }
        let banana = show("Banana", from: main.router)
        let grapes = show("Grapes", from: banana.moduleRouter)
        _ = show("Banana", from: grapes.moduleRouter)
        #expect(
            recorder.lines.suffix(3) == [
                "call pushViewControllerDerivedFrom (#3)",
                "undone 1 1 (#3)",
                "refused Banana (#3)",
            ])
        #expect(siblingGuard.refusals == 1)
        MarshrouteDiagnostics.forThisTest.claimPrints(containing: "the delegate refused transition")
    }

    @Test("history cleaned behind Marshroute's back is told; the next call then runs with its own cause")
    func cleaningIsToldBeforeTheNextCall() {
        let recorder = Recorder()
        observable.addObserver(recorder)
        let main = facade.makeNavigationModule()
        let window = facade.makeWindow(root: main.navigationController)
        main.router.pushModule(ModuleViewController(title: "Popped by the back key"))
        _ = window.handle(.backspace)
        main.router.pushModule(ModuleViewController(title: "Next"))
        #expect(
            recorder.lines.suffix(3) == [
                "cleaned 1",
                "call pushViewControllerDerivedFrom (#2)",
                "performed Next here NavigationTransitionsAnimator (#2)",
            ])
    }

    @Test("a released observer hears nothing more, and costs nothing")
    func weakObservers() {
        var recorder: Recorder? = Recorder()
        observable.addObserver(recorder!)
        weak var released: Recorder?
        released = recorder
        recorder = nil
        #expect(released == nil)
        let main = facade.makeNavigationModule()
        main.router.pushModule(ModuleViewController(title: "Pushed"))
        let other = Recorder()
        observable.addObserver(other)
        observable.removeObserver(other)
        main.router.pushModule(ModuleViewController(title: "Again"))
        #expect(other.lines.isEmpty)
    }

    @Test("with no observer, calls are not numbered and leave nothing running")
    func unobservedCallsCostNothing() {
        let main = facade.makeNavigationModule()
        main.router.pushModule(ModuleViewController(title: "Pushed"))
        #expect(facade.coordinator.callScopes.lastCallNumber == 0)
        let recorder = Recorder()
        observable.addObserver(recorder)
        main.router.pushModule(ModuleViewController(title: "Observed"))
        #expect(facade.coordinator.callScopes.lastCallNumber == 1)
        #expect(facade.coordinator.callScopes.running.isEmpty, "every call closed where its method ended")
    }
}

/// An observer that hands every event to a closure.
@MainActor
final class ClosureObserver: TransitionsObserver {
    let onEvent: (TransitionEvent) -> Void
    init(_ onEvent: @escaping (TransitionEvent) -> Void) { self.onEvent = onEvent }
    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        onEvent(event)
    }
}
