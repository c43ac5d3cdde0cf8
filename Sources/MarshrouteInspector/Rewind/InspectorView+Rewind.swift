import TerminalUI

/// The timeline's side of a rewind: `R` asks for the selected entry; while the app is rewound
/// the panel selects the entry it was rewound to, dims the entries that came after it, and
/// takes the moving keys even beside the app.
extension InspectorView {
    /// `R`: the selected entry, and whether it is the newest (`Inspector+Rewind.swift` decides what that means).
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

    /// `R` says what it does for the selected entry: back to the present on the newest while
    /// rewound, else a rewind.
    var rewindHint: String {
        guard rewound != nil else { return "Rewind" }
        let count = timeline().count
        return count > 0 && selectedIndex(count: count) == count - 1 ? "Present" : "Rewind"
    }

    /// The line between the past's entries and the ones that came after.
    static func laterSeparator(glyphs: GlyphSet) -> String {
        let rule = glyphs.isASCII ? "--" : "┄┄"
        return "  \(rule) later, in the present \(rule)"
    }
}
