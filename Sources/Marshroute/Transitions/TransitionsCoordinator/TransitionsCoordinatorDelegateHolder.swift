/// Holds the coordinator's delegate (weakly).
@MainActor
public protocol TransitionsCoordinatorDelegateHolder: AnyObject {
    var transitionsCoordinatorDelegate: TransitionsCoordinatorDelegate? { get set }
}
