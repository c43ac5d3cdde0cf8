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

    /// Runs the binary with `arguments`, stdin from /dev/null, in the package root. The test
    /// runner's NO_COLOR and logging variables are dropped; `environment` adds variables.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["NAVIGATION_DEMO_LOG_LEVEL"] = nil
        env["NAVIGATION_DEMO_LOG_FILE"] = nil
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// `--headless --dump` of a key script.
    static func dump(size: String, idiom: String = "compact", keys: String = "", extra: [String] = []) throws -> Result
    {
        var arguments = ["--headless", "--size", size, "--idiom", idiom, "--dump"]
        if !keys.isEmpty { arguments += ["--keys", keys] }
        return try run(arguments + extra)
    }
}
