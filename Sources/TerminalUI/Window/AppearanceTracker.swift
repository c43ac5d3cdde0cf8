/// Which controllers are on screen, and their appearance callbacks. Given each new visible
/// set, it sends "will appear / will disappear" at once to the controllers that entered or
/// left, and keeps the matching "did" callbacks until `flush()`, which the window calls when
/// the transition's animation is over (at once when nothing animates). It knows nothing of
/// windows, so it can be tested with bare controllers.
@MainActor
final class AppearanceTracker {
    /// The controllers on screen, parents before children.
    private(set) var visible: [ViewController] = []
    private var pendingEnds: [(controller: ViewController, animated: Bool)] = []

    /// Whether "did" callbacks are waiting for `flush()`.
    var hasPendingCallbacks: Bool { !pendingEnds.isEmpty }

    /// Makes `newVisible` the visible set: "will" callbacks now, in order (leaving first).
    func update(to newVisible: [ViewController], animated: Bool) {
        let oldIDs = Set(visible.map(ObjectIdentifier.init))
        let newIDs = Set(newVisible.map(ObjectIdentifier.init))
        let leaving = visible.filter { !newIDs.contains(ObjectIdentifier($0)) }
        let entering = newVisible.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        visible = newVisible
        for controller in leaving {
            controller.beginAppearance(false, animated: animated)
            pendingEnds.append((controller, animated))
        }
        for controller in entering {
            controller.loadViewIfNeeded()
            controller.beginAppearance(true, animated: animated)
            pendingEnds.append((controller, animated))
        }
    }

    /// Sends the pending "did appear / did disappear" callbacks, including those of changes a
    /// callback made meanwhile.
    func flush() {
        while !pendingEnds.isEmpty {
            let pending = pendingEnds
            pendingEnds = []
            for entry in pending { entry.controller.endAppearance(animated: entry.animated) }
        }
    }
}
