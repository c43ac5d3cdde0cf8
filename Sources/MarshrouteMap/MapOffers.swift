import TerminalUI

/// The actions a screen offers, read from what TerminalUI shows the user: the key-hint line
/// (the focused view's, the focus path's, the presentation's, the window's), the navigation
/// bars' buttons by their letters, and, on a focused list, each row chosen and opened (or
/// peeked) as one action, so that the selection need not be part of a state.
@MainActor
public enum MapOffers {
    /// The keys of the key-hint line and the bar buttons' letters, as `--keys` tokens, without
    /// `excluded`.
    public static func keyTokens(in window: Window, excluding excluded: Set<String> = []) -> [String] {
        var tokens: [String] = []
        func add(_ token: String) {
            if !excluded.contains(token) && !tokens.contains(token) { tokens.append(token) }
        }
        for hint in window.currentKeyHints() {
            for token in Self.tokens(ofHint: hint.keys, glyphs: window.glyphs) { add(token) }
        }
        for controller in window.visibleViewControllers {
            let items = controller.navigationItem.leftBarButtonItems + controller.navigationItem.rightBarButtonItems
            for item in items where item.isEnabled {
                if let hotkey = item.hotkey { add(String(hotkey)) }
            }
        }
        return tokens
    }

    /// The actions the hint line and bar buttons offer now, and `extraKeys` (keys the app
    /// knows its screens take without a hint), as ``actions(fromKeys:in:)`` makes them.
    public static func actions(
        in window: Window, excluding excluded: Set<String> = [], extraKeys: [String] = []
    ) -> [MapAction] {
        var tokens = keyTokens(in: window, excluding: excluded)
        for token in extraKeys where !excluded.contains(token) && !tokens.contains(token) { tokens.append(token) }
        return actions(fromKeys: tokens, in: window)
    }

    /// Tokens as actions. On a focused list, Enter and the peek key become one action per
    /// enabled row (the moves to it, then the key), and the moves alone are dropped: what a
    /// row leads to is explored, not where the selection stands.
    public static func actions(fromKeys tokens: [String], in window: Window) -> [MapAction] {
        guard let list = window.focusedView as? ListView, !list.items.isEmpty else {
            return tokens.compactMap { MapAction(keys: $0) }
        }
        var actions: [MapAction] = []
        let rowKeys = Set(["enter", window.peekKey?.description].compactMap { $0 })
        for token in tokens {
            if listMoves.contains(token) { continue }
            guard rowKeys.contains(token), let key = MapAction(keys: token).flatMap(\.key) else {
                if let action = MapAction(keys: token) { actions.append(action) }
                continue
            }
            for (index, item) in list.items.enumerated() where item.isEnabled {
                let moves = self.moves(in: list, to: index)
                guard let action = MapAction(keys: (moves + [key]).joined(separator: " "), row: item.title) else {
                    continue
                }
                actions.append(action)
            }
        }
        return actions
    }

    /// The keys a list takes to move its selection.
    static let listMoves: Set<String> = ["up", "down", "pgup", "pgdn", "home", "end", "j", "k"]

    /// The arrow presses from the list's selection to row `index`.
    static func moves(in list: ListView, to index: Int) -> [String] {
        let current = list.selectedIndex ?? -1
        guard index != current else { return [] }
        let range = index > current ? (current + 1)...index : index...(current - 1)
        let steps = range.filter { list.items[$0].isEnabled }.count
        return Array(repeating: index > current ? "down" : "up", count: steps)
    }

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
