import CNcurses
import Foundation
import TestSupport
import Testing

/// A private tmux server for one end-to-end test: start the demo in a pane of a given size,
/// send keys, read the pane, and learn how the program ended and what `stty -a` said after.
final class Tmux {
    static var isAvailable: Bool { executable != nil }
    /// CI sets this so that a missing tmux fails the end-to-end tests instead of skipping them.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["NAVIGATION_DEMO_REQUIRE_TMUX"] == "1" }

    /// tmux on `PATH` (Homebrew's on a Mac), or in the usual folders.
    static let executable: String? = ProgramSearch.path(of: "tmux")

    /// The server's socket, in the test's own folder: it goes with the folder (a `-L` name
    /// would leave a file in tmux's shared folder after every test).
    var socket: URL { directory.appendingPathComponent("tmux.socket") }
    let session = "demo"
    let directory: URL

    /// A new server for a test in a suite that runs when tmux is available or required: with
    /// tmux missing (so required), records why the test fails and throws.
    static func require() throws -> Tmux {
        guard isAvailable else {
            Issue.record("tmux is required (NAVIGATION_DEMO_REQUIRE_TMUX=1) but not installed")
            throw TmuxError.notInstalled
        }
        return try Tmux()
    }

    init() throws {
        directory = Self.folderBase.appendingPathComponent("navdemo-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Where test folders go: the temporary folder, unless the socket's path would be too long
    /// there. A socket's path has room for 103 bytes on macOS (107 on Linux), and macOS's
    /// temporary folder (/var/folders/…/T/) takes half of that; /tmp is on both.
    static let folderBase: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let longest = temporary.appendingPathComponent("navdemo-e2e-\(UUID().uuidString)/tmux.socket").path
        return longest.utf8.count <= 100 ? temporary : URL(fileURLWithPath: "/tmp")
    }()

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// The XDG state folder the programs in the pane see (the demo keeps its logs under it):
    /// the test's own, never the user's.
    var stateHome: URL { directory.appendingPathComponent("state") }
    /// Where the demo keeps its logs (`LogPlace`).
    var logFolder: URL { stateHome.appendingPathComponent("navigation-demo/logs") }

    var exitFile: URL { directory.appendingPathComponent("exit") }
    var sttyFile: URL { directory.appendingPathComponent("stty") }
    var pidFile: URL { directory.appendingPathComponent("pid") }

    /// Starts the demo in a new session; afterwards the pane's shell records the exit status
    /// and `stty -a`, then waits so the pane can still be read.
    /// `program` (the demo unless given) runs in `directory` (the package root unless given).
    func start(
        arguments: [String], width: Int = 100, height: Int = 30, environment: [String: String] = [:],
        program: String = DemoBinary.path, directory: URL = PackagePaths.root
    ) throws {
        let quoted = ([program] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let state = ["XDG_STATE_HOME": stateHome.path].merging(environment) { _, given in given }
        let exports = state.map { "export \($0.key)='\($0.value)';" }.joined(separator: " ")
        // The demo must own the terminal: run it in the foreground of an interactive shell. A
        // NO_COLOR in the test runner's own environment must not change what a test sees; a
        // test that wants it passes it in `environment`.
        let foreground = """
            cd '\(directory.path)'; unset NO_COLOR; \(exports) stty sane; echo $$ > '\(pidFile.path)'; \
            \(quoted); code=$?; stty -a > '\(sttyFile.path)'; echo $code > '\(exitFile.path)'; sleep 120
            """
        try tmux([
            "new-session", "-d", "-s", session, "-x", String(width), "-y", String(height), "sh", "-c", foreground,
        ])
    }

    /// The pid of the demo process (a child of the pane's shell).
    func demoPid(timeout: TimeInterval = 10) throws -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: pidFile, encoding: .utf8),
                let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                if let pid = ProcessTable.children(of: shell).first(where: {
                    ProcessTable.commandLine(of: $0).contains("navigation-demo")
                }) {
                    return pid
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    func sendKeys(_ keys: String...) throws {
        for key in keys {
            try tmux(["send-keys", "-t", session, key])
            Thread.sleep(forTimeInterval: 0.08)
        }
    }

    /// Whether any cell of the pane has a foreground or background color (read from the SGR
    /// sequences of `capture-pane -e`).
    /// Types `text` as it is (tmux's `send-keys -l`: no key names are looked up).
    func sendLiteral(_ text: String) throws {
        _ = try tmux(["send-keys", "-t", session, "-l", text])
    }

    func paneUsesColor() throws -> Bool {
        let text = try tmux(["capture-pane", "-p", "-e", "-t", session])
        let colorCodes: Set<Int> = Set(30...39).union(40...49).union(90...97).union(100...107)
        for sequence in text.components(separatedBy: "\u{1B}[").dropFirst() {
            guard let end = sequence.firstIndex(of: "m") else { continue }
            let codes = sequence[..<end].split(separator: ";").compactMap { Int($0) }
            if codes.contains(where: { colorCodes.contains($0) && $0 != 39 && $0 != 49 }) { return true }
        }
        return false
    }

    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", session])
    }

    /// The pane with everything that scrolled off its top.
    func captureWithScrollback() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-", "-t", session])
    }

