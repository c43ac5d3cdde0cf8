import CNcurses
import Foundation
import SystemLibc

/// The one way the suites run a program to its end in a process of its own: started with
/// `cnc_testing_spawn` (CNcurses: the spawn attributes stay in C), stdin from /dev/null,
/// stdout and stderr through files (a large output never blocks the child on a pipe nobody
/// reads), waited for with a deadline: a child still running after its timeout is killed (its
/// whole group when it leads one) and the call throws, so no wait is endless
/// (docs/TESTING.md).
package enum ChildProcess {
    /// How a child ended and what it wrote.
    package struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended it (as a shell says).
        package var status: Int32
        /// The signal that ended it, if one did.
        package var signal: Int32?
        package var stdout: String
        package var stderr: String
        /// Its peak resident set in KiB, when asked for and known (`PeakMemory`); nil when the
        /// system never said, so that a check of it fails instead of passing on 0.
        package var peakResidentKiB: Int?
    }

    /// The program could not be started.
    package struct SpawnFailed: Error, CustomStringConvertible {
        package let program: String
        package let code: Int32
        package var description: String { "cannot start \(program): \(String(cString: strerror(code)))" }
    }

    /// The program was still running at its deadline (and was killed), or could not be waited for.
    package struct StillRunning: Error, CustomStringConvertible {
        package let description: String
    }

    /// Runs `executable` (a path) with `arguments` and `environment` (the whole of it), in
    /// `directory` when given (through `/bin/sh`, which changes to it and becomes the program:
    /// the pid, and so the memory measured, stay the program's). `flags` are
    /// `cnc_testing_spawn`'s.
    package static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], in directory: String? = nil,
        flags: Int32 = 0, timeout: Duration = .seconds(120), measuringMemory: Bool = false
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navdemo-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out").path
        let err = scratch.appendingPathComponent("err").path
        let argv =
            directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] + arguments }
            ?? [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let pid = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in cnc_testing_spawn(argv[0], cArgv, cEnvp, "/dev/null", out, err, flags) }
        }
        guard pid > 0 else { throw SpawnFailed(program: executable, code: -pid) }
        let ownGroup = flags & CNC_TESTING_SPAWN_OWN_PROCESS_GROUP != 0
        var memory = PeakMemory(of: pid)
        var status: Int32 = 0
        let deadline = ContinuousClock.now + timeout
        while true {
            var usage = rusage()
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid {
                memory.ended(with: usage)
                break
            }
            if waited == -1 && errno != EINTR {
                throw StillRunning(description: "wait4: \(String(cString: strerror(errno)))")
            }
            if ContinuousClock.now > deadline {
                kill(ownGroup ? -pid : pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                throw StillRunning(description: "\(executable) \(arguments) still ran after \(timeout): killed")
            }
            if measuringMemory { memory.sample() }
            usleep(2_000)
        }
        // The wait status, decoded as a shell does (WIFSIGNALED, WTERMSIG, WEXITSTATUS).
        let signal = status & 0x7F
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, signal: signal == 0 ? nil : signal,
            stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
            peakResidentKiB: measuringMemory ? memory.peakKiB : nil)
    }

    /// This process's environment without the variables that would change what a child shows
    /// (NO_COLOR, the terminal's size, the demo's logging), plus `extra`. No test sets a
    /// variable in its own process (docs/TESTING.md): a child gets what it needs here.
    package static func environment(adding extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "COLUMNS", "LINES", "NAVIGATION_DEMO_LOG_LEVEL", "NAVIGATION_DEMO_LOG_FILE"] {
            environment[name] = nil
        }
        environment.merge(extra) { _, new in new }
        return environment
    }

    private static func withCStrings<R>(
        _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> R
    ) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
