import ArgumentParser
import MarshrouteMap
import NavigationDemo

/// `navigation-demo map`: the demo explored headless from its start, printed as a map.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Explore the app headless and print its modules and transitions as a map.",
        discussion: ManualText.discussion(
            """
            Explores the demo from its start, breadth first: in every state it presses every key the \
            screen offers, waits for the timers, and opens every route's sample URL, on a fresh app \
            each time, until no new state appears or a bound is met. Each edge is a transition \
            Marshroute performed or undid, with the router method, its style and what caused it. \
            Exploring is a check too: Marshroute's assertions, its retain-cycle check and modules still \
            alive after they left are printed on stderr, and the exit status is 1. Both layouts by \
            default (--idiom compact or split for one). Formats: mermaid (renders in GitHub Markdown), \
            dot (Graphviz: dot -Tsvg), json (docs/MAP.md describes it). With --coverage FILE.rec, the \
            edges a recorded session took are marked, and the share covered is printed.
            """))

    @Option(help: "Output format: mermaid, dot or json.")
    var format: MapFormat = .mermaid

    @Flag(help: "One node per module and container, edge labels without causes: the README's map.")
    var compact = false

    /// Given before `map` or after it: the root declares the same group.
    @OptionGroup var app: AppOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let assets = try Launcher.loadAssets(path: app.assets)
            let idioms: [DemoIdiom] =
                switch app.idiom {
                case .compact: [.compact]
                case .split: [.split]
                case .auto: [.compact, .split]
                }
            let maps = idioms.map { DemoMap.explorer(idiom: $0, assets: assets).explore() }
            let text: String =
                switch format {
                case .json: AppMap.json(maps)
                case .mermaid: maps.map { $0.mermaid(compact: compact) }.joined(separator: "\n")
                case .dot: maps.map { $0.dot(compact: compact) }.joined(separator: "\n")
                }
            try FileHandleStream.standardOutput.writeAll(TerminalSafeText.escaped(text))
        }
    }
}

/// `--format`.
enum MapFormat: String, ExpressibleByArgument, CaseIterable {
    case mermaid, dot, json
}
