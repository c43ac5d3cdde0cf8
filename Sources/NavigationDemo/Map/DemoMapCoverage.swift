import Marshroute
import MarshrouteMap
import TerminalUI

/// Which transitions of the demo's map a session takes: a recorded session (`map --coverage
/// FILE.rec`) or a lesson's solution, played on a fresh demo from its start and compared with
/// the map edge by edge.
@MainActor
package enum DemoMapCoverage {
    /// A session's steps as the map's actions: a key or a click is pressed, the time between
    /// two events is waited on the manual clock (timers fire), a resize is left out (the map's
    /// window keeps its size).
    package static func actions(_ steps: [ScriptStep]) -> [MapAction] {
        steps.compactMap { step in
            switch step {
            case .key(let key): MapAction(.keys([key]))
            case .wait(let duration): duration > .zero ? MapAction.wait(duration) : nil
            case .resize: nil
            }
        }
    }

    /// The edges a session takes in `idiom`, started as it was (a URL opened first, a lesson
    /// running), and the problems met.
    package static func edges(
        of steps: [ScriptStep], idiom: DemoIdiom, assets: DemoAssets, size: Size = DemoMap.size, open: String? = nil,
        lesson: String? = nil
    ) -> (edges: [AppMap.Edge], problems: [AppMap.Problem]) {
        let explorer = MapExplorer(name: idiom.rawValue) {
            DemoMap.target(idiom: idiom, assets: assets, size: size, open: open, lesson: lesson)
        }
        return explorer.edges(taken: actions(steps))
    }

    /// The edges the lessons' solutions take in `idiom`, each solution played with its lesson
    /// running.
    package static func lessonEdges(idiom: DemoIdiom, assets: DemoAssets) -> [String: [AppMap.Edge]] {
        var result: [String: [AppMap.Edge]] = [:]
        for lesson in assets.lessons {
            guard let solution = lesson.solutions[idiom], let steps = try? KeyScript.parse(solution) else { continue }
            result[lesson.id] = edges(of: steps, idiom: idiom, assets: assets, lesson: lesson.id).edges
        }
        return result
    }

    /// docs/TEACHING.md's table: the calls of `maps` (a layout's map each) that no lesson's
    /// solution makes in that layout (each edge of a call taken by none), with their styles and
    /// the modules they join, then a line of how many calls the lessons make in each layout.
    /// `lessonEdges` is by layout, then by lesson.
    package static func untaughtTable(maps: [AppMap], lessonEdges: [String: [String: [AppMap.Edge]]]) -> String {
        var rows: [String: (styles: Set<String>, joins: Set<String>, layouts: [String])] = [:]
        var counts: [String] = []
        for map in maps {
            let taken = Set((lessonEdges[map.name] ?? [:]).values.flatMap { $0 }.map(\.id))
            let calls = Dictionary(grouping: map.edges, by: callName(of:))
            var taught = 0
            for (call, edges) in calls {
                if edges.contains(where: { taken.contains($0.id) }) {
                    taught += 1
                    continue
                }
                var row = rows[call] ?? ([], [], [])
                row.styles.formUnion(edges.map(\.style.rawValue))
                row.joins.formUnion(edges.map { "\($0.from.module) → \($0.to.module)" })
                row.layouts.append(map.name)
                rows[call] = row
            }
            counts.append("\(map.name): the lessons make \(taught) of its \(calls.count) calls")
        }
        var lines = ["| Call no lesson makes | Style | Between | Layouts |", "|---|---|---|---|"]
        for (call, row) in rows.sorted(by: { $0.key < $1.key }) {
            let joins = row.joins.sorted()
            let between = joins.prefix(3).joined(separator: ", ") + (joins.count > 3 ? " +\(joins.count - 3)" : "")
            lines.append(
                "| \(call) | \(row.styles.sorted().joined(separator: ", ")) | \(between) | \(row.layouts.joined(separator: ", ")) |"
            )
        }
        return lines.joined(separator: "\n") + "\n\n" + counts.joined(separator: "; ") + ".\n"
    }

    /// A call as the table names it: the app's router method, a route by its pattern, a
    /// builder route, Marshroute's method when the app's is unknown, or what the container did.
    static func callName(of edge: AppMap.Edge) -> String {
        guard let router = edge.router else { return "(\(edge.style.rawValue))" }
        switch edge.initiator {
        case .route: return "route `\(edge.method ?? "")`"
        case .builder: return "builder route"
        case nil: return edge.method.map { "`\(router).\($0)`" } ?? "`\(router) → \(edge.marshrouteMethod ?? "")`"
        }
    }
}
