import TerminalUI

/// The timeline's side of a rewind: `R` asks for the selected entry; while the app is rewound
/// the panel selects the entry it was rewound to, dims the entries that came after it, and
/// takes the moving keys even beside the app.
extension InspectorView {
    /// `R`: the selected entry, and whether it is the newest (the shell decides what that means).
    func rewindToSelection() {
        let entries = timeline()
        guard !entries.isEmpty else { return }
        let index = selectedIndex(count: entries.count)
        onRewind?(entries[index].number, index == entries.count - 1)
    }

    /// The app now shows the past of `rewound`: its entry is selected. What the panel showed
    /// before is kept for the return.
    func showRewound(_ rewound: Rewound) {
        if self.rewound == nil {
            stateBeforeRewind = StateBeforeRewind(
                page: page, selection: selection, expanded: expanded, scrollOffset: scrollOffset,
                followsNewest: followsNewest)
        }
        self.rewound = rewound
        timelineDidChange()
        if let index = timeline().firstIndex(where: { $0.number == rewound.entry }) {
            selection = index
            followsNewest = false
            scrollToSelection()
        }
        setNeedsDisplay()
    }

    /// Back in the present: the panel shows what it showed before the rewind. The keys it took
    /// meanwhile never reached the app (the session's input forgot them), so a replay of the
    /// session shows the same panel.
    func showPresent() {
        rewound = nil
        if let state = stateBeforeRewind {
            show(state.page)
            selection = state.selection
            expanded = state.expanded
            scrollOffset = state.scrollOffset
            followsNewest = state.followsNewest
        }
        stateBeforeRewind = nil
        timelineDidChange()
        setNeedsDisplay()
    }

    /// What the panel showed when the app was rewound.
    struct StateBeforeRewind {
        let page: Page
        let selection: Int?
        let expanded: Set<Int>
        let scrollOffset: [Page: Int]
        let followsNewest: Bool
    }

    /// While rewound every key the panel uses is its own, beside the app as over it, and never
    /// reaches the app; Esc over the app closes the panel (the app's picture of the past shows);
    /// a key the app would take is kept from it, unless it is one that still works (quit, `i`).
    func handleRewoundKey(_ key: Key, _ keys: RewoundKeys) -> Bool {
        switch key {
        case .escape where !isBeside:
            onClose?()
            return true
        case .tab: show(Page(rawValue: (page.rawValue + 1) % Page.allCases.count)!)
        case .backtab: show(Page(rawValue: (page.rawValue + Page.allCases.count - 1) % Page.allCases.count)!)
        case .pageUp: scroll(by: -(bounds.height - 3))
        case .pageDown: scroll(by: bounds.height - 3)
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .home: page == .timeline ? move(by: -.max / 2) : scroll(by: -.max / 2)
        case .end: page == .timeline ? move(by: .max / 2) : scroll(by: .max / 2)
        case .enter: toggleExpansion()
        case .character("R") where page == .timeline:
            keys.keptFromApp(key)
            rewindToSelection()
            return true
        default:
            if keys.reachesApp(key) { return false }
        }
        keys.keptFromApp(key)
        return true
    }

    /// `R` says what it does for the selected entry: back to the present on the newest while
    /// rewound, else a rewind.
    var rewindHint: String {
        guard rewound != nil else { return "Rewind" }
        let count = timeline().count
        return count > 0 && selectedIndex(count: count) == count - 1 ? "Present" : "Rewind"
    }

    func rewoundKeyHints(_ rewound: Rewound, arrows: String, rewind: [KeyHint]) -> [KeyHint] {
        let moving =
            page == .timeline
            ? [KeyHint(arrows, "Move"), KeyHint(glyphs.enterKey, "Explain")] : [KeyHint(arrows, "Scroll")]
        return [KeyHint("Tab", "Page")] + moving + rewind + (isBeside ? [] : [KeyHint("Esc", "Close")])
    }

    /// The line between the past's entries and the ones that came after.
    static func laterSeparator(glyphs: GlyphSet) -> String {
        let rule = glyphs.isASCII ? "--" : "┄┄"
        return "  \(rule) later, in the present \(rule)"
    }
}
