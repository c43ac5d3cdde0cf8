import Foundation
import NavigationDemo
import TerminalUI
import TestSupport
import Testing

/// The seeded fuzzer over the headless demo, both layouts (see docs/ROBUSTNESS.md).
///
/// CI runs `ciSteps` steps from a fixed seed. A longer run is one command, e.g.
/// `FUZZ_STEPS=2000000 FUZZ_SEED=42 swift test --filter RobustnessTests.FuzzTests/fuzz`
/// (`FUZZ_SEED=random` picks a seed and prints it).
@MainActor
@Suite("Fuzz")
struct FuzzTests {
    static let ciSteps = 200_000
    static let ciSeed: UInt64 = 0x5EED_2024

    @Test("random keys, waits and resizes in both layouts keep every invariant")
    func fuzz() {
        let options = FuzzOptions.fromEnvironment(defaultSteps: FuzzTests.ciSteps, defaultSeed: FuzzTests.ciSeed)
        var statistics = FuzzStatistics()
        let failure = FuzzDriver(options: options).run(statistics: &statistics)
        print("Fuzz (seed \(options.seed)): \(statistics)")
        if let failure {
            Issue.record("\(failure)")
        }
        #expect(statistics.steps >= options.steps || failure != nil)
        #expect(statistics.sessionsPerIdiom.count == options.idioms.count)
    }

