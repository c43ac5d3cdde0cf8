import Foundation
import Testing

/// A full-screen program whose output goes into a pipe, as in `hello-router --help | head`:
/// `--help` prints and ends, and the app itself refuses to start instead of waiting for keys
/// nobody knows to type. Each run is bounded: a program still running after the timeout is
/// killed and the test fails.
@Suite("Output into a pipe")
struct PipedOutputTests {
    @Test(
        "hello-router --help | head returns with the usage",
        .enabled(if: TerminalProgram.helloRouterIsBuilt || Tmux.isRequired))
    func helloRouterHelp() throws {
        try TerminalProgram.helloRouter.requireBuilt()
        let result = try PipedRun.shell("'\(TerminalProgram.helloRouter.path)' --help | head -3")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("USAGE: hello-router"), "\(result.stdout)")
    }

    @Test(
        "an app whose output is a pipe says so and ends instead of waiting for keys",
        arguments: [TerminalProgram.bareApplication]
            + (TerminalProgram.helloRouterIsBuilt || Tmux.isRequired ? [.helloRouter] : []))
    func appIntoAPipe(program: TerminalProgram) throws {
        try program.requireBuilt()
        let result = try PipedRun.shell("'\(program.path)' | head -3")
        #expect(result.stderr.contains("standard output is not a terminal"), "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}["), "no escape sequence went into the pipe")
    }
}

/// Runs a shell command line with stdin from /dev/null, reading its output to the end.
enum PipedRun {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The command runs in a session of its own (`setsid`), so that a timeout kills every
    /// process of the pipeline, not only the shell.
    static func shell(_ command: String, timeout: TimeInterval = 30) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("piped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("stdout")
        let err = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["/bin/sh", "-c", command]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(-process.processIdentifier, SIGKILL)
            Issue.record("still running after \(timeout) s: \(command)")
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
