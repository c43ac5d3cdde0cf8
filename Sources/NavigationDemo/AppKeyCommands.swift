import TerminalUI

extension NavigationDemoApp {
    /// Installs the app-wide keys every run shares, as `DemoKeyMap` declares them: `?` help,
    /// `H` Marshroute's history, `g` or `:` Go to, `L` layout, `i` inspector, `<` `>` `z` the
    /// clock, `q` calls `quit`. While the terminal is too small only quit acts. The command
    /// line and the robustness tests both use this, so that a fuzzed key sequence replays the
    /// same in `navigation-demo --headless`.
    package func installAppKeyCommands(in window: Window, quit: @escaping @MainActor () -> Void) {
        var actions: [DemoKeyAction: @MainActor () -> Void] = clockActions(in: window)
        // Made the first time it is asked for: most runs never open it.
        var help: HelpOverlayView?
        actions[.help] = { [weak window, weak self] in
            guard let window, let self else { return }
            let overlay = help ?? HelpOverlayView(title: "Keys", sections: self.helpSections(glyphs: window.glyphs))
            help = overlay
            if window.topOverlay === overlay { overlay.close() } else { window.showOverlay(overlay) }
        }
        actions[.marshrouteHistory] = { [weak window, weak self] in
            guard let window, let self else { return }
            MarshrouteHistoryOverlay.toggle(
                in: window, lines: self.historyLines(labelled: true), routes: self.stateURLs)
        }
        actions[.goTo] = { [weak window, weak self] in
            guard let window, let self else { return }
            self.goTo.open(in: window)
        }
        actions[.inspector] = { [weak self] in self?.inspector.toggle() }
        // Beside the app, the inspector's hints name the key that closes it.
        inspector.toggleKey = DemoKeyMap.bindings.lazy.flatMap(\.commands).first { $0.action == .inspector }?.key
        actions[.lessons] = { [weak self] in self?.onLessons?() }
        actions[.switchLayout] = { [weak self] in
            guard let self else { return }
            self.onLayoutChange?(self.idiom == .compact ? .split : .compact)
        }
        // A picture of the screen (the shell writes it, when the command line allows).
        actions[.screenshot] = { [weak self] in self?.onScreenshot?() }
        actions[.quit] = quit
        window.keyCommands = Self.keyCommands(actions: actions, window: window)
        // The too-small notice names the key map's way out ("q or Ctrl-C quits").
        window.tooSmallHint = DemoKeyMap.commandLineSummary(of: .quit) ?? window.tooSmallHint
    }

    /// A command per key of the map that has an action here, the ones with hints first in
    /// their hint order (the hint line lists the window's commands in order).
    private static func keyCommands(actions: [DemoKeyAction: @MainActor () -> Void], window: Window) -> [KeyCommand] {
        let bindings = DemoKeyMap.bindings.enumerated().sorted {
            ($0.element.hint?.position ?? Int.max, $0.offset) < ($1.element.hint?.position ?? Int.max, $1.offset)
        }.map(\.element)
        var commands: [KeyCommand] = []
        for binding in bindings {
            for (index, command) in binding.commands.enumerated() {
                guard let action = actions[command.action] else { continue }
                let hint =
                    index == 0 ? binding.hint.map { KeyHint(command.key.label, $0.text, essential: $0.essential) } : nil
                let worksWhenTooSmall = binding.worksWhenTooSmall
                commands.append(
                    KeyCommand(command.key, hint: hint) { [weak window] in
                        // Too small to show the app: a key would act on screens nobody sees.
                        guard worksWhenTooSmall || window?.isTooSmall == false else { return }
                        action()
                    })
            }
        }
        return commands
    }

    /// `<` slower, `>` faster, `z` pause: the virtual clock every animation and timer reads,
    /// when the window's clock has playback controls. Its state shows first on the key-hint
    /// line while it is not normal speed.
    private func clockActions(in window: Window) -> [DemoKeyAction: @MainActor () -> Void] {
        guard let control = window.loop.clock.playbackControl else { return [:] }
        control.onChange = { [weak self, weak window, weak control] in
            if let refresh = self?.onStatusChange { refresh() } else { window?.statusHint = control?.statusLabel }
        }
        return [
            .slower: { [weak control] in control.map { $0.setSpeed($0.speed.slower) } },
            .faster: { [weak control] in control.map { $0.setSpeed($0.speed.faster) } },
            .pause: { [weak control] in control?.togglePause() },
        ]
    }
}

extension Key {
    /// How the key-hint line writes a character key: the character itself.
    fileprivate var label: String {
        if case .character(let character) = self { return String(character) }
        return description
    }
}
