import Foundation
import Marshroute
import NavigationDemo
import TerminalUI
import TestSupport
import Testing

/// Ten minutes of the demo's timers and navigation on the manual clock: nothing may pile up
/// (history, live screens, timers, Marshroute's bookkeeping, memory).
@MainActor
@Suite("Soak")
struct SoakTests {
    /// One round of the demo's lessons, back where it started, per layout. Each round takes
    /// about half a minute of app time: comeback timers run out, banners hide by themselves,
    /// modals, sheets, popovers and peeks open and close.
    static func round(_ idiom: DemoIdiom) -> String {
        switch idiom {
        case .compact:
            """
            1 home enter down down enter down enter down enter wait:6s
            2 enter r r wait:3s c wait:3s
            1 s wait:3500ms s enter x wait:1s s enter x
            m x 3 h h h esc x x
            1 down down p esc down enter wait:1s backspace
            3 h x 1 wait:2s
            """
        case .split:
            """
            1 home enter down down enter down enter wait:6s
            2 enter r r wait:3s c wait:3s
            1 s wait:3500ms s enter tab backspace backtab s enter tab backspace backtab
            m x tab h h h esc x x backtab
            down down p esc wait:2s
            """
        }
    }

    struct Measure: Equatable, CustomStringConvertible {
        var history: [String]
        var liveScreens: Int
        var timers: Int
        var histories: Int
        /// Marshroute prunes markers of finished transitions in batches (when they double),
        /// so they rise and fall; only their bound counts.
        var markers: Int

        static func == (lhs: Measure, rhs: Measure) -> Bool {
            lhs.history == rhs.history && lhs.liveScreens == rhs.liveScreens && lhs.timers == rhs.timers
                && lhs.histories == rhs.histories
        }

        var description: String {
            "history \(history), \(liveScreens) live screens, \(timers) timers, \(markers) markers, \(histories) histories"
        }
    }

    static func measure(_ session: FuzzSession) -> Measure {
        session.pruneProbes()
        let coordinator = session.demo.marshrouteStack.transitionsCoordinator as? TransitionsCoordinatorImpl
        return Measure(
            history: session.demo.historyLines(), liveScreens: session.liveControllers.count,
            timers: session.application.loop.activeTimerCount,
            histories: (coordinator?.stackClientProvider as? TransitionContextsStackClientProviderImpl)?
                .liveStackClientCount ?? -1,
            markers: coordinator?.markers.count ?? -1)
    }

    @Test(
        "ten minutes of timers and navigation: history, live screens, timers and memory stay flat",
        arguments: DemoIdiom.allCases)
    func tenMinutes(idiom: DemoIdiom) throws {
        let size = idiom == .split ? Size(width: 140, height: 40) : Size(width: 100, height: 30)
        let session = FuzzSession(FuzzConfiguration(idiom: idiom, size: size, animations: true, ascii: false))
        let tokens = SoakTests.round(idiom).split(whereSeparator: \.isWhitespace).map { FuzzToken(String($0)) }
        let start = session.clock.now
        var minutes: [Duration: (Measure, Int)] = [:]
        var rounds = 0
        while session.clock.now - start < .seconds(600) {
            for token in tokens {
                session.apply(token)
                if let violation = FuzzInvariants.checkModel(session) {
                    Issue.record("round \(rounds + 1), after \(token): \(violation)")
                    return
                }
            }
            rounds += 1
            let elapsed = session.clock.now - start
            if rounds == 1 { minutes[.zero] = (SoakTests.measure(session), try ProcessMemory.residentBytes()) }
            if elapsed >= .seconds(120) && minutes[.seconds(120)] == nil {
                minutes[.seconds(120)] = (SoakTests.measure(session), try ProcessMemory.residentBytes())
            }
        }
        let end = (SoakTests.measure(session), try ProcessMemory.residentBytes())
        let first = try #require(minutes[.zero])
        let twoMinutes = try #require(minutes[.seconds(120)])
        print(
            "Soak \(idiom.rawValue): \(rounds) rounds in \(session.clock.now - start) of app time; "
                + "after round 1: \(first.0); at 2 min: \(twoMinutes.0), RSS \(twoMinutes.1 / 1024) KiB; "
                + "at 10 min: \(end.0), RSS \(end.1 / 1024) KiB")
        #expect(rounds >= 15)
        #expect(end.0.history == first.0.history, "every round ends where it started")
        #expect(end.0 == twoMinutes.0, "nothing grew between minute 2 and minute 10")
        #expect(end.0.markers <= 64, "markers are pruned")
        // The process is shared with other tests running in parallel, hence a generous margin
        // here; leaked screens show exactly in `liveScreens` above, and `SoakMemoryTests`
        // measures memory on a process of its own, to within 1 MiB.
        #expect(
            Sanitizers.inflatesMemory || end.1 - twoMinutes.1 < 16 << 20,
            "RSS grew by \((end.1 - twoMinutes.1) / 1024) KiB")
        #expect(session.plugins.assertions.failures.isEmpty)
    }
}

