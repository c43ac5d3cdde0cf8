/// A panel's key table: its `KeyBinding` rows, in the order the help and the hint line show
/// them. Everything about the panel's keys is read from here: which action a key runs
/// (`handle(_:on:)`), the key-hint line (`hints(on:glyphs:)`), the keys offered now
/// (`offeredKeys(on:)`), the help's lines (`helpEntries(glyphs:)`) and every key it binds
/// (`allKeys`). The window merges the tables of the focused view and controller with their
/// ancestors' (as it walks the responder chain), so what is offered is computed, never written.
///
/// What runs on every key and before a frame that follows one (dispatch, hints, offered keys)
/// is `@inlinable`: the app's module then specializes it for its panel type, where a generic
/// call across the module boundary looked up type metadata at run time (docs/PERFORMANCE.md,
/// section 0).
public struct KeyBindings<Panel: KeyBindingPanel>: Sendable, ExpressibleByArrayLiteral {
    /// One row.
    public typealias Binding = KeyBinding<Panel>

    /// The rows, in order.
    public let rows: [Binding]
    /// Rows with a hint, in the order the line shows them (by position, then row order).
    @usableFromInline let hintOrder: [Int]
    /// The key labels of the rows in `hintOrder`, written once per glyph set.
    @usableFromInline let hintLabels: HintKeyLabels

    /// A table of `rows`.
    public init(_ rows: [Binding]) {
        self.rows = rows
        hintOrder = rows.indices.filter { rows[$0].hint != nil }.sorted {
            (rows[$0].hint?.position ?? Int.max, $0) < (rows[$1].hint?.position ?? Int.max, $1)
        }
        hintLabels = HintKeyLabels(
            hintOrder.map { index in
                let written: HintKeyLabels.Written =
                    switch rows[index].hint?.keys ?? .first {
                    case .first: .first
                    case .firstTwo: .firstTwo
                    case .offered: .offered
                    case .shown(let text): .shown(text)
                    }
                return (keys: rows[index].keys.map(\.key), written: written)
            })
    }

    /// A table of `rows`.
    public init(arrayLiteral rows: Binding...) {
        self.init(rows)
    }

    // MARK: Dispatch

    /// The action `key` runs now: the first row binding it whose action is offered.
    @inlinable @MainActor
    public func action(for key: Key, on panel: Panel) -> Panel.KeyAction? {
        for row in rows {
            for entry in row.keys where entry.key == key && row.offers(entry.action, on: panel) {
                return entry.action
            }
        }
        return nil
    }

    /// Runs the action `key` is bound to, if it is offered now. Returns whether it ran one.
    @inlinable @MainActor
    public func handle(_ key: Key, on panel: Panel) -> Bool {
        guard let action = action(for: key, on: panel) else { return false }
        panel.perform(action)
        return true
    }

    // MARK: What is offered

    /// The key-hint line's entries of the rows offered now, in the line's order, after
    /// `leading` (a subclass passes its superclass's hints here rather than adding two arrays).
    @inlinable @MainActor
    public func hints(on panel: Panel, glyphs: GlyphSet, after leading: consuming [KeyHint] = []) -> [KeyHint] {
        // Asked after every key: plain loops, no intermediate arrays and no closures (a
        // closure here, even `withUnsafeBufferPointer`'s, checked the executor at each call),
        // the key labels written once per glyph set, and `leading` taken over rather than
        // copied to append to it.
        var hints = consume leading
        let labels = hintLabels.rows(in: glyphs)
        for line in hintOrder.indices {
            let index = hintOrder[line]
            // The row and its hint read a field at a time: a copy of either retained them all.
            if let isShown = rows[index].hint?.isShown, !isShown(panel) { continue }
            guard let keys = Self.hintKeys(ofRow: index, in: rows, labels: labels[line], on: panel, glyphs: glyphs)
            else { continue }
            let label = rows[index].hint?.dynamicLabel?(panel) ?? rows[index].hint?.label ?? ""
            hints.append(KeyHint(keys, label, essential: rows[index].hint?.isEssential ?? false))
        }
        return hints
    }

