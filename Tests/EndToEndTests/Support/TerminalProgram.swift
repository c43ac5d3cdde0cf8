import Foundation
import TestSupport
import Testing

/// A full-screen program the signal tests run in tmux: the demo, the HelloRouter example (a
/// package of its own, built by `swift build --package-path Examples/HelloRouter`) and the
/// bare TerminalUI application (Tests/Fixtures/BareApplication, built with the tests).
struct TerminalProgram: CustomTestStringConvertible, Sendable {
    /// What `ps` calls it (its file name).
    let name: String
    /// The executable.
    let path: String
    /// Arguments it starts with.
    let arguments: [String]
    /// Text on its first screen: once it shows, the program owns the terminal.
    let readyText: String

    var testDescription: String { name }

    static let demo = TerminalProgram(
        name: "navigation-demo", path: DemoBinary.path, arguments: ["--idiom", "compact"],
        readyText: "Select category")

    static let bareApplication = TerminalProgram(
        name: "bare-application",
        path: URL(fileURLWithPath: DemoBinary.path).deletingLastPathComponent()
            .appendingPathComponent("bare-application").path,
        arguments: [], readyText: "Bare application: q quits")

    static let helloRouter = TerminalProgram(
        name: "hello-router",
        path: PackagePaths.root.appendingPathComponent("Examples/HelloRouter/.build/debug/hello-router").path,
        arguments: [], readyText: "Groceries")

    /// Whether HelloRouter was built. CI builds it before the tests and requires it
    /// (`NAVIGATION_DEMO_REQUIRE_TMUX=1` asks for every end-to-end prerequisite); elsewhere its
    /// tests are skipped until it is built.
    static var helloRouterIsBuilt: Bool { FileManager.default.isExecutableFile(atPath: helloRouter.path) }

    /// Fails the test when the program is missing. (HelloRouter is not rebuilt by this
    /// package's `swift build`: after changing the libraries, build it again before running
    /// its tests here; CI builds it fresh.)
    func requireBuilt(sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(path) is missing; build it first", sourceLocation: sourceLocation)
            throw TerminalProgramError.missing(path)
        }
    }

    enum TerminalProgramError: Error {
        case missing(String)
    }
}

/// Running any program in the pane, and what a signal test asks of the pane and the process
/// table afterwards.
extension Tmux {
    /// Starts `program` in the foreground of the pane's shell, as `start(arguments:)` starts
    /// the demo: the shell records the exit status and `stty -a` afterwards, then waits. Core
    /// dumps are off (a SIGQUIT or SIGSEGV must not leave a core file in the package), and
    /// TMPDIR and XDG_STATE_HOME are this test's directory, so the log of a crash goes away with it.
    /// `ignoringHangup` starts the program with SIGHUP ignored, as `nohup` does (the shell
    /// itself still ends with its terminal). `leakCheckAtExit: false` turns LeakSanitizer's
    /// check at exit off in a sanitized program (see `SignalTests.endWithLostTerminal`).
    func start(
        _ program: TerminalProgram, ignoringHangup: Bool = false, leakCheckAtExit: Bool = true, width: Int = 100,
        height: Int = 30
    ) throws {
        var command = ([program.path] + program.arguments).map { "'\($0)'" }.joined(separator: " ")
        if !leakCheckAtExit {
            command = "env ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0\" \(command)"
        }
        if ignoringHangup { command = "(trap '' HUP; exec \(command))" }
        let foreground = """
            cd '\(PackagePaths.root.path)'; unset NO_COLOR; ulimit -c 0; export TMPDIR='\(directory.path)'; \
            export XDG_STATE_HOME='\(stateHome.path)'; \
            stty sane; echo $$ > '\(pidFile.path)'; \
            \(command); code=$?; stty -a > '\(sttyFile.path)'; echo $code > '\(exitFile.path)'; sleep 120
            """
        try tmux([
            "new-session", "-d", "-s", session, "-x", String(width), "-y", String(height), "sh", "-c", foreground,
        ])
    }

