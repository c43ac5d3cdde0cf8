import TerminalUI

/// Which screen's transition a peek holds back right now. A caller that starts a transition
/// (a route) asks it afterwards to tell "frozen by a peek, may still run" from "refused".
@MainActor
public protocol PeekAndPopFrozenTransitionProviding: AnyObject {
    /// The screen of the transition frozen since `onPeek` started it, until the peek ends.
    var frozenTransitionViewController: ViewController? { get }
}

extension PeekAndPopUtilityImpl: PeekAndPopFrozenTransitionProviding {
    /// The screen whose transition the current peek holds back, or `nil` outside a peek.
    public var frozenTransitionViewController: ViewController? {
        switch state {
        case .receivedPeekAndPopData(let data), .inProgress(let data): data.peekViewController
        case .finished, .waitingForPeekAndPopData: nil
        }
    }
}
