import Foundation

/// Runs a program to its end in a chosen folder and reports, besides its exit status and
/// output, its own peak resident memory. Output goes through files, so a large one cannot block
/// the child.
enum MeasuredProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The child's peak resident set in KiB: `VmHWM`, read from /proc while it runs (it only
        /// grows, so the last reading is the peak up to a few milliseconds before the end). Not
        /// `wait4`'s `ru_maxrss`, which after a spawn from this large test process reports the
        /// parent's size, recorded when the child replaced its image.
        var peakResidentKiB: Int
    }

    /// Runs `executable` with `arguments` in `directory`, stdin from /dev/null; the test
    /// runner's NO_COLOR and logging variables are dropped and `environment` is added.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path

        var env = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "NAVIGATION_DEMO_LOG_LEVEL", "NAVIGATION_DEMO_LOG_FILE"] { env[name] = nil }
        env.merge(environment) { _, new in new }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        // The shell changes to the folder and becomes the program (exec keeps the pid, so the
        // rusage below is the program's).
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, executable] + arguments
        let envp = env.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArgv, cEnvp) }
        }
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        var peak = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited == -1 && errno != EINTR { break }
            peak = max(peak, highWaterMarkKiB(of: pid))
            usleep(2_000)
        }
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            peakResidentKiB: peak)
    }

    struct SpawnError: Error {
        let code: Int32
    }

    /// `VmHWM` of a running process, in KiB (0 once it has exited).
    private static func highWaterMarkKiB(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
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
