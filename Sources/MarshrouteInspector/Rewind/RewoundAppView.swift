import TerminalUI

/// The app as it was: a window-level overlay over the running app that draws the window of a
/// replayed copy (`InspectorReplay`), frozen at the moment it was replayed to. The copy's window
/// is sized so that its screens get the area the app has; its key-hint line falls under the
/// running window's (which can say `⏪ rewound to #N`), and its own inspector is closed: the
/// running app's inspector shows its pages.
/// Keys the app would take are kept from it; the inspector's beside the app go to the
/// inspector first (the overlay sees keys before it).
@MainActor
final class RewoundAppView: View {
    let past: InspectorReplay
    /// The panel beside the app, while the inspector sits there.
    weak var besideInspector: InspectorView?
    let keys: InspectorView.RewoundKeys
    /// Esc on the rewound app (the inspector closed or over it): back to the present.
    var onEscape: (() -> Void)?
    private let buffer = CellBuffer(size: Size(width: 0, height: 0))

    init(past: InspectorReplay, keys: InspectorView.RewoundKeys) {
        self.past = past
        self.keys = keys
        super.init()
        past.window.finishAnimations()
        past.inspector.close()
    }

    override var canBecomeFocused: Bool { true }

    override func draw(in canvas: Canvas) {
        // One row more: the past window's hint line, cut off by the canvas.
        let size = Size(width: bounds.width, height: bounds.height + 1)
        if past.window.size != size { past.window.resize(to: size) }
        past.window.render(into: buffer)
        canvas.blit(buffer, at: .zero)
    }

    /// Beside the inspector, its keys; else the keys that still reach the app go on to it, and
    /// every other key is kept from it (and from the app's record of its input); Esc then
    /// returns to the present (`keyBindings`).
    override func handleKey(_ key: Key) -> Bool {
        if let inspector = besideInspector, inspector.isBeside, inspector.window != nil {
            return inspector.handleKey(key)
        }
        if keys.reachesApp(key) { return false }
        keys.keptFromApp(key)
        _ = Self.keyBindings.handle(key, on: self)
        return true
    }

    override func mouseClicked(at point: Point) -> Bool {
        keys.keptFromApp(.mouseClick(Point(x: point.x + frame.minX, y: point.y + frame.minY)))
        return true
    }

    override var keyHints: [KeyHint] {
        if let inspector = besideInspector, inspector.isBeside, inspector.window != nil {
            return inspector.keyHints
        }
        return Self.keyBindings.hints(on: self, glyphs: glyphs)
    }

    override var offeredKeys: [Key] {
        if let inspector = besideInspector, inspector.isBeside, inspector.window != nil {
            return inspector.offeredKeys
        }
        return Self.keyBindings.offeredKeys(on: self)
    }
}
