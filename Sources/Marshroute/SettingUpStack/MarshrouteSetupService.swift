/// Builds a complete ``MarshrouteStack``; an app calls it once at start-up.
@MainActor
public protocol MarshrouteSetupService: AnyObject {
    /// Builds a new stack: coordinator, providers, tracker, marker and peek & pop utility.
    func marshrouteStack() -> MarshrouteStack
}
