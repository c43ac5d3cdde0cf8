/// How far an exploration may go. It stops earlier when no new state appears; the map says
/// which happened (``AppMap/Exploration``).
public struct MapBounds: Sendable, Codable, Equatable {
    /// Breadth-first levels: actions from the start (a row chosen and opened is one action).
    public var depth: Int
    /// States found, at most.
    public var states: Int
    /// How many screens on the way to the focused one a state tells apart (the focused one
    /// and those under it): what lies deeper is taken not to change what the focused screen's
    /// actions do.
    public var context: Int
    /// What makes two states one (``MapStateKey``).
    public var stateKey: MapStateKey

    /// Bounds.
    public init(depth: Int = 12, states: Int = 2_000, context: Int = 3, stateKey: MapStateKey = .wayToFocus) {
        self.depth = depth
        self.states = states
        self.context = context
        self.stateKey = stateKey
    }
}
