import ArgumentParser

/// Every option of the demo itself, in their groups: declared by the root command (for its
/// help, and so that an option given before a subcommand's name counts) and by `run`, which
/// argument-parser hands the same decoded value. What only the groups together can tell is
/// checked here (each group checks its own).
struct DemoOptions: ParsableArguments {
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
}
