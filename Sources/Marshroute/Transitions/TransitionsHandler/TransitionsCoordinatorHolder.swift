/// Anything that holds the coordinator.
@MainActor
public protocol TransitionsCoordinatorHolder: AnyObject {
    /// The coordinator this object passes its work to.
    var transitionsCoordinator: TransitionsCoordinator { get }
}
