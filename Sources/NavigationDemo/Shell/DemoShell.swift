import Logging
import MarshrouteInspector
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
/// replays the routes there (docs/ROUTES.md). And it keeps the session's input, so that the
/// inspector's `R` can rewind the app to just after a timeline entry (`DemoShell+Rewind.swift`).
@MainActor
public final class DemoShell {
    public let window: Window
    public let application: Application
    public private(set) var demo: NavigationDemoApp
    let assets: DemoAssets
    let logger: Logger
    private let appKeyCommands: Bool
    /// The virtual clock's controls (`<`, `>`, `z`, and the speed on the key-hint line), when
    /// the clock the shell was given has them.
    let playback: (any PlaybackControl)?
    /// The lessons (`e`, `--lesson ID`): one may run, checked by the demo's events.
    package let lessons: LessonRunner
    /// Where the screenshot key (`S`) writes; nil turns it off (`DemoShell+Screenshot.swift`).
    package var screenshots: ScreenshotSettings?
    /// Screenshots the key could not save, and why the first could not: the command line
    /// reports them when the app ends (each was also said on the key-hint line).
    package internal(set) var unsavedScreenshotCount = 0
    package internal(set) var firstUnsavedScreenshot: String?
    /// How long the new layout takes to wipe in over the old one.
    package static let layoutSwitchWipe: Duration = .milliseconds(350)

    /// A shell the user runs keeps its input and can rewind; one that replays another's input
    /// (`DemoReplay`) does neither.
    enum Role {
        case live, replay
    }

    /// What moves a replay's time and frames (`DemoReplay`, which made its manual clock); nil
    /// for a shell the user runs, whose loop `Application.run()` turns.
    package internal(set) var stepper: FrameStepper?
    /// The session's input so far (nil in a replay).
    let log: DemoSessionLog?
    /// What the inspector's `R` replays (nil in a replay): `DemoShell+Rewind.swift`.
    private var rewinding: DemoSessionRewinding?
    /// A replay's progress on the key-hint line (`showReplayProgress`).
    var replayStatus: String?
    /// A notice on the key-hint line for a while (where a screenshot went).
    var notice: String?
    /// In a replay: the screenshot notices of the session replayed, still to be shown.
    var replayedScreenshotNotices: ArraySlice<String> = []

    /// `appKeyCommands` installs the app-wide keys (`?` help, `H` history, `g` Go to, `L`
    /// layout, `q` quits the application; see `NavigationDemoApp.installAppKeyCommands`).
    /// Harnesses that test the screens on their own leave them out. `playback` is the controls
    /// of `clock` when it has them (the `ScaledClock` the caller made): the speed keys use them.
    public convenience init(
        screen: any Screen, clock: any TimeSource, playback: (any PlaybackControl)? = nil,
        glyphs: GlyphSet = .unicode, animationsEnabled: Bool, idiom: DemoIdiom, assets: DemoAssets,
        logger: Logger = Logger(label: "navigation-demo"), appKeyCommands: Bool
    ) {
        self.init(
            screen: screen, clock: clock, playback: playback, glyphs: glyphs, animationsEnabled: animationsEnabled,
            idiom: idiom, assets: assets, logger: logger, appKeyCommands: appKeyCommands, role: .live)
    }

    /// A shell on a `ScaledClock`, whose controls the speed keys use.
    public convenience init(
        screen: any Screen, clock: ScaledClock, glyphs: GlyphSet = .unicode, animationsEnabled: Bool,
        idiom: DemoIdiom, assets: DemoAssets, logger: Logger = Logger(label: "navigation-demo"),
        appKeyCommands: Bool
    ) {
        self.init(
            screen: screen, clock: clock, playback: clock, glyphs: glyphs, animationsEnabled: animationsEnabled,
            idiom: idiom, assets: assets, logger: logger, appKeyCommands: appKeyCommands, role: .live)
    }

