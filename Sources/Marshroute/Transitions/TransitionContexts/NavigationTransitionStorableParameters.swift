/// Keeps the presented module's handler alive (modal transitions).
@MainActor
public final class NavigationTransitionStorableParameters: TransitionStorableParameters {
    /// The handler of the presented module.
    public let presentedTransitionsHandler: TransitionsHandler

    /// Keeps `presentedTransitionsHandler` alive for as long as the entry lives.
    public init(presentedTransitionsHandler: TransitionsHandler) {
        self.presentedTransitionsHandler = presentedTransitionsHandler
    }
}
