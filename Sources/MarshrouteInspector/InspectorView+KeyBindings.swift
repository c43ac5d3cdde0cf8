import TerminalUI

extension InspectorView: KeyBindingPanel {
    /// What the panel's keys do.
    package enum KeyAction: Equatable, Sendable {
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
    }

    /// The panel's keys. Over the app it takes every key it uses. Beside the app the app keeps
    /// the moving keys and Shift-Tab (the split layout's other column): the panel takes Tab,
    /// PgUp, PgDn, `R` (no app key) and the app's own inspector key (`toggleKeys`), and says so.
    /// While the app is rewound (a picture of the past) it takes the moving keys beside it too.
    package nonisolated static func keyBindings(toggleKeys: [Key]) -> KeyBindings<InspectorView> {
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

    package func perform(_ action: KeyAction) {
        let pages = Page.allCases.count
        switch action {
        case .nextPage: show(Page(rawValue: (page.rawValue + 1) % pages)!)
        case .previousPage: show(Page(rawValue: (page.rawValue + pages - 1) % pages)!)
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
}
