import Foundation
import TestSupport
import Testing

/// `navigation-demo export-cast`: a transcript becomes an asciicast v2 file that the real
/// asciinema prints to the same final screen as `--headless --replay --dump`, with the real
/// timings; bad transcripts are refused with their line, a failing write is reported once, and
/// an hour-long session exports in flat memory.
@Suite("Exporting a session to asciicast", .serialized)
struct CastExportTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let header =
        "# session transcript 1\nset layout compact\nset size 100x30\nset animations on\nset glyphs unicode\n"

    /// The cast's header and events, read as JSON.
    static func read(_ file: URL) throws -> (header: [String: Any], events: [(Double, String, String)]) {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any] ?? [:]
        let events = try lines.dropFirst().map { line in
            let array = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any] ?? []
            return ((array[0] as? NSNumber)?.doubleValue ?? -1, array[1] as? String ?? "", array[2] as? String ?? "")
        }
        return (header, events)
    }

    @Test(
        "asciinema cat of the file draws the screen --replay --dump prints, in the theme's colors",
        .enabled(if: (Tmux.isAvailable || Tmux.isRequired) && ExternalTool.asciinema.isAvailableOrRequired))
    func asciinemaDrawsTheFinalScreen() throws {
        let asciinema = try ExternalTool.asciinema.require()
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("lesson.rec")
        let cast = directory.appendingPathComponent("lesson.cast")
        let keys = "down wait:300ms enter wait:1s 2 wait:500ms r wait:700ms i wait:400ms"
        let recorded = try DemoBinary.dump(size: "100x30", keys: keys, extra: ["--record", transcript.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let exported = try DemoBinary.run(["export-cast", transcript.path, "-o", cast.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("lesson.cast: ") && exported.stdout.contains("at 100x30"))
        let replayed = try DemoBinary.run(["--headless", "--replay", transcript.path, "--dump"])
        #expect(replayed.status == 0)

        let tmux = try Tmux.require()
        try tmux.start(arguments: ["cat", cast.path], width: 100, height: 30, program: asciinema, directory: directory)
        let lastRow = replayed.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let pane = try tmux.waitFor(String(lastRow.prefix(30)))
        #expect(tmux.waitForExit() == 0, "asciinema cat read the whole file")
        let trimmed = { (text: String) in
            text.split(separator: "\n", omittingEmptySubsequences: false).prefix(30).map {
                String($0.replacing(/\s+$/, with: ""))
            }
        }
        #expect(trimmed(pane) == trimmed(replayed.stdout), "the pane:\n\(pane)")
        let colored = try tmux.tmux(["capture-pane", "-p", "-e", "-t", tmux.session])
        #expect(colored.contains("48;5;24"), "the navigation bar's background, palette 24")
    }

    @Test(
        "asciinema play of an export leaves the player's terminal with its cursor and plain attributes",
        .enabled(if: (Tmux.isAvailable || Tmux.isRequired) && ExternalTool.asciinema.isAvailableOrRequired))
    func playLeavesTheCursor() throws {
        let asciinema = try ExternalTool.asciinema.require()
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("short.rec")
        let cast = directory.appendingPathComponent("short.cast")
        try (Self.header + "+0.2 down\n+0.2 down\n+0.2 enter\n").write(
            to: transcript, atomically: true, encoding: .utf8)
        let exported = try DemoBinary.run(["export-cast", transcript.path, "-o", cast.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        // The last event gives the terminal back as the app leaves it: attributes reset, the
        // cursor on the last row and shown.
        let last = try #require(try Self.read(cast).events.last)
        #expect(last.1 == "o" && last.2 == "\u{1B}[0m\u{1B}[30;1H\u{1B}[?25h", "\(last)")

        let tmux = try Tmux.require()
        try tmux.start(
            arguments: ["play", "-i", "0.1", cast.path], width: 100, height: 30, program: asciinema,
            directory: directory)
        #expect(tmux.waitForExit() == 0, "asciinema play ended")
        #expect(try tmux.paneModes().cursorVisible, "the cursor is visible after asciinema play")
    }

    @Test("the header gives the size and title; each key's frame comes at the key's recorded time")
    func headerAndTimings() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("timed.rec")
        let cast = directory.appendingPathComponent("timed.cast")
        try (Self.header + "+0.000000 down\n+0.500000 down\n+1.250000 2\n+2.000000 1\n+0.000001 q\n")
            .write(to: transcript, atomically: true, encoding: .utf8)
        let result = try DemoBinary.run(["export-cast", transcript.path, "-o", cast.path, "--title", "Lesson \"1\""])
        #expect(result.status == 0, "\(result.stderr)")
        let (header, events) = try Self.read(cast)
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100 && header["height"] as? Int == 30)
        #expect(header["title"] as? String == "Lesson \"1\"")
        #expect(events.allSatisfy { $0.1 == "o" })
        #expect(events.first?.0 == 0 && events.first?.2.contains("\u{1B}[2J") == true, "the first frame, whole")
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.0 <= $1.0 }, "times only go forward")
        let times = Set(events.map(\.0))
        for time in [0.5, 1.75, 3.75] {
            #expect(times.contains(time), "a frame at \(time) s, when its key came: \(events.map(\.0))")
        }
        #expect(events.allSatisfy { $0.0 <= 3.75 + 1 }, "the recorded q ends it")
    }

    @Test(
        "a hostile or truncated transcript is refused with its line and why, before anything is written",
        arguments: [
            ("", "line 1: expected \"# session transcript 1\" first"),
            (header + "+0.5", "line 6: expected +SECONDS TOKEN"),
            (header + "+0.500000 dow", "line 6: bad key token 'dow'"),
            (header + "+0.1 \u{1B}[2J\n", "line 6: control character U+1B"),
            ("# session transcript 1\nset size 0x0\n", "line 2: set size 0x0: expected"),
            ("# session transcript 1\n+99999 down\n", "line 2: bad time +99999"),
        ])
    func refused(text: String, expected: String) throws {
        try checkRefusal(Data(text.utf8), expected: expected)
    }

    @Test("a line longer than 4096 bytes is refused before it is held")
    func overlongLine() throws {
        let line = "+0.1 " + String(repeating: "a", count: 5000) + "\n"
        try checkRefusal(Data((Self.header + line).utf8), expected: "line 6: longer than 4096 bytes")
    }

    @Test("a transcript cut inside a character is refused on its line")
    func cutInsideACharacter() throws {
        try checkRefusal(
            Data((Self.header + "+0.1 down\n+0.1 ").utf8) + Data([0xE2, 0x80]), expected: "line 7: not UTF-8 text")
    }

    private func checkRefusal(_ data: Data, expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("bad.rec")
        let cast = directory.appendingPathComponent("bad.cast")
        try data.write(to: transcript)
        let result = try DemoBinary.run(["export-cast", transcript.path, "-o", cast.path])
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(
            result.stderr.contains("export-cast \(transcript.path): \(expected)"), "\(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(
            !result.stderr.contains("\u{1B}"), "nothing from the file reaches the terminal raw",
            sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: cast.path), "no file written", sourceLocation: sourceLocation)
    }

    @Test("a transcript that is not a readable file is refused")
    func unreadable() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var result = try DemoBinary.run([
            "export-cast", directory.path, "-o", directory.appendingPathComponent("x.cast").path,
        ])
        #expect(result.status == 2 && result.stderr.contains("is a folder, not a file"), "\(result.stderr)")
        result = try DemoBinary.run([
            "export-cast", "/nonexistent/s.rec", "-o", directory.appendingPathComponent("x.cast").path,
        ])
        #expect(
            result.status == 2 && result.stderr == "navigation-demo: export-cast /nonexistent/s.rec: no such file\n",
            "\(result.stderr)")
        result = try DemoBinary.run(["export-cast", "/nonexistent/s.rec"])
        #expect(
            result.status == 2 && result.stderr.contains("Missing expected argument '--output <FILE>'"),
            "\(result.stderr)")
    }

    @Test(
        "a write to a full disk is reported once, with exit status 1, and the device stays",
        .enabled(if: UnwritablePlaces.fullDevice != nil, Comment(rawValue: UnwritablePlaces.noFullDevice)))
    func fullDisk() throws {
        let device = try #require(UnwritablePlaces.fullDevice)
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("ok.rec")
        try (Self.header + "+0.2 down\n+0.2 enter\n").write(to: transcript, atomically: true, encoding: .utf8)
        // Every write to the full device fails with ENOSPC.
        let full = directory.appendingPathComponent("full.cast")
        try FileManager.default.createSymbolicLink(atPath: full.path, withDestinationPath: device)
        let result = try DemoBinary.run(["export-cast", transcript.path, "-o", full.path])
        #expect(result.status == 1)
        #expect(result.stderr == "navigation-demo: export-cast: cannot write \(full.path): No space left on device\n")
        #expect(FileManager.default.fileExists(atPath: device), "a device is never removed")
    }

    @Test("a write that fails is reported once, with exit status 1")
    func failingWrite() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("ok.rec")
        try (Self.header + "+0.2 down\n+0.2 enter\n").write(to: transcript, atomically: true, encoding: .utf8)
        let result = try DemoBinary.run(["export-cast", transcript.path, "-o", "/nonexistent/dir/s.cast"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "navigation-demo: export-cast: cannot write /nonexistent/dir/s.cast: No such file or directory\n")
    }

    /// A lesson-paced transcript: a key every two seconds, cycling through pushes, pops, tabs,
    /// the inspector and the help.
    static func syntheticTranscript(minutes: Int) -> String {
        let keys = [
            "down", "down", "enter", "backspace", "2", "down", "enter", "backspace", "1", "up", "i", "i", "?", "?",
        ]
        var text = header
        for index in 0..<(minutes * 30) { text += "+2.000000 \(keys[index % keys.count])\n" }
        return text
    }

    @Test(
        "an hour-long session exports in the memory a six-minute one takes (the transcript and the file are streamed)")
    func boundedMemory() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var peaks: [Int: Int] = [:]
        var sizes: [Int: Int] = [:]
        for minutes in [6, 60] {
            let transcript = directory.appendingPathComponent("\(minutes).rec")
            let cast = directory.appendingPathComponent("\(minutes).cast")
            try Self.syntheticTranscript(minutes: minutes).write(to: transcript, atomically: true, encoding: .utf8)
            let result = try DemoBinary.run(
                ["export-cast", transcript.path, "-o", cast.path], in: PackagePaths.root.path, timeout: .seconds(600),
                measuringMemory: true)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("over \(minutes):00"), "\(result.stdout)")
            let peak = try #require(result.peakResidentKiB, "the peak of the \(minutes)-minute export was never read")
            peaks[minutes] = peak
            sizes[minutes] = (try FileManager.default.attributesOfItem(atPath: cast.path)[.size] as? Int) ?? 0
        }
        let growth = (peaks[60] ?? 0) - (peaks[6] ?? 0)
        let written = (sizes[60] ?? 0) / 1024
        // Measured on the debug build: 29 056 KiB for six minutes, 29 296 KiB for the hour (whose file is 6 MiB).
        print(
            "export-cast peak RSS: 6 min \(peaks[6] ?? 0) KiB, 60 min \(peaks[60] ?? 0) KiB; the hour's file \(written) KiB"
        )
        // A sanitizer pads, quarantines or shadows memory: its resident size says nothing of holding.
        #expect(
            Sanitizers.inflatesMemory || growth < 4 * 1024,
            "ten times the session grew the peak by \(growth) KiB (the hour's file is \(written) KiB)")
        #expect(written > 4 * 1024, "the hour's file is larger than the bound, so holding it would show")
    }
}
