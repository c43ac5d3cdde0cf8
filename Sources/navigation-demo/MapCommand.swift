import ArgumentParser
import MarshrouteMap
import NavigationDemo
import TerminalUI

/// `navigation-demo map`: the demo explored headless from its start, printed as a map; with
/// `--coverage`, the edges recorded sessions took marked on it.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Explore the app headless and print its modules and transitions as a map.",
        discussion: ManualText.discussion(
            """
            Explores the demo from its start, breadth first: in every state it presses every key the \
            screen offers, waits for the timers and opens every route's sample URL, each on a fresh app, \
            until no new state appears or a bound is met. Each edge is a transition Marshroute performed \
            or undid (or the container did alone: the back key, a tab), with the router method, its \
            style and what caused it. Both layouts unless --idiom names one. \
            Formats: mermaid (renders in GitHub Markdown), dot (Graphviz: dot -Tsvg), json (docs/MAP.md \
            describes it). --detail modules draws one node per module (the README's overview), places \
            one per module and container, full everything. \
            With --coverage FILE.rec, each recorded session is played on a fresh app, the edges it took \
            are drawn thick (covered in JSON) and the share covered is printed on standard error. \
            Exploring is a check too: Marshroute's assertions, its retain-cycle check and modules still \
            alive after they left are printed on standard error, and the exit status is 1.
            """))

    @Option(help: "Output format: mermaid, dot or json.")
    var format: MapFormat = .mermaid

    @Option(help: "How much to draw: modules, places or full.")
    var detail: MapDetail = .full

    @Option(
        help: ArgumentHelp(
            "A recorded session (--record) whose transitions to mark; may be repeated.", valueName: "FILE.rec"))
    var coverage: [String] = []

    @Option(help: ArgumentHelp("Explore at most this many actions from the start.", valueName: "N"))
    var depth: Int = MapBounds().depth

    @Option(help: ArgumentHelp("Keep at most this many states.", valueName: "N"))
    var states: Int = MapBounds().states

    @Option(
        help: ArgumentHelp(
            "What tells states apart: way (the way to the focused screen) or tree (the whole container tree and Marshroute's history).",
            valueName: "KEY"))
    var stateKey: MapStateKey = .wayToFocus

    /// Given before `map` or after it: the root declares the same group.
    @OptionGroup var app: AppOptions

    func validate() throws {
        guard (0...1_000).contains(depth) else { throw ValidationError("--depth takes 0 to 1000, not \(depth)") }
        guard (1...100_000).contains(states) else { throw ValidationError("--states takes 1 to 100000, not \(states)") }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let assets = try Launcher.loadAssets(path: app.assets)
            // The sessions first: a bad file is refused before minutes of exploring.
            let sessions = try coverage.map { path in try Self.session(path) }
            let idioms: [DemoIdiom] =
                switch app.idiom {
                case .compact: [.compact]
                case .split: [.split]
                case .auto: [.compact, .split]
                }
            let bounds = MapBounds(depth: depth, states: states, stateKey: stateKey)
            var notes: [String] = []
            var problems: [String] = []
            let maps = idioms.map { idiom in
                var map = DemoMap.explorer(idiom: idiom, assets: assets, bounds: bounds).explore()
                notes.append(Self.summary(of: map))
                problems += map.problems.map {
                    "map \(idiom.rawValue): \($0.kind.rawValue): \($0.message) (after: \($0.path.joined(separator: " ")))"
                }
                let ofThisLayout = sessions.filter { $0.settings.idiom == idiom }
                guard !ofThisLayout.isEmpty else { return map }
                var taken: [AppMap.Edge] = []
                for session in ofThisLayout {
                    let played = DemoMapCoverage.edges(
                        of: session.steps, idiom: idiom, assets: assets, size: session.settings.size ?? DemoMap.size,
                        open: session.settings.open, lesson: session.settings.lesson)
                    taken += played.edges
                    let alone = map.coverage(of: played.edges)
                    notes.append(
                        "coverage \(session.path): \(alone.summary) of the \(idiom.rawValue) map"
                            + (alone.outside.isEmpty ? "" : "; \(alone.outside.count) taken outside the map"))
                }
                let all = map.coverage(of: taken)
                if ofThisLayout.count > 1 {
                    notes.append("coverage, all \(ofThisLayout.count) \(idiom.rawValue) sessions: \(all.summary)")
                }
                map = map.marking(all)
                return map
            }
            for session in sessions where !idioms.contains(session.settings.idiom) {
                notes.append(
                    "coverage \(session.path): a \(session.settings.idiom.rawValue) session, and that layout was not explored (--idiom)"
                )
            }
            let text: String =
                switch format {
                case .json: AppMap.json(maps)
                case .mermaid: maps.map { $0.mermaid(detail: detail) }.joined(separator: "\n")
                case .dot: maps.map { $0.dot(detail: detail) }.joined(separator: "\n")
                }
            try FileHandleStream.standardOutput.writeAll(TerminalSafeText.escaped(text))
            FileHandleStream.standardError.write(TerminalSafeText.escaped(notes.map { "map: \($0)\n" }.joined()))
            if let first = problems.first {
                throw problems.dropFirst().reduce(CommandFailure.incomplete(first)) { $0.adding(.incomplete($1)) }
            }
        }
    }

    /// `compact: 183 states, 236 transitions between 28 modules in their places; complete: …`.
    static func summary(of map: AppMap) -> String {
        let exploration = map.exploration
        let seconds = (exploration.seconds * 10).rounded() / 10
        return
            "\(map.name): \(exploration.states) states, \(map.edges.count) transitions between \(map.nodes.count) modules in their places, "
            + "\(exploration.runs) runs in \(seconds) s; "
            + (exploration.isComplete ? "complete: " : "bounded: ") + exploration.stopReason
    }

    /// A recorded session: its settings and its steps (each event after its delay).
    struct Session {
        let path: String
        let settings: SessionFiles.Settings
        let steps: [ScriptStep]
    }

    static func session(_ path: String) throws -> Session {
        let source = "--coverage \(path)"
        do {
            let transcript = try SessionFiles.load(path, source: source)
            let settings = try SessionFiles.settings(of: transcript, path: path, source: source)
            var steps: [ScriptStep] = []
            for event in transcript.events {
                // The map's window keeps its size.
                if case .resize = event.key { continue }
                if event.delay > .zero { steps.append(.wait(event.delay)) }
                steps.append(.key(event.key))
            }
            return Session(path: path, settings: settings, steps: steps)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }
}

// The values show in --help, not in the manual page (ManualText.isDumpingHelp), as for --idiom.
extension MapDetail: ExpressibleByArgument {
    public static var allValueStrings: [String] { ManualText.isDumpingHelp ? [] : allCases.map(\.rawValue) }
}

extension MapStateKey: ExpressibleByArgument {
    public static var allValueStrings: [String] { ManualText.isDumpingHelp ? [] : allCases.map(\.rawValue) }
}

/// `--format`.
enum MapFormat: String, ExpressibleByArgument, CaseIterable {
    case mermaid, dot, json

    static var allValueStrings: [String] { ManualText.isDumpingHelp ? [] : allCases.map(\.rawValue) }
}
