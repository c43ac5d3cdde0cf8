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
/// A table of keys (`KeyBindings`) makes them for a window (`keyCommands(on:glyphs:)`).
@MainActor
public struct KeyCommand {
    /// The key that runs the command.
    public var key: Key
    /// The hint shown for it, if any.
    public var hint: KeyHint?
    /// What the key does.
    public var action: @MainActor () -> Void
    /// Whether the command is offered now (nil: always); one that is not neither runs nor
    /// shows its hint, and the key goes on as if it were unbound.
    public var isOffered: (@MainActor () -> Bool)?
    /// Runs while a modal panel shows (a help overlay, which keeps every other key): quit.
    public var worksOverModalPanels: Bool

    /// Creates a command.
    public init(_ key: Key, hint: KeyHint? = nil, action: @escaping @MainActor () -> Void) {
        self.init(key, hint: hint, isOffered: nil, worksOverModalPanels: false, action: action)
    }

    /// Creates a command that is offered only while `isOffered` says so.
    public init(
        _ key: Key, hint: KeyHint?, isOffered: (@MainActor () -> Bool)?, worksOverModalPanels: Bool,
        action: @escaping @MainActor () -> Void
    ) {
        self.key = key
        self.hint = hint
        self.action = action
        self.isOffered = isOffered
        self.worksOverModalPanels = worksOverModalPanels
    }

    /// Whether the command runs for `key` now.
    public func runs(for key: Key) -> Bool {
        self.key == key && isOffered?() != false
    }

    /// Its hint, while it is offered.
    public var offeredHint: KeyHint? {
        guard let hint, isOffered?() != false else { return nil }
        return hint
    }
}
