import CNcurses
import Foundation
import TestSupport
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
    /// The shell leads a process group of its own, so that a timeout kills every process of
    /// the pipeline, not only the shell; one still running after `timeout` is killed, and the
    /// call throws.
    static func shell(_ command: String, timeout: Duration = .seconds(30)) throws -> ChildProcess.Result {
        try ChildProcess.run(
            "/bin/sh", ["-c", command], environment: ProcessInfo.processInfo.environment,
            flags: CNC_TESTING_SPAWN_OWN_PROCESS_GROUP, timeout: timeout)
    }
}
