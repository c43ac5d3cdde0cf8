/// What the Mermaid and DOT renderings share: the nodes grouped by container, and the edges as
/// they are labelled. The compact form draws one arrow per module pair and router method
/// (causes left out), and deep links from one "deep link" node rather than from every module
/// they were opened on.
struct MapDrawing {
    struct Node {
        let id: String
        let label: [String]
    }

    struct Group {
        let title: String
        var nodes: [Node]
    }

    struct Arrow: Hashable {
        let from: String
        let to: String
        let label: [String]
    }

    /// The deep-link node's id in the compact form.
    static let deepLinkNode = "deeplink"

    var groups: [Group] = []
    var arrows: [Arrow] = []
    /// Whether the compact form's deep-link node is drawn.
    var hasDeepLinkNode = false

    init(_ map: AppMap, compact: Bool) {
        var ids: [MapNodeID: String] = [:]
        for (index, node) in map.nodes.enumerated() {
            let id = "n\(index)"
            ids[node.id] = id
            var label = [node.id.module]
            if !compact, !node.titles.isEmpty { label.append(Self.titles(node.titles)) }
            if let last = groups.indices.last, groups[last].title == node.id.place {
                groups[last].nodes.append(Node(id: id, label: label))
            } else if let index = groups.firstIndex(where: { $0.title == node.id.place }) {
                groups[index].nodes.append(Node(id: id, label: label))
            } else {
                groups.append(Group(title: node.id.place, nodes: [Node(id: id, label: label)]))
            }
        }
        var seen: Set<Arrow> = []
        for edge in map.edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let arrow: Arrow
            if compact {
                let isDeepLink = edge.causes.allSatisfy { $0.contains("://") || $0.contains("/") && !$0.contains(" ") }
                let name = edge.method ?? edge.marshrouteMethod ?? edge.style.rawValue
                let label = name == edge.style.rawValue ? [name] : ["\(name) · \(edge.style.rawValue)"]
                if isDeepLink && edge.style.isForward {
                    hasDeepLinkNode = true
                    arrow = Arrow(from: Self.deepLinkNode, to: to, label: label)
                } else {
                    arrow = Arrow(from: from, to: to, label: label)
                }
            } else {
                var label = [
                    edge.call == edge.style.rawValue ? edge.style.rawValue : "\(edge.call) · \(edge.style.rawValue)"
                ]
                label.append(Self.causes(edge.causes))
                if !edge.guards.isEmpty { label.append(edge.guards.joined(separator: "; ")) }
                arrow = Arrow(from: from, to: to, label: label)
            }
            if seen.insert(arrow).inserted { arrows.append(arrow) }
        }
    }

    /// `Select category, Transport, Realty +9`.
    static func titles(_ titles: [String]) -> String {
        titles.count <= 3
            ? titles.joined(separator: ", ") : titles.prefix(3).joined(separator: ", ") + " +\(titles.count - 3)"
    }

    /// `enter on "Transport", t +4`.
    static func causes(_ causes: [String]) -> String {
        causes.count <= 3
            ? causes.joined(separator: ", ") : causes.prefix(3).joined(separator: ", ") + " +\(causes.count - 3)"
    }

    /// Text without control characters (a title is the app's data).
    static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}

extension AppMap {
    /// The map as a Mermaid flowchart (GitHub renders it in Markdown): a subgraph per
    /// container, a node per module, an arrow per transition labelled with its router method,
    /// style and causes. `compact`: one arrow per module pair and method, no causes or titles,
    /// deep links from one node.
    public func mermaid(compact: Bool = false) -> String {
        let drawing = MapDrawing(self, compact: compact)
        var lines = ["flowchart LR"]
        if drawing.hasDeepLinkNode { lines.append("  \(MapDrawing.deepLinkNode)([\"deep link\"])") }
        for (index, group) in drawing.groups.enumerated() {
            lines.append("  subgraph g\(index)[\"\(Self.mermaidText(group.title))\"]")
            for node in group.nodes {
                lines.append("    \(node.id)[\"\(node.label.map(Self.mermaidText).joined(separator: "<br/>"))\"]")
            }
            lines.append("  end")
        }
        for arrow in drawing.arrows {
            let label = arrow.label.map(Self.mermaidText).joined(separator: "<br/>")
            lines.append("  \(arrow.from) -->|\"\(label)\"| \(arrow.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside a Mermaid label: quotes, angle brackets, bars and hashes as entity codes.
    static func mermaidText(_ text: String) -> String {
        var result = ""
        for character in MapDrawing.printable(text) {
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
    /// per module, an arrow per transition, labelled as in ``mermaid(compact:)``.
    public func dot(compact: Bool = false) -> String {
        let drawing = MapDrawing(self, compact: compact)
        var lines = [
            "digraph \(Self.dotText(name)) {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        if drawing.hasDeepLinkNode {
            lines.append("  \(MapDrawing.deepLinkNode) [shape=oval, label=\"deep link\"];")
        }
        for (index, group) in drawing.groups.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(Self.dotText(group.title));")
            for node in group.nodes {
                lines.append("    \(node.id) [label=\(Self.dotText(node.label.joined(separator: "\n")))];")
            }
            lines.append("  }")
        }
        for arrow in drawing.arrows {
            lines.append("  \(arrow.from) -> \(arrow.to) [label=\(Self.dotText(arrow.label.joined(separator: "\n")))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string: quoted, backslashes and quotes escaped, line breaks as `\n`.
    static func dotText(_ text: String) -> String {
        var result = "\""
        for character in MapDrawing.printable(text) {
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