    /// What the hint of `rows[index]` writes for its keys (`labels`: theirs in the window's
    /// glyph set), or nil when none of them is offered.
    @inlinable @MainActor
    static func hintKeys(
        ofRow index: Int, in rows: [Binding], labels: HintKeyLabels.Row, on panel: Panel, glyphs: GlyphSet
    ) -> String? {
        // `KeyBinding.offers(_:on:)` with the row's fields read once: calling it on
        // `rows[index]` copied the whole row each time.
        let keys = rows[index].keys
        let when = rows[index].when
        let condition = rows[index].condition
        if labels.writesOfferedKeys {
            var offered: [Key] = []
            for entry in keys where when?(panel) ?? condition?(panel, entry.action) ?? true {
                offered.append(entry.key)
            }
            guard !offered.isEmpty else { return nil }
            return Key.labels(offered, separator: "", label: { $0.hintLabel(in: glyphs) })
        }
        for position in keys.indices where when?(panel) ?? condition?(panel, keys[position].action) ?? true {
            return labels.fixed ?? labels.keys[position]
        }
        return nil
    }

    /// The keys offered now, one for each action a row offers (the first of its keys): what
    /// a learner, a fuzzer or a test could press here.
    @inlinable @MainActor
    public func offeredKeys(on panel: Panel) -> [Key] {
        var keys: [Key] = []
        for row in rows {
            var actions: [Panel.KeyAction] = []
            for entry in row.keys where !actions.contains(entry.action) {
                actions.append(entry.action)
                if row.offers(entry.action, on: panel), !keys.contains(entry.key) { keys.append(entry.key) }
            }
        }
        return keys
    }

    /// Whether `key` runs an action now.
    @inlinable @MainActor
    public func offers(_ key: Key, on panel: Panel) -> Bool {
        action(for: key, on: panel) != nil
    }

    // MARK: Declared

    /// Every key of the table, each once, in order.
    public var allKeys: [Key] {
        var keys: [Key] = []
        for row in rows {
            for entry in row.keys where !keys.contains(entry.key) { keys.append(entry.key) }
        }
        return keys
    }

    /// The keys bound to `action`, in order.
    public func keys(for action: Panel.KeyAction) -> [Key] {
        rows.flatMap(\.keys).filter { $0.action == action }.map(\.key)
    }

    /// The first row binding `action`.
    public func row(for action: Panel.KeyAction) -> Binding? {
        rows.first { $0.keys.contains { $0.action == action } }
    }

    /// The help's lines: each row with help, its keys as the help writes them.
    public func helpEntries(glyphs: GlyphSet) -> [KeyHint] {
        rows.compactMap { row in
            guard let help = row.help else { return nil }
            return KeyHint(row.helpKeys(in: glyphs), help.text)
        }
    }

    // MARK: Window-wide

    /// The table as the window's key commands, run on `panel`: each key a command, offered
    /// while its row offers its action, the hint under the row's first key (the hinted rows
    /// first, in the line's order, since the window shows its commands' hints in order). A
    /// command's hint is made once: its label, never a dynamic one, shown while offered. The
    /// commands hold `panel` weakly: its owner keeps it.
    @MainActor
    public func keyCommands(on panel: Panel, glyphs: GlyphSet) -> [KeyCommand] {
        let order = hintOrder + rows.indices.filter { rows[$0].hint == nil }
        var commands: [KeyCommand] = []
        for index in order {
            let row = rows[index]
            for (position, entry) in row.keys.enumerated() {
                let hint = position == 0 ? row.hint : nil
                let action = entry.action
                commands.append(
                    KeyCommand(
                        entry.key,
                        hint: hint.map {
                            KeyHint(entry.key.hintLabel(in: glyphs), $0.label, essential: $0.isEssential)
                        },
                        isOffered: { [weak panel] in panel.map { row.offers(action, on: $0) } ?? false },
                        worksOverModalPanels: row.worksOverModalPanels
                    ) { [weak panel] in panel?.perform(action) })
            }
        }
        return commands
    }
}
