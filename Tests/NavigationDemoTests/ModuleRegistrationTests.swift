import Marshroute
import NavigationDemo
import TerminalUI
import Testing

/// Every module of the demo registers its view, presenter, interactor and router with
/// Marshroute when its assembly builds it: what the inspector's ledger lists.
@MainActor
@Suite("The demo's modules register their parts")
struct DemoModuleRegistrationTests {
    final class PartsRecorder: TransitionsObserver {
        var parts: [ModuleParts] = []
        func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
            if case .moduleRegistered(let module) = event.kind { parts.append(module) }
        }
    }

    @Test("each screen a route sample opens registered its four parts", arguments: DemoIdiom.allCases)
    func samples(idiom: DemoIdiom) {
        for row in DemoHarness(idiom: idiom).demo.routing.table
        where row.presentation != "none (a callback)" && row.destination != "Tab" {
            let h = DemoHarness(idiom: idiom)
            h.demo.isAuthorized = true
            let recorder = PartsRecorder()
            h.demo.marshrouteStack.transitionsObservable.addObserver(recorder)
            let sample = row.sample ?? ""
            #expect(h.open(sample) == nil, "\(sample)")
            let visible = h.window.visibleViewControllers
            #expect(
                recorder.parts.contains { parts in visible.contains { $0 === parts.view } },
                "\(sample): no screen on view registered its parts (\(recorder.parts.map(\.typeNames)))")
            for parts in recorder.parts {
                #expect(parts.typeNames.count == 4, "\(sample): \(parts.typeNames)")
            }
        }
    }
}
