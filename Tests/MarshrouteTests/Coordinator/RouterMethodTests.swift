import TerminalUI
import Testing

@testable import Marshroute

/// Every public router method family reports itself as its `RouterMethod`, with and without
/// its animator: observers switch over the value, so a wrong case at one call site would name
/// another method in every timeline and lesson.
@MainActor
@Suite("Router methods as values", .marshrouteDiagnostics)
struct RouterMethodTests {
    let facade = MarshrouteFacade()

    final class CallRecorder: TransitionsObserver {
        var methods: [RouterMethod] = []
        func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
            if case .routerCalled = event.kind, let call = event.cause { methods.append(call.method) }
        }
    }

    /// One way to call each method family on a fresh module: a plain router's, or a
    /// master-detail router's.
    enum Caller {
        case plain(@MainActor (ModuleRouter) -> Void)
        case masterDetail(@MainActor (MasterDetailModuleRouter) -> Void)
    }

    static let screen: (RouterSeed) -> ViewController = { _ in ViewController() }
    static let masterScreen: (MasterDetailRouterSeed) -> ViewController = { _ in ViewController() }

    /// Each method with the calls that must report it (the default animator's overload, then
    /// the one with an animator or a container of the caller's).
    static let callers: [RouterMethod: [Caller]] = [
        .setViewControllerDerivedFrom: [
            .plain { $0.setViewControllerDerivedFrom(screen) },
            .plain { $0.setViewControllerDerivedFrom(screen, animator: ResetNavigationTransitionsAnimator()) },
        ],
        .pushViewControllerDerivedFrom: [
            .plain { $0.pushViewControllerDerivedFrom(screen) },
            .plain { $0.pushViewControllerDerivedFrom(screen, animator: NavigationTransitionsAnimator()) },
        ],
        .setMasterViewControllerDerivedFrom: [
            .masterDetail { $0.setMasterViewControllerDerivedFrom(masterScreen) }
        ],
        .pushMasterViewControllerDerivedFrom: [
            .masterDetail { $0.pushMasterViewControllerDerivedFrom(masterScreen) }
        ],
        .setDetailViewControllerDerivedFrom: [.masterDetail { $0.setDetailViewControllerDerivedFrom(screen) }],
        .pushDetailViewControllerDerivedFrom: [.masterDetail { $0.pushDetailViewControllerDerivedFrom(screen) }],
        .presentModalViewControllerDerivedFrom: [
            .plain { $0.presentModalViewControllerDerivedFrom(screen) },
            .plain { $0.presentModalViewControllerDerivedFrom(screen, animator: ModalTransitionsAnimator()) },
        ],
        .presentModalMasterDetailViewControllerDerivedFrom: [
            .plain {
                $0.presentModalMasterDetailViewControllerDerivedFrom(
                    deriveMasterViewController: masterScreen, deriveDetailViewController: screen)
            }
        ],
        .presentModalNavigationControllerWithRootViewControllerDerivedFrom: [
            .plain { $0.presentModalNavigationControllerWithRootViewControllerDerivedFrom(screen) },
            .plain {
                $0.presentModalNavigationControllerWithRootViewControllerDerivedFrom(
                    screen, animator: ModalNavigationTransitionsAnimator(), navigationController: NavigationController()
                )
            },
        ],
        .presentModalEndpointNavigationController: [
            .plain {
                $0.presentModalEndpointNavigationController(NavigationController(rootViewController: ViewController()))
                { _ in }
            }
        ],
        .presentPopoverFromRect: [
            .plain {
                $0.presentPopoverFromRect(
                    Rect(x: 0, y: 0, width: 1, height: 1), inView: View(), withViewControllerDerivedFrom: screen)
            }
        ],
        .presentPopoverFromBarButtonItem: [
            .plain {
                $0.presentPopoverFromBarButtonItem(BarButtonItem(title: "Go"), withViewControllerDerivedFrom: screen)
            }
        ],
        .presentPopoverWithNavigationControllerFromRect: [
            .plain {
                $0.presentPopoverWithNavigationControllerFromRect(
                    Rect(x: 0, y: 0, width: 1, height: 1), inView: View(), withViewControllerDerivedFrom: screen)
            }
        ],
        .presentPopoverWithNavigationControllerFromBarButtonItem: [
            .plain {
                $0.presentPopoverWithNavigationControllerFromBarButtonItem(
                    BarButtonItem(title: "Go"), withViewControllerDerivedFrom: screen)
            }
        ],
        .focusOnCurrentModule: [.plain { $0.focusOnCurrentModule() }],
        .dismissCurrentModule: [.plain { $0.dismissCurrentModule() }],
    ]

    @Test("the table covers every method")
    func everyMethodIsCalled() {
        #expect(Set(Self.callers.keys) == Set(RouterMethod.allCases))
    }

    @Test("each call reports its method", arguments: RouterMethod.allCases)
    func reportsItself(method: RouterMethod) throws {
        let recorder = CallRecorder()
        facade.stack.transitionsObservable.addObserver(recorder)
        for caller in Self.callers[method] ?? [] {
            switch caller {
            case .plain(let call):
                // A pushed module, so that dismissing and focusing have something to undo.
                let module = facade.makeNavigationModule()
                let pushed = module.router.pushModule(ModuleViewController(title: "Pushed"))
                recorder.methods.removeAll()
                call(pushed.moduleRouter)
            case .masterDetail(let call):
                let split = facade.makeSplitModule()
                recorder.methods.removeAll()
                call(split.router)
            }
            #expect(recorder.methods == [method])
        }
    }

    @Test("a method's name reads back as the method; a name of no method reads as none")
    func names() {
        for method in RouterMethod.allCases {
            #expect(RouterMethod(rawValue: method.description) == method)
        }
        #expect(RouterMethod(rawValue: "pushViewController") == nil)
        #expect(RouterMethod.pushMasterViewControllerDerivedFrom.label == "push (master)")
        #expect(
            RouterMethod.presentModalNavigationControllerWithRootViewControllerDerivedFrom.label
                == "modal with navigation")
        #expect(RouterMethod.allCases.filter(\.style.undoes) == [.focusOnCurrentModule, .dismissCurrentModule])
    }
}
