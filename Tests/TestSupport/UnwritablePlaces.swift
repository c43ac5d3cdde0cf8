import Foundation
import SystemLibc

/// Where a write fails, as this system has it: tests of the error messages run where the
/// facility exists and are skipped (with the reason) elsewhere.
package enum UnwritablePlaces {
    /// A device that refuses every write with ENOSPC: Linux's /dev/full. macOS has none.
    package static let fullDevice: String? = FileManager.default.fileExists(atPath: "/dev/full") ? "/dev/full" : nil

    /// A folder that takes no new file, and what the system says when one is made there:
    /// a read-only temporary folder; for root, whom permissions do not stop, /proc (Linux);
    /// nil when neither refuses.
    package static let folder: (path: String, reason: String)? = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-read-only")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        _ = chmod(directory.path, 0o555)
        // The path as a program there sees it (getcwd: /private/var/… on macOS, not /var/…).
        let readOnly = directory.resolvingSymlinksInPath().path
        let proc = FileManager.default.fileExists(atPath: "/proc") ? ["/proc"] : []
        for candidate in [readOnly] + proc {
            let probe = candidate + "/probe-\(getpid())"
            let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if descriptor >= 0 {
                close(descriptor)
                unlink(probe)
                continue
            }
            return (candidate, String(cString: strerror(errno)))
        }
        return nil
    }()

    package static let noFullDevice = "needs /dev/full, which this system lacks (macOS)"
    package static let noFolder = "no folder here refuses a new file (root on a system without /proc)"
}
