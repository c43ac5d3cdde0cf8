import TerminalUI

/// What every run shares, headless or not: the window on a screen, the app-wide keys
/// (`?` help, `q` quit) and the root screen.
@MainActor
struct AppShell {
    struct Settings {
        var glyphs: GlyphSet
        var animationsEnabled: Bool
        var idiom: IdiomOption
    }

    let application: Application

    init(screen: any Screen, clock: any TerminalUI.Clock, settings: Settings) {
        let loop = EventLoop(clock: clock)
        let window = Window(size: screen.size, loop: loop, glyphs: settings.glyphs)
        window.animationsEnabled = settings.animationsEnabled
        let application = Application(screen: screen, window: window)
        self.application = application

        let help = HelpOverlayView(title: "Keys", sections: PlaceholderApp.helpSections(glyphs: settings.glyphs))
        window.keyCommands = [
            KeyCommand(.character("?"), hint: KeyHint("?", "Help")) { [weak window] in
                guard let window else { return }
                if window.topOverlay === help { help.close() } else { window.showOverlay(help) }
            },
            KeyCommand(.character("q"), hint: KeyHint("q", "Quit")) { [weak application] in
                application?.quit()
            },
        ]
        window.rootViewController = PlaceholderApp.makeRoot()
    }
}
