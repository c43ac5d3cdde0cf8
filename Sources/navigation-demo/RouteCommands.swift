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

    /// Given before `routes` or after it: the root declares the same group.
    @OptionGroup var app: AppOptions

    func run() throws {
        try MainActor.assumeIsolated {
            try RouteCommandRunner.routes(idiom: app.fixedIdiom, assets: app.assets)
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
            guard says) and the plan is printed; 1 when none does or a parameter does not cast, said on \
            standard error with the nearest patterns; 2 for a usage error.
            """))

    @Argument(
        help: "The URL, such as navdemo://adverts/16 or adverts/16 (the scheme may be left out).",
        completion: .list(DemoRouting.sampleURLs))
    var url: String

    /// Given before `explain` or after it: the root declares the same group.
    @OptionGroup var app: AppOptions

    func run() throws {
        try MainActor.assumeIsolated {
            try RouteCommandRunner.explain(url, idiom: app.fixedIdiom, assets: app.assets)
        }
    }
}
