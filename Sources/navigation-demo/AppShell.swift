import Logging
import NavigationDemo
import TerminalUI

/// What every run shares, headless or not: the window on a screen, the demo, and the
/// app-wide keys (`?` help, `H` history, `q` quit; see `NavigationDemoApp.installAppKeyCommands`).
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

        demo.installAppKeyCommands(in: window) { [weak application] in
            application?.quit()
        }
    }
}
