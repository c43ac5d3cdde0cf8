import Foundation
import TestSupport
import Testing

/// `--record` and `--replay` with the real binary: a session typed into a real terminal is
/// written as a transcript (without the key that quit it), plays back live at its pace saying
/// how far it is, then hands the keyboard over, and headless to the same screen; a bad
/// transcript, or an option that says otherwise than its settings, is refused before the
/// terminal is touched; `--until N` stops just after timeline entry N.
@Suite("Record and replay on the command line", .serialized)
struct RecordReplayCommandLineTests {
    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-\(UUID().uuidString)-\(name)")
    }

    @Test("headless: a recorded script replays to the same dump; the transcript lists its settings and events")
    func headless() throws {
        let file = Self.temporaryFile("headless.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let keys = "down down enter wait:500ms 2 r wait:2s < r z wait:1s z resize:90x28 i"
        let recorded = try DemoBinary.dump(size: "100x30", keys: keys, extra: ["--record", file.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let transcript = try String(contentsOf: file, encoding: .utf8)
        #expect(transcript.hasPrefix("# session transcript 1\nset layout compact\nset size 100x30\n"))
        #expect(transcript.contains("+0.500000 2\n+0.000000 r\n+2.000000 <\n"))
        #expect(transcript.contains("+0.000000 resize:90x28\n"))
        let replayed = try DemoBinary.run(["--headless", "--replay", file.path, "--dump"])
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout == recorded.stdout)
        #expect(replayed.stdout.contains("½× speed"), "the speed key was replayed too")
    }

    @Test(
        "a bad transcript: exit 2, the file, the line and why",
        arguments: [
            ("hello\n", "line 1: expected \"# session transcript 1\" first"),
            ("# session transcript 1\n+0.1 frob\n", "line 2: bad key token 'frob'"),
            ("# session transcript 1\nset layout tablet\n", "set layout tablet: expected compact or split"),
            ("# session transcript 1\nset open \\u{1B}\n+0.1 a\n", "set open"),
            ("# session transcript 1\n+0.1 \u{1B}[2J\n", "line 2: control character U+1B"),
        ])
    func badTranscript(text: String, expected: String) throws {
        let file = Self.temporaryFile("bad.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try text.write(to: file, atomically: true, encoding: .utf8)
        for headless in [true, false] {
            let result = try DemoBinary.run((headless ? ["--headless"] : []) + ["--replay", file.path])
            #expect(result.status == 2)
            #expect(result.stderr.contains(expected), "\(result.stderr)")
            #expect(!result.stderr.contains("\u{1B}"), "nothing from the file reaches the terminal raw")
        }
    }

    @Test("the key that quits ends a headless recording but is not in it; the replay ends on the screen before it")
    func quitKeyNotRecorded() throws {
        let file = Self.temporaryFile("quit.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorded = try DemoBinary.dump(
            size: "100x30", keys: "down down enter wait:1s q", extra: ["--record", file.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let transcript = try String(contentsOf: file, encoding: .utf8)
        #expect(transcript.hasSuffix("+0.000000 enter\n"), "\(transcript)")
        #expect(!transcript.contains(" q\n"), "\(transcript)")
        // Without the q the same keys end the same way.
        let unquit = try DemoBinary.dump(
            size: "100x30", keys: "down down enter wait:1s", extra: ["--record", file.path])
        #expect(try String(contentsOf: file, encoding: .utf8) == transcript)
        let replayed = try DemoBinary.run(["--headless", "--replay", file.path, "--dump"])
        #expect(replayed.stdout == unquit.stdout)
    }

    @Test(
        "an option that says otherwise than the transcript is refused: exit 2, and which setting",
        arguments: [
            (["--idiom", "split"], "--idiom split: the transcript was recorded in the compact layout"),
            (["--size", "80x24"], "--size 80x24: the transcript was recorded at 100x30"),
            (["--no-animation"], "--no-animation: the transcript was recorded with animations"),
            (["--ascii"], "--ascii: the transcript was recorded with Unicode glyphs"),
        ])
    func conflictingOptions(options: [String], expected: String) throws {
        let file = Self.temporaryFile("conflict.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try DemoBinary.dump(size: "100x30", keys: "down down enter", extra: ["--record", file.path])
        // `--size` is a headless option: live, the terminal's size is its user's.
        for headless in [true, false] where headless || options.first != "--size" {
            let result = try DemoBinary.run((headless ? ["--headless"] : []) + ["--replay", file.path] + options)
            #expect(result.status == 2, "\(options)")
            #expect(result.stderr.contains(expected), "\(result.stderr)")
            #expect(result.stderr.contains("leave the option out"), "\(result.stderr)")
        }
        // Options that agree with it are fine.
        let agreeing = try DemoBinary.run([
            "--headless", "--replay", file.path, "--idiom", "compact", "--size", "100x30",
        ])
        #expect(agreeing.status == 0, "\(agreeing.stderr)")
    }

    @Test(
        "--until N: the dump is the session just after timeline entry N, as R rewinds to it; a missing entry is exit 2")
    func until() throws {
        let file = Self.temporaryFile("until.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try DemoBinary.dump(
            size: "100x30", keys: "down down enter wait:1s down enter wait:1s enter", extra: ["--record", file.path])
        let first = try DemoBinary.run(["--headless", "--replay", file.path, "--until", "1", "--dump"])
        #expect(first.status == 0, "\(first.stderr)")
        let justTransport = try DemoBinary.dump(size: "100x30", keys: "down down enter wait:1s")
        #expect(first.stdout == justTransport.stdout)
        let second = try DemoBinary.run(["--headless", "--replay", file.path, "--until", "2", "--dump"])
        #expect(second.stdout.contains("Cars 1"), "\(second.stdout)")
        let rewound = try DemoBinary.dump(
            size: "100x30", keys: "down down enter wait:1s down enter wait:1s enter wait:1s i home R esc")
        #expect(rewound.stdout.contains("⏪ rewound to #1"), "\(rewound.stdout)")
        let rewoundRows = rewound.stdout.split(separator: "\n").dropLast()
        let untilRows = first.stdout.split(separator: "\n").dropLast()
        #expect(rewoundRows == untilRows, "R and --until show the same app")
        var result = try DemoBinary.run(["--headless", "--replay", file.path, "--until", "9", "--dump"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--until 9: the transcript's session makes 3 timeline entries"), "\(result.stderr)")
        result = try DemoBinary.run(["--headless", "--until", "2"])
        #expect(result.status == 2 && result.stderr.contains("--until only applies with --replay"))
        result = try DemoBinary.run(["--headless", "--replay", file.path, "--until", "0"])
        #expect(result.status == 2 && result.stderr.contains("from 1 up"))
    }

    @Test("--replay refuses --keys and --open; --record needs a writable file")
    func conflicts() throws {
        var result = try DemoBinary.run(["--headless", "--replay", "x", "--keys", "a"])
        #expect(result.status == 2 && result.stderr.contains("--keys and --replay both give the input"))
        result = try DemoBinary.run(["--replay", "x", "--open", "adverts/1"])
        #expect(result.status == 2 && result.stderr.contains("--open does not apply with --replay"))
        result = try DemoBinary.run(["--headless", "--record", "/nonexistent/dir/t.txt"])
        #expect(result.status == 2 && result.stderr.contains("--record /nonexistent/dir/t.txt: No such file"))
    }

    @Test(
        "live: keys typed in a terminal are recorded, play back at their pace, and replay headless to the same screen",
        .enabled(if: Tmux.isAvailable || Tmux.isRequired))
    func live() throws {
        let file = Self.temporaryFile("live.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        var tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact", "--record", file.path])
        try tmux.waitFor("Select category")
        try tmux.sendKeys("Down")
        try tmux.sendKeys("Down")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("All subcategories")
        try tmux.sendKeys("2")
        try tmux.sendKeys("r")
        let before = try tmux.waitFor("This module was presented")
        // The replay keeps this screen as long as the recording did before q: long enough to be
        // read, however busy the machine.
        Thread.sleep(forTimeInterval: 1.5)
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        let transcript = try String(contentsOf: file, encoding: .utf8)
        #expect(transcript.contains("set layout compact\nset size 100x30\n"))
        #expect(transcript.hasSuffix(" r\n"), "every key up to the end, but the q that ended it")

        tmux = try Tmux.require()
        try tmux.start(arguments: ["--replay", file.path])
        // While it plays, the key-hint line says so and how far; then the keyboard takes over.
        let playing = try tmux.waitFor("▶ replay ")
        #expect(playing.contains("/5"), "\(playing)")
        let replayed = try tmux.waitFor("This module was presented")
        #expect(replayed.contains("Recursion"))
        try tmux.waitUntilGone("▶ replay")
        try tmux.sendKeys("H")
        try tmux.waitFor("Marshroute history")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0, "the keyboard took over: q quits")
        #expect(isSane(stty: tmux.sttyAfterExit), "\(tmux.sttyAfterExit)")

        let headless = try DemoBinary.run(["--headless", "--replay", file.path, "--dump"])
        #expect(headless.status == 0)
        let paneRows = before.split(separator: "\n").map { String($0.replacing(/\s+$/, with: "")) }.filter {
            !$0.isEmpty
        }
        let dumpRows = headless.stdout.split(separator: "\n").map { String($0) }.filter { !$0.isEmpty }
        #expect(dumpRows.contains { $0.contains("Recursion") })
        #expect(paneRows.first == dumpRows.first, "the same top row: \(paneRows.first ?? "") / \(dumpRows.first ?? "")")
    }
}
