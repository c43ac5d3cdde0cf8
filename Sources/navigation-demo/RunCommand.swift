import ArgumentParser

/// `navigation-demo run`, the default subcommand: the demo itself. Being the default is what
/// makes the usage and the manual page's synopsis say that a subcommand is optional
/// (`navigation-demo --idiom split` runs as `navigation-demo run --idiom split`). It takes
/// every option of `navigation-demo`, listed in its own help too; one given before `run`
/// counts as well as one given after it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run the demo (what navigation-demo does without a subcommand).")

    @OptionGroup var app: AppOptions
    @OptionGroup(title: "Headless mode") var headless: HeadlessOptions
    @OptionGroup(title: "Drawing") var display: DisplayOptions
    @OptionGroup(title: "Record and replay") var transcript: TranscriptOptions
    @OptionGroup(title: "Logging") var logging: LoggingOptions

    @OptionGroup(title: "Start") var start: StartOptions

    @ParentCommand var demo: NavigationDemoCommand

    /// The demo's command with the options given after `run` over those given before it.
    func merged() throws -> NavigationDemoCommand {
        var command = demo
        command.app = app.merged(with: demo.app)
        command.headless = try headless.merged(with: demo.headless)
        command.display = display.merged(with: demo.display)
        command.transcript = transcript.merged(with: demo.transcript)
        command.logging = logging.merged(with: demo.logging)
        command.start = start.merged(with: demo.start)
        try command.validate()
        return command
    }

    func run() throws { try merged().run() }
}

extension HeadlessOptions {
    /// These options, each taken from `parent` when not given here (then checked together).
    func merged(with parent: HeadlessOptions) throws -> HeadlessOptions {
        var result = self
        result.headless = headless || parent.headless
        result.size = size ?? parent.size
        result.keys = keys ?? parent.keys
        result.dump = dump || parent.dump
        result.screenshot = screenshot ?? parent.screenshot
        try result.validate()
        return result
    }
}

extension DisplayOptions {
    func merged(with parent: DisplayOptions) -> DisplayOptions {
        var result = self
        result.noColor = noColor || parent.noColor
        result.ascii = ascii || parent.ascii
        result.noAnimation = noAnimation || parent.noAnimation
        return result
    }
}

extension TranscriptOptions {
    func merged(with parent: TranscriptOptions) -> TranscriptOptions {
        var result = self
        result.record = record ?? parent.record
        result.replay = replay ?? parent.replay
        return result
    }
}

extension LoggingOptions {
    func merged(with parent: LoggingOptions) -> LoggingOptions {
        var result = self
        result.logFile = logFile ?? parent.logFile
        result.logLevel = logLevel ?? parent.logLevel
        return result
    }
}
