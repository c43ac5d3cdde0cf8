import Marshroute

/// What exploring an app found: its modules where they live (nodes), the transitions between
/// them (edges), the problems met on the way, and how far the exploration went. A value: it
/// prints as Mermaid, Graphviz DOT or JSON (docs/MAP.md describes the JSON).
public struct AppMap: Sendable, Codable, Equatable {
    /// A module where it lives, with the titles its screens had there.
    public struct Node: Sendable, Codable, Equatable {
        /// The module and its container.
        public let id: MapNodeID
        /// The titles its screens showed, sorted (`Select category`, `Transport`…).
        public var titles: [String]
        /// Actions that reach it from the start, as `--keys` would say them (URLs as they are).
        public var path: [String]

        /// A node.
        public init(id: MapNodeID, titles: [String], path: [String]) {
            self.id = id
            self.titles = titles
            self.path = path
        }
    }

    /// A transition between two nodes, by one router method in one style.
    public struct Edge: Sendable, Codable, Equatable {
        /// Where it starts: the module whose router asked, or the screen the user was on when
        /// no router did (the back key, a tab key).
        public let from: MapNodeID
        /// Where it leads: the module shown, or the one on top once the others closed.
        public let to: MapNodeID
        /// How.
        public let style: MapTransitionStyle
        /// The router's type (`CategoriesRouterCompact`), nil for what no router asked; for a
        /// front end's call, the front end's kind as written (`route`, `builder`).
        public let router: String?
        /// The front end that made the call (a route, a builder), nil for a module's router and
        /// for what no router asked: what code tests, never `router`'s text.
        public var initiator: RouterCallInitiator.Kind? = nil
        /// The app's router method (`showSubcategories`), when it says so (`traced`).
        public let method: String?
        /// Marshroute's method (`pushViewControllerDerivedFrom`).
        public let marshrouteMethod: String?
        /// What caused it: keys (`enter on "Transport"`, `t`), waits (`wait 6s`), URLs.
        public var causes: [String]
        /// The guards met on the way (a route's guard, the coordinator's delegate).
        public var guards: [String]
        /// Actions that take it from the start: the path to where it starts, then its cause.
        public var path: [String]
        /// Whether a recorded session took it, once coverage was asked for
        /// (``AppMap/marking(_:)``); nil otherwise.
        public var covered: Bool? = nil
        /// Where the app's router method is written, when it said so (`traced`).
        public var site: MapCallSite? = nil

        /// An edge.
        public init(
            from: MapNodeID, to: MapNodeID, style: MapTransitionStyle, router: String?, method: String?,
            marshrouteMethod: String?, initiator: RouterCallInitiator.Kind? = nil, causes: [String], guards: [String],
            path: [String], covered: Bool? = nil, site: MapCallSite? = nil
        ) {
            self.from = from
            self.to = to
            self.style = style
            self.router = router
            self.method = method
            self.marshrouteMethod = marshrouteMethod
            self.initiator = initiator
            self.causes = causes
            self.guards = guards
            self.path = path
            self.covered = covered
            self.site = site
        }

        /// What identifies it: its ends, style and call.
        public var id: MapEdgeID {
            MapEdgeID(
                from: from, to: to, style: style, router: router, method: method, marshrouteMethod: marshrouteMethod)
        }

        /// `CategoriesRouterCompact.showSubcategories → pushViewControllerDerivedFrom`, or the
        /// style alone for what no router asked.
        public var call: String { id.call }
    }

    /// Something exploring found wrong.
    public struct Problem: Sendable, Codable, Equatable, Hashable {
        /// What kind.
        public enum Kind: String, Sendable, Codable, Hashable {
            /// Marshroute's assertion plugin was told of misuse.
            case assertion
            /// Marshroute's retain-cycle check found a screen alive after history forgot it.
            case retainCycle = "retain cycle"
            /// A module's screen left and was still alive after the check's delay, or after the
            /// app ended.
            case leak
            /// Replaying a state's path on a fresh app reached another state.
            case nondeterminism
            /// A module the app said it has was not reached.
            case unreachable
        }

