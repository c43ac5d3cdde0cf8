import TerminalUI

/// The actions a screen offers, read from what TerminalUI says the keyboard can do now (the
/// tables of keys along the responder chain, `Window.currentOfferedKeys()`: the focused view's,
/// the focus path's with the bar buttons' letters, the presentation's, the window's), and, on a
/// focused list, each row chosen and opened (or peeked) as one action, so that the selection
/// need not be part of a state.
@MainActor
public enum MapOffers {
    /// The keys offered now, as `--keys` tokens, without `excluded`. The one place the map
    /// reads offered keys from.
    public static func keyTokens(in window: Window, excluding excluded: Set<String> = []) -> [String] {
        var tokens: [String] = []
        for key in window.currentOfferedKeys() {
            let token = key.description
            if !excluded.contains(token) && !tokens.contains(token) { tokens.append(token) }
        }
        return tokens
    }

    /// The actions the tables offer now, and `extraKeys` (keys the app
    /// knows its screens take without a hint), as ``actions(fromKeys:in:rowKeys:)`` makes them.
    public static func actions(
        in window: Window, excluding excluded: Set<String> = [], extraKeys: [String] = []
    ) -> [MapAction] {
        var tokens = keyTokens(in: window, excluding: excluded)
        for token in extraKeys where !excluded.contains(token) && !tokens.contains(token) { tokens.append(token) }
        return actions(fromKeys: tokens, in: window)
    }

    /// Tokens as actions. On a focused list, Enter, the window's peek key and `rowKeys` (keys
    /// of the app's that act on the selected row, such as a screen's own peek key) become one
    /// action per enabled row (the moves to it, then the key), and the moves alone are dropped:
    /// what a row leads to is explored, not where the selection stands.
    public static func actions(fromKeys tokens: [String], in window: Window, rowKeys: Set<String> = []) -> [MapAction] {
        guard let list = window.focusedView as? ListView, !list.items.isEmpty else {
            return tokens.compactMap(key(_:)).map { MapAction(.keys([$0])) }
        }
        var actions: [MapAction] = []
        // Enter opens a row unless something before the list takes it (a banner's tap): the
        // hint line shows the first taker's hint.
        let glyphs = window.glyphs
        func enterHint(_ hints: [KeyHint]) -> String? {
            hints.first { Self.tokens(ofHint: $0.keys, glyphs: glyphs) == listOpens }?.action
        }
        let listTakesEnter = enterHint(window.currentKeyHints()) == enterHint(list.keyHints)
        let rowKeys = rowKeys.union((listTakesEnter ? listOpens : []) + [window.peekKey?.description].compactMap { $0 })
        for token in tokens {
            if listMoves.contains(token) { continue }
            guard let key = key(token) else { continue }
            guard rowKeys.contains(token) else {
                actions.append(MapAction(.keys([key])))
                continue
            }
            // The moves to each row: as many arrows as enabled rows lie between it and the selection.
            let current = list.selectedIndex ?? -1
            var enabledBefore: [Int] = []
            var count = 0
            for item in list.items {
                enabledBefore.append(count)
                if item.isEnabled { count += 1 }
            }
            let currentRank = current >= 0 ? enabledBefore[current] : -1
            for (index, item) in list.items.enumerated() where item.isEnabled {
                let rank = enabledBefore[index]
                let moves: [Key] =
                    index == current
                    ? [] : Array(repeating: rank > currentRank ? .down : .up, count: abs(rank - currentRank))
                actions.append(MapAction(.keys(moves + [key]), row: item.title))
            }
        }
        return actions
    }

    /// A token's key (parsed once: offers are read after every action).
    static func key(_ token: String) -> Key? {
        if let known = parsedKeys[token] { return known }
        guard case .key(let key) = try? KeyScript.parseToken(token) else { return nil }
        parsedKeys[token] = key
        return key
    }

    private static var parsedKeys: [String: Key] = [:]

    /// The keys a list takes to move its selection.
    static let listMoves: Set<String> = Set(
        ListView.keyBindings.rows.flatMap(\.keys).filter { $0.action != .activate }.map(\.key.description))

    /// The keys that open a list's selected row, as tokens (Enter), from its table.
    static let listOpens: [String] = ListView.keyBindings.keys(for: .activate).map(\.description)

    /// A hint's keys as tokens: `▲▼` → up down, `⏎` → enter, `1-3` → 1 2 3, `Esc` → esc, a
    /// character → itself; nil for a hint that is no key (a status).
    static func tokens(ofHint keys: String, glyphs: GlyphSet) -> [String] {
        switch keys {
        case "": return []
        case "▲▼", "^v", "\(glyphs.arrowUp)\(glyphs.arrowDown)": return ["up", "down"]
        case "⏎", "Enter", glyphs.enterKey: return ["enter"]
        case "⌫", "Bksp", "Backspace", glyphs.backspaceKey: return ["backspace"]
        case "Esc": return ["esc"]
        case "Tab": return ["tab"]
        case "Shift-Tab": return ["backtab"]
        default:
            let parts = keys.split(separator: "-")
            if parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low <= high, high <= 9 {
                return (low...high).map(String.init)
            }
            return keys.count == 1 ? [keys == " " ? "space" : keys] : []
        }
    }
}
