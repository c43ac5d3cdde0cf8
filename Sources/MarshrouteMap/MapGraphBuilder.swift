/// Collects what the explorer finds into an ``AppMap``: nodes with the titles they showed and
/// the first path to them, edges merged by identity with every cause and guard, and problems
/// without repeats (each with the first path that showed it).
@MainActor
struct MapGraphBuilder {
    private var nodes: [MapNodeID: (titles: Set<String>, path: [String])] = [:]
    private var edges: [MapEdgeID: AppMap.Edge] = [:]
    private var problems: [AppMap.Problem] = []
    private var problemKeys: Set<String> = []

    /// Notes the nodes of a state reached by `path`.
    mutating func note(_ state: MapSnapshot, path: [String]) {
        for screen in state.screens.values {
            var entry = nodes[screen.node] ?? ([], path)
            if let title = screen.title, !title.isEmpty { entry.titles.insert(title) }
            nodes[screen.node] = entry
        }
    }

    /// Adds the edges one action made: Marshroute's, or when Marshroute did nothing, a tab
    /// switch or a screen its container closed alone (read from the states before and after).
    mutating func add(
        edges raw: [MapEventRecorder.RawEdge], before: MapSnapshot, after: MapSnapshot,
        cause: String, guards: [String], path: [String]
    ) {
        var made = raw
        if let from = before.top?.node, let to = after.top?.node {
            // What Marshroute was not asked to do: the container closed the screen the user was
            // on by itself (Marshroute did nothing but, maybe, clean history), or another tab
            // was selected.
            let byContainer = raw.allSatisfy { $0.style == .historyCleaning }
            if byContainer, let top = before.top, after.screens[top.id] == nil {
                made.append(.init(from: from, to: to, style: .backKey, router: nil, method: nil, marshrouteMethod: nil))
            }
            if before.selectedTab != after.selectedTab {
                made.append(
                    .init(
                        from: raw.last?.to ?? from, to: to, style: .tabSelection, router: nil, method: nil,
                        marshrouteMethod: nil))
            }
        }
        for edge in made {
            guard let from = edge.from ?? after.top?.node, let to = edge.to ?? after.top?.node else { continue }
            let id = MapEdgeID(
                from: from, to: to, style: edge.style, router: edge.router, method: edge.method,
                marshrouteMethod: edge.marshrouteMethod)
            var merged =
                edges[id]
                ?? AppMap.Edge(
                    from: from, to: to, style: edge.style, router: edge.router, method: edge.method,
                    marshrouteMethod: edge.marshrouteMethod, initiator: edge.initiator, causes: [], guards: [],
                    path: path,
                    site: edge.site.map(MapCallSite.init))
            if !merged.causes.contains(cause) { merged.causes.append(cause) }
            for text in guards where !merged.guards.contains(text) { merged.guards.append(text) }
            edges[id] = merged
            for node in [from, to] where nodes[node] == nil { nodes[node] = ([], path) }
        }
    }

    /// Adds problems not seen before.
    mutating func add(problems found: [AppMap.Problem]) {
        for problem in found where problemKeys.insert("\(problem.kind.rawValue)|\(problem.message)").inserted {
            problems.append(problem)
        }
    }

    /// The map.
    func map(name: String, exploration: AppMap.Exploration) -> AppMap {
        AppMap(
            name: name,
            nodes: nodes.map { AppMap.Node(id: $0.key, titles: $0.value.titles.sorted(), path: $0.value.path) }
                .sorted { $0.id < $1.id },
            edges: edges.values.map { edge in
                var edge = edge
                edge.causes.sort()
                edge.guards.sort()
                return edge
            }.sorted { $0.id < $1.id },
            problems: problems, exploration: exploration)
    }
}
