/// An animated change of the root controller (Ariadne's window-root swap): the new root wipes
/// in from the left over the last frame of the old one, which is kept as a snapshot because
/// the old controllers leave the window at once (their appearance callbacks run as usual).
extension Window {
    /// What is left of the old root while a swap runs: its last frame, and the first column
    /// the new root does not cover yet.
    struct RootSwap {
        let snapshot: CellBuffer
        var revealedColumns: Int
    }

    /// Replaces the root controller; with animations on and a duration above zero, the new one
    /// wipes in from the left. A key arriving meanwhile finishes the wipe, as it does any
    /// animation.
    public func setRootViewController(_ controller: ViewController, wipeDuration: Duration) {
        finishAnimations()
        let snapshot = render()
        rootViewController = controller
        let width = contentRect.width
        rootSwap = RootSwap(snapshot: snapshot, revealedColumns: 0)
        let animation = animate(
            duration: wipeDuration, easing: .easeInOut,
            onFrame: { [weak self] progress in
                self?.rootSwap?.revealedColumns = Int((Double(width) * progress).rounded())
                self?.setNeedsDisplay()
            },
            completion: { [weak self] in
                self?.rootSwap = nil
                self?.setNeedsDisplay()
            })
        if animation == nil { rootSwap = nil }
    }

    /// Draws the old root's snapshot where the new root has not reached yet (content rows only:
    /// the key-hint line is the new root's at once).
    func drawRootSwap(in canvas: Canvas) {
        guard let swap = rootSwap, swap.snapshot.size == size else { return }
        let content = contentRect
        canvas.blit(swap.snapshot, at: Point(x: 0, y: 0)) { x, y in
            x >= content.minX + swap.revealedColumns && y >= content.minY && y < content.maxY
        }
    }
}
