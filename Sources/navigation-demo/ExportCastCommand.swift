import ArgumentParser

/// `navigation-demo export-cast SESSION.rec -o SESSION.cast`: a transcript made shareable.
struct ExportCastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-cast",
        abstract: "Turn a transcript (--record) into an asciicast v2 file that asciinema's player plays.",
        discussion: ManualText.discussion(
            """
            The transcript is played headless at its recorded pace, as --replay does; every frame the app \
            draws becomes the bytes a terminal needs to draw it, at the moment it was drawn. The file \
            plays with 'asciinema play FILE' and in any page that embeds asciinema's player. Colors are \
            the theme's (none with --no-color or NO_COLOR); layout, size, glyphs and animations come from \
            the transcript. The transcript is checked whole before anything is written: a bad one is \
            refused with its line and why. Exit status: 0 written, 1 the file could not be written, 2 a \
            usage error or a refused transcript.
            """))

    @Argument(help: ArgumentHelp("The transcript that --record wrote.", valueName: "TRANSCRIPT"))
    var transcript: String

    @Option(
        name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("The recording's title (the transcript's file name by default).", valueName: "TEXT"))
    var title: String?

    @Option(help: ArgumentHelp("Folder with the demo's data files.", valueName: "DIR"))
    var assets: String?

    @Flag(name: .customLong("no-color"), help: "Write without colors (as the NO_COLOR variable does).")
    var noColor = false

    /// The same options given before `export-cast` count too.
    @ParentCommand var main: NavigationDemoCommand

    /// The data folder, here or before the subcommand.
    var assetsPath: String? { assets ?? main.app.assets }
    /// Whether color is off, here or before the subcommand.
    var colorDisabled: Bool { noColor || main.display.noColor }

    func validate() throws {
        if transcript.isEmpty || output.isEmpty { throw ValidationError("export-cast takes a transcript and -o FILE") }
    }

    func run() throws {
        let status = MainActor.assumeIsolated { CastExport.run(self) }
        if status != 0 { throw ExitCode(status) }
    }
}
