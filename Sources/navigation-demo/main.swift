import ArgumentParser
import Logging

#if canImport(Glibc)
    import Glibc
#endif

// Exit codes: 0 success, 2 bad usage or no terminal. (ArgumentParser's own default for
// usage errors is 64; the project promises 2.)
let command: NavigationDemoCommand
do {
    var parsed = try NavigationDemoCommand.parseAsRoot()
    guard let demoCommand = parsed as? NavigationDemoCommand else {
        // --help arrives as ArgumentParser's own help command, which prints itself.
        try parsed.run()
        exit(0)
    }
    command = demoCommand
} catch {
    let code = NavigationDemoCommand.exitCode(for: error)
    if code == .success {
        print(NavigationDemoCommand.fullMessage(for: error))
        exit(0)
    }
    FileHandleStream.standardError.write(
        TerminalSafeText.escaped("navigation-demo: \(NavigationDemoCommand.fullMessage(for: error))\n"))
    exit(2)
}

// Logs go to stderr, which the curses screen sends to its log file while it runs.
// NAVIGATION_DEMO_LOG_LEVEL (trace … critical) sets how much; warnings by default.
let level = getenv("NAVIGATION_DEMO_LOG_LEVEL").flatMap { Logger.Level(rawValue: String(cString: $0)) } ?? .warning
LoggingSystem.bootstrap { label in
    var handler = TerminalSafeLogHandler(base: StreamLogHandler.standardError(label: label))
    handler.logLevel = level
    return handler
}

let status = MainActor.assumeIsolated {
    Launcher(command: command, logger: Logger(label: "navigation-demo")).run()
}
exit(status)
