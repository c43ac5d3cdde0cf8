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
            usage error or a refused transcript. The file ends with the terminal as the app leaves \
            it: the cursor shown again and the colors reset.
            """))

    @Argument(help: ArgumentHelp("The transcript that --record wrote.", valueName: "TRANSCRIPT"))
    var transcript: String

    @Option(
        name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("The recording's title (the transcript's file name by default).", valueName: "TEXT"))
    var title: String?

    /// `--assets` and `--no-color`, given before `export-cast` or after it: the root declares
    /// the same groups.
    @OptionGroup var data: AssetsOptions
    @OptionGroup var color: ColorOptions

    func validate() throws {
        if transcript.isEmpty || output.isEmpty { throw ValidationError("export-cast takes a transcript and -o FILE") }
    }

    func run() throws {
        try MainActor.assumeIsolated { try CastExport.run(self) }
    }
}
