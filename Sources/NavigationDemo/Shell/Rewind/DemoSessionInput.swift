import TerminalUI

/// Everything a session's app did depends on: how the shell started (layout, size, glyphs,
/// animations, the kind of clock and its time, the URL it opened first, the lesson it started
/// with) and each input event
/// with the base clock's time it came at. Runs are deterministic, so replaying it on a fresh
/// shell with a manual clock gives the same screens, stacks, history and timeline (`DemoReplay`).
public struct DemoSessionInput: Sendable {
    /// One input event and when it came.
    public struct Event: Hashable, Sendable {
        /// On the base clock.
        package let instant: Instant
        /// A key, a click or a resize.
        package let key: Key
    }

    /// The layout the shell started in (a layout switch later is an input event like any other).
    package let idiom: DemoIdiom
    /// The screen's size at the start.
    package let size: Size
    package let glyphs: GlyphSet
    package let animationsEnabled: Bool
    /// Whether the app's clock has playback controls (a `ScaledClock`: the speed keys act) over
    /// the base clock.
    package let scaledClock: Bool
    /// The base clock's time when the shell was made.
    package let start: Instant
    /// The URL opened before the first event (`--open`).
    package internal(set) var openedURL: String?
    /// The lesson running from the start (`--lesson`).
    package internal(set) var startedLesson: String?
    /// The events, oldest first.
    public internal(set) var events: [Event] = []
    /// What the screenshot key said each time, in order: a replay shows the same notice
    /// instead of writing the picture again.
    package internal(set) var screenshotNotices: [String] = []
}

/// The session's input as it comes, kept by the shell: the application's input observer adds
/// each event; a key the rewound view used for itself (it never reached the app) is taken back.
/// An event costs a few dozen bytes; after `maximumEvents` (as many as a transcript may hold)
/// the log stops, and entries made after that cannot be rewound to.
@MainActor
final class DemoSessionLog {
    static let maximumEvents = SessionTranscript.maximumEvents
    let baseClock: any TimeSource
    private(set) var input: DemoSessionInput
    private(set) var isFull = false

    init(
        baseClock: any TimeSource, idiom: DemoIdiom, size: Size, glyphs: GlyphSet, animationsEnabled: Bool,
        scaledClock: Bool
    ) {
        self.baseClock = baseClock
        input = DemoSessionInput(
            idiom: idiom, size: size, glyphs: glyphs, animationsEnabled: animationsEnabled, scaledClock: scaledClock,
            start: baseClock.now)
    }

    /// Where the session is now (nil once the log is full).
    var point: DemoSessionPoint? {
        isFull ? nil : DemoSessionPoint(events: input.events.count, instant: baseClock.now)
    }

    func record(_ key: Key) {
        guard !isFull else { return }
        guard input.events.count < Self.maximumEvents else {
            isFull = true
            return
        }
        input.events.append(DemoSessionInput.Event(instant: baseClock.now, key: key))
    }

    /// Takes back the event just recorded, if it is `key`.
    func forgetLast(_ key: Key) {
        if !isFull, input.events.last?.key == key { input.events.removeLast() }
    }

    func noteOpened(_ url: String) {
        input.openedURL = url
    }

    func noteStarted(lesson id: String) {
        input.startedLesson = id
    }

    func noteScreenshot(_ notice: String) {
        guard !isFull else { return }
        input.screenshotNotices.append(notice)
    }
}