    /// The same, with each line the pane's width wrapped joined again (a log's path is longer
    /// than the pane is wide).
    func captureJoined() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-", "-t", session])
    }

    /// Waits until the pane shows `text` and returns the pane. When it never does, the test
    /// fails at the caller's line, with the last pane in the message, and the call throws: a
    /// wait in vain never passes as a check.
    @discardableResult
    func waitFor(
        _ text: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let (met, pane) = try poll(timeout: timeout) { $0.contains(text) }
        guard met else {
            Issue.record(
                "\"\(text)\" never appeared in \(timeout) s; the pane:\n\(pane)", sourceLocation: sourceLocation)
            throw TmuxError.timedOut(text)
        }
        return pane
    }

    /// Waits until `text` is no longer on the pane and returns the pane; fails the test like
    /// `waitFor` when it is still there after `timeout`.
    @discardableResult
    func waitUntilGone(
        _ text: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let (met, pane) = try poll(timeout: timeout) { !$0.contains(text) }
        guard met else {
            Issue.record(
                "\"\(text)\" was still shown after \(timeout) s; the pane:\n\(pane)", sourceLocation: sourceLocation)
            throw TmuxError.timedOut(text)
        }
        return pane
    }

    /// Reads the pane every 0.1 s until `condition` holds or `timeout` passes.
    private func poll(timeout: TimeInterval, until condition: (String) -> Bool) throws -> (met: Bool, pane: String) {
        let deadline = Date().addingTimeInterval(timeout)
        var pane = ""
        while Date() < deadline {
            pane = try capture()
            if condition(pane) { return (true, pane) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return (false, pane)
    }

    /// Waits for the demo to end; returns its exit status.
    func waitForExit(timeout: TimeInterval = 15) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: exitFile, encoding: .utf8),
                let code = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return code
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    /// `stty -a` as it was right after the demo ended.
    var sttyAfterExit: String { (try? String(contentsOf: sttyFile, encoding: .utf8)) ?? "" }

    /// Runs a tmux command and returns what it printed; throws when tmux fails (with what it
    /// said) or has not ended after `timeout` (it is killed). Spawned and waited for by pid
    /// (`ChildProcess`), not Foundation's Process: tmux forks its server from the first client,
    /// and Process could lose track of such a child and wait forever. The test runner's
    /// threads may block signals, and a spawned process inherits its mask: a tmux server
    /// started with SIGHUP blocked outlives kill-server (its pane's shell never gets the
    /// hangup), so tmux starts with no signal blocked and every one at its default.
    @discardableResult
    func tmux(_ arguments: [String], timeout: Duration = .seconds(30)) throws -> String {
        guard let executable = Tmux.executable else { throw TmuxError.notInstalled }
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TERM"] = "xterm-256color"
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(
                executable, ["-S", socket.path, "-f", "/dev/null"] + arguments, environment: environment,
                flags: CNC_TESTING_SPAWN_NO_BLOCKED_SIGNALS | CNC_TESTING_SPAWN_DEFAULT_SIGNALS, timeout: timeout)
        } catch {
            throw TmuxError.failed(arguments, "\(error)")
        }
        // A normal exit with status 0 is the only success.
        guard result.signal == nil, result.status == 0 else {
            throw TmuxError.failed(arguments, "status \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    enum TmuxError: Error {
        case notInstalled
        case timedOut(String)
        case failed([String], String)
    }

}

/// True when the terminal settings say the line discipline is back to normal.
func isSane(stty: String) -> Bool {
    let words = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    return words.contains("icanon") && words.contains("echo") && !words.contains("-icanon") && !words.contains("-echo")
}
