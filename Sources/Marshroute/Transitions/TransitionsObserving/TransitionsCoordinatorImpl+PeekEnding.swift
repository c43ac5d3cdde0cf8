import TerminalUI

/// A transition a peek holds: which, its screen (weakly: the peek utility holds it), and the
/// router call that froze it, the cause its end is reported with.
@MainActor
struct FrozenPeek {
    let transitionId: TransitionId
    weak var target: ViewController?
    let cause: RouterCall?
}

/// How the coordinator reports a peek's end with the call that froze it
/// (``TransitionEvent/Kind/peekEnded(transitionId:target:outcome:endedBy:)``): a commit is seen
/// where the frozen transition runs; a cancel or an interruption through the peek utility's
/// state observation, the coordinator's `peekAndPopStateObservable` (the setup service gives
/// it the peek & pop utility's). An observer
/// therefore never has to pair a peek's end with its freeze by order or by screen.
extension TransitionsCoordinatorImpl {
    /// Listens to the peek coordinator's states, held weakly by it.
    func listenForPeekEnds() {
        peekAndPopStateObservable?.addObserver(disposable: self) { [weak self] viewController, state in
            switch state {
            case .cancelled: self?.endFrozenPeek(showing: viewController, outcome: .cancelled)
            case .interrupted: self?.endFrozenPeek(showing: viewController, outcome: .interrupted)
            // A commit is reported where the frozen transition runs, before it runs.
            case .inPeek, .popped: break
            }
        }
    }

    /// Remembers the transition a peek just froze (only while someone listens).
    func frozenPeek(_ transitionId: TransitionId, target: ViewController, cause: RouterCall?) {
        guard hasObservers else { return }
        frozenPeek = FrozenPeek(transitionId: transitionId, target: target, cause: cause)
    }

    /// The frozen transition `transitionId` is being committed: its peek ended.
    func endFrozenPeek(of transitionId: TransitionId, outcome: PeekOutcome) {
        guard let peek = frozenPeek, peek.transitionId == transitionId else { return }
        endFrozenPeek(peek, outcome: outcome)
    }

    /// The peek showing `viewController` ended without a commit.
    private func endFrozenPeek(showing viewController: ViewController, outcome: PeekOutcome) {
        guard let peek = frozenPeek, peek.target === viewController else { return }
        endFrozenPeek(peek, outcome: outcome)
    }

    private func endFrozenPeek(_ peek: FrozenPeek, outcome: PeekOutcome) {
        frozenPeek = nil
        guard let target = peek.target else { return }
        // Whatever runs now ended it (the interrupting transition's call); Enter and Esc are
        // the user's and run in no call.
        let endedBy = outcome == .committed ? nil : currentCause
        notify(
            .peekEnded(transitionId: peek.transitionId, target: target, outcome: outcome, endedBy: endedBy),
            cause: peek.cause)
    }
}
