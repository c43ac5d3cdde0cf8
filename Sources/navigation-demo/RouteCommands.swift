import ArgumentParser
import NavigationDemo

/// `navigation-demo routes`: the route table of the demo, one route per line.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Print the demo's routes: router, pattern, destination, presentation, guard.",
        discussion: """
            The presentation is the one the layout's application router uses: --idiom split shows \
            the split layout's (auto means compact here).
            """)

    /// `--idiom` and `--assets` are the main command's, given before or after `routes`.
    @ParentCommand var main: NavigationDemoCommand
}

/// `navigation-demo explain URL`: the plan for a URL from the app's first screen.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print what a URL would do from the app's first screen, without doing it.",
        discussion: """
            --idiom split plans in the split layout. Exit status: 0 when a route matches (whatever its \
            guard says), 1 when none does or a parameter does not cast (the nearest patterns are \
            printed), 2 for a usage error.
            """)

    @Argument(help: "The URL, such as navdemo://adverts/16 or adverts/16 (the scheme may be left out).")
    var url: String

    /// `--idiom` (the layout to plan in; auto means compact) and `--assets` are the main command's.
    @ParentCommand var main: NavigationDemoCommand
}

extension NavigationDemoCommand {
    /// The layout `routes` and `explain` use: there is no terminal width to choose by.
    var fixedIdiom: DemoIdiom { idiom == .split ? .split : .compact }
}
