import Logging
import NavigationDemo
import TerminalUI

/// What every run shares, headless or not: the window on a screen, the demo, and the
/// app-wide keys (`?` help, `H` history, `q` quit).
@MainActor
struct AppShell {
    let application: Application
    let demo: NavigationDemoApp

    init(screen: any Screen, clock: any TerminalUI.Clock, glyphs: GlyphSet, animationsEnabled: Bool,
         idiom: DemoIdiom, assets: DemoAssets, logger: Logger) {
        let loop = EventLoop(clock: clock)
        let window = Window(size: screen.size, loop: loop, glyphs: glyphs)
        window.animationsEnabled = animationsEnabled
        let application = Application(screen: screen, window: window)
        self.application = application
        TerminalUILog.sink = { message in logger.warning("\(message)") }
        let demo = NavigationDemoApp(window: window, idiom: idiom, assets: assets, logger: logger)
        self.demo = demo

        let help = HelpOverlayView(title: "Keys", sections: demo.helpSections(glyphs: glyphs))
        window.keyCommands = [
            KeyCommand(.character("?"), hint: KeyHint("?", "Help")) { [weak window] in
                guard let window else { return }
                if window.topOverlay === help { help.close() } else { window.showOverlay(help) }
            },
            KeyCommand(.character("H")) { [weak window, weak demo] in
                guard let window, let demo else { return }
                if let current = window.topOverlay as? HelpOverlayView, current.title == AppShell.historyTitle {
                    current.close()
                    return
                }
                let lines = demo.historyLines(labelled: true).map { KeyHint("", $0) }
                let overlay = HelpOverlayView(title: AppShell.historyTitle, sections: [
                    HelpOverlayView.Section("Each stack's transitions, oldest first; modals and popovers indented", lines),
                ])
                overlay.footer = "Esc or H closes this"
                window.showOverlay(overlay)
            },
            KeyCommand(.character("q"), hint: KeyHint("q", "Quit")) { [weak application] in
                application?.quit()
            },
        ]
    }

    static let historyTitle = "Marshroute history"
}
