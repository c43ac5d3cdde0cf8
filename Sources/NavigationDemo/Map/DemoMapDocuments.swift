import MarshrouteMap

/// The parts of the documents the maps write: the README's overview of both layouts, the
/// maps of docs/MAP.md, the table of docs/TEACHING.md. Each sits between two comment lines,
/// `<!-- BEGIN generated: NAME … -->` and `<!-- END generated: NAME -->`; a test compares each
/// with what the maps say now, and rewrites it when asked (docs/MAP.md).
package enum DemoMapDocuments {
    /// The README's maps: one node per module (`--detail modules`), each layout.
    package static func readme(_ maps: [AppMap]) -> String {
        maps.map { map in
            "#### \(title(of: map))\n\n```mermaid\n\(map.mermaid(detail: .modules))```\n"
        }.joined(separator: "\n")
    }

    /// docs/MAP.md's maps: one node per module and container (`--detail places`), each
    /// layout, with how far the exploration went.
    package static func mapDocument(_ maps: [AppMap]) -> String {
        maps.map { map in
            let exploration = map.exploration
            return """
                #### \(title(of: map))

                \(exploration.states) states, \(map.edges.count) transitions between \(map.nodes.count) modules in \
                their places; \(exploration.isComplete ? "complete" : "bounded"): \(exploration.stopReason).

                ```mermaid
                \(map.mermaid(detail: .places))```

                """
        }.joined(separator: "\n")
    }

    /// `Compact layout (iPhone-like)`.
    static func title(of map: AppMap) -> String {
        switch map.name {
        case DemoIdiom.compact.rawValue: "Compact layout (iPhone-like)"
        case DemoIdiom.split.rawValue: "Split layout (iPad-like)"
        default: map.name
        }
    }

    /// The first line of block `name`.
    package static func begin(_ name: String) -> String {
        "<!-- BEGIN generated: \(name) (navigation-demo map; a test keeps it current) -->"
    }

    /// The last line of block `name`.
    package static func end(_ name: String) -> String { "<!-- END generated: \(name) -->" }

    /// What block `name` of `text` holds (between its two lines), or nil when it has none.
    package static func block(_ name: String, in text: String) -> String? {
        guard let start = text.range(of: begin(name) + "\n"), let stop = text.range(of: end(name)),
            start.upperBound <= stop.lowerBound
        else { return nil }
        return String(text[start.upperBound..<stop.lowerBound])
    }

    /// `text` with block `name` holding `content` instead.
    package static func replacing(_ name: String, in text: String, with content: String) -> String? {
        guard let start = text.range(of: begin(name) + "\n"), let stop = text.range(of: end(name)),
            start.upperBound <= stop.lowerBound
        else { return nil }
        var result = text
        result.replaceSubrange(start.upperBound..<stop.lowerBound, with: content)
        return result
    }
}
