/// A node of the map: a module where it lives. Nodes are modules, not screens: every
/// `Categories` screen of the Advertisements tab's stack is one node, whatever category it
/// shows, as a storyboard has one scene per screen class; the titles it showed are kept on the
/// node (``AppMap/Node/titles``).
public struct MapNodeID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The container it lives in: `tab Advertisements`, `master of Advertisements`, `modal`,
    /// `sheet`, `popover`, `peek`, `window`.
    public let place: String
    /// The module: its assembly's name (`Categories`), by default the screen's class without
    /// `ViewController`.
    public let module: String

    /// Names a node.
    public init(place: String, module: String) {
        self.place = place
        self.module = module
    }

    public static func < (lhs: MapNodeID, rhs: MapNodeID) -> Bool {
        (lhs.place, lhs.module) < (rhs.place, rhs.module)
    }

    /// `Categories in tab Advertisements`.
    public var description: String { "\(module) in \(place)" }
}
