import CNcurses
import Foundation

/// The built `navigation-demo`, run as a user would, without a terminal (`ChildProcess`).
package enum DemoBinary {
    /// Where `swift build` put it.
    package static var path: String { PackagePaths.builtProduct("navigation-demo") }

    /// Whether it was built next to the tests.
    package static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// Runs the binary with `arguments` in `directory`, or in a fresh temporary folder removed
    /// afterwards, so that nothing it writes where it runs (a screenshot) stays; it finds
    /// `demo-assets` above itself. The test runner's NO_COLOR, COLUMNS and logging variables
    /// are dropped and `environment` is added. One still running after `timeout` is killed and
    /// the call throws.
    package static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: String? = nil,
        timeout: Duration = .seconds(300), measuringMemory: Bool = false
    ) throws -> ChildProcess.Result {
        var scratch: URL?
        if directory == nil {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "demo-binary-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            scratch = folder
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        return try ChildProcess.run(
            path, arguments, environment: ChildProcess.environment(adding: environment),
            in: directory ?? scratch?.path, flags: CNC_TESTING_SPAWN_NO_BLOCKED_SIGNALS, timeout: timeout,
            measuringMemory: measuringMemory)
    }

    /// `--headless --dump` of a key script.
    package static func dump(
        size: String, idiom: String = "compact", keys: String = "", extra: [String] = []
    ) throws -> ChildProcess.Result {
        var arguments = ["--headless", "--size", size, "--idiom", idiom, "--dump"]
        if !keys.isEmpty { arguments += ["--keys", keys] }
        return try run(arguments + extra)
    }
}
