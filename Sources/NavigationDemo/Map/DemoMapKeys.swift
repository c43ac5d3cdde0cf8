import MarshrouteMap
import TerminalUI

/// The keys the map presses on the demo's current screen: those its tables of keys offer now
/// (`MapOffers`, as the lessons' near misses read them), without the keys that leave the app or
/// open a tool over it. The one place the map reads the demo's offered keys from.
@MainActor
enum DemoMapKeys {
    /// Never pressed: the app-wide keys (the tools, quitting, the layout switch), and the Go-to
    /// prompt among them, whose routes the map opens itself (`DemoMap.deepLinks`).
    static let excluded: Set<String> = Set(DemoAppKeys.keyBindings.rows.flatMap(\.keys).map { $0.key.description })

    /// The screens' keys that act on a list's selected row (the peek key): one action per row.
    static let rowKeys: Set<String> = Set(DemoViewController.keyBindings.keys(for: .peek).map(\.description))

    /// The keys offered now, as `--keys` tokens.
    static func offered(in window: Window) -> [String] {
        MapOffers.keyTokens(in: window, excluding: excluded)
    }

    /// The waits offered from every state: a second (a banner, Marshroute's retain-cycle check)
    /// and six (the comeback timer).
    static let waits: [MapAction] = [.wait(.seconds(1)), .wait(.seconds(6))]
}