        /// What kind.
        public let kind: Kind
        /// What happened, in words.
        public let message: String
        /// Actions that lead to it from the start.
        public let path: [String]

        /// A problem.
        public init(kind: Kind, message: String, path: [String]) {
            self.kind = kind
            self.message = message
            self.path = path
        }
    }

    /// How far the exploration went, and why it stopped.
    public struct Exploration: Sendable, Codable, Equatable {
        /// The states found (distinct keys).
        public var states: Int
        /// States whose actions were all tried.
        public var expandedStates: Int
        /// Actions tried, each on a fresh or unchanged app.
        public var actions: Int
        /// Fresh apps built (each replays a state's path).
        public var runs: Int
        /// The deepest breadth-first level expanded.
        public var depth: Int
        /// The bounds it ran under.
        public var bounds: MapBounds
        /// True when no new state appeared within the bounds: the map is all there is (up to
        /// the context a state tells apart).
        public var isComplete: Bool
        /// Why it stopped, in a sentence.
        public var stopReason: String
        /// Seconds it took (the process's clock, so it varies with the machine).
        public var seconds: Double

        /// How an exploration went.
        public init(
            states: Int, expandedStates: Int, actions: Int, runs: Int, depth: Int, bounds: MapBounds,
            isComplete: Bool, stopReason: String, seconds: Double
        ) {
            self.states = states
            self.expandedStates = expandedStates
            self.actions = actions
            self.runs = runs
            self.depth = depth
            self.bounds = bounds
            self.isComplete = isComplete
            self.stopReason = stopReason
            self.seconds = seconds
        }
    }

    /// A name for the map (`compact`, `split`).
    public var name: String
    /// Modules where they live, sorted.
    public var nodes: [Node]
    /// Transitions, sorted by their ends, style and call.
    public var edges: [Edge]
    /// What was wrong.
    public var problems: [Problem]
    /// How far it went.
    public var exploration: Exploration

    /// A map.
    public init(name: String, nodes: [Node], edges: [Edge], problems: [Problem], exploration: Exploration) {
        self.name = name
        self.nodes = nodes
        self.edges = edges
        self.problems = problems
        self.exploration = exploration
    }

    /// Every module found, by name.
    public var modules: Set<String> { Set(nodes.map(\.id.module)) }

    /// The node with this identity.
    public func node(_ id: MapNodeID) -> Node? { nodes.first { $0.id == id } }

    /// The edges from a node.
    public func edges(from id: MapNodeID) -> [Edge] { edges.filter { $0.from == id } }

    /// The edges into a node.
    public func edges(to id: MapNodeID) -> [Edge] { edges.filter { $0.to == id } }
}

/// What identifies an edge: coverage compares these.
public struct MapEdgeID: Hashable, Comparable, Sendable, Codable {
    public let from: MapNodeID
    public let to: MapNodeID
    public let style: MapTransitionStyle
    public let router: String?
    public let method: String?
    public let marshrouteMethod: String?

    /// An edge's identity.
    public init(
        from: MapNodeID, to: MapNodeID, style: MapTransitionStyle, router: String?, method: String?,
        marshrouteMethod: String?
    ) {
        self.from = from
        self.to = to
        self.style = style
        self.router = router
        self.method = method
        self.marshrouteMethod = marshrouteMethod
    }

    /// `CategoriesRouterCompact.showSubcategories → pushViewControllerDerivedFrom`, or the
    /// style alone.
    public var call: String {
        guard let router else { return style.rawValue }
        let method = method.map { ".\($0)" } ?? ""
        return "\(router)\(method)" + (marshrouteMethod.map { " → \($0)" } ?? "")
    }

    public static func < (lhs: MapEdgeID, rhs: MapEdgeID) -> Bool {
        (lhs.from, lhs.to, lhs.style, lhs.call) < (rhs.from, rhs.to, rhs.style, rhs.call)
    }
}
