import TerminalUI

/// A moment of a session: after its first `events` input events, at `instant` on the base
/// clock (real time live, the manual clock headless). Every timeline entry is stamped with the
/// point it was made at, so that a rewind can replay the session's input up to just after it.
public struct DemoSessionPoint: Hashable, Sendable, CustomStringConvertible {
    /// How many input events (keys, clicks, resizes) had come.
    package let events: Int
    /// The base clock's time.
    package let instant: Instant

    /// The point after `events` events at `instant`.
    package init(events: Int, instant: Instant) {
        self.events = events
        self.instant = instant
    }

    /// `after 12 events at 3.25s`.
    public var description: String { "after \(events) events at \(instant)" }
}
