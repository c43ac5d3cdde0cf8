/// Anything that holds the coordinator.
@MainActor
public protocol TransitionsCoordinatorHolder: AnyObject {
    var transitionsCoordinator: TransitionsCoordinator { get }
}
