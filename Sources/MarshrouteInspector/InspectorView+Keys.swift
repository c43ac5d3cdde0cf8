import TerminalUI

/// The panel's keys, all in one place: which key does what (`action(for:)`, the one switch of
/// key literals), where each action is offered (over the app, beside it, while rewound), what
/// it does, and the hints that name it.
extension InspectorView {
    /// What a key asks of the panel.
    enum KeyAction: CaseIterable {
        case nextPage, previousPage, scrollUp, scrollDown, rewind, moveUp, moveDown, first, last, explain, close
    }

    /// The action of `key`, if the panel has one for it.
    static func action(for key: Key) -> KeyAction? {
        switch key {
        case .tab: .nextPage
        case .backtab: .previousPage
        case .pageUp: .scrollUp
        case .pageDown: .scrollDown
        // No app key: it works beside the app too.
        case .character("R"): .rewind
        case .up, .character("k"): .moveUp
        case .down, .character("j"): .moveDown
        case .home: .first
        case .end: .last
        case .enter: .explain
        case .escape: .close
        default: nil
        }
    }

    /// How the hint line names the keys of `action`.
    func label(of action: KeyAction) -> String { Self.label(of: action, glyphs: glyphs) }

    /// How the hint line names the keys of `action` in `glyphs`.
    static func label(of action: KeyAction, glyphs: GlyphSet) -> String {
        switch action {
        case .nextPage: "Tab"
        case .previousPage: "Shift-Tab"
        case .scrollUp, .scrollDown: "PgUp/PgDn"
        case .rewind: "R"
        case .moveUp, .moveDown: "\(glyphs.arrowUp)\(glyphs.arrowDown)"
        case .first, .last: "Home/End"
        case .explain: glyphs.enterKey
        case .close: "Esc"
        }
    }

    /// Whether the panel takes `action` now. Beside the app it takes only Tab, PgUp, PgDn and
    /// `R` (Shift-Tab stays the app's: the split layout's other column), unless the app is
    /// rewound (a picture of the past then, which needs no keys).
    func takes(_ action: KeyAction) -> Bool {
        switch action {
        case .nextPage, .scrollUp, .scrollDown: true
        case .previousPage, .moveUp, .moveDown, .first, .last, .explain: !isBeside || rewound != nil
        case .rewind: page == .timeline
        case .close: !isBeside
        }
    }

    func perform(_ action: KeyAction) {
        switch action {
        case .nextPage: turnPage(by: 1)
        case .previousPage: turnPage(by: -1)
        case .scrollUp: scroll(by: -(bounds.height - 3))
        case .scrollDown: scroll(by: bounds.height - 3)
        case .rewind: rewindToSelection()
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        // On the timeline Home and End select the oldest and newest entries.
        case .first: page == .timeline ? move(by: -.max / 2) : scroll(by: -.max / 2)
        case .last: page == .timeline ? move(by: .max / 2) : scroll(by: .max / 2)
        case .explain: toggleExpansion()
        case .close: onClose?()
        }
    }

    /// What `handleKey` does (`InspectorView.swift`).
    func handlePanelKey(_ key: Key) -> Bool {
        let action = Self.action(for: key)
        if let rewound {
            // Every key the panel uses is its own and never reaches the app; closing the panel
            // is a change the app's input keeps. Any other key is kept from the app, unless it
            // is one that still works (quit, the inspector's key).
            if let action, takes(action) {
                perform(action)
                if action != .close { rewound.keys.keptFromApp(key) }
                return true
            }
            if rewound.keys.reachesApp(key) { return false }
            rewound.keys.keptFromApp(key)
            return true
        }
        // An added page takes its keys over the app, before the panel scrolls with them.
        if !isBeside, !Page.builtIn.contains(page), action.map({ $0 != .close && !pageTurning($0) }) ?? true,
            pageKeys(page, key)
        {
            scrollToSelection()
            setNeedsDisplay()
            return true
        }
        guard let action, takes(action) else { return false }
        perform(action)
        return true
    }

    private func pageTurning(_ action: KeyAction) -> Bool {
        action == .nextPage || action == .previousPage || action == .scrollUp || action == .scrollDown
    }

    /// Only what works on this page: Enter explains timeline entries and `R` rewinds to them;
    /// the tree and the ledger only scroll; an added page names its own keys.
    var panelKeyHints: [KeyHint] {
        let rewind = page == .timeline ? [KeyHint(label(of: .rewind), rewindHint)] : []
        if rewound != nil {
            let moving =
                page == .timeline
                ? [KeyHint(label(of: .moveUp), "Move"), KeyHint(label(of: .explain), "Explain")]
                : [KeyHint(label(of: .moveUp), "Scroll")]
            return [KeyHint(label(of: .nextPage), "Page")] + moving + rewind
                + (isBeside ? [] : [KeyHint(label(of: .close), "Close")])
        }
        if isBeside {
            return [KeyHint(label(of: .nextPage), "Inspector page"), KeyHint(label(of: .scrollUp), "Scroll inspector")]
                + rewind + (toggleKeyLabel.map { [KeyHint($0, "Close inspector")] } ?? [])
        }
        guard page == .timeline else {
            let own = Page.builtIn.contains(page) ? [] : pageHints(page)
            return [KeyHint(label(of: .nextPage), "Page")] + own + [
                KeyHint(label(of: .moveUp), "Scroll"), KeyHint(label(of: .close), "Close"),
            ]
        }
        return [
            KeyHint(label(of: .nextPage), "Page"), KeyHint(label(of: .moveUp), "Move"),
            KeyHint(label(of: .explain), "Explain"),
        ] + rewind + [KeyHint(label(of: .close), "Close")]
    }
}
