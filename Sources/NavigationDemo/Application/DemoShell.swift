import Logging
import TerminalUI

/// The demo assembled on a screen: a window on a loop over `clock`, the application that
/// connects them to the screen, and the demo on the window. The command line, the test
/// harnesses and the benchmarks all build it here, so that each runs the app the way
/// `navigation-demo` does. Process-wide settings (where TerminalUI's warnings go) stay with
/// the caller.
@MainActor
public struct DemoShell {
    public let window: Window
    public let application: Application
    public let demo: NavigationDemoApp

    /// `appKeyCommands` installs the app-wide keys (`?` help, `H` history, `q` quits the
    /// application; see `NavigationDemoApp.installAppKeyCommands`). Harnesses that test the
    /// screens on their own leave them out.
    public init(
        screen: any Screen, clock: any TerminalUI.Clock, glyphs: GlyphSet = .unicode, animationsEnabled: Bool,
        idiom: DemoIdiom, assets: DemoAssets, logger: Logger = Logger(label: "navigation-demo"),
        appKeyCommands: Bool
    ) {
        window = Window(size: screen.size, loop: EventLoop(clock: clock), glyphs: glyphs)
        window.animationsEnabled = animationsEnabled
        let application = Application(screen: screen, window: window)
        self.application = application
        demo = NavigationDemoApp(window: window, idiom: idiom, assets: assets, logger: logger)
        if appKeyCommands {
            demo.installAppKeyCommands(in: window) { [weak application] in application?.quit() }
        }
    }
}
