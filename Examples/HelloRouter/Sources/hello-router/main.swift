import CursesScreen
import HelloRouterKit
import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

let usage = """
    USAGE: hello-router

    A three-screen terminal app routed by Marshroute. Enter opens a note, x closes it,
    2 switches tabs, s opens Settings, i opens the inspector, q quits.

    SIGTERM, SIGINT, SIGHUP and the other stop signals give the terminal back and end the
    program with that signal (the shell reports 128 + signal).

    """

/// Writes `message` to standard error (curses draws on standard output).
func printError(_ message: String) {
    var bytes = Array(message.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
if !arguments.isEmpty {
    printError("hello-router: takes no arguments; see hello-router --help")
    exit(2)
}

// Runs HelloRouter in this terminal until q (or Ctrl-C). A stop signal ends `run()` and then
// the process, in `end()`, with the terminal restored: nothing here has to ask for that.
let status: Int32 = MainActor.assumeIsolated {
    do {
        let screen = try CursesScreen()
        defer { screen.end() }
        let window = Window(size: screen.size, loop: EventLoop(clock: MonotonicClock()))
        let application = Application(screen: screen, window: window)
        let app = HelloApp(window: window) { [weak application] in application?.quit() }
        withExtendedLifetime(app) { application.run() }
        return 0
    } catch {
        printError("hello-router: \(error)")
        return 2
    }
}
exit(status)
