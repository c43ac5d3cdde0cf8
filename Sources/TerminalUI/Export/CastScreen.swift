/// A screen that films what an app draws: each frame becomes the bytes a terminal needs to
/// draw it (`ANSIFrameEncoder`), handed to `onOutput` with the time it was drawn, counted on
/// `clock` from the screen's creation. A scripted run on a manual clock (a transcript played
/// headless) therefore gives a recording with the session's real timings. Input comes from the
/// script, never from the screen.
@MainActor
package final class CastScreen: Screen {
    package private(set) var size: Size
    package let colorMode: ColorMode
    package let supportsUnicode: Bool
    private let clock: any TimeSource
    private let start: Instant
    private var encoder: ANSIFrameEncoder
    private var pendingResize: Size?
    /// Gets each frame's bytes and its time; a resize comes as its own event first.
    package var onOutput: (CastEvent) -> Void = { _ in }

    /// What the screen hands on.
    package enum CastEvent: Equatable {
        /// Bytes drawn `time` after the start.
        case output(time: Duration, bytes: String)
        /// The terminal took a new size.
        case resize(time: Duration, size: Size)
        /// The app ended: the bytes that give the terminal back as it leaves it (`finish()`).
        case end(time: Duration, bytes: String)
    }

    package init(size: Size, theme: Theme, colorMode: ColorMode, supportsUnicode: Bool, clock: any TimeSource) {
        self.size = size
        self.colorMode = colorMode
        self.supportsUnicode = supportsUnicode
        self.clock = clock
        start = clock.now
        encoder = ANSIFrameEncoder(theme: theme, colorMode: colorMode, size: size)
    }

    /// Time since the start on the screen's clock.
    package var elapsed: Duration { clock.now - start }

    @discardableResult
    package func draw(_ frame: CellBuffer) -> FrameStats {
        if let size = pendingResize {
            onOutput(.resize(time: elapsed, size: size))
            pendingResize = nil
        }
        let bytes = encoder.encode(frame)
        if !bytes.isEmpty { onOutput(.output(time: elapsed, bytes: bytes)) }
        return FrameStats()
    }

    /// Ends the film as the app leaves a terminal: attributes reset, the cursor shown.
    package func finish() {
        onOutput(.end(time: elapsed, bytes: encoder.finish()))
    }

    package func nextEvent(timeout: Duration?) -> Key? { nil }

    package func invalidate() { encoder.invalidate() }

    /// The terminal's new size; the next frame says so and repaints everything.
    package func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        pendingResize = newSize
    }
}
