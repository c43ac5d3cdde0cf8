import Marshroute
import Routes
import TerminalUI

/// Hears one demo's Marshroute events (transitions and peek & pop) and Routes' events and
/// hands each on as a `LessonEvent`. It exists only while a lesson runs, so no lesson costs
/// anything otherwise; everything it listens to holds it weakly, so releasing it stops it.
@MainActor
final class LessonListener: TransitionsObserver {
    private let deliver: (LessonEvent) -> Void
    /// The demo's journal: it hears each event first (it listens from the demo's start), so
    /// the call's timeline entry is there when the lesson hears it.
    private weak var journal: InspectorJournal?

    init(demo: NavigationDemoApp, deliver: @escaping (LessonEvent) -> Void) {
        self.deliver = deliver
        journal = demo.inspector.journal
        demo.marshrouteStack.transitionsObservable.addObserver(self)
        demo.marshrouteStack.peekAndPopStateObservable.addObserver(disposable: self) { [weak self] _, state in
            self?.deliver(LessonEvent(peek: state))
        }
        demo.routing.registry.addObserver(self) { [weak self] event in
            self?.deliver(LessonEvent(event))
        }
    }

    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        deliver(LessonEvent(event, timelineEntry: { [journal] in journal?.entryOfCall[$0] }))
    }
}
