/// What the Mermaid and DOT renderings share: the nodes grouped by container, and the arrows
/// as they are labelled at the chosen ``MapDetail``. Labels are made printable here (a title
/// is the app's data); each format escapes what it must.
struct MapDrawing {
    struct Node {
        let id: String
        let label: [String]
    }

    struct Group {
        let title: String?
        var nodes: [Node]
    }

    struct Arrow: Hashable {
        let from: String
        let to: String
        var label: [String]
        /// Taken by a recorded session (coverage): drawn thick.
        var covered = false
    }

    /// The deep-link node's id.
    static let deepLinkNode = "deeplink"

    var groups: [Group] = []
    var arrows: [Arrow] = []
    /// Whether the deep-link node is drawn.
    var hasDeepLinkNode = false

    init(_ map: AppMap, detail: MapDetail) {
        switch detail {
        case .modules: drawModules(map)
        case .places, .full: drawPlaces(map, full: detail == .full)
        }
    }

    private mutating func drawPlaces(_ map: AppMap, full: Bool) {
        var ids: [MapNodeID: String] = [:]
        // A node no arrow reaches (a peek's preview) is left out unless everything is shown.
        let linked = Set(map.edges.flatMap { [$0.from, $0.to] })
        for (index, node) in map.nodes.enumerated() where full || linked.contains(node.id) {
            let id = "n\(index)"
            ids[node.id] = id
            var label = [node.id.module]
            if full, !node.titles.isEmpty { label.append(Self.list(node.titles)) }
            add(Node(id: id, label: label.map(Self.printable)), to: node.id.place)
        }
        var seen: Set<Arrow> = []
        for edge in map.edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            var arrow: Arrow
            if full {
                var label = [
                    edge.call == edge.style.rawValue ? edge.style.rawValue : "\(edge.call) · \(edge.style.rawValue)"
                ]
                label.append(Self.list(edge.causes))
                if !edge.guards.isEmpty { label.append(edge.guards.joined(separator: "; ")) }
                arrow = Arrow(from: from, to: to, label: label)
            } else {
                let label = Self.name(of: edge).map { "\($0) · \(edge.style.rawValue)" } ?? edge.style.rawValue
                arrow = Arrow(from: Self.isDeepLink(edge) ? deepLink() : from, to: to, label: [label])
            }
            arrow.label = arrow.label.map(Self.printable)
            if seen.insert(arrow).inserted {
                arrows.append(arrow)
            }
            if edge.covered == true, let index = arrows.firstIndex(of: arrow) { arrows[index].covered = true }
        }
    }

    private mutating func drawModules(_ map: AppMap) {
        let modules = Set(map.edges.flatMap { [$0.from.module, $0.to.module] }).sorted()
        var ids: [String: String] = [:]
        for (index, module) in modules.enumerated() {
            ids[module] = "m\(index)"
            add(Node(id: "m\(index)", label: [Self.printable(module)]), to: nil)
        }
        // One arrow per pair of modules: a line per style, naming the app methods that make it.
        var order: [String] = []
        var merged: [String: (from: String, to: String, styles: [MapTransitionStyle: [String]], covered: Bool)] = [:]
        for edge in map.edges {
            guard edge.style != .tabSelection, edge.router != nil || !edge.style.isRouteClosing,
                let from = ids[edge.from.module], let to = ids[edge.to.module]
            else { continue }
            let source = Self.isDeepLink(edge) ? deepLink() : from
            let key = "\(source)|\(to)"
            if merged[key] == nil {
                order.append(key)
                merged[key] = (source, to, [:], false)
            }
            if edge.covered == true { merged[key]?.covered = true }
            var methods = merged[key]?.styles[edge.style] ?? []
            if let method = Self.name(of: edge), !methods.contains(method) {
                methods.append(method)
            }
            merged[key]?.styles[edge.style] = methods
        }
        for key in order {
            guard let arrow = merged[key] else { continue }
            let label = arrow.styles.keys.sorted().map { style in
                let methods = arrow.styles[style] ?? []
                return methods.isEmpty ? style.rawValue : "\(style.rawValue): \(Self.list(methods.sorted()))"
            }
            arrows.append(
                Arrow(from: arrow.from, to: arrow.to, label: label.map(Self.printable), covered: arrow.covered))
        }
    }

    private mutating func add(_ node: Node, to place: String?) {
        if let index = groups.firstIndex(where: { $0.title == place }) {
            groups[index].nodes.append(node)
        } else {
            groups.append(Group(title: place, nodes: [node]))
        }
    }

    private mutating func deepLink() -> String {
        hasDeepLinkNode = true
        return Self.deepLinkNode
    }

    /// What an arrow calls an edge's transition: the app's router method, a route's pattern,
    /// `builder route`, else Marshroute's method; nil for what no router asked.
    static func name(of edge: AppMap.Edge) -> String? {
        guard edge.router != nil else { return nil }
        return edge.initiator == .builder ? "builder route" : edge.method ?? edge.marshrouteMethod
    }

    /// A transition a route made (a deep link), forward: drawn from the deep-link node.
    static func isDeepLink(_ edge: AppMap.Edge) -> Bool { edge.initiator == .route && edge.style.isForward }

    /// `Select category, Transport, Realty +9`.
    static func list(_ items: [String]) -> String {
        items.count <= 3
            ? items.joined(separator: ", ") : items.prefix(3).joined(separator: ", ") + " +\(items.count - 3)"
    }

    /// Text without control characters.
    static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}

