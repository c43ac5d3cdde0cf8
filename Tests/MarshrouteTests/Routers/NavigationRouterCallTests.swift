import TerminalUI
import Testing

@testable import Marshroute

/// The router methods that put a screen on a navigation handler, as one table (the original's
/// `DetailRouterTests_BaseRouter`, `…_BaseMasterDetailRouter` and `MasterRouterTests`): each
/// resets the root of its handler under the router's own id, or pushes under a new one; on a
/// master-detail router the master methods act on the master handler, the others on the
/// detail handler, and never on the other one.
@MainActor
@Suite("Router methods on a navigation handler", .marshrouteDiagnostics)
struct NavigationRouterCallTests {
    @Test(arguments: NavigationRouterCall.all)
    func theCallActsOnItsHandlerAlone(call: NavigationRouterCall) {
        let harness = SpiedRouterHarness(kind: call.kind)
        let screen = ViewController()

        let seed = call.perform(on: harness, screen: screen, animator: nil)

        let handler = call.handler(of: harness)
        // Identities: `===` between the seed's facts and a spy inside `#expect` crashes Swift
        // 6.3's SILGen.
        let handlerID = ObjectIdentifier(handler)
        if harness.ownHandler !== harness.detailHandler {
            #expect(call.otherHandler(of: harness).calls.isEmpty, "\(call.name) touched the other column")
        }
        guard let seed else {
            Issue.record("\(call.name) derived no screen")
            return
        }
        switch call.operation {
        case .reset:
            #expect(handler.performedContexts.isEmpty)
            let contexts = handler.resettingContexts
            #expect(contexts.count == 1)
            guard let context = contexts.first else { return }
            #expect(context.transitionId == harness.routerTransitionId)
            #expect(seed.transitionId == context.transitionId)
            #expect(context.targetViewController === screen)
            #expect(context.targetTransitionsHandlerBox.unbox() === handler)
            #expect(context.storableParameters == nil)
            let launching = context.resettingAnimationLaunchingContextBox.resettingNavigationRoot
            #expect(launching?.rootViewController === screen)
            #expect(launching.map { type(of: $0.animator) == ResetNavigationTransitionsAnimator.self } == true)
            // A root is presented by nothing.
            #expect(seed.presentingHandler.map(ObjectIdentifier.init) == nil)
        case .push:
            guard let context = harness.singlePerformedContext(on: handler) else { return }
            #expect(context.transitionId == harness.ids.lastGeneratedId)
            #expect(context.transitionId != harness.routerTransitionId)
            #expect(seed.transitionId == context.transitionId)
            #expect(context.targetViewController === screen)
            #expect(context.targetTransitionsHandlerBox.isPendingAnimating)
            #expect(context.storableParameters == nil)
            let launching = context.presentationAnimationLaunchingContextBox.push
            #expect(launching?.targetViewController === screen)
            #expect(launching.map { type(of: $0.animator) == NavigationTransitionsAnimator.self } == true)
            // A pushed module lives on, and is presented by, the handler it was pushed onto.
            #expect(seed.presentingHandler.map(ObjectIdentifier.init) == handlerID)
            #expect(seed.position == .pushed)
        }
        #expect(seed.handler.map(ObjectIdentifier.init) == handlerID)
        if let detail = seed.detailHandler {
            #expect(ObjectIdentifier(detail) == ObjectIdentifier(harness.detailHandler))
        }
    }

    @Test(arguments: NavigationRouterCall.all)
    func theCallUsesTheGivenAnimator(call: NavigationRouterCall) {
        let harness = SpiedRouterHarness(kind: call.kind)
        let animator: AnyObject =
            switch call.operation {
            case .reset: ResetNavigationTransitionsAnimator()
            case .push: NavigationTransitionsAnimator()
            }

        _ = call.perform(on: harness, screen: ViewController(), animator: animator)

        let handler = call.handler(of: harness)
        let used: AnyObject? =
            switch call.operation {
            case .reset:
                handler.resettingContexts.first?.resettingAnimationLaunchingContextBox.resettingNavigationRoot?
                    .animator
            case .push: handler.performedContexts.first?.presentationAnimationLaunchingContextBox.push?.animator
            }
        #expect(used === animator)
    }

    @Test func settingOnAHandlerThatIsNotANavigationHandlerAssertsAndDoesNothing() {
        let diagnostics = MarshrouteDiagnostics.forThisTest
        let bare = AnimatingTransitionsHandlerSpy()
        let router = ModuleRouter(routerSeed: MarshrouteFacade().makeSeed(box: .animating(bare), transitionId: "id"))
        var derived = false

        router.setViewControllerDerivedFrom { _ in
            derived = true
            return ViewController()
        }

        #expect(!derived)
        #expect(bare.calls.isEmpty)
        #expect(diagnostics.claimAssertions(containing: "navigation transitions handler").count == 1)
    }
}

/// One router method that shows a screen on a navigation handler, and how to call it.
struct NavigationRouterCall: Sendable, CustomTestStringConvertible {
    enum Operation: Sendable {
        /// Resets the handler's root, under the router's own id.
        case reset
        /// Pushes, under a new id.
        case push
    }

    /// Which column's handler the method acts on.
    enum Column: Sendable {
        case master, detail
    }

    /// What the seed handed to the new screen says, whichever seed type it is.
    struct SeedFacts {
        let transitionId: TransitionId
        let handler: AnyObject?
        let detailHandler: AnyObject?
        let presentingHandler: AnyObject?
        let position: ViewControllerPosition?
    }

