import Foundation
import TestSupport
import Testing

/// Every write the command line makes for the user is checked: a failure is reported once, in
/// one line naming what could not be written and why, and the exit status is not 0. (Found
/// by writing to /dev/full, which refuses every write: `--record` and `--log-file` ended with
/// status 0 and no word.)
@Suite("Write failures")
struct WriteFailureTests {
    /// Runs the binary with stdout going to `stdout` (a shell redirects it).
    static func run(_ arguments: [String], stdout: String? = nil, in directory: String? = nil) throws
        -> ChildProcess.Result
    {
        guard let stdout else { return try DemoBinary.run(arguments, in: directory) }
        let quoted = ([DemoBinary.path] + arguments).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return try ChildProcess.run(
            "/bin/sh", ["-c", "exec " + quoted.joined(separator: " ") + " > " + stdout],
            environment: ChildProcess.environment(),
            in: directory)
    }

    static func expectOneLine(
        _ result: ChildProcess.Result, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.signal == nil, sourceLocation: sourceLocation)
        #expect(result.status == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
    }

    static let hasFullDevice = UnwritablePlaces.fullDevice != nil
    static let noFullDevice = Comment(rawValue: UnwritablePlaces.noFullDevice)

    @Test("--record to a full disk", .enabled(if: Self.hasFullDevice, Self.noFullDevice))
    func record() throws {
        let result = try Self.run(["--headless", "--keys", "down enter wait:1s esc", "--record", "/dev/full"])
        Self.expectOneLine(
            result,
            "navigation-demo: --record /dev/full: cannot write: No space left on device; the transcript is incomplete")
    }

    @Test("--log-file on a full disk", .enabled(if: Self.hasFullDevice, Self.noFullDevice))
    func logFile() throws {
        let result = try Self.run(["--headless", "--keys", "down", "--log-file", "/dev/full", "--log-level", "info"])
        Self.expectOneLine(result, "navigation-demo: --log-file /dev/full: cannot write: No space left on device")
    }

    @Test(
        "--dump, routes and explain to a full standard output", .enabled(if: Self.hasFullDevice, Self.noFullDevice))
    func standardOutput() throws {
        for arguments in [["--headless", "--keys", "down", "--dump"], ["routes"], ["explain", "adverts/16"]] {
            let result = try Self.run(arguments, stdout: "/dev/full")
            Self.expectOneLine(result, "navigation-demo: cannot write to standard output: No space left on device")
        }
    }

    @Test(
        "the screenshot key where nothing can be written",
        .enabled(if: UnwritablePlaces.folder != nil, Comment(rawValue: UnwritablePlaces.noFolder)))
    func screenshotKey() throws {
        let (folder, reason) = try #require(UnwritablePlaces.folder)
        let result = try Self.run(["--headless", "--keys", "S S", "--dump"], in: folder)
        Self.expectOneLine(result, "navigation-demo: 2 screenshots not saved (\(folder): \(reason))")
        #expect(result.stdout.contains("Screenshot not saved"), "said on the key-hint line too")
    }

    @Test(
        "--screenshot where nothing can be written",
        .enabled(if: UnwritablePlaces.folder != nil, Comment(rawValue: UnwritablePlaces.noFolder)))
    func screenshotOption() throws {
        let (folder, reason) = try #require(UnwritablePlaces.folder)
        let screenshot = try Self.run(["--headless", "--keys", "down", "--screenshot", folder + "/screen.svg"])
        Self.expectOneLine(screenshot, "navigation-demo: --screenshot: cannot write \(folder)/screen.svg: \(reason)")
    }

    @Test("export-cast to a full disk", .enabled(if: Self.hasFullDevice, Self.noFullDevice))
    func castToAFullDisk() throws {
        let transcript = FileManager.default.temporaryDirectory.appendingPathComponent("write-failure-\(UUID()).rec")
        try "# session transcript 1\nset layout compact\n+0.1 down\n".write(
            to: transcript, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: transcript) }
        let cast = try Self.run(["export-cast", transcript.path, "-o", "/dev/full"])
        Self.expectOneLine(cast, "navigation-demo: export-cast: cannot write /dev/full: No space left on device")
    }

    /// Issue 32: `learn` wrote its table and lessons unchecked and ended with 0.
    @Test(
        "learn, a lesson's page and its solution to a full standard output",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func learn() throws {
        for arguments in [["learn"], ["learn", "seed"], ["learn", "seed", "--solution"]] {
            let result = try Self.run(arguments, stdout: "/dev/full")
            Self.expectOneLine(result, "navigation-demo: cannot write to standard output: No space left on device")
        }
    }
}
