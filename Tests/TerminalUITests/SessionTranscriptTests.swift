import Testing

@testable import TerminalUI

/// Transcripts (`--record`, `--replay`): the text format both ways, hostile files refused with
/// the line and the reason, the recorder's times, and the replaying screen's pace.
@MainActor
@Suite("Session transcripts")
struct SessionTranscriptTests {
    static let sample = """
        # session transcript 1
        set layout compact
        set size 100x30
        # a comment
        +0.000000 down
        +0.512300 enter
        +1.25 resize:80x24
        +2 click:3,4
        +0.000001 space

        """

    @Test("text is read into settings and events, and written back the same way")
    func roundTrip() throws {
        let transcript = try SessionTranscript(parsing: Self.sample)
        #expect(transcript.setting("layout") == "compact")
        #expect(transcript.setting("size") == "100x30")
        #expect(
            transcript.events == [
                .init(delay: .zero, key: .down), .init(delay: .microseconds(512_300), key: .enter),
                .init(delay: .milliseconds(1250), key: .resize(Size(width: 80, height: 24))),
                .init(delay: .seconds(2), key: .mouseClick(Point(x: 3, y: 4))),
                .init(delay: .microseconds(1), key: .space),
            ])
        #expect(try SessionTranscript(parsing: transcript.text) == transcript)
        #expect(transcript.text.contains("+1.250000 resize:80x24\n+2.000000 click:3,4\n+0.000001 space\n"))
    }

    @Test("the script waits before each later event and keeps the keys and resizes in order")
    func script() throws {
        let transcript = try SessionTranscript(parsing: Self.sample)
        #expect(
            transcript.script == [
                .key(.down), .wait(.microseconds(512_300)), .key(.enter), .wait(.milliseconds(1250)),
                .resize(Size(width: 80, height: 24)), .wait(.seconds(2)), .key(.mouseClick(Point(x: 3, y: 4))),
                .wait(.microseconds(1)), .key(.space),
            ])
    }

    @Test(
        "a bad file names its line and what is wrong",
        arguments: [
            ("hello\n", "line 1: expected \"# session transcript 1\" first"),
            ("", "line 1: expected \"# session transcript 1\" first"),
            ("# session transcript 1\n+x down\n", "line 2: bad time +x"),
            ("# session transcript 1\n+1.1234567 down\n", "line 2: bad time"),
            ("# session transcript 1\n+90000 down\n", "line 2: bad time"),
            ("# session transcript 1\n+-1 down\n", "line 2: bad time"),
            ("# session transcript 1\n+0.1 frob\n", "line 2: bad key token 'frob'"),
            ("# session transcript 1\n+0.1 wait:5s\n", "line 2: a wait is not an event"),
            ("# session transcript 1\ndown\n", "line 2: expected +SECONDS TOKEN"),
            ("# session transcript 1\nset layout\n", "line 2: expected set NAME VALUE"),
            ("# session transcript 1\n+0.1 \u{1B}[2J\n", "line 2: control character U+1B"),
            ("# session transcript 1\n\n+0.1 a\u{7F}\n", "line 3: control character U+7F"),
        ])
    func refusals(text: String, expected: String) {
        #expect {
            try SessionTranscript(parsing: text)
        } throws: { error in
            "\(error)".hasPrefix(expected)
        }
    }

    @Test("a file over the size limit is refused before it is read line by line")
    func tooLarge() {
        let text = SessionTranscript.header + "\n" + String(repeating: "#", count: SessionTranscript.maximumBytes)
        #expect(throws: SessionTranscriptError.self) { try SessionTranscript(parsing: text) }
    }

    @Test("the recorder writes the header and settings at once, then each event with the real time since the last")
    func recorder() throws {
        let clock = ManualClock()
        let screen = HeadlessScreen(size: Size(width: 20, height: 5))
        let application = Application(
            screen: screen, window: Window(size: screen.size, loop: EventLoop(clock: clock)))
        var written = ""
        let recorder = SessionRecorder(
            application: application, clock: clock, settings: [.init(name: "layout", value: "split")]
        ) {
            written += $0
        }
        #expect(written == "# session transcript 1\nset layout split\n")
        application.send(.down)
        clock.advance(by: .milliseconds(250))
        application.send(.resize(Size(width: 30, height: 6)))
        application.send(.character("q"))
        #expect(recorder.eventCount == 3)
        let transcript = try SessionTranscript(parsing: written)
        #expect(
            transcript.events == [
                .init(delay: .zero, key: .down),
                .init(delay: .milliseconds(250), key: .resize(Size(width: 30, height: 6))),
                .init(delay: .zero, key: .character("q")),
            ])
    }

    /// A terminal whose waiting advances a manual clock, with real keys queued at instants.
    final class WaitingScreen: Screen {
        let clock: ManualClock
        var realKeys: [(at: Instant, key: Key)] = []
        init(clock: ManualClock) { self.clock = clock }
        var size: Size { Size(width: 20, height: 5) }
        var colorMode: ColorMode { .monochrome }
        var supportsUnicode: Bool { true }
        func draw(_ frame: CellBuffer) -> FrameStats { FrameStats() }
        func invalidate() {}
        func nextEvent(timeout: Duration?) -> Key? {
            let deadline = timeout.map { clock.now + $0 }
            if let first = realKeys.first, deadline.map({ first.at <= $0 }) ?? true {
                realKeys.removeFirst()
                clock.advance(to: first.at)
                return first.key
            }
            guard let deadline else { return nil }
            clock.advance(to: deadline)
            return nil
        }
    }

    @Test("live replay gives each event at its time, lets Ctrl-C and real resizes through, ignores other keys")
    func replayingScreen() throws {
        let clock = ManualClock()
        let base = WaitingScreen(clock: clock)
        let transcript = try SessionTranscript(
            parsing: "# session transcript 1\n+1 down\n+0.5 resize:9x9\n+0.5 enter\n")
        let screen = ReplayingScreen(base: base, transcript: transcript, clock: clock)
        // The app's own deadline (a frame) comes before the first event: no input yet.
        #expect(screen.nextEvent(timeout: .milliseconds(100)) == nil)
        #expect(clock.now == Instant(nanoseconds: 100_000_000))
        base.realKeys = [(Instant(nanoseconds: 300_000_000), .character("x"))]
        #expect(screen.nextEvent(timeout: nil) == .down, "a real key does not interfere")
        #expect(clock.now == Instant(nanoseconds: 1_000_000_000))
        // The recorded resize is skipped; the terminal's size is its user's.
        #expect(screen.nextEvent(timeout: nil) == .enter)
        #expect(clock.now == Instant(nanoseconds: 2_000_000_000))
        #expect(screen.isFinished && screen.playedEvents == 3)
        base.realKeys = [(clock.now, .character("k"))]
        #expect(screen.nextEvent(timeout: nil) == .character("k"), "after the end the keyboard takes over")
    }

    @Test("a real key ignored during a replay does not push the app's own deadline back")
    func ignoredKeyKeepsTheAppsDeadline() throws {
        let clock = ManualClock()
        let base = WaitingScreen(clock: clock)
        let screen = ReplayingScreen(
            base: base, transcript: try SessionTranscript(parsing: "# session transcript 1\n+5 down\n"), clock: clock)
        base.realKeys = [
            (Instant(nanoseconds: 60_000_000), .character("x")), (Instant(nanoseconds: 90_000_000), .character("y")),
        ]
        #expect(screen.nextEvent(timeout: .milliseconds(100)) == nil)
        #expect(clock.now == Instant(nanoseconds: 100_000_000), "the frame is due at 100 ms, keys or not")
        #expect(base.realKeys.isEmpty && screen.playedEvents == 0)
    }

    @Test("Ctrl-C stops a live replay at once")
    func interruptDuringReplay() throws {
        let clock = ManualClock()
        let base = WaitingScreen(clock: clock)
        let screen = ReplayingScreen(
            base: base, transcript: try SessionTranscript(parsing: "# session transcript 1\n+5 down\n"), clock: clock)
        base.realKeys = [(Instant(nanoseconds: 1_000_000_000), .ctrl("c"))]
        #expect(screen.nextEvent(timeout: nil) == .ctrl("c"))
        #expect(!screen.isFinished)
    }
}
