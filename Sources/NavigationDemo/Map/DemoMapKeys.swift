import MarshrouteMap
import TerminalUI

/// The keys the map presses on the demo's current screen: the key-hint line's and the bar
/// buttons' (`MapOffers`), the screen keys the key map documents (`LessonProbe.screenKeys`,
/// which the lessons' near misses press too), without the keys that leave the app or open a
/// tool over it. The one place the map reads the demo's offered keys from.
@MainActor
enum DemoMapKeys {
    /// Never pressed: the tools and quitting (`LessonProbe.leaving`), and the Go-to prompt,
    /// whose routes the map opens itself (`DemoMap.deepLinks`).
    static let excluded: Set<String> = LessonProbe.leaving.union(["g", ":"])

    /// The keys offered now, as `--keys` tokens.
    static func offered(in window: Window) -> [String] {
        var keys = MapOffers.keyTokens(in: window, excluding: excluded)
        for token in LessonProbe.screenKeys where !token.hasPrefix("wait:") && !excluded.contains(token) {
            if !keys.contains(token) { keys.append(token) }
        }
        return keys
    }

    /// The waits offered from every state: a second (a banner, Marshroute's retain-cycle check)
    /// and six (the comeback timer).
    static let waits: [MapAction] = [.wait(.seconds(1)), .wait(.seconds(6))]
}
