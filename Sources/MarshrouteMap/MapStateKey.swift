/// What makes two of an app's states one state of the map (``MapBounds/stateKey``).
///
/// Both keys hold the module identities of screens, never their text, and what is shown over
/// the app, the offered actions' shapes and the pending timers. They differ in how much of the
/// app they hold; docs/MAP.md compares them with measured figures.
public enum MapStateKey: String, Sendable, Codable, CaseIterable {
    /// The selected tab and the last ``MapBounds/context`` screens on the way from the window to
    /// the focused one, and whether the focused stack changed behind Marshroute: what the
    /// focused screen's actions can depend on. Finite where the app can go on forever (a module
    /// that presents itself), so an exploration converges. The default.
    case wayToFocus = "way"
    /// The whole container tree (every tab's stack, both columns of a split, every
    /// presentation, the focus) and Marshroute's history (each stack's recorded transitions),
    /// as module identities: a state as the app holds it. It grows with every stack's depth
    /// times the others', so an exploration of an app that can go on forever ends at a bound.
    case containerTree = "tree"
}
