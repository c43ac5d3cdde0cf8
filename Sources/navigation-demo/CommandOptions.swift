import ArgumentParser
import Logging
import NavigationDemo
import TerminalUI

/// The layout the app uses: iPhone-like `compact`, iPad-like `split`, or chosen by width.
enum IdiomOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    case compact, split, auto

    /// The values, for completions and errors; none in the manual page, whose generator would
    /// put a paragraph break mdoc refuses before them (the help text names them).
    static var allValueStrings: [String] { ManualText.isDumpingHelp ? [] : allCases.map(\.rawValue) }
}

/// `WxH`, as `--size` takes it: the limits and words of `Size.screenSize(parsing:)`, which key
/// scripts (`resize:`) and transcripts share.
struct SizeArgument: ExpressibleByArgument, Sendable {
    var size: Size

    init?(argument: String) {
        guard let size = try? Size.screenSize(parsing: argument) else { return nil }
        self.size = size
    }

    static var defaultValueDescription: String { "80x24" }

    /// Parses `--size`; a bad value says what is wrong with it.
    static func parse(_ argument: String) throws -> SizeArgument {
        do {
            return SizeArgument(size: try Size.screenSize(parsing: argument))
        } catch {
            throw ValidationError(error.description)
        }
    }

    private init(size: Size) { self.size = size }
}

/// A log level as `--log-level` takes it: a name of swift-log's levels, in any case.
struct LogLevelArgument: ExpressibleByArgument, Sendable {
    var level: Logger.Level

    init?(argument: String) {
        guard let level = Logger.Level(rawValue: argument.lowercased()) else { return nil }
        self.level = level
    }

    /// As `IdiomOption`'s: none in the manual page, where the help text names them.
    static var allValueStrings: [String] { ManualText.isDumpingHelp ? [] : Logger.Level.allCases.map(\.rawValue) }
}

/// `--assets`: the data every command builds the app from (`export-cast` too).
struct AssetsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder with the demo's data files.", valueName: "DIR"))
    var assets: String?
}

/// `--idiom` and `--assets`: the app the demo and the subcommands that plan routes build.
struct AppOptions: ParsableArguments {
    @Option(help: "Layout: compact (iPhone-like), split (iPad-like) or auto (split from 120 columns).")
    var idiom: IdiomOption = .auto

    @OptionGroup var data: AssetsOptions

    /// The data folder given, if any.
    var assets: String? { data.assets }

    /// The layout `routes` and `explain` use: there is no terminal width to choose by.
    var fixedIdiom: DemoIdiom { idiom == .split ? .split : .compact }
}

/// `--headless` and what only applies with it.
struct HeadlessOptions: ParsableArguments {
    @Flag(help: "Run on an in-memory screen with a manual clock instead of the terminal.")
    var headless = false

    // `.unconditional`: `--size -5x3` is a size to refuse in words, not a missing value and an option.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("Screen size in headless mode.", valueName: "WxH"),
        transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(help: ArgumentHelp("Key tokens to feed in headless mode, separated by spaces.", valueName: "TOKENS"))
    var keys: String?

    @Flag(help: "In headless mode, print the final screen as text.")
    var dump = false

    @Option(help: ArgumentHelp("In headless mode, save the final screen as an SVG picture.", valueName: "FILE.svg"))
    var screenshot: String?

    /// The parsed key script (checked in `validate`).
    var script: [ScriptStep] = []

    enum CodingKeys: String, CodingKey {
        case headless, size, keys, dump, screenshot
    }

    mutating func validate() throws {
        if !headless {
            if size != nil { throw ValidationError("--size only applies with --headless") }
            if keys != nil { throw ValidationError("--keys only applies with --headless") }
            if dump { throw ValidationError("--dump only applies with --headless") }
            if screenshot != nil { throw ValidationError("--screenshot only applies with --headless") }
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".svg") {
            throw ValidationError("--screenshot writes SVG: give a file name ending in .svg")
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

/// `--no-color`: the demo's and `export-cast`'s.
struct ColorOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: "Draw without colors (as the NO_COLOR variable does).")
    var noColor = false
}

/// How the screen is drawn.
struct DisplayOptions: ParsableArguments {
    @OptionGroup var color: ColorOptions

    @Flag(help: "Draw with ASCII characters only.")
    var ascii = false

    @Flag(name: .customLong("no-animation"), help: "Show every transition at once.")
    var noAnimation = false

    /// `--no-color` given.
    var noColor: Bool { color.noColor }
}

/// `--record` and `--replay`: a session's input as a text transcript.
struct TranscriptOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write the session's input (keys with their times, resizes) to this file as a text transcript.",
            valueName: "FILE"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Play a transcript back: live at its recorded pace, or at once with --headless (and --dump). "
                + "The layout, size, animations, glyphs and start URL come from the transcript; an option "
                + "that says otherwise is refused.", valueName: "FILE"))
    var replay: String?

    @Option(
        help: ArgumentHelp(
            "With --replay: stop just after the inspector's timeline entry N (as R rewinds to it), then the "
                + "keyboard takes over (or --dump prints it).", valueName: "N"))
    var until: Int?

    func validate() throws {
        if record != nil && replay != nil { throw ValidationError("--record and --replay cannot be used together") }
        if record?.isEmpty == true || replay?.isEmpty == true {
            throw ValidationError("--record and --replay take a file name")
        }
        if let until {
            guard replay != nil else { throw ValidationError("--until only applies with --replay") }
            guard until >= 1 else { throw ValidationError("--until takes a timeline entry's number, from 1 up") }
        }
    }
}

/// Where the log goes and how much of it.
struct LoggingOptions: ParsableArguments {
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
}

/// Where the demo starts: a URL opened and a lesson running (neither applies with `--replay`,
/// whose transcript says both).
struct StartOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Open this URL once the first screen shows (navdemo://adverts/16, or adverts/16).", valueName: "URL"))
    var open: String?

    @Option(
        help: ArgumentHelp(
            "Start with this lesson running ('navigation-demo learn' lists them).", valueName: "ID"))
    var lesson: String?

}
