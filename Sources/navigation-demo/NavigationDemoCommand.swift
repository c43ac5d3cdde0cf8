import ArgumentParser
import Foundation
import Logging
import NavigationDemo

/// The command line: the demo itself, and its subcommands. Each command's `run()` does its
/// work; `main.swift` only parses, runs and turns errors into exit statuses.
struct NavigationDemoCommand: ParsableCommand {
    /// The one place the version is written; CHANGELOG.md's latest release must match it (a test checks).
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "navigation-demo",
        abstract: "Marshroute's router layer on ncurses: a keyboard-driven VIPER demo",
        discussion: ManualText.discussion(
            DemoKeyMap.commandLineSummary + "\n\n" + """
                Headless mode runs the same app on an in-memory screen with a manual clock, for example:
                  navigation-demo --headless --size 100x30 --keys "down enter wait:2s" --dump

                Key tokens: up down left right enter esc tab backtab backspace space home end pgup pgdn \
                delete, f1-f12, ctrl-<letter>, any single character, wait:<n>ms, wait:<n>s, \
                resize:<cols>x<rows>, click:<x>,<y>, type:<text>.

                A bug report is a transcript: --record FILE writes the session's input as text, and \
                --replay FILE plays it back (add --headless --dump to print the final screen at once).

                Deep links: --open navdemo://adverts/16 opens a screen at start; g or : opens the Go-to \
                prompt in the app; 'navigation-demo routes' lists the routes and 'navigation-demo explain \
                URL' shows what one would do.

                Lessons: 'navigation-demo learn' lists them, --lesson ID starts the app with one running, \
                and e in the app opens the list.
                """),
        version: version,
        // `run` is the default, so the usage and the manual page say a subcommand is optional:
        // `navigation-demo --idiom split` runs the demo as `navigation-demo run --idiom split` does.
        subcommands: [
            RunCommand.self, RoutesCommand.self, ExplainCommand.self, LearnCommand.self, ExportCastCommand.self,
        ],
        defaultSubcommand: RunCommand.self)

    @OptionGroup var app: AppOptions
    @OptionGroup(title: "Headless mode") var headless: HeadlessOptions
    @OptionGroup(title: "Drawing") var display: DisplayOptions
    @OptionGroup(title: "Record and replay") var transcript: TranscriptOptions
    @OptionGroup(title: "Logging") var logging: LoggingOptions

    @OptionGroup(title: "Start") var start: StartOptions

    /// A hidden debugging switch: a Swift runtime trap this many milliseconds after the first
    /// frame (on the app's clock), to check that a crash still gives the terminal back and
    /// leaves its message in the log (see docs/CURSES.md and docs/ROBUSTNESS.md).
    @Option(
        name: .customLong("debug-crash-after"),
        help: ArgumentHelp("Crash deliberately after this many milliseconds.", valueName: "MS", visibility: .hidden))
    var debugCrashAfter: Int?

    /// What only the options together can tell (each group checks its own).
    func validate() throws {
        if transcript.replay != nil {
            if headless.keys != nil { throw ValidationError("--keys and --replay both give the input: use one") }
            if start.open != nil {
                throw ValidationError("--open does not apply with --replay: the transcript says where it starts")
            }
            if start.lesson != nil {
                throw ValidationError("--lesson does not apply with --replay: the transcript says which lesson runs")
            }
        }
        if let debugCrashAfter, debugCrashAfter < 0 {
            throw ValidationError(
                "--debug-crash-after takes a number of milliseconds from 0 up, not \(debugCrashAfter)")
        }
    }

    /// Runs the demo. Logging is set up here, once the options are known to be good.
    func run() throws {
        let settings: LoggingSettings
        do {
            settings = try LoggingSettings(options: logging, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandFailure(message: error.description)
        }
        settings.bootstrap()
        var status = MainActor.assumeIsolated {
            Launcher(command: self, logger: Logger(label: "navigation-demo"), logFilePath: settings.file?.path).run()
        }
        if let problem = settings.file?.problem {
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(problem)\n"))
            if status == 0 { status = 1 }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// A command that could not do its work: the message goes to stderr (escaped) and the
/// status is 2, as for a usage error.
struct CommandFailure: Error {
    let message: String
}
