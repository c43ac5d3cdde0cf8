import CursesScreen
import Foundation
import Logging
import NavigationDemo
import TerminalUI
import TestSupport
import Testing

/// Titles carrying escape sequences (SGR, OSC, C1 controls, bidi overrides, a clear screen)
/// render safely everywhere they show: as placeholders in a dump, and never as the injected
/// bytes on a real curses terminal.
@MainActor
@Suite("Hostile titles")
struct HostileTitleTests {
    /// Key scripts that show every hostile title: lists, navigation bars and back titles, the
    /// tab bar, a peek label, the history overlay, recommendations and their emoji.
    static func scripts(_ idiom: DemoIdiom) -> [String] {
        // Transport > the hostile "Cars" > a locked result: log in, and its advertisement
        // shows the recommendations (the hostile emoji); the next one shows the hostile title.
        let advertisement =
            idiom == .split ? "down down enter down enter tab down enter l" : "down down enter down enter down enter l"
        return [
            "", "down down enter", "down down p", "down down enter H", advertisement, advertisement + " enter", "2 c",
        ]
    }

    @Test("the headless dump shows placeholders and no control character", arguments: [DemoIdiom.compact, .split])
    func dump(idiom: DemoIdiom) throws {
        let folder = try HostileText.assets()
        var seen = ""
        for script in HostileTitleTests.scripts(idiom) {
            let result = try DemoBinary.run([
                "--headless", "--assets", folder.path, "--idiom", idiom.rawValue,
                "--size", idiom == .split ? "140x40" : "100x30", "--keys", script, "--dump",
            ])
            #expect(result.status == 0, "\(script): \(result.stderr)")
            let raw = result.stdout.unicodeScalars.filter { FuzzInvariants.isUnsafe($0) && $0 != "\n" }
            #expect(raw.isEmpty, "\(script): \(raw.map { String($0.value, radix: 16) })")
            #expect(!result.stderr.unicodeScalars.contains { FuzzInvariants.isUnsafe($0) && $0 != "\n" })
            seen += result.stdout
        }
        for placeholder in [
            "Trans␛[31mINJA", "Re␛]0;INJB␇alty", "Jo�31mINJC�b", "INJDrev", "Ca␛[2J␛[HINJE",
            "Ban␛[7mINJH", "␛[8mINJJ", "Rec␛[5mINJF",
        ] {
            #expect(seen.contains(placeholder), "\(placeholder) was not drawn")
        }
    }

    @Test("log lines on the terminal that quote a title show its escape sequences escaped")
    func logLines() throws {
        let folder = try HostileText.assets()
        let result = try DemoBinary.run(
            ["--headless", "--assets", folder.path, "--keys", "down down p esc"],
            environment: ["NAVIGATION_DEMO_LOG_LEVEL": "debug"])
        #expect(result.status == 0)
        #expect(
            result.stderr.contains("peek and pop: CategoriesViewController(\"Trans\\u{1B}[31mINJA\")"),
            "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { FuzzInvariants.isUnsafe($0) && $0 != "\n" })
    }

    @Test("random keys over hostile titles: every frame is clean", arguments: [DemoIdiom.compact, .split])
    func fuzzHostile(idiom: DemoIdiom) throws {
        let folder = try HostileText.assets()
        let assets = try DemoAssetsLoader.load(from: folder.path)
        var options = FuzzOptions(seed: 0xBAD_717E, steps: 4_000, idioms: [idiom])
        options.renderEvery = 1
        var statistics = FuzzStatistics()
        if let failure = FuzzDriver(options: options, assets: assets).run(statistics: &statistics) {
            Issue.record("\(failure)")
        }
        #expect(statistics.frames >= 4_000)
    }

    /// Drives the demo on a real `CursesScreen` that writes to a file, and reads every byte
    /// it sent. Synchronous on the main actor, so that no other curses test can run meanwhile
    /// (curses is process-global; `CursesScreenTests` run on the main actor too).
    @Test("a curses terminal never receives the injected sequences")
    func curses() throws {
        let folder = try HostileText.assets()
        let assets = try DemoAssetsLoader.load(from: folder.path)
        let output = folder.url.appendingPathComponent("terminal-output")
        let screen = try CursesScreen(
            options: CursesScreenOptions(
                redirectsStandardError: false, terminalType: "xterm-256color",
                inputPath: "/dev/null", outputPath: output.path))
        var frames = 0
        do {
            defer { screen.end() }
            let plugins = DemoMarshroutePlugins(
                logger: Logger(label: "hostile", factory: { _ in SwiftLogNoOpLogHandler() }))
            defer { plugins.uninstall() }
            let clock = ManualClock()
            let shell = DemoShell(
                screen: screen, clock: clock, animationsEnabled: false, idiom: .compact, assets: assets,
                logger: Logger(label: "hostile", factory: { _ in SwiftLogNoOpLogHandler() }), appKeyCommands: true)
            defer { shell.close() }
            let stepper = FrameStepper(application: shell.application, clock: clock)
            shell.application.drawFrame()
            for script in HostileTitleTests.scripts(.compact) {
                for step in try KeyScript.parse(script + " esc esc x x 1 home") {
                    stepper.perform(step)
                    shell.application.drawFrame()
                    frames += 1
                }
            }
        }
        let bytes = try Array(Data(contentsOf: output))
        #expect(frames > 20 && bytes.count > 5_000)
        #expect(
            HostileText.firstForbidden(in: bytes) == nil,
            "the terminal received \(HostileText.firstForbidden(in: bytes) ?? "")")
        for marker in HostileText.markers + ["INJF", "INJH", "INJJ"] {
            #expect(bytes.contains(marker.utf8), "\(marker) was never drawn")
        }
    }
}
