/// A session's input as text: what a bug report carries, and what replays it.
///
/// ```
/// # session transcript 1
/// set layout compact
/// set size 100x30
/// +0.000000 down
/// +0.512300 enter
/// +1.250000 resize:80x24
/// ```
///
/// Settings (`set NAME VALUE`) say how the session started; each event line gives the real time
/// since the previous event in seconds, then the event as a key-script token (`KeyScript`).
/// Times are real time, not the app's scaled clock: the speed keys are events too, so playing
/// them back slows the app down again at the same moment.
public struct SessionTranscript: Hashable, Sendable {
    /// How the session started: one `set NAME VALUE` line.
    public struct Setting: Hashable, Sendable {
        public var name: String
        public var value: String

        /// A setting `name` of `value` (neither holds a space or control character in the name).
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }

        /// `set NAME VALUE`.
        public var line: String { "set \(name) \(value)" }
    }

    /// One input event and when it came.
    public struct Event: Hashable, Sendable {
        /// Real time since the previous event (since the first frame for the first one).
        public var delay: Duration
        /// A key, a click or a resize.
        public var key: Key

        /// An event `delay` after the previous one.
        public init(delay: Duration, key: Key) {
            self.delay = delay
            self.key = key
        }
    }

    /// The first line of every transcript, with the format's version.
    public static let header = "# session transcript 1"
    /// Longest accepted transcript, in bytes: a bad file fails fast.
    public static let maximumBytes = 16 << 20
    /// Most events a transcript may hold.
    public static let maximumEvents = 1_000_000

    /// How the session started, in order (`layout`, `size`…), as the app that wrote it chose.
    public var settings: [Setting]
    /// The events, in the order they came.
    public var events: [Event]

    /// A transcript of `settings` and `events`.
    public init(settings: [Setting] = [], events: [Event] = []) {
        self.settings = settings
        self.events = events
    }

    /// The value of setting `name` (the last one, if it is set twice).
    public func setting(_ name: String) -> String? { settings.last { $0.name == name }?.value }

    /// The transcript as text, header first.
    public var text: String {
        ([Self.header] + settings.map(\.line) + events.map(Self.line))
            .joined(separator: "\n") + "\n"
    }

    /// `+1.250000 resize:80x24`: microseconds are enough to replay what a frame at 60 Hz shows.
    public static func line(for event: Event) -> String {
        let microseconds = max(
            0, event.delay.components.seconds * 1_000_000 + event.delay.components.attoseconds / 1_000_000_000_000)
        let fraction = String(microseconds % 1_000_000)
        return
            "+\(microseconds / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction) \(event.key)"
    }

    /// The events as a script for a headless run: a wait before each event that comes later.
    public var script: [ScriptStep] {
        var steps: [ScriptStep] = []
        for event in events {
            if event.delay > .zero { steps.append(.wait(event.delay)) }
            if case .resize(let size) = event.key {
                steps.append(.resize(size))
            } else {
                steps.append(.key(event.key))
            }
        }
        return steps
    }
}
