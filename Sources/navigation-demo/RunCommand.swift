import ArgumentParser
import Foundation
import Logging

/// `navigation-demo run`, the default subcommand: the demo itself. Being the default is what
/// makes the usage and the manual page's synopsis say that a subcommand is optional
/// (`navigation-demo --idiom split` runs as `navigation-demo run --idiom split`). Its options
/// are the root's (`DemoOptions`, one value), so its help lists them and one given before
/// `run` counts as well as one given after it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run the demo (what navigation-demo does without a subcommand).")

    @OptionGroup var options: DemoOptions

    /// Runs the demo. Logging is set up here, once the options are known to be good.
    func run() throws {
        let settings: LoggingSettings
        do {
            settings = try LoggingSettings(
                options: options.logging, interactive: !options.headless.headless,
                environment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandFailure.usage(error.description)
        }
        settings.bootstrap()
        let outcome = MainActor.assumeIsolated {
            Result { () throws(CommandFailure) in
                try Launcher(options: options, logger: Logger(label: "navigation-demo"), log: settings.file).run()
            }
        }
        // Where the log is, when it holds a warning, is said last, after whatever the run said.
        let log = settings.finish()
        switch outcome {
        case .success:
            if let failure = log.failure { throw failure.adding(note: log.note) }
            if let note = log.note { CommandLineExit.note(note) }
        case .failure(let failure):
            throw failure.adding(log.failure).adding(note: log.note)
        }
    }
}
