import Logging
import Routes
import TerminalUI

/// The demo assembled on a screen: a window on a loop over `clock`, the application that
/// connects them to the screen, and the demo on the window. The command line, the test
/// harnesses and the benchmarks all build it here, so that each runs the app the way
/// `navigation-demo` does. Process-wide settings (where TerminalUI's warnings go) stay with
/// the caller.
///
/// The shell also switches the layout live (`L`, `navdemo://layout/…`): it writes where the
/// user is as routes, builds the demo again in the other layout on the same window, and
/// replays the routes there (docs/ROUTES.md).
@MainActor
public final class DemoShell {
    public let window: Window
    public let application: Application
    public private(set) var demo: NavigationDemoApp
    private let assets: DemoAssets
    let logger: Logger
    private let appKeyCommands: Bool
    /// The lessons (`e`, `--lesson ID`): one may run, checked by the demo's events.
    public let lessons: LessonRunner
    /// Where the screenshot key (`S`) writes; nil turns it off (`DemoShell+Screenshot.swift`).
    public var screenshots: ScreenshotSettings?
    /// How long the new layout takes to wipe in over the old one.
    public static let layoutSwitchWipe: Duration = .milliseconds(350)

    /// `appKeyCommands` installs the app-wide keys (`?` help, `H` history, `g` Go to, `L`
    /// layout, `q` quits the application; see `NavigationDemoApp.installAppKeyCommands`).
    /// Harnesses that test the screens on their own leave them out.
    public init(
        screen: any Screen, clock: any TerminalUI.Clock, glyphs: GlyphSet = .unicode, animationsEnabled: Bool,
        idiom: DemoIdiom, assets: DemoAssets, logger: Logger = Logger(label: "navigation-demo"),
        appKeyCommands: Bool
    ) {
        window = Window(size: screen.size, loop: EventLoop(clock: clock), glyphs: glyphs)
        window.animationsEnabled = animationsEnabled
        application = Application(screen: screen, window: window)
        self.assets = assets
        self.logger = logger
        self.appKeyCommands = appKeyCommands
        demo = NavigationDemoApp(window: window, idiom: idiom, assets: assets, logger: logger)
        lessons = LessonRunner(lessons: assets.lessons, window: window)
        connect(demo)
        lessons.attach(to: demo)
    }

    private func connect(_ demo: NavigationDemoApp) {
        demo.onLayoutChange = { [weak self] idiom in self?.switchLayout(to: idiom) }
        demo.onScreenshot = { [weak self] in self?.takeScreenshot() }
        demo.onLessons = { [weak self] in self?.lessons.toggleList() }
        if appKeyCommands {
            demo.installAppKeyCommands(in: window) { [weak application] in application?.quit() }
        }
    }

    /// Rebuilds the demo in `idiom` and takes the user back to the same screen, wherever that
    /// layout has it. Returns the routes replayed (none when the layout is already `idiom`).
    @discardableResult
    public func switchLayout(to idiom: DemoIdiom) -> [String] {
        guard idiom != demo.idiom else { return [] }
        // A route of the old app may be running (the layout route itself): switch after it.
        let urls = demo.stateURLs
        let isAuthorized = demo.isAuthorized
        window.finishAnimations()
        if window.previewedViewController != nil { window.endPreview(commit: false) }
        while let overlay = window.topOverlay { window.removeOverlay(overlay) }
        let next = NavigationDemoApp(
            window: window, idiom: idiom, assets: assets, logger: logger, rootSwapDuration: Self.layoutSwitchWipe)
        next.isAuthorized = isAuthorized
        demo = next
        connect(next)
        for url in urls {
            next.routing.registry.route(url).animated(false).failure { [logger] error in
                logger.notice("layout switch: \(url) was not replayed: \(error)")
            }.execute()
        }
        // A running lesson follows the new app once the replay is done: replayed routes are no
        // steps of the learner's.
        lessons.attach(to: next)
        logger.info("layout switched to \(idiom.rawValue)", metadata: ["routes": "\(urls.joined(separator: " "))"])
        return urls
    }
}
