import Testing

@testable import TerminalUI

/// Where a recording ends and how a replay says how far it is: the recorder passes each event
/// on to the observer that was there before it and knows where the transcript ended before the
/// last event (the key that quit, which the command line cuts off); a live replay reports its
/// progress after every event, holds the keyboard off for `hold` after the last, then lets it
/// take over.
@MainActor
@Suite("Recording: the end of a recording, a replay's progress")
struct SessionRecordingEndsTests {
    @Test("the recorder keeps the previous input observer and knows the length before the last event")
    func recorderChainsAndMeasures() throws {
        let clock = ManualClock()
        let screen = HeadlessScreen(size: Size(width: 20, height: 5))
        let application = Application(screen: screen, window: Window(size: screen.size, loop: EventLoop(clock: clock)))
        var heard: [Key] = []
        application.inputObserver = { heard.append($0) }
        var written = ""
        let recorder = SessionRecorder(application: application, clock: clock, settings: []) { written += $0 }
        #expect(recorder.lengthBeforeLastEvent == nil)
        application.send(.down)
        clock.advance(by: .milliseconds(500))
        application.send(.character("q"))
        #expect(heard == [.down, .character("q")], "the observer before the recorder still hears every event")
        #expect(recorder.length == written.utf8.count)
        let cut = String(
            decoding: Array(written.utf8).prefix(try #require(recorder.lengthBeforeLastEvent)), as: UTF8.self)
        #expect(cut == "# session transcript 1\n+0.000000 down\n")
        #expect(try SessionTranscript(parsing: cut).events.map(\.key) == [.down])
    }

    @Test("a live replay reports each event, then once more when the keyboard takes over")
    func progress() throws {
        let clock = ManualClock()
        let base = SessionTranscriptTests.WaitingScreen(clock: clock)
        let transcript = try SessionTranscript(
            parsing: "# session transcript 1\n+1 down\n+0.5 resize:9x9\n+0.5 enter\n")
        let screen = ReplayingScreen(base: base, transcript: transcript, clock: clock)
        var reports: [String] = []
        // Weakly: the screen keeps its observer, which would keep the screen.
        screen.onProgress = { [weak screen] played, total in
            reports.append("\(played)/\(total)\(screen?.isFinished == true ? " done" : "")")
        }
        #expect(screen.totalEvents == 3)
        #expect(screen.nextEvent(timeout: nil) == .down)
        #expect(screen.nextEvent(timeout: nil) == .enter)
        #expect(reports == ["1/3", "2/3", "3/3", "3/3 done"])
        #expect(screen.isFinished)
    }

    @Test("a hold after the last event keeps the keyboard off until it ends, then hands over")
    func hold() throws {
        let clock = ManualClock()
        let base = SessionTranscriptTests.WaitingScreen(clock: clock)
        let transcript = try SessionTranscript(parsing: "# session transcript 1\n+1 down\n")
        let screen = ReplayingScreen(base: base, transcript: transcript, clock: clock, hold: .seconds(2))
        var finishedAt: Instant?
        screen.onProgress = { [weak screen] _, _ in if screen?.isFinished == true { finishedAt = clock.now } }
        #expect(screen.nextEvent(timeout: nil) == .down)
        #expect(!screen.isFinished)
        base.realKeys = [(Instant(nanoseconds: 2_000_000_000), .character("x"))]
        // The app's frame deadline comes first; the typed x is ignored during the hold.
        #expect(screen.nextEvent(timeout: .milliseconds(100)) == nil)
        #expect(!screen.isFinished)
        base.realKeys = [(Instant(nanoseconds: 3_500_000_000), .character("k"))]
        #expect(screen.nextEvent(timeout: nil) == .character("k"), "after the hold the keyboard takes over")
        #expect(finishedAt == Instant(nanoseconds: 3_000_000_000))
    }
}
