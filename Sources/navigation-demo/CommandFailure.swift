import ArgumentParser
import Foundation
import SystemLibc

/// Why a command could not do all its work: the words `navigation-demo: ` is followed by on
/// standard error, and the exit status. Every command reports through this one type and
/// `CommandLineExit`, so the same fault reads the same in every command.
struct CommandFailure: Error {
    /// One line each, in the order they happened.
    let messages: [String]
    let status: Int32

    init(_ message: String, status: Int32) {
        messages = [message]
        self.status = status
    }

    private init(messages: [String], status: Int32) {
        self.messages = messages
        self.status = status
    }

    /// Bad usage or bad data, found before anything was done (status 2).
    static func usage(_ message: String) -> CommandFailure { CommandFailure(message, status: ExitStatus.usage) }

    /// The work was done but not all of what it was asked to write could be (status 1).
    static func incomplete(_ message: String) -> CommandFailure {
        CommandFailure(message, status: ExitStatus.incomplete)
    }

    /// This failure and a later one: both are said, and the status is the first's.
    func adding(_ later: CommandFailure?) -> CommandFailure {
        guard let later else { return self }
        return CommandFailure(messages: messages + later.messages, status: status)
    }

    /// This failure, then a line that is no failure (where the log is).
    func adding(note: String?) -> CommandFailure {
        guard let note else { return self }
        return CommandFailure(messages: messages + [note], status: status)
    }
}

/// The exit statuses, as `navigation-demo --help` and the manual page list them.
enum ExitStatus {
    static let success: Int32 = 0
    /// `explain` found no route, or something the run was asked to write (the dump, a
    /// screenshot, the recording, the log, a cast) could not be written.
    static let incomplete: Int32 = 1
    /// A usage error, bad data (assets, a transcript, a lesson, a URL), or no terminal.
    static let usage: Int32 = 2
    /// A subcommand without a `run()` of its own: a bug, never passed off as success.
    static let internalError: Int32 = 70
    /// Stopped by signal N: 128 + N, as a shell reports it.
    static func signal(_ number: Int32) -> Int32 { 128 + number }

    /// The paragraph `--help` ends with.
    static let summary =
        "Exit status: 0 done; 1 explain found no route, or something asked for could not be written "
        + "(the dump, a screenshot, the recording, the log, a cast); 2 a usage error, bad data or no "
        + "terminal; 128+N stopped by signal N."
}

/// The one place errors become text and exit statuses: argument-parser's (usage, help,
/// version) and every command's `CommandFailure`. Messages go to standard error, escaped, each
/// after `navigation-demo: `; help and the version go to standard output with status 0.
enum CommandLineExit {
    static let program = "navigation-demo"

    /// Parses the command line, runs the command it names and exits: argument-parser's
    /// dispatch, with this file's statuses and words.
    static func main(_ root: NavigationDemoCommand.Type) -> Never {
        var command: any ParsableCommand
        do {
            command = try root.parseAsRoot()
            try checkHelpTopics(of: command)
        } catch {
            exit(report(error))
        }
        do {
            try command.run()
        } catch let clean as CleanExit {
            // `--help` and `--version` end in parsing, so a clean exit from `run()` is the
            // default `run()` of a command that has none: never pass that off as success.
            printError("internal error: \(type(of: command)) has no run() (\(clean))")
            exit(ExitStatus.internalError)
        } catch {
            exit(report(error))
        }
        exit(ExitStatus.success)
    }

    /// argument-parser's `help` shows the root's help for a name that is no subcommand, and
    /// exits 0: `help frobnicate` is a usage error like any unknown word.
    private static func checkHelpTopics(of command: any ParsableCommand) throws {
        let commandType: any ParsableCommand.Type = type(of: command)
        guard commandType.configuration.commandName == "help",
            let index = CommandLine.arguments.dropFirst().firstIndex(of: "help")
        else { return }
        var names = subcommandNames(of: NavigationDemoCommand.configuration)
        for name in CommandLine.arguments[(index + 1)...] where !name.hasPrefix("-") {
            guard let configuration = names[name] else {
                let known = names.keys.sorted().joined(separator: ", ")
                throw CommandFailure.usage(
                    "help: no subcommand '\(name)'" + (known.isEmpty ? "" : "; the subcommands are \(known)"))
            }
            names = subcommandNames(of: configuration)
        }
    }

    /// Each subcommand's configuration by its name.
    private static func subcommandNames(of configuration: CommandConfiguration) -> [String: CommandConfiguration] {
        var result: [String: CommandConfiguration] = [:]
        for subcommand in configuration.subcommands {
            let child = subcommand.configuration
            if let name = child.commandName { result[name] = child }
        }
        return result
    }

    /// Prints what `error` says where it belongs and returns the status to exit with.
    static func report(_ error: any Error) -> Int32 {
        if let failure = error as? CommandFailure {
            for message in failure.messages { printError(message) }
            return failure.status
        }
        if let code = error as? ExitCode { return code.rawValue }
        let text = NavigationDemoCommand.fullMessage(for: error)
        if NavigationDemoCommand.exitCode(for: error) == .success {
            FileHandleStream.standardOutput.write(text + "\n")
            return ExitStatus.success
        }
        // argument-parser's "Error: " is what `navigation-demo: ` already says.
        printError(text.hasPrefix("Error: ") ? String(text.dropFirst(7)) : text)
        return ExitStatus.usage
    }

    /// A line on standard error that is no failure (where the log is), in the same form.
    static func note(_ message: String) { printError(message) }

    private static func printError(_ message: String) {
        FileHandleStream.standardError.write(TerminalSafeText.escaped("\(program): \(message)\n"))
    }
}