    /// `FUZZ_REPLAY='<layout>|<keys>'`, as a failure prints it: runs the keys in the real
    /// binary first, and if it traps, shrinks them by running it again and again; otherwise
    /// replays them here with every invariant checked after every step, and shrinks them if
    /// one breaks.
    @Test("replay a failure", .enabled(if: ProcessInfo.processInfo.environment["FUZZ_REPLAY"] != nil))
    func replay() throws {
        let text = ProcessInfo.processInfo.environment["FUZZ_REPLAY"] ?? ""
        let parts = text.split(separator: "|", maxSplits: 1).map(String.init)
        let configuration = try #require(
            parts.first.flatMap(FuzzConfiguration.init(parsing:)),
            "FUZZ_REPLAY is '<idiom> <W>x<H> [no-animation] [ascii]|<keys>'")
        let tokens: [FuzzToken]
        do {
            tokens = try (parts.count > 1 ? parts[1] : "").split(separator: " ").map {
                try FuzzToken(parsing: String($0))
            }
        } catch {
            Issue.record("FUZZ_REPLAY: \(error)")
            return
        }
        if let trap = try FuzzDriver.shrinkTrap(tokens, configuration: configuration) {
            Issue.record(
                """
                The binary traps (signal \(trap.signal)); shrunk from \(tokens.count) to \(trap.shrunk.count) tokens:
                  \(configuration.commandLine(keys: trap.shrunk))
                \(trap.stderr.split(separator: "\n").prefix(3).joined(separator: "\n"))
                """)
            return
        }
        let driver = FuzzDriver(options: FuzzOptions(seed: 0, steps: 0))
        if ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil {
            // Step by step: the token, Marshroute's history, and what (if anything) broke.
            let session = FuzzSession(configuration)
            for token in tokens {
                session.apply(token)
                print(
                    "· \(token)  animating: \(session.window.isAnimating), focused: \(session.window.focusedViewController?.debugName ?? "-")"
                )
                for line in session.demo.historyLines() { print("    \(line)") }
                if let violation = FuzzInvariants.checkModel(session) { print("  ✘ \(violation)") }
            }
        }
        guard let violation = driver.replay(tokens, configuration: configuration) else {
            print("Replay of \(tokens.count) tokens in \(configuration): every invariant holds")
            return
        }
        let (shrunk, shrunkViolation) = driver.shrink(tokens, configuration: configuration, violation: violation)
        Issue.record(
            "\(FuzzFailure(seed: 0, session: 0, step: tokens.count, configuration: configuration, violation: violation, tokens: tokens, shrunk: shrunk, shrunkViolation: shrunkViolation))"
        )
    }

    @Test("a planted failure is found, reported with its seed, and shrunk to a few keys")
    func plantedFailureIsShrunk() throws {
        // The planted "bug": three Recursion screens stacked in the compact layout.
        let planted: (FuzzSession) -> InvariantViolation? = { session in
            let recursions = session.demo.historyLines().filter {
                $0.trimmingCharacters(in: .whitespaces) == "Recursion"
            }.count
            return recursions >= 3
                ? InvariantViolation(invariant: .planted, detail: "\(recursions) Recursion screens") : nil
        }
        let driver = FuzzDriver(options: FuzzOptions(seed: 7, steps: 50_000, idioms: [.compact]), extraCheck: planted)
        var statistics = FuzzStatistics()
        let failure = try #require(driver.run(statistics: &statistics))
        #expect(failure.violation.invariant == .planted)
        #expect(failure.shrunkViolation?.invariant == .planted)
        #expect(failure.shrunk.count <= 6, "shrunk to \(failure.shrunk.map(\.text))")
        #expect(failure.shrunk.count < failure.tokens.count)
        #expect(driver.replay(failure.shrunk, configuration: failure.configuration)?.invariant == .planted)
        // 1-minimal: without any one of its tokens, the sequence no longer fails.
        for index in failure.shrunk.indices {
            var fewer = failure.shrunk
            fewer.remove(at: index)
            #expect(
                driver.replay(fewer, configuration: failure.configuration)?.invariant != .planted,
                "\(fewer.map(\.text))")
        }
        #expect(failure.description.contains("seed 7"))
        #expect(failure.description.contains("navigation-demo --headless --idiom compact"))
    }

    @Test("a sequence on which the binary traps is shrunk by running the binary")
    func trapIsShrunk() throws {
        // The planted trap: the hidden crash switch, once 500 ms of app time have passed.
        let tokens = "down wait:200ms up wait:200ms enter x wait:200ms down H".split(separator: " ").map {
            FuzzToken(String($0))
        }
        let configuration = FuzzConfiguration(
            idiom: .compact, size: Size(width: 80, height: 24), animations: true, ascii: false)
        let trap = try #require(
            try FuzzDriver.shrinkTrap(
                tokens, configuration: configuration, extraArguments: ["--debug-crash-after", "500"]))
        #expect(trap.shrunk.map(\.text) == ["wait:200ms", "wait:200ms", "wait:200ms"])
        #expect(trap.stderr.contains("Fatal error: deliberate crash"))
        #expect(try FuzzDriver.shrinkTrap(tokens, configuration: configuration) == nil, "no trap without the switch")
    }

    /// The test bundle runs as a program of its own on Linux; on macOS a host tool (xctest)
    /// loads it, and it cannot be started alone.
    nonisolated static let bundleIsAProgram: Bool = {
        let path = CommandLine.arguments[0]
        var isDirectory: ObjCBool = false
        return path.hasSuffix(".xctest") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }()

    @Test(
        "a trap during fuzzing prints the session's keys so far as a replay line",
        .enabled(if: Self.bundleIsAProgram, "needs the test bundle as a program of its own (Linux)"))
    func trapNote() throws {
        let configuration = FuzzConfiguration(
            idiom: .compact, size: Size(width: 80, height: 24), animations: false, ascii: false)
        if ProcessInfo.processInfo.environment["FUZZ_PLANTED_TRAP"] == "1" {
            // In the child process: a session under way, then a real trap.
            FuzzCrashNote.install()
            FuzzCrashNote.begin(seed: 5, session: 3, configuration: configuration)
            FuzzCrashNote.append("down")
            FuzzCrashNote.append("wait:20ms")
            fatalError("planted trap")
        }
        // This test bundle again, running only this test, in a process of its own.
        let child = try ChildProcess.run(
            CommandLine.arguments[0], ["--testing-library", "swift-testing", "--filter", "FuzzTests/trapNote"],
            environment: ChildProcess.environment(adding: ["FUZZ_PLANTED_TRAP": "1", "SWIFT_BACKTRACE": "enable=no"]))
        #expect(child.signal != nil, "the child trapped: status \(child.status)")
        #expect(
            child.stderr.contains("The fuzzer trapped (seed 5, session 3, layout \(configuration))"), "\(child.stderr)")
        #expect(
            child.stderr.contains(
                "FUZZ_REPLAY='\(configuration)|down wait:20ms ' swift test --filter RobustnessTests.FuzzTests/replay"))
    }

    @Test("the same seed makes the same tokens; every token is one the command line accepts")
    func deterministicTokens() throws {
        var first = FuzzTokenGenerator(seed: 99, size: Size(width: 80, height: 24))
        var second = FuzzTokenGenerator(seed: 99, size: Size(width: 80, height: 24))
        var kinds = Set<String>()
        for _ in 0..<20_000 {
            let token = first.next()
            #expect(token == second.next())
            #expect(try KeyScript.parse(token.text) == token.steps)
            kinds.insert(String(token.text.prefix { $0 != ":" }))
            if case .resize(let size) = token.step {
                #expect(size.width <= 220 && size.height <= 60)
            }
        }
        #expect(
            kinds.isSuperset(of: [
                "wait", "resize", "click", "q", "enter", "esc", "?", "H", "p", "m", "s", "t", "g", "L", "type",
            ]))
    }
}
