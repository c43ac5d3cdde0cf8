import TerminalUI

/// How a `CursesScreen` starts: colors, glyphs, the stderr log, and (for tests) which files
/// stand in for the terminal.
public struct CursesScreenOptions: Sendable {
    /// False for `--no-color` or `NO_COLOR`: styles are drawn with the theme's monochrome
    /// decorations (bold, reverse, underline) and no color is ever sent.
    public var colorEnabled: Bool
    /// Writes every non-ASCII glyph as `?` and reports `supportsUnicode == false`, as when
    /// the locale cannot do UTF-8.
    public var forceASCII: Bool
    /// Maps each cell's semantic style to colors and attributes.
    public var theme: Theme
    /// Where stderr goes while curses owns the terminal (a Swift "Fatal error" line or crash
    /// report would be lost on the alternate screen otherwise). Nil picks
    /// `$TMPDIR/terminalui-<pid>.log` (`/tmp` without `TMPDIR`), removed by `end()` when empty.
    public var logFilePath: String?
    /// False leaves stderr alone (for tests that share the process with other output).
    public var redirectsStandardError: Bool
    /// The terminfo entry to use; nil reads `TERM`.
    public var terminalType: String?
    /// A file to read keys from instead of standard input (tests script input this way).
    public var inputPath: String?
    /// A file to write the terminal's output to instead of standard output (tests read it).
    /// Without one, standard output must be a terminal: a full-screen app writing into a pipe
    /// (`app --help | head`) would wait for keys that nobody sees it needs.
    public var outputPath: String?
    /// Reports button-1 presses as `.mouseClick`.
    public var mouseEnabled: Bool
    /// The size of an output that is a file, not a terminal (tests): a file has no size of its
    /// own, and curses would otherwise read `LINES` and `COLUMNS`, which a test cannot set
    /// while other tests run. Ignored when the output is a terminal.
    public var fileSize: Size?
    /// After a stop signal stopped the screen, `end()` restores the terminal and then ends
    /// the process with that signal, as the signal's default action would have (a shell
    /// reports 128 + signal). The exit hook does the same for an app that exits without
    /// calling `end()`. Turn it off to run code after `end()` and exit yourself, reading the
    /// signal from `CursesScreen.stopReason` (the demo does, to finish its recording and say
    /// where its log is). Tests that send signals to their own process turn it off.
    public var endsProcessOnSignal: Bool

    public init(
        colorEnabled: Bool = true, forceASCII: Bool = false, theme: Theme = .standard,
        logFilePath: String? = nil, redirectsStandardError: Bool = true, terminalType: String? = nil,
        inputPath: String? = nil, outputPath: String? = nil, mouseEnabled: Bool = true, fileSize: Size? = nil,
        endsProcessOnSignal: Bool = true
    ) {
        self.colorEnabled = colorEnabled
        self.forceASCII = forceASCII
        self.theme = theme
        self.logFilePath = logFilePath
        self.redirectsStandardError = redirectsStandardError
        self.terminalType = terminalType
        self.inputPath = inputPath
        self.outputPath = outputPath
        self.mouseEnabled = mouseEnabled
        self.fileSize = fileSize
        self.endsProcessOnSignal = endsProcessOnSignal
    }
}
