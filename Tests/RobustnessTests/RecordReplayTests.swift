import NavigationDemo
import TerminalUI
import Testing

/// A bug report is a transcript: a fuzzed session recorded by `SessionRecorder` (what
/// `--record` attaches) and replayed headless from its text (what `--replay --headless` runs)
/// ends on the same screen with the same Marshroute history.
@MainActor
@Suite("Record and replay")
struct RecordReplayTests {
    @Test("a recorded fuzz session replays to the same final screen and history", arguments: DemoIdiom.allCases)
    func fuzzedSession(idiom: DemoIdiom) throws {
        let configuration = FuzzConfiguration(
            idiom: idiom, size: Size(width: 100, height: 30), animations: true, ascii: false)
        var generator = FuzzTokenGenerator(
            seed: 0x7E57_0000 + UInt64(idiom == .split ? 1 : 0), size: configuration.size, quitChance: .max)
        var text = ""
        let original = FuzzSession(configuration)
        let recorder = SessionRecorder(
            application: original.application, clock: original.clock,
            settings: [.init(name: "layout", value: idiom.rawValue)]
        ) { text += $0 }
        for _ in 0..<1_500 { original.apply(generator.next()) }
        original.finish()

        let transcript = try SessionTranscript(parsing: text)
        #expect(transcript.events.count == recorder.eventCount)
        #expect(transcript.events.count > 1_000, "keys, clicks and resizes; waits are times")
        #expect(transcript.events.contains { $0.delay > .zero })

        let replay = FuzzSession(configuration)
        for step in transcript.script {
            replay.stepper.perform(step) { replay.screen.resize(to: $0) }
        }
        replay.finish()
        #expect(replay.screen.size == original.screen.size)
        #expect(replay.screen.textLines == original.screen.textLines)
        #expect(replay.demo.historyLines() == original.demo.historyLines())
        #expect(replay.demo.inspector.text(of: .timeline) == original.demo.inspector.text(of: .timeline))
    }
}
