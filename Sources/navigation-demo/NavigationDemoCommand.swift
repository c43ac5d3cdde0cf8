import ArgumentParser
import Logging
import TerminalUI

/// The layout the app uses: iPhone-like `compact`, iPad-like `split`, or chosen by width.
enum IdiomOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case compact, split, auto
}

/// `WxH`, as `--size` takes it.
struct SizeArgument: ExpressibleByArgument, Sendable {
    var size: Size

    init?(argument: String) {
        guard let size = Size(parsing: argument), size.width > 0, size.height > 0,
            size.width <= 2000, size.height <= 1000
        else { return nil }
        self.size = size
    }

    static var defaultValueDescription: String { "80x24" }
}

/// The command line. Parsing only: `main.swift` runs what it describes.
struct NavigationDemoCommand: ParsableCommand {
    /// The one place the version is written; CHANGELOG.md's latest release must match it (a test checks).
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "navigation-demo",
        abstract: "Marshroute's router layer on ncurses: a keyboard-driven VIPER demo.",
        discussion: """
            Keys: arrows or j/k move, Enter opens, Backspace or Left goes back, 1-9 switch tabs, \
            Tab moves between master and detail, < and > slow down or speed up time, z pauses it, \
            ? shows every key, q or Ctrl-C quits.

            Headless mode runs the same app on an in-memory screen with a manual clock, e.g.
              navigation-demo --headless --size 100x30 --keys "down enter wait:2s" --dump
            Key tokens: up down left right enter esc tab backtab backspace space home end pgup pgdn,
            f1-f12, ctrl-<letter>, any single character, wait:<n>ms, wait:<n>s, resize:<cols>x<rows>,
            click:<x>,<y>, type:<text>.

            A bug report is a transcript: --record FILE writes the session's input as text, and \
            --replay FILE plays it back (add --headless --dump to print the final screen at once).

            Deep links: --open navdemo://adverts/16 opens a screen at start; g or : opens the Go-to \
            prompt in the app; 'navigation-demo routes' lists the routes and 'navigation-demo explain \
            URL' shows what one would do.
            """,
        version: version,
        subcommands: [RoutesCommand.self, ExplainCommand.self, ExportCastCommand.self])

    @Option(help: "Layout: compact (iPhone-like), split (iPad-like) or auto (split from 120 columns).")
    var idiom: IdiomOption = .auto

    @Flag(help: "Run on an in-memory screen with a manual clock instead of the terminal.")
    var headless = false

    @Option(help: ArgumentHelp("Screen size in headless mode.", valueName: "WxH"))
    var size: SizeArgument?

    @Option(help: ArgumentHelp("Key tokens to feed in headless mode, separated by spaces.", valueName: "TOKENS"))
    var keys: String?

    @Flag(help: "In headless mode, print the final screen as text.")
    var dump = false

    @Option(help: ArgumentHelp("In headless mode, save the final screen as an SVG picture.", valueName: "FILE.svg"))
    var screenshot: String?

    @Flag(name: .customLong("no-color"), help: "Draw without colors (as the NO_COLOR variable does).")
    var noColor = false

    @Flag(help: "Draw with ASCII characters only.")
    var ascii = false

    @Flag(name: .customLong("no-animation"), help: "Show every transition at once.")
    var noAnimation = false

    @Option(help: ArgumentHelp("Folder with the demo's data files.", valueName: "DIR"))
    var assets: String?

    @Option(
        help: ArgumentHelp(
            "Open this URL once the first screen shows (navdemo://adverts/16, or adverts/16).", valueName: "URL"))
    var open: String?

    @Option(
        name: .customLong("log-file"),
        help: ArgumentHelp(
            "Append the log to this file (also NAVIGATION_DEMO_LOG_FILE). While the terminal is in use, "
                + "stderr goes there too.", valueName: "PATH"))
    var logFile: String?

    @Option(
        name: .customLong("log-level"),
        help: ArgumentHelp(
            "How much to log: trace, debug, info, notice, warning (the default), error or critical "
                + "(also NAVIGATION_DEMO_LOG_LEVEL).", valueName: "LEVEL"))
    var logLevel: LogLevelArgument?

    @Option(
        help: ArgumentHelp(
            "Write the session's input (keys with their times, resizes) to this file as a text transcript.",
            valueName: "FILE"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Play a transcript back: live at its recorded pace, or at once with --headless (and --dump). "
                + "The layout, animations and start URL come from the transcript.", valueName: "FILE"))
    var replay: String?

    /// A hidden debugging switch: a Swift runtime trap this many milliseconds after the first
    /// frame (on the app's clock), to check that a crash still gives the terminal back and
    /// leaves its message in the log (see docs/CURSES.md and docs/ROBUSTNESS.md).
    @Option(
        name: .customLong("debug-crash-after"),
        help: ArgumentHelp("Crash deliberately after this many milliseconds.", valueName: "MS", visibility: .hidden))
    var debugCrashAfter: Int?

    /// The parsed key script (checked in `validate`).
    var script: [ScriptStep] = []

    enum CodingKeys: String, CodingKey {
        case idiom, headless, size, keys, dump, screenshot, noColor, ascii, noAnimation, assets, open, logFile, logLevel
        case record, replay, debugCrashAfter
    }

    mutating func validate() throws {
        if !headless {
            if size != nil { throw ValidationError("--size only applies with --headless") }
            if keys != nil { throw ValidationError("--keys only applies with --headless") }
            if dump { throw ValidationError("--dump only applies with --headless") }
            if screenshot != nil { throw ValidationError("--screenshot only applies with --headless") }
        }
        if replay != nil {
            if keys != nil { throw ValidationError("--keys and --replay both give the input: use one") }
            if open != nil {
                throw ValidationError("--open does not apply with --replay: the transcript says where it starts")
            }
            if record != nil { throw ValidationError("--record and --replay cannot be used together") }
        }
        if record?.isEmpty == true || replay?.isEmpty == true {
            throw ValidationError("--record and --replay take a file name")
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".svg") {
            throw ValidationError("--screenshot writes SVG: give a file name ending in .svg")
        }
        if let debugCrashAfter, debugCrashAfter < 0 {
            throw ValidationError(
                "--debug-crash-after takes a number of milliseconds from 0 up, not \(debugCrashAfter)")
        }
        if let keys {
            do {
                script = try KeyScript.parse(keys)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }
}

/// A log level as `--log-level` takes it: a name of swift-log's levels, in any case.
struct LogLevelArgument: ExpressibleByArgument, Sendable {
    var level: Logger.Level

    init?(argument: String) {
        guard let level = Logger.Level(rawValue: argument.lowercased()) else { return nil }
        self.level = level
    }

    static var allValueStrings: [String] { Logger.Level.allCases.map(\.rawValue) }
}
