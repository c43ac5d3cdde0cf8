import Foundation
import TestSupport
import Testing

/// The hidden `--debug-crash-after MS` switch, which the terminal end-to-end test uses to
/// check that a trap gives the terminal back. Here, without a terminal: it is hidden, it is
/// checked, and it traps on the app's clock (the manual one, in headless mode).
@Suite("Deliberate crash switch")
struct CrashSwitchTests {
    #if arch(x86_64)
        static let trapSignal = SIGILL
    #else
        static let trapSignal = SIGTRAP
    #endif

    @Test("--help does not show it")
    func hidden() throws {
        let help = try DemoBinary.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("--headless"))
        #expect(!help.stdout.contains("crash"))
    }

    @Test("it traps once the app's clock passes the time, with the runtime's message on stderr")
    func trapsOnTheAppClock() throws {
        let early = try DemoBinary.run([
            "--headless", "--debug-crash-after", "250", "--keys", "down wait:249ms", "--dump",
        ])
        #expect(early.status == 0 && early.signal == nil, "not yet: \(early.stderr)")
        #expect(early.stdout.contains("Select category"))

        let crashed = try DemoBinary.run(
            ["--headless", "--debug-crash-after", "250", "--keys", "down wait:250ms down", "--dump"],
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(crashed.signal == CrashSwitchTests.trapSignal, "status \(crashed.status): \(crashed.stderr)")
        #expect(crashed.status == 128 + CrashSwitchTests.trapSignal)
        #expect(
            crashed.stderr.contains("Fatal error: deliberate crash requested by --debug-crash-after 250"),
            "\(crashed.stderr)")
        #expect(crashed.stdout.isEmpty, "no dump after a crash")
    }
}
