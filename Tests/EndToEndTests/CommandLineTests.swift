import Foundation
import SnapshotTesting
import TestSupport
import Testing

/// The built binary, run headlessly: what `--dump` prints, and how bad input is refused.
@Suite("Command line")
struct CommandLineTests {
    @Test(
        "the first screen at 80x24, 40x12 and below the minimum, and the split layout at 140x40",
        arguments: [
            ("80x24", "compact"), ("40x12", "compact"), ("39x11", "compact"), ("140x40", "split"), ("140x40", "auto"),
        ])
    func goldenScreens(size: String, idiom: String) throws {
        let result = try DemoBinary.dump(size: size, idiom: idiom)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        assertSnapshot(of: result.stdout, as: .lines, named: "\(idiom)-\(size)", testName: "first-screen")
    }

    @Test("--dump prints one line per row with trailing spaces trimmed")
    func dumpFormat() throws {
        let result = try DemoBinary.dump(size: "60x15", keys: "down down enter")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 15)
        let trimmed = lines.allSatisfy { !$0.hasSuffix(" ") }
        #expect(trimmed)
        #expect(lines[0].contains("Transport"))
        #expect(!result.stdout.contains("\u{1B}"), "no escape sequences in a dump")
    }

    @Test("--no-color, --ascii and --no-animation are accepted; ASCII mode draws ASCII")
    func flags() throws {
        let result = try DemoBinary.dump(size: "80x24", extra: ["--ascii", "--no-color", "--no-animation"])
        #expect(result.status == 0)
        let ascii = result.stdout.allSatisfy { $0.isASCII }
        #expect(ascii)
        #expect(result.stdout.contains("(T) Start comeback timer"))
    }

    @Test("--help and --version exit 0")
    func helpAndVersion() throws {
        let help = try DemoBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--idiom") && help.stdout.contains("--headless") && help.stdout.contains("--keys"))
        let version = try DemoBinary.run(["--version"])
        #expect(version.status == 0)
        // The version comes from one place, and CHANGELOG.md's latest release says the same.
        let changelog = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let latest = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        let released = latest.dropFirst(4).prefix { $0 != "]" }
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(released))
    }

    @Test(
        "bad input is refused with exit 2 and a message naming the problem",
        arguments: [
            (["--bogus"], "--bogus"),
            (["--idiom", "tablet"], "tablet"),
            (["--headless", "--size", "0x10"], "0x10"),
            (
                ["--headless", "--size", "wide"],
                "'wide' is invalid for '--size <WxH>': expected WIDTHxHEIGHT, as in 100x30"
            ),
            (["--headless", "--keys", "down sideways"], "'sideways'"),
            (["--headless", "--keys", "wait:5"], "'wait:5'"),
            (["--headless", "--keys", "f13"], "'f13'"),
            (["--size", "80x24"], "--size only applies with --headless"),
            (["--headless", "--log-level", "loud"], "'loud'"),
            (["--headless", "--log-file", "/nonexistent-folder/demo.log"], "/nonexistent-folder/demo.log"),
            (["--keys", "up"], "--keys only applies with --headless"),
            (["--dump"], "--dump only applies with --headless"),
            (["--headless", "--assets", "/nonexistent/assets"], "/nonexistent/assets"),
            (["--headless", "--size", "3000x10"], "'3000x10'"),
            (["--headless", "--size", "80x"], "'80x'"),
            // A negative or zero size says what is wrong, as in a key script's resize: (issue 35).
            (
                ["--headless", "--size", "-5x3"],
                "'-5x3' is invalid for '--size <WxH>': -5 columns: a size cannot be negative"
            ),
            (["--headless", "--size=-5x3"], "-5 columns: a size cannot be negative"),
            (["--headless", "--size", "0x3"], "0 columns: a screen has at least 1 column and 1 row"),
            (
                ["--headless", "--keys", "resize:0x0"],
                "'resize:0x0': expected resize:<cols>x<rows>: 0 columns: a screen"
            ),
            (["--headless", "--keys", "resize:80x-1"], "-1 rows: a size cannot be negative"),
            (["help", "frobnicate"], "navigation-demo: help: no subcommand 'frobnicate'; the subcommands are explain"),
            (["help", "routes", "frobnicate"], "navigation-demo: help: no subcommand 'frobnicate'"),
            (["--idiom"], "Missing value for '--idiom"),
            (["--headless", "--keys"], "Missing value for '--keys"),
            (["--headless", "stray"], "Unexpected argument 'stray'"),
            (["--debug-crash-after", "soon"], "'soon'"),
            (["--debug-crash-after=-5"], "--debug-crash-after takes a number of milliseconds from 0 up"),
            (["--headless", "--keys", "ctrl-1"], "'ctrl-1'"),
            (["--headless", "--keys", "wait:-5ms"], "'wait:-5ms'"),
            (["--headless", "--keys", "wait:1.5s"], "'wait:1.5s'"),
            (["--headless", "--keys", "wait:99999999s"], "the longest wait is 86400s"),
            (["--headless", "--keys", "resize:3000x10"], "the largest size is 2000x1000"),
            (["--headless", "--keys", "click:-1,2"], "'click:-1,2'"),
            (["--headless", "--keys", "\u{1}"], "bad key token '\\u{1}': control characters are not keys"),
            // Echoed back, an escape sequence would act on the terminal: it is shown escaped.
            (["--headless", "--keys", "down \u{1B}[31m"], "bad key token '\\u{1B}[31m'"),
            (["--idiom", "\u{1B}]0;title\u{7}"], "'\\u{1B}]0;title\\u{7}'"),
            (["--headless", "--assets", "/nonexistent/\u{9B}2J"], "/nonexistent/\\u{9B}2J"),
        ])
    func badInput(arguments: [String], expected: String) throws {
        let result = try DemoBinary.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        let raw = result.stderr.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value)
        }
        #expect(raw.isEmpty, "\(arguments): raw control characters on the terminal")
    }

    @Test("help names a subcommand's help; an unknown name is a usage error (exit 2), not the main help")
    func helpTopics() throws {
        let routes = try DemoBinary.run(["help", "routes"])
        #expect(routes.status == 0 && routes.stdout.contains("USAGE: navigation-demo routes"), "\(routes.stderr)")
        let plain = try DemoBinary.run(["help"])
        #expect(plain.status == 0 && plain.stdout.contains("SUBCOMMANDS:"))
    }

    @Test("a missing file reads the same in every command: '<what> PATH: no such file', exit 2")
    func missingFileWords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-missing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("gone.rec").path
        let replay = try DemoBinary.run(["--headless", "--replay", missing])
        let export = try DemoBinary.run(["export-cast", missing, "-o", folder.appendingPathComponent("x.cast").path])
        // The demo's data without one of its files.
        let assets = folder.appendingPathComponent("assets")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("demo-assets"), to: assets)
        try FileManager.default.removeItem(at: assets.appendingPathComponent("strings.json"))
        let data = try DemoBinary.run(["routes", "--assets", assets.path])
        for (result, expected) in [
            (replay, "navigation-demo: --replay \(missing): no such file\n"),
            (export, "navigation-demo: export-cast \(missing): no such file\n"),
            (data, "navigation-demo: \(assets.path)/strings.json: no such file\n"),
        ] {
            #expect(result.status == 2)
            #expect(result.stderr == expected)
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("without a terminal and without --headless: a clear error and exit 2")
    func noTerminal() throws {
        let result = try DemoBinary.run([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no terminal"))
        #expect(result.stderr.contains("--headless"))
    }

    @Test("headless without --dump prints nothing and exits 0; q ends the script early")
    func quietAndQuit() throws {
        let quiet = try DemoBinary.run(["--headless", "--keys", "down enter"])
        #expect(quiet.status == 0 && quiet.stdout.isEmpty)
        let quit = try DemoBinary.dump(size: "80x24", keys: "down down enter q down down enter")
        #expect(quit.status == 0)
        #expect(quit.stdout.contains("Transport") && !quit.stdout.contains("Cars 1"), "keys after q are ignored")
    }

    @Test("a resize in a script lays the screen out again; too small shows the notice, growing back recovers")
    func resizeTokens() throws {
        let small = try DemoBinary.dump(size: "80x24", keys: "resize:30x10")
        #expect(small.stdout.contains("Terminal too small: 30x10"))
        let back = try DemoBinary.dump(size: "80x24", keys: "resize:30x10 resize:90x25")
        let lines = back.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 25)
        #expect(back.stdout.contains("Select category"))
    }
}
