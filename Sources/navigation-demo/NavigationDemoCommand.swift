import ArgumentParser
import NavigationDemo

/// The command line: the demo (`run`, the default subcommand) and the other subcommands. Each
/// command does its work in its own `run()`; argument-parser dispatches, and `CommandLineExit`
/// turns every error into words and an exit status.
@main
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
                """ + "\n\n" + LogPlace.summary + "\n\n" + ExitStatus.summary),
        version: version,
        // `run` is the default, so the usage and the manual page say a subcommand is optional:
        // `navigation-demo --idiom split` runs as `navigation-demo run --idiom split`.
        subcommands: [
            RunCommand.self, RoutesCommand.self, ExplainCommand.self, LearnCommand.self, MapCommand.self,
            ExportCastCommand.self,
        ],
        defaultSubcommand: RunCommand.self)

    /// The demo's options, here so that `--help` and the manual page list them and so that one
    /// given before a subcommand's name counts. argument-parser decodes a group once and hands
    /// that value to every command that declares it: `run` and the other subcommands read the
    /// same values, with no copying.
    @OptionGroup var options: DemoOptions

    static func main() { CommandLineExit.main(Self.self) }
}
