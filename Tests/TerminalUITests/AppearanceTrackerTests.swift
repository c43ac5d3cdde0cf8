import Testing

@testable import TerminalUI

/// The appearance tracker on its own: bare controllers, no window.
@MainActor
@Suite("Appearance tracker")
struct AppearanceTrackerTests {
    let log = LifecycleLog()

    @Test("entering controllers load and get will-appear at once, did-appear on flush")
    func entering() {
        let tracker = AppearanceTracker()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        tracker.update(to: [a, b], animated: true)
        #expect(log.take() == ["A.viewDidLoad", "A.willAppear", "B.viewDidLoad", "B.willAppear"])
        #expect(tracker.hasPendingCallbacks)
        tracker.flush()
        #expect(log.take() == ["A.didAppear", "B.didAppear"])
        #expect(!tracker.hasPendingCallbacks)
    }

    @Test("a change tells the leaving ones first and leaves the staying ones alone")
    func leavingFirst() {
        let tracker = AppearanceTracker()
        let root = RecordingViewController("Root", log: log)
        let old = RecordingViewController("Old", log: log)
        let new = RecordingViewController("New", log: log)
        tracker.update(to: [root, old], animated: false)
        tracker.flush()
        _ = log.take()
        tracker.update(to: [root, new], animated: true)
        tracker.flush()
        #expect(
            log.take() == [
                "Old.willDisappear", "New.viewDidLoad", "New.willAppear", "Old.didDisappear", "New.didAppear",
            ])
        #expect(tracker.visible.map(\.title) == ["Root", "New"])
    }

    @Test("a change made by a callback during flush is flushed too")
    func changesDuringFlush() {
        let tracker = AppearanceTracker()
        let a = CallbackViewController()
        let b = RecordingViewController("B", log: log)
        a.onDidAppear = { tracker.update(to: [b], animated: false) }
        tracker.update(to: [a], animated: false)
        tracker.flush()
        #expect(log.take() == ["B.viewDidLoad", "B.willAppear", "B.didAppear"])
        #expect(!tracker.hasPendingCallbacks)
    }

    final class CallbackViewController: ViewController {
        var onDidAppear: (() -> Void)?
        override func viewDidAppear(_ animated: Bool) { onDidAppear?() }
    }
}
