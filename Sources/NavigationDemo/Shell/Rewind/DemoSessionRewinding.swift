import Logging
import MarshrouteInspector
import TerminalUI

/// The demo's side of the inspector's rewind (`InspectorRewinding`): a moment is a point of the
/// session's input (`DemoSessionPoint`), and the app as it was is a fresh shell that replays the
/// input up to it (`DemoReplay`). While rewound only quitting, `i` and `S` reach the app, the
/// keys the past's view used for itself are taken back out of the session's input (so that it
/// always replays to the present), a running lesson's panel steps aside (the past's shows it as
/// it was), and the key-hint line says `⏪ rewound to #N`.
@MainActor
final class DemoSessionRewinding: InspectorRewinding {
    private weak var shell: DemoShell?
    private let log: DemoSessionLog

    init(shell: DemoShell, log: DemoSessionLog) {
        self.shell = shell
        self.log = log
    }

    var currentMoment: DemoSessionPoint? { log.point }

    func replay(to moment: DemoSessionPoint) -> InspectorReplay? {
        guard let past = shell?.replayed(to: moment) else { return nil }
        return InspectorReplay(window: past.window, inspector: past.demo.inspector) { past.close() }
    }

    /// The app-wide keys that reach a rewound app (`DemoAppKeys.actionsReachingRewoundApp`).
    func reachesAppWhileRewound(_ key: Key) -> Bool { DemoAppKeys.reachesRewoundApp(key) }

    func keptFromApp(_ key: Key) { log.forgetLast(key) }

    func rewindDidChange(to entry: Int?) {
        guard let shell else { return }
        shell.lessons.isPanelHidden = entry != nil
        shell.refreshStatusHint()
        if let entry {
            let point = shell.point(afterEntry: entry).map { "\($0)" } ?? "none"
            shell.logger.info("rewound", metadata: ["entry": "\(entry)", "point": "\(point)"])
        } else {
            shell.logger.info("back to the present")
        }
    }
}