/// The same rounds in the real binary, each run in a process of its own (what other tests
/// allocate cannot blur it): once the inspector's timeline holds all it keeps (ten minutes of
/// app time), eight more minutes of rounds leave the peak where it was, give or take the input
/// rewind keeps (a few dozen bytes a key) and the script itself.
@Suite("Soak, peak memory of the binary")
struct SoakMemoryTests {
    @Test("after ten minutes of rounds, eight more add no peak memory", arguments: DemoIdiom.allCases)
    func peakMemoryStaysFlat(idiom: DemoIdiom) async throws {
        try #require(DemoBinary.isAvailable, "navigation-demo was not built next to the tests")
        let round = await SoakTests.round(idiom).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        func run(rounds: Int) throws -> ChildProcess.Result {
            let keys = Array(repeating: round, count: rounds).joined(separator: " ")
            return try DemoBinary.run(
                [
                    "--headless", "--idiom", idiom.rawValue, "--size", idiom == .split ? "140x40" : "100x30",
                    "--keys", keys, "--dump",
                ], timeout: .seconds(300), measuringMemory: true)
        }
        // A round takes 17 to 20 seconds of app time: 34 rounds pass ten minutes, 61 eighteen.
        // The timeline holds its 500 entries from round 21 (24 to 26 a round); 7 rounds against
        // 34 measured that filling too (0.5 to 0.95 MiB here).
        let short = try run(rounds: 34)
        let long = try run(rounds: 61)
        #expect(short.status == 0 && long.status == 0, "\(short.stderr)\(long.stderr)")
        #expect(short.stdout == long.stdout, "both end on the same screen")
        // A probe that never read the peak fails here rather than passing as 0.
        let shortPeak = try #require(short.peakResidentKiB, "the peak of the short run was never read")
        let longPeak = try #require(long.peakResidentKiB, "the peak of the long run was never read")
        let growth = longPeak - shortPeak
        print(
            "Soak \(idiom.rawValue) in the binary: peak RSS \(shortPeak) KiB after 34 rounds, \(longPeak) KiB after 61")
        #expect(Sanitizers.inflatesMemory || growth < 1024, "peak RSS grew by \(growth) KiB over eight more minutes")
    }
}

enum ProcessMemory {
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The resident set of this process, as `ps -o rss=` says it (KiB, on Linux and macOS
    /// alike); throws when it cannot be read, so that a check of it never passes on a made-up 0.
    static func residentBytes() throws -> Int {
        let ps = try #require(
            ["/bin/ps", "/usr/bin/ps"].first { FileManager.default.isExecutableFile(atPath: $0) }, "no ps here")
        let result = try ChildProcess.run(
            ps, ["-o", "rss=", "-p", String(getpid())], environment: ChildProcess.environment(), timeout: .seconds(30))
        guard result.status == 0, let kib = Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), kib > 0
        else {
            throw Unreadable(
                description: "ps -o rss= -p \(getpid()): status \(result.status), '\(result.stdout)\(result.stderr)'")
        }
        return kib * 1024
    }
}
