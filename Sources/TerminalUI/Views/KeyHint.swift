/// One entry of the key-hint line: the key as shown, and what it does.
public struct KeyHint: Hashable, Sendable {
    /// The key as shown (`⏎`, `p`, `1-3`).
    public var keys: String
    /// What the key does.
    public var action: String
    /// Kept when the line is too narrow for every hint (the way to the help, say); the
    /// others give way, last first.
    public var isEssential: Bool

    /// Creates a hint.
    public init(_ keys: String, _ action: String, essential: Bool = false) {
        self.keys = keys
        self.action = action
        self.isEssential = essential
    }
}

/// A key bound to an action on a view controller. Unlike a view controller's own `handleKey`,
/// commands also work while something is presented on top of it (as the app's global keys).
@MainActor
public struct KeyCommand {
    /// The key that runs the command.
    public var key: Key
    /// The hint shown for it, if any.
    public var hint: KeyHint?
    /// What the key does.
    public var action: @MainActor () -> Void

    /// Creates a command.
    public init(_ key: Key, hint: KeyHint? = nil, action: @escaping @MainActor () -> Void) {
        self.key = key
        self.hint = hint
        self.action = action
    }
}