extension MapTransitionStyle {
    /// What a route closes on its way (modals before selecting a tab), which no router asked.
    var isRouteClosing: Bool { self == .focus || self == .dismiss }
}

extension AppMap {
    /// The map as a Mermaid flowchart (GitHub renders it in Markdown): a subgraph per
    /// container, a node per module, an arrow per transition, as much as `detail` says.
    public func mermaid(detail: MapDetail = .full) -> String {
        let drawing = MapDrawing(self, detail: detail)
        var lines = ["flowchart LR"]
        if drawing.hasDeepLinkNode { lines.append("  \(MapDrawing.deepLinkNode)([\"deep link\"])") }
        for (index, group) in drawing.groups.enumerated() {
            let indent = group.title == nil ? "  " : "    "
            if let title = group.title { lines.append("  subgraph g\(index)[\"\(Self.mermaidText(title))\"]") }
            for node in group.nodes {
                lines.append("\(indent)\(node.id)[\"\(node.label.map(Self.mermaidText).joined(separator: "<br/>"))\"]")
            }
            if group.title != nil { lines.append("  end") }
        }
        for arrow in drawing.arrows {
            let label = arrow.label.map(Self.mermaidText).joined(separator: "<br/>")
            // A covered edge is thick (`==>`).
            lines.append("  \(arrow.from) \(arrow.covered ? "==>" : "-->")|\"\(label)\"| \(arrow.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside a Mermaid label: quotes, angle brackets, bars and hashes as entity codes.
    static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The map as Graphviz DOT (`dot -Tsvg map.dot > map.svg`): a cluster per container, a box
    /// per module, an arrow per transition, as much as `detail` says.
    public func dot(detail: MapDetail = .full) -> String {
        let drawing = MapDrawing(self, detail: detail)
        var lines = [
            // newrank: ranks the whole graph at once; without it Graphviz (2.43) gives up on
            // clusters crossed by many labelled edges ("trouble in init_rank").
            "digraph \(Self.dotText(name)) {", "  rankdir=LR;", "  newrank=true;",
            "  node [shape=box, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        if drawing.hasDeepLinkNode {
            lines.append("  \(MapDrawing.deepLinkNode) [shape=oval, label=\"deep link\"];")
        }
        for (index, group) in drawing.groups.enumerated() {
            let indent = group.title == nil ? "  " : "    "
            if let title = group.title {
                lines.append("  subgraph cluster_\(index) {")
                lines.append("    label=\(Self.dotText(title));")
            }
            for node in group.nodes {
                lines.append("\(indent)\(node.id) [label=\(Self.dotText(node.label.joined(separator: "\n")))];")
            }
            if group.title != nil { lines.append("  }") }
        }
        for arrow in drawing.arrows {
            let covered = arrow.covered ? ", penwidth=3" : ""
            lines.append(
                "  \(arrow.from) -> \(arrow.to) [label=\(Self.dotText(arrow.label.joined(separator: "\n")))\(covered)];"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string: quoted, backslashes and quotes escaped, line breaks as `\n`.
    static func dotText(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
