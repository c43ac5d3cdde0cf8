/// What kind of change a transition shows.
public enum TransitionOperation: Sendable, Hashable {
    /// A push, a pop, a presentation, a dismissal, or a replaced root.
    case push, pop, present, dismiss, replace
}

/// One frame of a transition, handed to a `TransitionAnimation` to draw.
///
/// The model has already changed; the animation only decides where the outgoing (`from`) and
/// incoming (`to`) content is drawn at `progress`. Either side may be absent (a presentation
/// has no `from`: what lies under it is already on the canvas).
@MainActor
public struct TransitionFrame {
    /// Eased progress, 0 at the start and 1 at the end.
    public let progress: Double
    /// The kind of change this frame belongs to.
    public let operation: TransitionOperation
    /// The area the transition happens in.
    public let canvas: Canvas
    /// The glyphs the window draws with (Unicode or ASCII).
    public let glyphs: GlyphSet
    let drawFromContent: ((Canvas) -> Void)?
    let drawToContent: ((Canvas) -> Void)?

    /// Creates a frame. Windows make frames; create one yourself to test a transition animation.
    public init(
        progress: Double, operation: TransitionOperation, canvas: Canvas, glyphs: GlyphSet,
        drawFrom: ((Canvas) -> Void)?, drawTo: ((Canvas) -> Void)?
    ) {
        self.progress = progress
        self.operation = operation
        self.canvas = canvas
        self.glyphs = glyphs
        drawFromContent = drawFrom
        drawToContent = drawTo
    }

    /// Whether there is outgoing content to draw.
    public var hasFrom: Bool { drawFromContent != nil }
    /// Whether there is incoming content to draw.
    public var hasTo: Bool { drawToContent != nil }

    /// Draws the outgoing content into `canvas` (use `translated`, `sub` or `clipped` to move it).
    public func drawFrom(in canvas: Canvas) { drawFromContent?(canvas) }
    /// Draws the incoming content into `canvas`.
    public func drawTo(in canvas: Canvas) { drawToContent?(canvas) }

    /// A value between `a` and `b` at the current progress, rounded to a cell.
    public func interpolate(_ a: Int, _ b: Int) -> Int {
        a + Int((Double(b - a) * progress).rounded())
    }
}

/// A transition's look: how long it takes and how each frame is drawn.
///
/// Conform to write your own (the demo's `RecursionAnimator` does). The built-in ones cover
/// UIKit's defaults: pushes slide, modals cover vertically, sheets rise, popovers grow.
@MainActor
public protocol TransitionAnimation: AnyObject {
    /// How long the transition lasts.
    var duration: Duration { get }
    /// How progress accelerates; `easeInOut` unless the animation says otherwise.
    var easing: Easing { get }
    /// Draws one frame: where the outgoing and incoming content is at `frame.progress`.
    func draw(_ frame: TransitionFrame)
}

extension TransitionAnimation {
    /// Ease in and out.
    public var easing: Easing { .easeInOut }
}
