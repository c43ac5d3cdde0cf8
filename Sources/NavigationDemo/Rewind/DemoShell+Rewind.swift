import MarshrouteInspector
import TerminalUI

/// What the shell keeps while the app is rewound.
@MainActor
struct RewoundState {
    /// The timeline entry the app was rewound to.
    let entry: Int
    /// The session replayed up to just after it, frozen.
    let past: DemoShell
    /// Draws `past` over the running app and keeps the app's keys from it.
    let view: RewoundAppView
}

/// Rewind (`R` on the inspector's timeline): the app as it was just after an entry. The shell
/// replays the session's input up to the entry's point on a fresh shell (`DemoReplay`) and shows
/// that shell's window over the running app, which goes on underneath untouched (its timers
/// still fire, and its new entries join the timeline after the past's). Meanwhile only quitting,
/// `i` and `S` reach the app; every other key is the inspector's or kept from the app, and the
/// session's input forgets the keys that never reached the app, so that a later replay of it
/// still gives the present. `R` on the newest entry returns to the present, and so does Esc on
/// the rewound app. A running lesson's panel steps aside: the past's shows it as it was. The
/// keys that reach the app are the app-wide keys offered while rewound (`DemoAppKeys`).
extension DemoShell {
    /// Whether `key` runs one of the app-wide keys now (while rewound: quit, `i`, `S`).
    func reachesApp(_ key: Key) -> Bool {
        window.keyCommands.contains { $0.runs(for: key) }
    }

    /// The entry the app is rewound to (nil: it shows the present).
    package var rewoundEntry: Int? { rewound?.entry }

    /// The newest timeline entry's number (nil before the first).
    public var newestTimelineEntry: Int? { demo.inspector.journal.timeline.last?.number }

    /// The point of the session just after timeline entry `number` (nil if the timeline does not
    /// keep it, or this shell is a replay).
    public func point(afterEntry number: Int) -> DemoSessionPoint? {
        demo.inspector.journal.entry(number)?.point as? DemoSessionPoint
    }

    /// The session's input so far (nil in a replay).
    public var sessionInput: DemoSessionInput? { log?.input }

    /// A fresh shell on a headless screen, with this session replayed up to `point`; close it
    /// (`close()`) when done with it.
    public func replayed(to point: DemoSessionPoint) -> DemoShell? {
        guard let input = log?.input else { return nil }
        return DemoReplay.replay(input, to: point, assets: assets)
    }

    /// `R` on entry `number`: in the present, a rewind to it (to the one before it when it is
    /// the newest, so that `R` beside the app, where the newest is selected, steps back); while
    /// rewound, a rewind to it, or back to the present when it is the newest.
    func rewindKey(onEntry number: Int, isNewest: Bool) {
        if rewound != nil {
            if isNewest { returnToPresent() } else { rewind(toEntry: number) }
            return
        }
        let entries = demo.inspector.journal.timeline
        if isNewest {
            guard entries.count >= 2 else { return }
            rewind(toEntry: entries[entries.count - 2].number)
        } else {
            rewind(toEntry: number)
        }
    }

    /// Shows the app as it was just after timeline entry `number`. Returns false when the
    /// timeline no longer keeps it.
    @discardableResult
    public func rewind(toEntry number: Int) -> Bool {
        guard let point = point(afterEntry: number), let past = replayed(to: point) else { return false }
        let keys = InspectorView.RewoundKeys(
            reachesApp: { [weak self] key in self?.reachesApp(key) ?? false },
            keptFromApp: { [weak log] key in log?.forgetLast(key) })
        let view = RewoundAppView(past: past, keys: keys)
        view.onEscape = { [weak self] in self?.returnToPresent() }
        lessons.isPanelHidden = true
        let inspector = demo.inspector
        if let previous = rewound {
            window.removeOverlay(previous.view)
            previous.past.close()
        }
        // Under the inspector when it is over the app: close it, cover the app, open it again.
        let wasOpen = inspector.isOpen
        if wasOpen && !inspector.isBeside { inspector.close() }
        window.showOverlay(view)
        if wasOpen && !inspector.isOpen { inspector.open() }
        view.besideInspector = inspector.view
        demo.isRewound = true
        rewound = RewoundState(entry: number, past: past, view: view)
        inspector.showRewound(past.demo.inspector, entry: number, keys: keys)
        refreshStatusHint()
        logger.info("rewound", metadata: ["entry": "\(number)", "point": "\(point)"])
        return true
    }

    /// Shows the running app again.
    public func returnToPresent() {
        guard let state = rewound else { return }
        rewound = nil
        window.removeOverlay(state.view)
        state.past.close()
        lessons.isPanelHidden = false
        demo.isRewound = false
        demo.inspector.showPresent()
        refreshStatusHint()
        logger.info("back to the present")
    }

    /// `⏪ rewound to #12` (`<< rewound to #12` in ASCII).
    func rewoundLabel(entry: Int) -> String {
        "\(window.glyphs.isASCII ? "<<" : "⏪") rewound to #\(entry)"
    }
}
