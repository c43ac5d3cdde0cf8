import ArgumentParser
import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#endif

// Exit codes: 0 success, 2 bad usage or no terminal. (ArgumentParser's own default for
// usage errors is 64; the project promises 2.)
let command: NavigationDemoCommand
do {
    var parsed = try NavigationDemoCommand.parseAsRoot()
    if let routes = parsed as? RoutesCommand {
        exit(MainActor.assumeIsolated { RouteCommandRunner.routes(routes) })
    }
    if let explain = parsed as? ExplainCommand {
        exit(MainActor.assumeIsolated { RouteCommandRunner.explain(explain) })
    }
    if let exportCast = parsed as? ExportCastCommand {
        exit(MainActor.assumeIsolated { CastExport.run(exportCast) })
    }
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

// Logging: --log-level / NAVIGATION_DEMO_LOG_LEVEL (warnings by default) and --log-file /
// NAVIGATION_DEMO_LOG_FILE; a flag wins over its variable. Without a file, logs go to stderr,
// which the curses screen sends to its own log file while it runs; with one, both go there.
let logging: LoggingSettings
do {
    logging = try LoggingSettings(command: command, environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(error)\n"))
    exit(2)
}
logging.bootstrap()

let status = MainActor.assumeIsolated {
    Launcher(command: command, logger: Logger(label: "navigation-demo"), logFilePath: logging.file?.path).run()
}
exit(status)
