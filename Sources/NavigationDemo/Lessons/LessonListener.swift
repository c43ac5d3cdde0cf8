import Marshroute
import MarshrouteInspector
import Routes
import TerminalUI

/// Hears one demo's Marshroute events (transitions, peeks ended with the call that froze them)
/// and Routes' events and hands each on as a `LessonEvent`, naming the screens they concern. It exists only while a lesson runs, so no lesson costs
/// anything otherwise; everything it listens to holds it weakly, so releasing it stops it.
@MainActor
final class LessonListener: TransitionsObserver {
    private let deliver: (LessonEvent) -> Void
    /// The demo's journal: it hears each event first (it listens from the demo's start), so
    /// the call's timeline entry is there when the lesson hears it, and it knows which screen
    /// each transition showed (a router call's module).
    private weak var journal: InspectorJournal?
    private let screens = LessonScreenRegistry()

    init(demo: NavigationDemoApp, deliver: @escaping (LessonEvent) -> Void) {
        self.deliver = deliver
        journal = demo.inspector.journal
        demo.marshrouteStack.transitionsObservable.addObserver(self)
        demo.routing.registry.addObserver(self) { [weak self] event in
            self?.deliver(LessonEvent(event))
        }
    }

    func transitionsCoordinator(_ coordinator: TransitionsCoordinator, didObserve event: TransitionEvent) {
        let journal = journal
        let screens = screens
        let lessonEvent = LessonEvent(
            event, timelineEntry: { journal?.entryNumber(of: $0) }, screen: { screens.screen($0) },
            callerScreen: { call in call.router.flatMap { journal?.screen(ofRouter: $0) } })
        if let lessonEvent { deliver(lessonEvent) }
    }
}