    /// The pane's shell (the session leader that runs the program).
    func shellPid(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: pidFile, encoding: .utf8),
                let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// The program's pid: the child of the pane's shell whose command line names it.
    func pid(of program: TerminalProgram, timeout: TimeInterval = 10) -> Int32? {
        guard let shell = shellPid(timeout: timeout) else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let pid = ProcessTable.children(of: shell).first(where: {
                ProcessTable.commandLine(of: $0).contains(program.name)
            }) {
                return pid
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Whether the pane shows the alternate screen, and whether its cursor is visible.
    func paneModes() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
        let text = try tmux(["display-message", "-p", "-t", session, "#{alternate_on} #{cursor_flag}"])
        let flags = text.split(whereSeparator: \.isWhitespace)
        return (flags.first == "1", flags.dropFirst().first == "1")
    }
}

/// What `ps` says about processes: the same command and columns on Linux and macOS (no /proc
/// there). One listing per question, so a question sees one moment.
enum ProcessTable {
    struct Entry {
        var pid: Int32
        var parent: Int32
        /// `ps`'s state letters (`S`, `R+`, `Ss`, `Z` for a zombie).
        var state: String
        /// The command line, arguments separated by spaces.
        var commandLine: String
    }

    /// Every process, as `ps -A` lists it. A listing that does not show this very process
    /// (ps missing, failing, or read wrong) fails the test: a question about processes must
    /// never pass because nothing was listed.
    static func entries() -> [Entry] {
        guard let ps = ProgramSearch.path(of: "ps") else {
            Issue.record("no ps on PATH: the end-to-end tests need it to see processes")
            return []
        }
        let listing = try? ChildProcess.run(
            ps, ["-A", "-o", "pid=", "-o", "ppid=", "-o", "stat=", "-o", "args="],
            environment: ProcessInfo.processInfo.environment, timeout: .seconds(30))
        let entries = parse(listing?.status == 0 ? listing?.stdout ?? "" : "")
        if !entries.contains(where: { $0.pid == getpid() }) {
            Issue.record("ps did not list this process: \(listing.map { "\($0.status) \($0.stderr)" } ?? "not run")")
        }
        return entries
    }

    private static func parse(_ listing: String) -> [Entry] {
        listing.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
            guard fields.count >= 3, let pid = Int32(fields[0]), let parent = Int32(fields[1]) else { return nil }
            return Entry(
                pid: pid, parent: parent, state: String(fields[2]),
                commandLine: fields.count > 3 ? fields[3].trimmingCharacters(in: .whitespaces) : "")
        }
    }

    /// Whether `pid` is still a running process (a zombie waiting for its parent counts as
    /// gone: it runs nothing and holds no terminal).
    static func isRunning(_ pid: Int32) -> Bool {
        entries().first { $0.pid == pid }.map(isAlive) ?? false
    }

    /// Waits until `pid` is gone; false when it still runs after `timeout`.
    static func waitUntilGone(_ pid: Int32, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !isRunning(pid) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return !isRunning(pid)
    }

    /// The running children of `parent`.
    static func children(of parent: Int32) -> [Int32] {
        entries().filter { $0.parent == parent && isAlive($0) }.map(\.pid)
    }

    /// Every running process below `ancestor`, its children's children too.
    static func descendants(of ancestor: Int32) -> [Int32] {
        let all = entries().filter(isAlive)
        var found: [Int32] = []
        var queue = [ancestor]
        while let next = queue.popLast() {
            let direct = all.filter { $0.parent == next }.map(\.pid)
            found += direct
            queue += direct
        }
        return found
    }

    /// The command lines still running below `ancestor`, but for those `ignoring` accepts,
    /// once they have stayed for two listings 0.2 s apart (within 3 s): what a fork shows for an
    /// instant before it becomes another program does not count.
    static func leftBelow(_ ancestor: Int32, ignoring: (String) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(3)
        var previous: Set<Int32>?
        while true {
            let left = descendants(of: ancestor).filter { !ignoring(commandLine(of: $0)) }
            if left.isEmpty { return [] }
            if let previous, !previous.isDisjoint(with: left) || Date() > deadline {
                return left.filter(previous.contains).map(commandLine)
            }
            previous = Set(left)
            Thread.sleep(forTimeInterval: 0.2)
        }
    }

    /// The command line, arguments separated by spaces ("" once it is gone).
    static func commandLine(of pid: Int32) -> String {
        entries().first { $0.pid == pid }?.commandLine ?? ""
    }

    private static func isAlive(_ entry: Entry) -> Bool {
        !entry.state.hasPrefix("Z") && !entry.state.hasPrefix("X")
    }
}
