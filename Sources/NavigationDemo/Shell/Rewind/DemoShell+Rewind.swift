import MarshrouteInspector
import TerminalUI

/// Rewind (`R` on the inspector's timeline): the app as it was just after an entry. The
/// inspector does it (`Inspector+Rewind`), as for any app that can replay itself; the shell
/// gives it the session's input to replay (`DemoSessionRewinding`). These are the shell's
/// handles on it, for the command line (`--until`), the tests and the benchmarks.
extension DemoShell {
    /// The entry the app is rewound to (nil: it shows the present).
    package var rewoundEntry: Int? { demo.inspector.rewoundEntry }

    /// The newest timeline entry's number (nil before the first).
    public var newestTimelineEntry: Int? { demo.inspector.journal.timeline.last?.number }

    /// The point of the session just after timeline entry `number` (nil if the timeline does not
    /// keep it, or this shell is a replay).
    public func point(afterEntry number: Int) -> DemoSessionPoint? {
        demo.inspector.moment(ofEntry: number, as: DemoSessionPoint.self)
    }

    /// The session's input so far (nil in a replay).
    public var sessionInput: DemoSessionInput? { log?.input }

    /// A fresh shell on a headless screen, with this session replayed up to `point`; close it
    /// (`close()`) when done with it.
    public func replayed(to point: DemoSessionPoint) -> DemoShell? {
        guard let input = log?.input else { return nil }
        return DemoReplay.replay(input, to: point, assets: assets)
    }

    /// Shows the app as it was just after timeline entry `number`. Returns false when the
    /// timeline no longer keeps it.
    @discardableResult
    public func rewind(toEntry number: Int) -> Bool {
        demo.inspector.rewind(toEntry: number)
    }

    /// Shows the running app again.
    public func returnToPresent() {
        demo.inspector.returnToPresent()
    }
}