    let name: String
    let kind: RouterKind
    let operation: Operation
    let column: Column
    /// Calls the method with `derive`, and `animator` when one is given.
    let call: @MainActor @Sendable (SpiedRouterHarness, _ animator: AnyObject?, _ derive: @escaping Derive) -> Void

    typealias Derive = @MainActor (SeedFacts) -> ViewController

    var testDescription: String { "\(kind.rawValue).\(name)" }

    @MainActor
    func handler(of harness: SpiedRouterHarness) -> NavigationTransitionsHandlerSpy {
        column == .master ? harness.ownHandler : harness.detailHandler
    }

    @MainActor
    func otherHandler(of harness: SpiedRouterHarness) -> NavigationTransitionsHandlerSpy {
        column == .master ? harness.detailHandler : harness.ownHandler
    }

    /// Calls the method; returns what the seed said, nil when no screen was derived.
    @MainActor
    func perform(on harness: SpiedRouterHarness, screen: ViewController, animator: AnyObject?) -> SeedFacts? {
        var facts: SeedFacts?
        call(harness, animator) { seed in
            facts = seed
            return screen
        }
        return facts
    }

    @MainActor static func facts(_ seed: RouterSeed) -> SeedFacts {
        SeedFacts(
            transitionId: seed.transitionId, handler: seed.transitionsHandlerBox.unbox(), detailHandler: nil,
            presentingHandler: seed.presentingTransitionsHandler, position: ViewControllerPosition(routerSeed: seed))
    }

    @MainActor static func facts(_ seed: MasterDetailRouterSeed) -> SeedFacts {
        SeedFacts(
            transitionId: seed.transitionId, handler: seed.masterTransitionsHandlerBox.unbox(),
            detailHandler: seed.detailTransitionsHandlerBox.unbox(),
            presentingHandler: seed.presentingTransitionsHandler,
            position: ViewControllerPosition(masterDetailRouterSeed: seed))
    }

    /// Every method, on every router kind that has it.
    static let all: [NavigationRouterCall] =
        RouterKind.allCases.flatMap { kind in
            [
                NavigationRouterCall(
                    name: "setViewControllerDerivedFrom", kind: kind, operation: .reset, column: .detail
                ) {
                    harness, animator, derive in
                    let derived: (RouterSeed) -> ViewController = { derive(facts($0)) }
                    if let animator = animator as? ResetNavigationTransitionsAnimator {
                        harness.router.setViewControllerDerivedFrom(derived, animator: animator)
                    } else {
                        harness.router.setViewControllerDerivedFrom(derived)
                    }
                },
                NavigationRouterCall(
                    name: "pushViewControllerDerivedFrom", kind: kind, operation: .push, column: .detail
                ) {
                    harness, animator, derive in
                    let derived: (RouterSeed) -> ViewController = { derive(facts($0)) }
                    if let animator = animator as? NavigationTransitionsAnimator {
                        harness.router.pushViewControllerDerivedFrom(derived, animator: animator)
                    } else {
                        harness.router.pushViewControllerDerivedFrom(derived)
                    }
                },
            ]
        } + [
            NavigationRouterCall(
                name: "setMasterViewControllerDerivedFrom", kind: .masterDetail, operation: .reset, column: .master
            ) { harness, animator, derive in
                let derived: (MasterDetailRouterSeed) -> ViewController = { derive(facts($0)) }
                if let animator = animator as? ResetNavigationTransitionsAnimator {
                    harness.masterDetailRouter.setMasterViewControllerDerivedFrom(derived, animator: animator)
                } else {
                    harness.masterDetailRouter.setMasterViewControllerDerivedFrom(derived)
                }
            },
            NavigationRouterCall(
                name: "pushMasterViewControllerDerivedFrom", kind: .masterDetail, operation: .push, column: .master
            ) { harness, animator, derive in
                let derived: (MasterDetailRouterSeed) -> ViewController = { derive(facts($0)) }
                if let animator = animator as? NavigationTransitionsAnimator {
                    harness.masterDetailRouter.pushMasterViewControllerDerivedFrom(derived, animator: animator)
                } else {
                    harness.masterDetailRouter.pushMasterViewControllerDerivedFrom(derived)
                }
            },
            NavigationRouterCall(
                name: "setDetailViewControllerDerivedFrom", kind: .masterDetail, operation: .reset, column: .detail
            ) { harness, animator, derive in
                let derived: (RouterSeed) -> ViewController = { derive(facts($0)) }
                if let animator = animator as? ResetNavigationTransitionsAnimator {
                    harness.masterDetailRouter.setDetailViewControllerDerivedFrom(derived, animator: animator)
                } else {
                    harness.masterDetailRouter.setDetailViewControllerDerivedFrom(derived)
                }
            },
            NavigationRouterCall(
                name: "pushDetailViewControllerDerivedFrom", kind: .masterDetail, operation: .push, column: .detail
            ) { harness, animator, derive in
                let derived: (RouterSeed) -> ViewController = { derive(facts($0)) }
                if let animator = animator as? NavigationTransitionsAnimator {
                    harness.masterDetailRouter.pushDetailViewControllerDerivedFrom(derived, animator: animator)
                } else {
                    harness.masterDetailRouter.pushDetailViewControllerDerivedFrom(derived)
                }
            },
        ]
}
