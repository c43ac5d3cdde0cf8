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
        /// The peak resident set (`VmHWM`), sampled from /proc while the process runs. Not
        /// `wait4`'s `ru_maxrss`: after a spawn from this big test process that reports the
        /// parent's size, recorded when the child replaced its image. Nil when no sample could
        /// be read (the process ended first): a check of it must fail, not pass on 0.
        var maximumResidentKiB: Int?
    }

    /// The binary `swift build` put next to the test bundle.
    static var path: String {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products.appendingPathComponent("navigation-demo"),
            products.deletingLastPathComponent().appendingPathComponent("navigation-demo"),
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
        // `env -C` changes directory and execs the program in the same process (glibc's
        // `posix_spawn_file_actions_addchdir_np` is not visible to Swift).
        let argv =
            currentDirectory.map { ["/usr/bin/env", "-C", $0, executable] + arguments } ?? [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in posix_spawn(&pid, argv[0], &actions, nil, cArgv, cEnvp) }
        }
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        var peak: Int?
        let deadline = ContinuousClock.now + timeout
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited == -1 && errno != EINTR { throw WaitError(description: "waitpid: errno \(errno)") }
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                throw WaitError(description: "\(executable) \(arguments) still ran after \(timeout): killed")
            }
            if let sample = highWaterMarkKiB(of: pid) { peak = max(peak ?? 0, sample) }
            usleep(2_000)
        }
        // The wait status, decoded as the shell does (WIFSIGNALED / WTERMSIG / WEXITSTATUS).
        let signal = status & 0x7F
        return Result(
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, signal: signal == 0 ? nil : signal,
            stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
            maximumResidentKiB: peak)
    }

    struct SpawnError: Error { let code: Int32 }
    struct WaitError: Error, CustomStringConvertible { let description: String }

    /// `VmHWM` of a running process, in KiB; nil when it cannot be read (it has exited, or
    /// is a zombie whose memory is gone).
    private static func highWaterMarkKiB(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kib = Int(line.split(separator: " ").dropFirst().first ?? ""), kib > 0
        else { return nil }
        return kib
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
