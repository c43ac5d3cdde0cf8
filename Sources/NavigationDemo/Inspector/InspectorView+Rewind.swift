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

    /// The app now shows the past of `rewound`: its entry is selected.
    func showRewound(_ rewound: Rewound) {
        self.rewound = rewound
        timelineDidChange()
        if let index = timeline().firstIndex(where: { $0.number == rewound.entry }) {
            selection = index
            followsNewest = false
            scrollToSelection()
        }
        setNeedsDisplay()
    }

    /// Back in the present: the newest entry is selected again.
    func showPresent() {
        rewound = nil
        selection = nil
        followsNewest = true
        timelineDidChange()
        setNeedsDisplay()
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
