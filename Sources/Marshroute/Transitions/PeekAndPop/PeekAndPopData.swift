import TerminalUI

/// A frozen transition. It holds the peeked screen strongly (through the transition) until
/// the peek ends one way or the other; then the state drops it.
@MainActor
struct PeekAndPopData {
    let peekViewController: ViewController
    weak var sourceViewController: ViewController?
    let previewingContext: PreviewingContext
    let location: Point
    /// Undoes the freeze (puts the screen back into the navigation controller it was built
    /// in) and runs the transition. A peek that is not committed drops it unrun.
    let popAction: () -> Void
}
