import TerminalUI

extension NavigationDemoApp {
    /// Installs the app-wide keys every run shares, as `DemoAppKeys` declares them: `?` help,
    /// `H` Marshroute's history, `g` or `:` Go to, `L` layout, `i` inspector, `e` lessons, `<`
    /// `>` `z` the clock, `S` screenshot, `q` calls `quit`. While the terminal is too small only
    /// quit acts. The command line and the robustness tests both use this, so that a fuzzed key
    /// sequence replays the same in `navigation-demo --headless`. `playback` is the virtual
    /// clock's controls, from the code that made the clock; without them the speed keys are off.
    package func installAppKeyCommands(
        in window: Window, playback: (any PlaybackControl)? = nil, quit: @escaping @MainActor () -> Void
    ) {
        let keys = DemoAppKeys(app: self, window: window, playback: playback, quit: quit)
        appKeys = keys
        if let control = keys.playback {
            // The clock's speed or pause shows first on the key-hint line while it is not normal.
            control.onChange = { [weak self, weak window, weak control] in
                if let refresh = self?.onStatusChange { refresh() } else { window?.statusHint = control?.statusLabel }
            }
        }
        window.keyCommands = DemoAppKeys.keyBindings.keyCommands(on: keys, glyphs: window.glyphs)
        // Beside the app, the inspector's hints name the key that closes it.
        inspector.toggleKey = DemoAppKeys.keyBindings.keys(for: .inspector).first
        // The too-small notice names the key map's way out ("q or Ctrl-C quits").
        window.tooSmallHint = DemoKeyMap.commandLineSummary(of: DemoAppKeys.keyBindings, .quit) ?? window.tooSmallHint
    }
}
