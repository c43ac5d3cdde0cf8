import TerminalUI

/// What an app that can replay itself gives the inspector, so that `R` on the timeline shows
/// the app as it was just after an entry. The inspector stamps each timeline entry with the
/// app's moment; `R` asks the app for a copy replayed up to that moment and shows it over the
/// running app (which goes on underneath), the panel showing the copy's pages with the later
/// entries dimmed, until `R` on the newest entry or Esc returns to the present.
///
/// A deterministic app can replay its recorded input on a fresh copy of itself (a headless
/// screen, a manual clock): the moment is then how much input had come, and when. Without a
/// value set as `Inspector.rewinding`, `R` does nothing.
@MainActor
public protocol InspectorRewinding: AnyObject {
    /// A moment of the app that it can replay up to.
    associatedtype Moment: Sendable

    /// Where the app is now: the inspector stamps each new timeline entry with it. Nil: entries
    /// made now cannot be rewound to.
    var currentMoment: Moment? { get }

    /// A fresh copy of the app, replayed up to `moment` and left there; nil when it cannot be
    /// made. The inspector closes it (`InspectorReplay`) when the app returns to the present or
    /// rewinds elsewhere.
    func replay(to moment: Moment) -> InspectorReplay?

    /// Whether `key` still reaches the running app while it is rewound (quitting, the key that
    /// opens the inspector): every other key is the panel's, or kept from the app.
    func reachesAppWhileRewound(_ key: Key) -> Bool

    /// A key the panel or the rewound app used for itself: it never reached the app, so a record
    /// of the app's input should forget it (a replay of that record then still gives the present).
    func keptFromApp(_ key: Key)

    /// The app was rewound to timeline entry `entry`, or came back to the present (nil): what
    /// depends on it follows (the key-hint line can show `Inspector.rewindStatus`).
    func rewindDidChange(to entry: Int?)
}

extension InspectorRewinding {
    /// An app that records no input has nothing to forget.
    public func keptFromApp(_ key: Key) {}

    /// An app with nothing that depends on the rewind.
    public func rewindDidChange(to entry: Int?) {}
}
