import CNcurses
import Foundation

/// Runs a program to its end in a chosen folder and reports, besides its exit status and
/// output, its own peak resident memory (`PeakMemory`).
enum MeasuredProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The child's peak resident set in KiB; nil when the system never said (a check of it
        /// must fail, not pass on 0).
        var peakResidentKiB: Int?
    }

    /// Runs `executable` with `arguments` in `directory`, stdin from /dev/null; the test
    /// runner's NO_COLOR and logging variables are dropped and `environment` is added.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Result {
        // The shell changes to the folder and becomes the program (exec keeps the pid, so the
        // memory measured is the program's).
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory.path, executable] + arguments,
            environment: ChildProcess.environment(adding: environment), flags: CNC_TESTING_SPAWN_NO_BLOCKED_SIGNALS,
            timeout: .seconds(600), measuringMemory: true)
        return Result(
            status: result.status, stdout: result.stdout, stderr: result.stderr,
            peakResidentKiB: result.peakResidentKiB)
    }
}
