import TerminalUI

/// What a peek goes through, as observers see it.
public enum PeekAndPopState: Sendable, Hashable {
    /// The preview shows; the transition is frozen.
    case inPeek
    /// Another transition (or a commit to a different screen) ended the peek.
    case interrupted
    /// The user committed: the frozen transition ran.
    case popped
    /// The user cancelled the peek (Esc). UIKit could not report this since iOS 11; here it can.
    case cancelled
}
