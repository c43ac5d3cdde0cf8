import MarshrouteInspector
import TerminalUI
import Testing

/// Rewind for any app that can replay itself (`InspectorRewinding`), with no demo: an app that
/// counts its keys and replays them on a fresh copy. The inspector stamps each entry with the
/// app's moment, asks for the replay of an entry's moment, shows it over the running app, keeps
/// the app's keys from it but those it names, and returns to the present.
@MainActor
@Suite("Inspector: rewind for any app")
struct RewindingTests {
    /// The app's input as it came; a moment is how many keys had come.
    final class KeyReplaying: InspectorRewinding {
        let size: Size
        var keys: [Key] = []
        var replays: [Int] = []
        var kept: [Key] = []
        var changes: [Int?] = []
        var closed = 0
        /// The copies, alive while shown.
        var copies: [TinyApp] = []

        init(size: Size) {
            self.size = size
        }

        var currentMoment: Int? { keys.count }

        func replay(to moment: Int) -> InspectorReplay? {
            replays.append(moment)
            let copy = TinyApp(size: size)
            for key in keys.prefix(moment) { copy.stepper.press(key) }
            copies.append(copy)
            return InspectorReplay(window: copy.window, inspector: copy.inspector) { [weak self] in
                self?.closed += 1
            }
        }

        func reachesAppWhileRewound(_ key: Key) -> Bool { key == .character("i") }

        func keptFromApp(_ key: Key) {
            kept.append(key)
            if keys.last == key { keys.removeLast() }
        }

        func rewindDidChange(to entry: Int?) { changes.append(entry) }
    }

    @Test("R shows the app as it was after the entry, over the running app, until Esc")
    func rewindAndReturn() throws {
        let size = Size(width: 100, height: 20)
        let app = TinyApp(size: size)
        let rewinding = KeyReplaying(size: size)
        app.application.inputObserver = { [weak rewinding] key in rewinding?.keys.append(key) }
        app.inspector.rewinding = rewinding
        _ = app.press("n n n")
        #expect(app.inspector.journal.timeline.map(\.number) == [1, 2, 3])
        #expect(app.inspector.moment(ofEntry: 2, as: Int.self) == 2, "stamped with the app's moment")
        _ = app.press("i up R")
        #expect(rewinding.replays == [2])
        #expect(app.inspector.rewoundEntry == 2)
        #expect(app.inspector.rewindStatus == "⏪ rewound to #2")
        #expect(rewinding.changes == [2])
        #expect(
            rewinding.kept.isEmpty, "R in the present is input like any other: a copy, which cannot rewind, ignores it")
        // The panel closes (the app's input keeps that), and shows the copy: screen 2.
        let past = app.press("esc")
        #expect(!app.inspector.isOpen)
        #expect(past.contains("This is screen 2.") && !past.contains("This is screen 3."), "\(past)")
        // A key the app would take is kept from it; the running app is still at screen 3.
        _ = app.press("n")
        #expect(rewinding.kept == [.character("n")])
        #expect(app.inspector.journal.timeline.count == 3, "n reached no screen")
        // i still reaches the app: the panel opens on the past's timeline, later entries dimmed.
        _ = app.press("i")
        #expect(app.inspector.isOpen)
        let timeline = app.inspector.text(of: .timeline)
        #expect(timeline.contains { $0.contains("later, in the present") }, "\(timeline)")
        // Esc closes the panel, then Esc on the rewound app returns to the present.
        let present = app.press("esc esc")
        #expect(app.inspector.rewoundEntry == nil && app.inspector.rewindStatus == nil)
        #expect(rewinding.changes == [2, nil] && rewinding.closed == 1)
        #expect(present.contains("This is screen 3."), "\(present)")
    }

    @Test("without rewinding, R does nothing; an entry made before has no moment")
    func noRewinding() {
        let app = TinyApp(size: Size(width: 100, height: 20))
        _ = app.press("n n i up R")
        #expect(app.inspector.rewoundEntry == nil)
        #expect(app.inspector.moment(ofEntry: 1, as: Int.self) == nil)
        #expect(!app.inspector.rewind(toEntry: 1))
    }
}
