import TerminalUI

/// Where the peek machinery is.
///
///     finished ── peek key on an on-screen source ──▶ waitingForPeekAndPopData
///     waiting ── onPeek's transition reaches the coordinator (frozen) ──▶ receivedPeekAndPopData
///     received ── the preview is shown ──▶ inProgress                      (observers: inPeek)
///     inProgress ── Enter ──▶ finished(committed: true), the transition runs (popped)
///     inProgress ── Esc ──▶ finished(committed: false)                     (cancelled)
///     inProgress ── any other transition ──▶ finished(false), it runs      (interrupted)
///     waiting ── onPeek started no transition ──▶ finished(false): no peek
@MainActor
enum InternalPeekAndPopState {
    case finished(isPeekCommitted: Bool)
    case waitingForPeekAndPopData(PeekRequestData)
    case receivedPeekAndPopData(PeekAndPopData)
    case inProgress(PeekAndPopData)

    var isFinished: Bool {
        if case .finished = self { return true }
        return false
    }
}

@MainActor
struct PeekRequestData {
    let previewingContext: PreviewingContext
    weak var sourceViewController: ViewController?
    let location: Point
}

/// A frozen transition. It holds the peeked screen strongly (through the transition) until
/// the peek ends one way or the other; then the state drops it.
@MainActor
struct PeekAndPopData {
    let peekViewController: ViewController
    weak var sourceViewController: ViewController?
    let previewingContext: PreviewingContext
    let location: Point
    /// Undoes the freeze (puts the screen back into the navigation controller it was built
    /// in) and runs the transition.
    let popAction: () -> Void
    /// Undoes the freeze only.
    let rollback: () -> Void
}
