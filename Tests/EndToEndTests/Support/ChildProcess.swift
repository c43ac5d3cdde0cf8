import CNcurses
import Foundation
import SystemLibc

/// A program run to its end in a process of its own, started with `cnc_testing_spawn`
/// (CNcurses: the spawn attributes stay in C) and waited for with a deadline: stdin from
/// /dev/null, stdout and stderr through files, so a large output cannot block the child.
enum ChildProcess {
    struct Result {
        var status: Int32
        /// The signal that ended it, if one did (then `status` is 128 + signal, as a shell says).
        var signal: Int32?
        var stdout: String
        var stderr: String
        /// Its peak resident set in KiB, when asked for and known (`PeakMemory`).
        var peakResidentKiB: Int?
    }

    struct SpawnFailed: Error, CustomStringConvertible {
        let program: String
        let code: Int32
        var description: String { "cannot start \(program): \(String(cString: strerror(code)))" }
    }

    struct StillRunning: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` (a path) with `arguments` and `environment` (the whole of it).
    /// `flags` are `cnc_testing_spawn`'s. A child still running after `timeout` is killed (its
    /// whole group when it leads one) and the call throws: no wait is endless.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String],
        flags: Int32 = 0, timeout: Duration = .seconds(120), measuringMemory: Bool = false
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navdemo-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out").path
        let err = scratch.appendingPathComponent("err").path
        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let pid = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in cnc_testing_spawn(executable, cArgv, cEnvp, "/dev/null", out, err, flags) }
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
    /// (NO_COLOR, the terminal's size, the demo's logging), plus `extra`.
    static func environment(adding extra: [String: String] = [:]) -> [String: String] {
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

/// A child's peak resident set, however the system tells it. On Linux, `VmHWM` read from
/// /proc while it runs (it only grows, so the last reading is the peak up to a few
/// milliseconds before the end): `wait4`'s `ru_maxrss` is no use there, since after a spawn
/// from this large test process it reports the parent's size, recorded when the child
/// replaced its image. Without /proc (macOS), `wait4`'s `ru_maxrss`, the child's own there
/// (posix_spawn makes a new process, it copies none), in bytes.
struct PeakMemory {
    let pid: pid_t
    private(set) var peakKiB: Int?
    static let readsProc = FileManager.default.fileExists(atPath: "/proc/self/status")

    init(of pid: pid_t) { self.pid = pid }

    /// One reading of `VmHWM`, where /proc has it.
    mutating func sample() {
        guard Self.readsProc,
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kib = Int(line.split(separator: " ").dropFirst().first ?? ""), kib > 0
        else { return }
        peakKiB = max(peakKiB ?? 0, kib)
    }

    /// What `wait4` said as the child ended.
    mutating func ended(with usage: rusage) {
        guard !Self.readsProc, usage.ru_maxrss > 0 else { return }
        #if canImport(Darwin)
            peakKiB = Int(usage.ru_maxrss) / 1024
        #else
            peakKiB = Int(usage.ru_maxrss)
        #endif
    }
}
