import TerminalUI

@MainActor
struct PeekRequestData {
    let previewingContext: PreviewingContext
    weak var sourceViewController: ViewController?
    let location: Point
}
