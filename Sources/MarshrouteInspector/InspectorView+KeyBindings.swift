import TerminalUI

extension InspectorView: KeyBindingPanel {
    /// What the panel's keys do.
    enum KeyAction: Equatable, Sendable {
        /// The next or the previous page.
        case nextPage, previousPage
        /// Scrolls a page.
        case pageUp, pageDown
        /// On the timeline, the entry above or below (or the oldest, the newest); elsewhere, scrolls.
        case up, down, first, last
        /// Explains the selected timeline entry and shows its code, or folds it.
        case explain
        /// Rewinds the app to just after the selected entry.
        case rewind
        /// Closes the panel.
        case close

        /// Turns or scrolls a page: an added page leaves these to the panel.
        var turnsPage: Bool { self == .nextPage || self == .previousPage || self == .pageUp || self == .pageDown }
    }

    /// The panel's keys. Over the app it takes every key it uses. Beside the app the app keeps
    /// the moving keys and Shift-Tab (the split layout's other column): the panel takes Tab,
    /// PgUp, PgDn, `R` (no app key) and the app's own inspector key (`toggleKeys`), and says so.
    /// While the app is rewound (a picture of the past) it takes the moving keys beside it too.
    nonisolated static func keyBindings(toggleKeys: [Key]) -> KeyBindings<InspectorView> {
        [
            KeyBinding(
                [.tab: .nextPage, .backtab: .previousPage],
                hint: .init("Page", dynamicLabel: { $0.takesMovingKeys ? "Page" : "Inspector page" }),
                help: "The next or the previous page",
                offered: { view, action in action == .nextPage || view.takesMovingKeys }),
            KeyBinding(
                [.pageUp: .pageUp, .pageDown: .pageDown],
                hint: .init("Scroll inspector", keys: .shown("PgUp/PgDn"), shownWhen: { !$0.takesMovingKeys }),
                help: .init("Scroll a page", keys: .byKind)),
            KeyBinding(
                [.up: .up, .down: .down, .character("k"): .up, .character("j"): .down, .home: .first, .end: .last],
                hint: .init(
                    "Move", keys: .firstTwo, dynamicLabel: { $0.page == .timeline ? "Move" : "Scroll" },
                    shownWhen: { $0.takesMovingKeys }),
                help: .init("Move the selection on the timeline; scroll the other pages", keys: .byKind),
                offered: { view, _ in view.takesMovingKeys }),
            KeyBinding(
                .enter, .explain, hint: "Explain", help: "Explain the selected entry and show its code",
                when: { $0.takesMovingKeys && $0.page == .timeline }),
            KeyBinding(
                .character("R"), .rewind, hint: .init("Rewind", dynamicLabel: { $0.rewindHint }),
                help: "Rewind the app to just after the selected entry", when: { $0.page == .timeline }),
            KeyBinding(.escape, .close, hint: "Close", help: "Close the inspector", when: { !$0.isBeside }),
            KeyBinding(
                toggleKeys, .close, hint: "Close inspector", help: "Close the inspector",
                when: { $0.isBeside && $0.rewound == nil }),
        ]
    }

    /// Over the app, or while the app is rewound: the panel takes the moving keys.
    var takesMovingKeys: Bool { !isBeside || rewound != nil }

    func perform(_ action: KeyAction) {
        switch action {
        case .nextPage: turnPage(by: 1)
        case .previousPage: turnPage(by: -1)
        case .pageUp: scroll(by: -(bounds.height - 3))
        case .pageDown: scroll(by: bounds.height - 3)
        case .up: move(by: -1)
        case .down: move(by: 1)
        // On the timeline Home and End select the oldest and newest entries.
        case .first: page == .timeline ? move(by: -.max / 2) : scroll(by: -.max / 2)
        case .last: page == .timeline ? move(by: .max / 2) : scroll(by: .max / 2)
        case .explain: toggleExpansion()
        case .rewind: rewindToSelection()
        case .close: onClose?()
        }
    }

    /// What `handleKey` does (`InspectorView.swift`). While the app is rewound every key the
    /// panel uses is its own and never reaches the app (the app's record of its input forgets
    /// it), but for closing the panel, a change the input keeps; any other key is kept from the
    /// app, unless it is one that still works (quit, the inspector key). Over the app an added
    /// page gets a key before the panel moves with it.
    func handlePanelKey(_ key: Key) -> Bool {
        let action = keyBindings.action(for: key, on: self)
        if let rewound {
            if let action {
                perform(action)
                if action != .close { rewound.keys.keptFromApp(key) }
                return true
            }
            if rewound.keys.reachesApp(key) { return false }
            rewound.keys.keptFromApp(key)
            return true
        }
        if !isBeside, !Page.builtIn.contains(page), action.map({ $0 != .close && !$0.turnsPage }) ?? true,
            pageKeys(page, key)
        {
            scrollToSelection()
            setNeedsDisplay()
            return true
        }
        guard let action else { return false }
        perform(action)
        return true
    }

    /// The table's hints; over the app an added page's own come after the page key's.
    var panelKeyHints: [KeyHint] {
        var hints = keyBindings.hints(on: self, glyphs: glyphs)
        if rewound == nil, !isBeside, !Page.builtIn.contains(page) {
            hints.insert(contentsOf: pageHints(page), at: min(1, hints.count))
        }
        return hints
    }
}
