import TerminalUI

/// What the inspector keeps while the app is rewound.
@MainActor
struct RewindState {
    /// The timeline entry the app was rewound to.
    let entry: Int
    /// The app replayed up to just after it, frozen.
    let replay: InspectorReplay
    /// Draws `replay` over the running app and keeps the app's keys from it.
    let view: RewoundAppView
    /// The window's commands before the rewind (only those that reach the rewound app stay).
    let keyCommands: [KeyCommand]
}

/// Rewind (`R` on the timeline): the app as it was just after an entry. The inspector asks the
/// app (`rewinding`) for a copy replayed up to the entry's moment and shows that copy's window
/// over the running app, which goes on underneath untouched (its timers still fire, and its new
/// entries join the timeline after the past's). Meanwhile only the keys the app names reach it;
/// every other key is the panel's or kept from the app. `R` on the newest entry returns to the
/// present, and so does Esc on the rewound app.
extension Inspector {
    /// The entry the app is rewound to (nil: it shows the present).
    public var rewoundEntry: Int? { rewindState?.entry }

    /// `⏪ rewound to #12` (`<< rewound to #12` in ASCII) while the app is rewound, for the app's
    /// key-hint line (`InspectorRewinding.rewindDidChange(to:)` says when it changes).
    public var rewindStatus: String? {
        guard let entry = rewoundEntry else { return nil }
        return "\(window?.glyphs.isASCII == true ? "<<" : "⏪") rewound to #\(entry)"
    }

    /// The moment timeline entry `number` was made at, as the app's `InspectorRewinding` gave it
    /// (nil if the timeline no longer keeps the entry, or the app gave none then).
    public func moment<Moment: Sendable>(ofEntry number: Int, as type: Moment.Type = Moment.self) -> Moment? {
        journal.entry(number)?.moment as? Moment
    }

    /// Shows the app as it was just after timeline entry `number`. Returns false when it cannot:
    /// no `rewinding`, an entry the timeline no longer keeps or that has no moment, or a replay
    /// the app could not make.
    @discardableResult
    public func rewind(toEntry number: Int) -> Bool {
        guard let window, let rewinding, let moment = journal.entry(number)?.moment,
            let replay = Self.replay(rewinding, to: moment)
        else { return false }
        let keys = InspectorView.RewoundKeys(
            reachesApp: { [weak rewinding] key in rewinding?.reachesAppWhileRewound(key) ?? false },
            keptFromApp: { [weak rewinding] key in rewinding?.keptFromApp(key) })
        let rewoundView = RewoundAppView(past: replay, keys: keys)
        rewoundView.onEscape = { [weak self] in self?.returnToPresent() }
        let commands = rewindState?.keyCommands ?? window.keyCommands
        if let previous = rewindState {
            window.removeOverlay(previous.view)
            previous.replay.close()
        }
        // Under the inspector when it is over the app: close it, cover the app, open it again.
        let wasOpen = isOpen
        if wasOpen && !isBeside { close() }
        window.showOverlay(rewoundView)
        if wasOpen && !isOpen { open() }
        rewoundView.besideInspector = view
        window.keyCommands = commands.filter { keys.reachesApp($0.key) }
        rewindState = RewindState(entry: number, replay: replay, view: rewoundView, keyCommands: commands)
        showRewound(replay.inspector, entry: number, keys: keys)
        rewinding.rewindDidChange(to: number)
        return true
    }

    /// Shows the running app again.
    public func returnToPresent() {
        guard let state = rewindState else { return }
        rewindState = nil
        window?.removeOverlay(state.view)
        state.replay.close()
        window?.keyCommands = state.keyCommands
        showPresent()
        rewinding?.rewindDidChange(to: nil)
    }

    /// `R` on entry `number`: in the present, a rewind to it (to the one before it when it is
    /// the newest, so that `R` beside the app, where the newest is selected, steps back); while
    /// rewound, a rewind to it, or back to the present when it is the newest.
    func rewindKey(onEntry number: Int, isNewest: Bool) {
        guard rewinding != nil else { return }
        if rewindState != nil {
            if isNewest { returnToPresent() } else { rewind(toEntry: number) }
            return
        }
        let entries = journal.timeline
        if isNewest {
            guard entries.count >= 2 else { return }
            rewind(toEntry: entries[entries.count - 2].number)
        } else {
            rewind(toEntry: number)
        }
    }

    /// The app's replay up to `moment`, which the journal stamped from its `currentMoment`.
    private static func replay<Rewinding: InspectorRewinding>(
        _ rewinding: Rewinding, to moment: any Sendable
    ) -> InspectorReplay? {
        (moment as? Rewinding.Moment).flatMap(rewinding.replay(to:))
    }
}
