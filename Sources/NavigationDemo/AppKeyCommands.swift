import TerminalUI

extension NavigationDemoApp {
    /// The title of the overlay `H` shows.
    public static let historyTitle = "Marshroute history"

    /// Installs the app-wide keys every run shares: `?` shows or hides the help, `H` shows or
    /// hides Marshroute's history, `g` or `:` opens the Go-to prompt, `q` calls `quit`. The command line and the robustness
    /// tests both use this, so that a fuzzed key sequence replays the same in
    /// `navigation-demo --headless`.
    public func installAppKeyCommands(in window: Window, quit: @escaping @MainActor () -> Void) {
        let help = HelpOverlayView(title: "Keys", sections: helpSections(glyphs: window.glyphs))
        window.keyCommands =
            [
                KeyCommand(.character("?"), hint: KeyHint("?", "Help", essential: true)) { [weak window] in
                    guard let window else { return }
                    if window.topOverlay === help { help.close() } else { window.showOverlay(help) }
                },
                KeyCommand(.character("H")) { [weak window, weak self] in
                    guard let window, let self else { return }
                    if let current = window.topOverlay as? HelpOverlayView, current.title == Self.historyTitle {
                        current.close()
                        return
                    }
                    let lines = self.historyLines(labelled: true).map { KeyHint("", $0) }
                    let overlay = HelpOverlayView(
                        title: Self.historyTitle,
                        sections: [
                            HelpOverlayView.Section(
                                "Each stack's transitions, oldest first; modals and popovers indented", lines),
                            HelpOverlayView.Section(
                                "Where you are, as routes (L replays them in the other layout)",
                                [KeyHint("", self.stateURLs.joined(separator: " → "))]),
                        ])
                    overlay.footer = "Esc or H closes this"
                    window.showOverlay(overlay)
                },
                KeyCommand(.character("g"), hint: KeyHint("g", "Go to")) { [weak window, weak self] in
                    guard let window, let self else { return }
                    self.goTo.open(in: window)
                },
                KeyCommand(.character(":")) { [weak window, weak self] in
                    guard let window, let self else { return }
                    self.goTo.open(in: window)
                },
                KeyCommand(.character("i"), hint: KeyHint("i", "Inspector")) { [weak self] in
                    self?.inspector.toggle()
                },
                KeyCommand(.character("L")) { [weak self] in
                    guard let self else { return }
                    self.onLayoutChange?(self.idiom == .compact ? .split : .compact)
                },
                KeyCommand(.character("q"), hint: KeyHint("q", "Quit", essential: true)) {
                    quit()
                },
            ] + clockKeyCommands(in: window)
    }

    /// `<` slower, `>` faster, `z` pause: the virtual clock every animation and timer reads,
    /// when the window's clock has playback controls. Its state shows first on the key-hint
    /// line while it is not normal speed.
    private func clockKeyCommands(in window: Window) -> [KeyCommand] {
        guard let control = window.loop.clock.playbackControl else { return [] }
        control.onChange = { [weak window, weak control] in
            window?.statusHint = control?.statusLabel
        }
        return [
            KeyCommand(.character("<")) { [weak control] in control.map { $0.setSpeed($0.speed.slower) } },
            KeyCommand(.character(">")) { [weak control] in control.map { $0.setSpeed($0.speed.faster) } },
            KeyCommand(.character("z")) { [weak control] in control?.togglePause() },
        ]
    }
}
