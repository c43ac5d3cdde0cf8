import Foundation
import Logging
import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Where things are and what the process costs: paths, CPU time, resident memory, and a
/// logger that stays silent (the demo logs at info level; printing would be measured).
public enum BenchEnvironment {
    /// The repository's `demo-assets` folder (`NAVIGATION_DEMO_ASSETS` overrides it).
    public static var demoAssetsDirectory: String {
        if let override = ProcessInfo.processInfo.environment["NAVIGATION_DEMO_ASSETS"], !override.isEmpty {
            return override
        }
        // Benchmarks/Sources/BenchmarkSupport/Environment.swift -> the repository root.
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("demo-assets").path
    }

    /// A logger that drops everything, as the real binary drops info messages by default.
    public static let silentLogger = Logger(label: "navigation-demo-benchmarks") { _ in SwiftLogNoOpLogHandler() }

    /// CPU time the calling thread has used, in nanoseconds. Unlike the process figures in
    /// /proc (scheduler ticks of 10 ms), this has nanosecond resolution.
    public static func threadCPUNanoseconds() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    /// Resident set size in bytes (-1 when unknown): from /proc/self/statm (second field, in
    /// pages) where Linux has it, else as `ps -o rss=` says it (KiB; macOS).
    public static func residentBytes() -> Int {
        if FileManager.default.fileExists(atPath: "/proc/self/statm"),
            let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        {
            let fields = text.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
            return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-o", "rss=", "-p", String(getpid())]
        let output = Pipe()
        ps.standardOutput = output
        guard (try? ps.run()) != nil else { return -1 }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        ps.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int(text).map { $0 * 1024 } ?? -1
    }
}

/// Counts TerminalUI's misuse warnings instead of writing them to stderr.
@MainActor
public enum TerminalUIWarnings {
    public private(set) static var count = 0

    public static func silence() {
        TerminalUILog.sink = { _ in count += 1 }
    }
}
