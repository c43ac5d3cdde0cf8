/// Push and pop: the new screen slides in from the right while the old one moves left
/// (reversed for a pop), as a navigation stack does.
@MainActor
public final class SlideTransition: TransitionAnimation {
    /// How long the transition lasts.
    public let duration: Duration
    /// Creates the transition with its duration.
    public init(duration: Duration = .milliseconds(250)) { self.duration = duration }

    /// Draws one frame of the transition into the frame's canvas.
    public func draw(_ frame: TransitionFrame) {
        let width = frame.canvas.size.width
        if frame.operation == .pop {
            // The old screen leaves to the right, uncovering the previous one shifting back in.
            frame.drawTo(in: frame.canvas.translated(dx: -width / 3 + frame.interpolate(0, width / 3), dy: 0))
            let x = frame.interpolate(0, width)
            frame.canvas.fill(Rect(x: x, y: 0, width: width, height: frame.canvas.size.height))
            frame.drawFrom(in: frame.canvas.translated(dx: x, dy: 0))
        } else {
            frame.drawFrom(in: frame.canvas.translated(dx: -frame.interpolate(0, width / 3), dy: 0))
            let x = frame.interpolate(width, 0)
            frame.canvas.fill(Rect(x: x, y: 0, width: width, height: frame.canvas.size.height))
            frame.drawTo(in: frame.canvas.translated(dx: x, dy: 0))
        }
    }
}

/// A screen moving in from one edge over what was there, and back out to that edge when
/// dismissed. A modal covers the screen from the bottom (``coverVertical(duration:)``); a bottom sheet
/// rises to its height, quicker and eased out (``rise(duration:)``); any edge serves a custom look.
@MainActor
public final class EdgeTransition: TransitionAnimation {
    /// The side of the screen a transition comes from and returns to.
    public enum Edge: Sendable, Hashable {
        /// From above.
        case top
        /// From below.
        case bottom
        /// From the left.
        case left
        /// From the right.
        case right
    }

    /// Where the screen comes from.
    public let edge: Edge
    /// How long the transition lasts.
    public let duration: Duration
    /// How its progress is eased.
    public let easing: Easing

    /// Creates a transition from `edge`.
    public init(edge: Edge, duration: Duration, easing: Easing = .easeInOut) {
        self.edge = edge
        self.duration = duration
        self.easing = easing
    }

    /// A modal covering the screen from the bottom, as UIKit's cover-vertical style.
    public static func coverVertical(duration: Duration = .milliseconds(300)) -> EdgeTransition {
        EdgeTransition(edge: .bottom, duration: duration)
    }

    /// A sheet rising from the bottom edge to its height, as a bottom sheet feels.
    public static func rise(duration: Duration = .milliseconds(250)) -> EdgeTransition {
        EdgeTransition(edge: .bottom, duration: duration, easing: .easeOut)
    }

    /// Draws one frame of the transition into the frame's canvas.
    public func draw(_ frame: TransitionFrame) {
        let offscreen: Int =
            switch edge {
            case .top, .bottom: frame.canvas.size.height
            case .left, .right: frame.canvas.size.width
            }
        // Offscreen at progress 0 for the arriving screen; offscreen at 1 for the leaving one.
        let distance = frame.hasTo ? frame.interpolate(offscreen, 0) : frame.interpolate(0, offscreen)
        let canvas = frame.canvas.translated(dx: distance * direction.dx, dy: distance * direction.dy)
        if frame.hasTo { frame.drawTo(in: canvas) } else { frame.drawFrom(in: canvas) }
    }

    /// The unit step away from the screen toward the edge.
    private var direction: (dx: Int, dy: Int) {
        switch edge {
        case .top: (0, -1)
        case .bottom: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }
}

/// A box growing out of a point (the popover's anchor) to its full size, and shrinking back.
@MainActor
public final class GrowTransition: TransitionAnimation {
    /// How long the transition lasts.
    public let duration: Duration
    /// Where the growth starts, in the transition canvas's coordinates.
    public var origin: Point?
    /// Creates the transition with its duration.
    public init(duration: Duration = .milliseconds(180), origin: Point? = nil) {
        self.duration = duration
        self.origin = origin
    }

    /// Draws one frame of the transition into the frame's canvas.
    public func draw(_ frame: TransitionFrame) {
        let size = frame.canvas.size
        let p = frame.hasTo ? frame.progress : 1 - frame.progress
        let center = origin ?? Point(x: size.width / 2, y: size.height / 2)
        let w = max(1, Int((Double(size.width) * p).rounded()))
        let h = max(1, Int((Double(size.height) * p).rounded()))
        let x = min(max(0, center.x - w / 2), max(0, size.width - w))
        let y = min(max(0, center.y - h / 2), max(0, size.height - h))
        let visible = frame.canvas.clipped(to: Rect(x: x, y: y, width: w, height: h))
        if frame.hasTo { frame.drawTo(in: visible) } else { frame.drawFrom(in: visible) }
    }
}

/// A dissolve: cells switch from the old content to the new one in a fixed scattered order,
/// the terminal's stand-in for a cross-fade.
@MainActor
public final class CrossDissolveTransition: TransitionAnimation {
    /// How long the transition lasts.
    public let duration: Duration
    /// The easing this transition always uses.
    public var easing: Easing { .linear }
    private var scratch: CellBuffer?

    /// Creates the transition with its duration.
    public init(duration: Duration = .milliseconds(200)) { self.duration = duration }

    /// Draws one frame of the transition into the frame's canvas.
    public func draw(_ frame: TransitionFrame) {
        let size = frame.canvas.size
        guard !size.isEmpty else { return }
        if scratch?.size != size { scratch = CellBuffer(size: size) }
        guard let scratch else { return }
        scratch.clear()
        let offscreen = Canvas(buffer: scratch)
        let p = frame.progress
        if frame.hasTo {
            // Replacing: the old content first; presenting: what is underneath is already drawn.
            frame.drawFrom(in: frame.canvas)
            frame.drawTo(in: offscreen)
            frame.canvas.blit(scratch, at: .zero) { x, y in CrossDissolveTransition.rank(x: x, y: y) < p }
        } else {
            frame.drawFrom(in: offscreen)
            frame.canvas.blit(scratch, at: .zero) { x, y in CrossDissolveTransition.rank(x: x, y: y) >= p }
        }
    }

    /// A fixed pseudo-random rank in 0..<1 per cell, so the dissolve looks scattered but is
    /// the same on every run.
    static func rank(x: Int, y: Int) -> Double {
        var h = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
        h ^= h >> 13
        h = h &* 0x5bd1_e995
        h ^= h >> 15
        return Double(h % 1024) / 1024
    }
}
