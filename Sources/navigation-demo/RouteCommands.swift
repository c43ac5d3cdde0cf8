import ArgumentParser
import NavigationDemo

/// `navigation-demo routes`: the route table of the demo, one route per line.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Print the demo's routes: router, pattern, destination, presentation, guard.",
        discussion: ManualText.discussion(
            """
            The presentation is the one the layout's application router uses: --idiom split shows \
            the split layout's (auto means compact here). The table fits the terminal's width \
            (COLUMNS, else the terminal's own); narrower than the table, each route takes a few lines.
            """))

    @OptionGroup var app: AppOptions
    /// `--idiom` and `--assets` given before `routes` count too.
    @ParentCommand var main: NavigationDemoCommand

    func run() throws {
        let options = app.merged(with: main.app)
        try MainActor.assumeIsolated {
            try RouteCommandRunner.routes(idiom: options.fixedIdiom, assets: options.assets)
        }
    }
}

/// `navigation-demo explain URL`: the plan for a URL from the app's first screen.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print what a URL would do from the app's first screen, without doing it.",
        discussion: ManualText.discussion(
            """
            --idiom split plans in the split layout. Exit status: 0 when a route matches (whatever its \
            guard says), 1 when none does or a parameter does not cast (the nearest patterns are \
            printed), 2 for a usage error.
            """))

    @Argument(
        help: "The URL, such as navdemo://adverts/16 or adverts/16 (the scheme may be left out).",
        completion: .list(DemoRouting.sampleURLs))
    var url: String

    @OptionGroup var app: AppOptions
    /// `--idiom` and `--assets` given before `explain` count too.
    @ParentCommand var main: NavigationDemoCommand

    func run() throws {
        let options = app.merged(with: main.app)
        let matched = try MainActor.assumeIsolated {
            try RouteCommandRunner.explain(url, idiom: options.fixedIdiom, assets: options.assets)
        }
        if !matched { throw ExitCode(1) }
    }
}

extension AppOptions {
    /// These options, each taken from `parent` (given before the subcommand) when not given here.
    func merged(with parent: AppOptions) -> AppOptions {
        var result = self
        if idiom == .auto { result.idiom = parent.idiom }
        if assets == nil { result.assets = parent.assets }
        return result
    }
}
