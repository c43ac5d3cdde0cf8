import Foundation

/// Runs the built `navigation-demo` binary as a user would, without a terminal.
enum DemoBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root (for `demo-assets` and scripts).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary `swift build` put next to the test bundle.
    static var path: String {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products.appendingPathComponent("navigation-demo"),
            products.deletingLastPathComponent().appendingPathComponent("navigation-demo"),
            packageRoot.appendingPathComponent(".build/debug/navigation-demo"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path ?? candidates[0].path
    }

    /// The binary did not end within the time given: it was killed.
    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs the binary with `arguments`, stdin from /dev/null, in `directory` (the package root
    /// unless given). The test
    /// runner's NO_COLOR, COLUMNS and logging variables are dropped; `environment` adds
    /// variables. Stdout and stderr go to files, so a child writing much to either never
    /// blocks on a pipe nobody reads; one still running after `timeout` is killed, and the
    /// call throws.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], timeout: Duration = .seconds(120),
        directory: URL = packageRoot
    ) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "demo-binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "COLUMNS", "LINES", "NAVIGATION_DEMO_LOG_LEVEL", "NAVIGATION_DEMO_LOG_FILE"] {
            env[name] = nil
        }
        env.merge(environment) { _, new in new }
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now > deadline {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit() // killed: it ends at once
                throw Timeout(description: "navigation-demo \(arguments) still ran after \(timeout): killed")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return Result(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// `--headless --dump` of a key script.
    static func dump(size: String, idiom: String = "compact", keys: String = "", extra: [String] = []) throws -> Result
    {
        var arguments = ["--headless", "--size", size, "--idiom", idiom, "--dump"]
        if !keys.isEmpty { arguments += ["--keys", keys] }
        return try run(arguments + extra)
    }
}
