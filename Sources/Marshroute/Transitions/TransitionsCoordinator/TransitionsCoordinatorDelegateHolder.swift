/// Holds the coordinator's delegate (weakly).
@MainActor
public protocol TransitionsCoordinatorDelegateHolder: AnyObject {
    /// The delegate asked about marked transitions and told about animations. Held weakly.
    var transitionsCoordinatorDelegate: TransitionsCoordinatorDelegate? { get set }
}
