import TerminalUI

/// One thing a user can do to the app from where it is: keys (a row chosen and opened counts
/// as one action), a wait on the manual clock (timers fire), or a deep link opened. The map's
/// edges name the action that caused them, and a state is reached again by replaying the
/// actions of its path on a fresh app.
public struct MapAction: Hashable, Sendable, CustomStringConvertible {
    /// What the action does.
    public enum Kind: Hashable, Sendable {
        /// These keys, in order (`down down enter`: the third row opened).
        case keys([Key])
        /// The manual clock moves on this long: the timers due on the way fire.
        case wait(Duration)
        /// The app opens this URL through its routes.
        case open(String)
    }

    /// What it does.
    public let kind: Kind
    /// For keys that act on a list's row, the row's text (`Transport`): what the user chose.
    public let row: String?

    /// An action of any kind.
    public init(_ kind: Kind, row: String? = nil) {
        self.kind = kind
        self.row = row
    }

    /// Keys from their `--keys` tokens (`down down enter`); nil when a token is not a key.
    public init?(keys tokens: String, row: String? = nil) {
        guard let steps = try? KeyScript.parse(tokens), !steps.isEmpty else { return nil }
        var keys: [Key] = []
        for step in steps {
            guard case .key(let key) = step else { return nil }
            keys.append(key)
        }
        self.init(.keys(keys), row: row)
    }

    /// A wait.
    public static func wait(_ duration: Duration) -> MapAction { MapAction(.wait(duration)) }
    /// A deep link.
    public static func open(_ url: String) -> MapAction { MapAction(.open(url)) }

    /// As a `--keys` script would say it (`down down enter`, `wait:6000ms`), or the URL.
    public var description: String {
        switch kind {
        case .keys(let keys): keys.map(\.description).joined(separator: " ")
        case .wait(let duration): ScriptStep.wait(duration).description
        case .open(let url): url
        }
    }

    /// What an edge says caused it: the key (with the row it acted on), the wait, or the URL.
    /// `enter on "Transport"`, `t`, `wait 6s`, `navdemo://adverts/16`.
    public var cause: String {
        switch kind {
        case .keys(let keys):
            // The moves that choose a row are not the cause; the key pressed on it is.
            let last = keys.last.map(\.description) ?? ""
            guard let row else { return keys.map(\.description).joined(separator: " ") }
            return "\(last) on \"\(row)\""
        case .wait(let duration):
            let (seconds, attoseconds) = duration.components
            let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            return milliseconds % 1000 == 0 ? "wait \(milliseconds / 1000)s" : "wait \(milliseconds)ms"
        case .open(let url):
            return url
        }
    }

    /// The key pressed (for keys), without the moves before it: what a coverage report and
    /// the map's key column name.
    public var key: String? {
        guard case .keys(let keys) = kind else { return nil }
        return keys.last?.description
    }
}
