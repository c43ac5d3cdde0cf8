import Foundation
import SystemLibc

/// Where the demo's log goes when it takes over the terminal and no `--log-file` is given: a
/// new file in the XDG state folder (`$XDG_STATE_HOME/navigation-demo/logs`, or
/// `~/.local/state/navigation-demo/logs`), kept only when it holds a warning or an error (the
/// run then says where), the `keptLogs` newest at most.
enum LogPlace {
    /// How many kept logs the folder holds at most; older ones are removed.
    static let keptLogs = 20

    /// What `--help` says about logs.
    static let summary =
        "Logs: while the demo has the terminal, warnings, errors and anything written to standard error go to "
        + "a new file in $XDG_STATE_HOME/navigation-demo/logs (~/.local/state/navigation-demo/logs), kept only "
        + "when it holds a warning or an error, and then the run says where (the \(keptLogs) newest are kept). "
        + "--log-file PATH appends to a file of your own instead; headless runs and the other subcommands log "
        + "to standard error."

    static let prefix = "navigation-demo-"
    static let suffix = ".log"

    /// The folder, made if needed (only the user may read it); nil when there is no home or it
    /// cannot be made.
    static func folder(environment: [String: String]) -> String? {
        // The XDG base directory rules: a relative XDG_STATE_HOME is ignored.
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let folder = base + "/navigation-demo/logs"
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return nil
        }
        return folder
    }

    /// A new log's path: its start time (UTC) and the process, so names sort oldest first.
    static func newLogPath(in folder: String, now: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let stamp =
            "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))"
            + "\(two(parts.second))Z"
        return "\(folder)/\(prefix)\(stamp)-\(getpid())\(suffix)"
    }

    /// Removes the oldest logs beyond `keeping` (only files named as this type names them).
    static func prune(_ folder: String, keeping: Int = keptLogs) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let logs = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted()
        for name in logs.dropLast(keeping) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }
}
