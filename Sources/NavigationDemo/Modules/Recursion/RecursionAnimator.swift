import Marshroute
import TerminalUI

/// A custom modal animation in one line at the call site (`animator: RecursionAnimator()`):
/// what the original demo showed with its "drop the snapshot plus 3D depth" effect.
@MainActor
final class RecursionAnimator: ModalNavigationTransitionsAnimator {
    init() {
        super.init(targetModalTransitionAnimation: RecursionTransition())
    }
}

/// The terminal's version of that effect: the screen underneath sinks into the distance
/// (it dims), and the new one grows out of its middle inside a frame, like a picture within
/// the picture; dismissing drops it down and away.
@MainActor
final class RecursionTransition: TransitionAnimation {
    let duration: Duration = .milliseconds(350)
    var easing: Easing { .easeOut }

    func draw(_ frame: TransitionFrame) {
        let canvas = frame.canvas
        let size = canvas.size
        let p = frame.hasTo ? frame.progress : 1 - frame.progress
        if p < 1 { canvas.dim() }
        let width = max(2, Int(Double(size.width) * (0.3 + 0.7 * p)))
        let height = max(2, Int(Double(size.height) * (0.3 + 0.7 * p)))
        var rect = Rect(size: size).centered(Size(width: width, height: height))
        if !frame.hasTo {
            // Dismissal: it falls away downwards as it shrinks.
            rect = rect.offsetBy(dy: Int(Double(size.height / 2) * frame.progress))
        }
        let content = canvas.sub(rect)
        if frame.hasTo { frame.drawTo(in: content) } else { frame.drawFrom(in: content) }
        if p < 1 {
            canvas.drawBox(rect, glyphs: frame.glyphs.box, style: .role(.borderFocused))
        }
    }
}
