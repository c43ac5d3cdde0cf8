import Foundation
import TestSupport
import Testing

/// `--log-file` and `--log-level`, and their environment variables, on the real binary.
@Suite("Logging on the command line")
struct LoggingCommandLineTests {
    private func temporaryLog() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-log-\(UUID().uuidString).log")
    }

    @Test("--log-file with --log-level debug gets the start line and the peek's debug lines, one per line")
    func fileAndLevel() throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try DemoBinary.run([
            "--headless", "--size", "100x30", "--log-file", log.path, "--log-level", "debug",
            "--keys", "down down enter down enter down down down down enter p esc",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "with a log file nothing goes to stderr: \(result.stderr)")
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.contains("info navigation-demo: navigation-demo ") == true, "\(lines)")
        #expect(lines.contains { $0.contains("debug") && $0.contains("peek and pop") && $0.hasSuffix("inPeek") })
        #expect(lines.allSatisfy { $0.first?.isNumber == true }, "every line starts with its time")
    }

    @Test("the default level is warning: a normal run writes nothing to its log")
    func defaultLevel() throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try DemoBinary.run(["--headless", "--log-file", log.path, "--keys", "down enter p esc"])
        #expect(result.status == 0)
        #expect(try String(contentsOf: log, encoding: .utf8).isEmpty)
    }

    @Test("a bug report's log: the settings, each route (info), each router call and transition (debug), one line each")
    func events() throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try DemoBinary.run([
            "--headless", "--size", "100x30", "--idiom", "compact", "--log-file", log.path, "--log-level", "debug",
            "--keys", "down down enter g type:adverts/5 enter",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        func line(_ level: String, _ text: String) -> Bool {
            lines.contains { $0.contains(" \(level) navigation-demo: ") && $0.contains(text) }
        }
        #expect(line("info", "settings") && line("info", "layout=compact") && line("info", "size=100x30"), "\(lines)")
        #expect(line("debug", "router call: CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom"))
        #expect(line("debug", "transition performed: \"Transport\""))
        #expect(line("debug", "route matched: adverts/5 → adverts/{advertId|number}"))
        #expect(line("info", "route: adverts/5 → adverts/{advertId|number}: push Advertisement #5"))
        #expect(lines.allSatisfy { $0.first?.isNumber == true }, "one event per line, each with its time")
    }

    @Test("a refusal is a warning, logged at the default level, with nothing else")
    func refusal() throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try DemoBinary.run([
            "--headless", "--idiom", "compact", "--log-file", log.path, "--keys", "g type:adverts/16 enter x",
        ])
        #expect(result.status == 0)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1, "\(lines)")
        #expect(
            lines.first?.contains("warning navigation-demo: ") == true
                && lines.first?.contains("route failed: adverts/16") == true
                && lines.first?.contains("Authorization was cancelled") == true, "\(lines)")
    }

    @Test("what Marshroute decides is a notice: the delegate's veto of a marked transition")
    func delegateVeto() throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        // The tour (docs/TOUR.md), section 9: Grapes, Apples, then Grapes again, one step back.
        let keys = "down down enter down enter down down down down enter enter down enter down enter"
        let quiet = try DemoBinary.run(["--headless", "--idiom", "compact", "--log-file", log.path, "--keys", keys])
        #expect(quiet.status == 0)
        #expect(try String(contentsOf: log, encoding: .utf8).isEmpty, "not a warning")
        let result = try DemoBinary.run([
            "--headless", "--idiom", "compact", "--log-file", log.path, "--log-level", "notice", "--keys", keys,
        ])
        #expect(result.status == 0)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.contains {
                $0.contains("notice navigation-demo: ")
                    && $0.contains("transition refused by the coordinator's delegate")
            }, "\(lines)")
    }

    @Test("the environment variables set both; a bad level there is a clear error")
    func environment() throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try DemoBinary.run(
            ["--headless"],
            environment: ["NAVIGATION_DEMO_LOG_FILE": log.path, "NAVIGATION_DEMO_LOG_LEVEL": "info"])
        #expect(result.status == 0)
        #expect(try String(contentsOf: log, encoding: .utf8).contains("info navigation-demo: navigation-demo "))
        let bad = try DemoBinary.run(["--headless"], environment: ["NAVIGATION_DEMO_LOG_LEVEL": "noisy"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("NAVIGATION_DEMO_LOG_LEVEL must be one of") && bad.stderr.contains("'noisy'"))
    }
}
