import Foundation

/// Runs a program to its end in a chosen folder and reports, besides its exit status and
/// output, its own peak resident memory (`wait4`'s rusage of that one child, which Foundation's
/// Process does not give). Output goes through files, so a large one cannot block the child.
enum MeasuredProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The child's peak resident set, in KiB (`ru_maxrss`).
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
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            peakResidentKiB: usage.ru_maxrss)
    }

    struct SpawnError: Error {
        let code: Int32
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
