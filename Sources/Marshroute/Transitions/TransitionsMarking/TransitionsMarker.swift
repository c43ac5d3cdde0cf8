/// An app's own name for a transition, such as "Advertisement 42", shared by every transition
/// that would show the same content.
public typealias TransitionUserId = String

/// Marks transitions: the coordinator asks its delegate before running a marked one, which
/// lets an app refuse a duplicate screen (and go back to the existing one instead).
@MainActor
public protocol TransitionsMarker: AnyObject {
    /// Gives `transitionId` the app's own name `userId`.
    func markTransitionId(_ transitionId: TransitionId, withUserId userId: TransitionUserId)
}

/// Holds the table of marked transitions.
@MainActor
public protocol TransitionsMarkersHolder: AnyObject {
    /// The user ids of marked transitions, by transition id.
    var markers: [TransitionId: TransitionUserId] { get set }
}
