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
