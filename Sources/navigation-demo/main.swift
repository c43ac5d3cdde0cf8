import ArgumentParser
import Foundation
import SystemLibc

// Exit codes: 0 success, 1 `explain` found no route, 2 bad usage or no terminal (ArgumentParser's
// own default for usage errors is 64; the project promises 2), 70 a subcommand without `run()`.
// Each command does its work in its own `run()`: argument-parser's dispatch, not a list here.
var command: any ParsableCommand
do {
    command = try NavigationDemoCommand.parseAsRoot()
} catch {
    exit(CommandLineExit.status(for: error))
}
do {
    try command.run()
} catch let error as CleanExit {
    // `--help` and `--version` end in parsing, so a clean exit from `run()` is the default
    // `run()` of a command that forgot its own: never pass that off as success.
    FileHandleStream.standardError.write(
        "navigation-demo: internal error: \(type(of: command)) has no run() (\(error))\n")
    exit(70)
} catch {
    exit(CommandLineExit.status(for: error))
}
exit(0)

/// How an error from parsing or running ends the process: help on stdout with status 0, a
/// command's own exit code, or the message (escaped) on stderr with status 2.
enum CommandLineExit {
    static func status(for error: any Error) -> Int32 {
        if let failure = error as? CommandFailure {
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(failure.message)\n"))
            return 2
        }
        if let code = error as? ExitCode { return code.rawValue }
        if NavigationDemoCommand.exitCode(for: error) == .success {
            FileHandleStream.standardOutput.write(NavigationDemoCommand.fullMessage(for: error) + "\n")
            return 0
        }
        FileHandleStream.standardError.write(
            TerminalSafeText.escaped("navigation-demo: \(NavigationDemoCommand.fullMessage(for: error))\n"))
        return 2
    }
}
