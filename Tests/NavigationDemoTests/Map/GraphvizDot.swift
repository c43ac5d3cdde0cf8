import Foundation
import Testing

/// Graphviz's `dot`, which checks the maps' DOT: a drawing it refuses is a failure. On a
/// developer's machine without it the test is skipped; CI (`.ci/run` installs graphviz and sets
/// NAVIGATION_DEMO_REQUIRE_TOOLS=1, as for the end-to-end tests' tools) fails it.
enum GraphvizDot {
    static var isRequired: Bool { ProcessInfo.processInfo.environment["NAVIGATION_DEMO_REQUIRE_TOOLS"] == "1" }

    /// Where `dot` is on the PATH, or nil.
    static var path: String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin:/opt/homebrew/bin")
            .split(separator: ":")
        return directories.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var isAvailableOrRequired: Bool { path != nil || isRequired }

    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// `source` rendered as SVG by `dot -Tsvg`: the SVG, or why dot refused it (or is missing).
    static func svg(of source: String) throws -> String {
        guard let path else {
            throw Refusal(description: "dot is required (NAVIGATION_DEMO_REQUIRE_TOOLS=1) but not installed")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Written from another thread: dot writes its SVG while it reads, and a pipe's buffer is small.
        let data = Data(source.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = String(decoding: message, as: UTF8.self)
        guard process.terminationStatus == 0, stderr.isEmpty else {
            throw Refusal(description: "dot -Tsvg exited \(process.terminationStatus): \(stderr)")
        }
        return String(decoding: svg, as: UTF8.self)
    }
}