    init(
        screen: any Screen, clock: any TimeSource, playback: (any PlaybackControl)?, glyphs: GlyphSet,
        animationsEnabled: Bool, idiom: DemoIdiom, assets: DemoAssets, logger: Logger, appKeyCommands: Bool,
        role: Role
    ) {
        window = Window(size: screen.size, loop: EventLoop(clock: clock), glyphs: glyphs)
        window.animationsEnabled = animationsEnabled
        application = Application(screen: screen, window: window)
        self.assets = assets
        self.logger = logger
        self.appKeyCommands = appKeyCommands
        self.playback = playback
        let log =
            role == .live
            ? DemoSessionLog(
                baseClock: clock.realTime, idiom: idiom, size: screen.size, glyphs: glyphs,
                animationsEnabled: animationsEnabled, scaledClock: playback != nil) : nil
        self.log = log
        demo = NavigationDemoApp(
            window: window, idiom: idiom, assets: assets, logger: logger, rootSwapDuration: nil, continuing: nil)
        if let log { application.inputObserver = { key in log.record(key) } }
        lessons = LessonRunner(lessons: assets.lessons, window: window)
        rewinding = log.map { DemoSessionRewinding(shell: self, log: $0) }
        connect(demo)
        lessons.attach(to: demo)
    }

    private func connect(_ demo: NavigationDemoApp) {
        demo.onLayoutChange = { [weak self] idiom in self?.switchLayout(to: idiom) }
        demo.onScreenshot = { [weak self] in self?.takeScreenshot() }
        demo.onStatusChange = { [weak self] in self?.refreshStatusHint() }
        demo.inspector.rewinding = rewinding
        demo.onLessons = { [weak self] in self?.lessons.toggleList() }
        if appKeyCommands {
            demo.installAppKeyCommands(in: window, playback: playback) { [weak application] in
                application?.quit()
            }
        }
    }

    /// Draws the first frame, then opens `url` (`--open`, or a transcript's start URL) and
    /// starts `lesson` (`--lesson`): every run starts this way, so that a replay of its input
    /// starts the same.
    public func start(opening url: String?, lesson: String? = nil) {
        application.drawFrame()
        if let url {
            log?.noteOpened(url)
            demo.open(url, in: window)
        }
        if let lesson, lessons.start(lesson) { log?.noteStarted(lesson: lesson) }
    }

    /// Ends the session when the app is done, before the shell is let go: a running lesson's
    /// deliberate leak lets go (`LessonRunner.end()`) and a peek still showing ends
    /// (`Window.close()`), so that nothing the app made outlives it. Every run ends this way.
    public func close() {
        demo.inspector.returnToPresent()
        lessons.end()
        window.close()
    }

    /// Rebuilds the demo in `idiom` and takes the user back to the same screen, wherever that
    /// layout has it. Returns the routes replayed (none when the layout is already `idiom`).
    @discardableResult
    package func switchLayout(to idiom: DemoIdiom) -> [String] {
        guard idiom != demo.idiom else { return [] }
        // A route of the old app may be running (the layout route itself): switch after it.
        let urls = demo.stateURLs
        let isAuthorized = demo.isAuthorized
        window.finishAnimations()
        if window.previewedViewController != nil { window.endPreview(commit: false) }
        while let overlay = window.topOverlay { window.removeOverlay(overlay) }
        demo.retire()
        // The timeline goes on counting where the old one stopped: an entry's number is the
        // session's (`--replay … --until N` means one entry).
        let next = NavigationDemoApp(
            window: window, idiom: idiom, assets: assets, logger: logger, rootSwapDuration: Self.layoutSwitchWipe,
            continuing: demo.inspector)
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

    // MARK: The status on the key-hint line

    /// Shows a replay's progress first on the key-hint line (`▶ replay 12/40`); nil removes it
    /// (the keyboard has taken over).
    package func showReplayProgress(played: Int, of total: Int) {
        replayStatus = "\(window.glyphs.isASCII ? ">" : "▶") replay \(played)/\(total)"
        refreshStatusHint()
    }

    /// The replay ended: its progress leaves the key-hint line.
    package func endReplayProgress() {
        replayStatus = nil
        refreshStatusHint()
    }

    /// The key-hint line's status: a replay's progress, a rewind, the clock's speed, a notice.
    func refreshStatusHint() {
        let clock = playback?.statusLabel
        let parts = [replayStatus, demo.inspector.rewindStatus, clock, notice].compactMap { $0 }
        window.statusHint = parts.isEmpty ? nil : parts.joined(separator: "  ")
    }
}
