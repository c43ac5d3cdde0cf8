import Foundation
import SystemLibc

/// A child's peak resident set, however the system tells it. On Linux, `VmHWM` read from
/// /proc while it runs (it only grows, so the last reading is the peak up to a few
/// milliseconds before the end): `wait4`'s `ru_maxrss` is no use there, since after a spawn
/// from this large test process it reports the parent's size, recorded when the child
/// replaced its image. Without /proc (macOS), `wait4`'s `ru_maxrss`, the child's own there
/// (posix_spawn makes a new process, it copies none), in bytes.
package struct PeakMemory {
    let pid: pid_t
    /// The peak in KiB; nil when the system never said (a check of it must fail, not pass on 0).
    package private(set) var peakKiB: Int?
    static let readsProc = FileManager.default.fileExists(atPath: "/proc/self/status")

    package init(of pid: pid_t) { self.pid = pid }

    /// One reading of `VmHWM`, where /proc has it.
    package mutating func sample() {
        guard Self.readsProc,
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kib = Int(line.split(separator: " ").dropFirst().first ?? ""), kib > 0
        else { return }
        peakKiB = max(peakKiB ?? 0, kib)
    }

    /// What `wait4` said as the child ended.
    package mutating func ended(with usage: rusage) {
        guard !Self.readsProc, usage.ru_maxrss > 0 else { return }
        #if canImport(Darwin)
            peakKiB = Int(usage.ru_maxrss) / 1024
        #else
            peakKiB = Int(usage.ru_maxrss)
        #endif
    }
}
