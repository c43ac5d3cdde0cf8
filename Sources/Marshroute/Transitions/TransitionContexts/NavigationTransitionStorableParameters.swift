/// Keeps the presented module's handler alive (modal transitions).
@MainActor
public final class NavigationTransitionStorableParameters: TransitionStorableParameters {
    public let presentedTransitionsHandler: TransitionsHandler

    public init(presentedTransitionsHandler: TransitionsHandler) {
        self.presentedTransitionsHandler = presentedTransitionsHandler
    }
}
