import CNcurses
import Foundation
import SystemLibc

/// Runs the built `navigation-demo` in a process of its own and reports how it ended and its
/// peak memory, which no other test in this process can disturb.
enum DemoProcess {
    struct Result {
        var status: Int32
        /// The signal that ended it, if one did.
        var signal: Int32?
        var stdout: String
        var stderr: String
        /// The peak resident set in KiB (`PeakMemory`). Nil when the system never said (the
        /// process ended before a sample): a check of it must fail, not pass on 0.
        var maximumResidentKiB: Int?
    }

    /// The binary `swift build` put next to the test bundle (or in `.build/debug`: on macOS
    /// the tests run inside a host tool, whose own path says nothing of the build folder).
    static var path: String {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products.appendingPathComponent("navigation-demo"),
            products.deletingLastPathComponent().appendingPathComponent("navigation-demo"),
            RobustnessPaths.packageRoot.appendingPathComponent(".build/debug/navigation-demo"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path ?? candidates[0].path
    }

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs the binary with `arguments`, stdin from /dev/null (it finds `demo-assets` above itself).
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], timeout: Duration = .seconds(300),
        currentDirectory: String? = nil
    ) throws -> Result {
        try run(executable: path, arguments, environment: extra, timeout: timeout, currentDirectory: currentDirectory)
    }

    /// Runs any executable so (the test bundle itself, say).
    /// A process still running after `timeout` is killed and the call throws: no wait is
    /// endless.
    /// `currentDirectory`: where the process runs (where a screenshot key writes), this
    /// process's own when nil.
    static func run(
        executable: String, _ arguments: [String], environment extra: [String: String] = [:],
        timeout: Duration = .seconds(300), currentDirectory: String? = nil
    ) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "demo-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("stdout").path
        let err = directory.appendingPathComponent("stderr").path

        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["NAVIGATION_DEMO_LOG_LEVEL"] = nil
        for (key, value) in extra { environment[key] = value }
        // The shell changes to the folder and becomes the program (exec keeps the pid, so the
        // memory measured is the program's).
        let argv =
            currentDirectory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] + arguments }
            ?? [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let pid = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in cnc_testing_spawn(argv[0], cArgv, cEnvp, "/dev/null", out, err, 0) }
        }
        guard pid > 0 else { throw SpawnError(code: -pid) }
        var status: Int32 = 0
        var memory = PeakMemory(of: pid)
        let deadline = ContinuousClock.now + timeout
        while true {
            var usage = rusage()
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid {
                memory.ended(with: usage)
                break
            }
            if waited == -1 && errno != EINTR { throw WaitError(description: "wait4: errno \(errno)") }
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                throw WaitError(description: "\(executable) \(arguments) still ran after \(timeout): killed")
            }
            memory.sample()
            usleep(2_000)
        }
        // The wait status, decoded as the shell does (WIFSIGNALED / WTERMSIG / WEXITSTATUS).
        let signal = status & 0x7F
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, signal: signal == 0 ? nil : signal,
            stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
            maximumResidentKiB: memory.peakKiB)
    }

    struct SpawnError: Error { let code: Int32 }
    struct WaitError: Error, CustomStringConvertible { let description: String }

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
/// /proc while it runs: `wait4`'s `ru_maxrss` is no use there, since after a spawn from this
/// large test process it reports the parent's size, recorded when the child replaced its
/// image. Without /proc (macOS), `wait4`'s `ru_maxrss`, the child's own there (posix_spawn
/// makes a new process, it copies none), in bytes. (EndToEndTests has the same.)
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
