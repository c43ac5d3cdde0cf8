import Foundation
import NavigationDemo
import TerminalUI
import TestSupport
import Testing

/// What the fuzzer prints for a failure must replay on the command line: the same keys in
/// `navigation-demo --headless` reach the same state (docs/ROBUSTNESS.md).
@MainActor
@Suite("Fuzz failures replay from the printed command line")
struct FuzzReproductionTests {
    /// The planted "bug": the categories' comeback timer ran out (its router came back).
    static let plantedComeback: (FuzzSession) -> InvariantViolation? = { session in
        let timeline = session.demo.inspector.text(of: .timeline)
        return timeline.contains { $0.contains("returnToCategories") }
            ? InvariantViolation(invariant: .planted, detail: "the comeback timer ran out") : nil
    }

    /// Found in the session fuzzer: a sequence shrunk from a failure that happened while the
    /// session ended (time passing after the last key) did not fail in the binary, because the
    /// printed keys lacked that time. The end of a session is now a token like any other.
    @Test("a failure found while a session ends replays from its printed keys in the binary")
    func failureAtTheEndOfASession() throws {
        try #require(DemoBinary.isAvailable, "needs the built navigation-demo")
        let configuration = FuzzConfiguration(
            idiom: .compact, size: Size(width: 80, height: 24), animations: false, ascii: false)
        let driver = FuzzDriver(options: FuzzOptions(seed: 1, steps: 0), extraCheck: Self.plantedComeback)
        // Enter starts the 6-second countdown; five seconds pass; the timer runs out only as
        // the session ends.
        let failure = try #require(
            driver.runSession([FuzzToken("enter"), FuzzToken("wait:5s")], configuration: configuration))
        #expect(failure.violation.invariant == .planted)
        #expect(failure.tokens.last == FuzzInvariants.settleToken, "\(failure.tokens)")
        #expect(failure.shrunk.count == 3, "the time the session's end let pass is kept: \(failure.shrunk)")
        #expect(driver.replay(failure.shrunk, configuration: configuration)?.invariant == .planted)

        // The printed command line, run: the countdown is over there too.
        #expect(failure.description.contains(configuration.commandLine(keys: failure.shrunk)))
        let binary = try DemoBinary.run(configuration.arguments(keys: failure.shrunk))
        #expect(binary.status == 0, "\(binary.stderr)")
        #expect(binary.stdout.contains("Start comeback timer"), "\(binary.stdout)")
        #expect(!binary.stdout.contains("till comeback"), "\(binary.stdout)")
    }

    /// Sessions the fuzzer runs and the binary runs from the same keys end on the same screen:
    /// same clock, same shell, same steps, and nothing the checks do changes what happens.
    @Test("random sessions end on the same screen in the fuzzer and in the binary")
    func sameScreenAsTheBinary() throws {
        try #require(DemoBinary.isAvailable, "needs the built navigation-demo")
        var rng = SplitMix64(seed: 0xD1FF)
        for idiom in DemoIdiom.allCases {
            for _ in 0..<3 {
                let configuration = FuzzTokenGenerator.configuration(idiom: idiom, rng: &rng)
                var generator = FuzzTokenGenerator(seed: rng.fork(), size: configuration.size, quitChance: 10_000)
                let tokens = (0..<150).map { _ in generator.next() } + [FuzzInvariants.settleToken]
                let session = FuzzSession(configuration)
                for token in tokens {
                    session.apply(token)
                    // What a replay checks after every step, so that the checks are shown to
                    // change nothing either.
                    _ = FuzzInvariants.checkModel(session)
                    _ = FuzzInvariants.checkFrame(session)
                }
                session.finish()
                // In a fresh screenshot folder at the same path (the notice names it).
                FuzzSession.removeScreenshots()
                let binary = try DemoBinary.run(
                    configuration.arguments(keys: tokens), in: FuzzSession.screenshotDirectory)
                #expect(binary.status == 0, "\(binary.stderr)")
                #expect(
                    binary.stdout == session.screen.textLines.joined(separator: "\n") + "\n",
                    "\(configuration.commandLine(keys: tokens))")
            }
        }
    }
}
