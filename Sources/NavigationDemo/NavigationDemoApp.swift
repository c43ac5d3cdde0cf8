import Logging
import Marshroute
import MarshrouteInspector
import Routes
import TerminalUI

/// The demo, built on a window: Marshroute's stack, the services, every module's assembly,
/// and the root tab bar for the chosen layout.
@MainActor
public final class NavigationDemoApp {
    package let idiom: DemoIdiom
    package let marshrouteStack: MarshrouteStack
    package let rootViewController: ViewController
    let assemblyFactory: AssemblyFactory
    private let services: ServiceFactory
    private let applicationModule: ApplicationModuleInput
    private let logger: Logger
    /// The URL routes (`DemoRouteTable`), shown the way this layout shows them.
    public let routing: DemoRouting
    /// Routes, router calls, transitions and refusals, to the log.
    private let eventLog: DemoEventLog
    /// The Go-to prompt (`g` or `:`).
    package let goTo: GoToPrompt
    /// The inspector's Map page (`DemoMapPage`).
    package let mapPage: InspectorPage
    /// The live inspector (`i`): tree, timeline and ledger of Marshroute at work.
    public let inspector: Inspector
    /// Asked to switch the layout (`L`, `navdemo://layout/…`); the shell that built the demo
    /// rebuilds it (see `DemoShell.switchLayout(to:)`).
    package var onLayoutChange: ((DemoIdiom) -> Void)?
    /// Asked for a picture of the screen (`S`); the shell writes it (`DemoShell.takeScreenshot`).
    package var onScreenshot: (() -> Void)?
    /// The clock's speed or pause changed: the shell writes the key-hint line's status again
    /// (with a replay's progress or a rewind, when there is one). Without it the status is the
    /// clock's alone.
    var onStatusChange: (() -> Void)?
    /// Asked for the lesson list (`e`); the shell's `LessonRunner` shows it.
    package var onLessons: (() -> Void)?
    /// The app-wide keys' panel, once installed (`installAppKeyCommands`): the window's
    /// commands hold it weakly.
    var appKeys: DemoAppKeys?

    /// `rootSwapDuration`: replace the window's root with a wipe that long (a layout switch)
    /// instead of at once.
    public convenience init(
        window: Window, idiom: DemoIdiom, assets: DemoAssets, logger: Logger = Logger(label: "navigation-demo"),
        rootSwapDuration: Duration? = nil
    ) {
        self.init(
            window: window, idiom: idiom, assets: assets, logger: logger, rootSwapDuration: rootSwapDuration,
            continuing: nil)
    }

    /// A layout switch goes on with the old inspector's timeline, its numbers and times
    /// (`previous`).
    init(
        window: Window, idiom: DemoIdiom, assets: DemoAssets, logger: Logger, rootSwapDuration: Duration?,
        continuing previous: Inspector?
    ) {
        self.idiom = idiom
        self.logger = logger
        marshrouteStack = MarshrouteSetupServiceImpl(scheduler: window.loop).marshrouteStack()
        services = ServiceFactory(assets: assets, glyphs: window.glyphs, loop: window.loop, marshroute: marshrouteStack)
        marshrouteStack.transitionsCoordinatorDelegateHolder.transitionsCoordinatorDelegate = services.moduleRegistering
        assemblyFactory = AssemblyFactory(idiom: idiom, services: services)
        // The inspector, as any app embeds it (docs/TEACHING.md): made before the first
        // screens are built, so that it knows their transitions too.
        let inspector = Inspector(stack: marshrouteStack, window: window, continuing: previous)
        inspector.routerSources = .embedded
        self.inspector = inspector
        // The Map page, as any app adds a page: the demo in this layout, explored when it first shows.
        let mapContent = DemoMapPage(window: window, inspector: inspector, idiom: idiom) {
            // Inside the running app, the library's number of apps parked (64), not 256.
            DemoMap.explorer(idiom: idiom, assets: assets, bounds: DemoMap.pageBounds, parkedApps: 64)
        }
        mapPage = inspector.addPage(titled: "Map", content: mapContent)
        mapContent.page = mapPage
        let transitionId = marshrouteStack.transitionIdGenerator.generateNewTransitionId()
        let (root, application) = assemblyFactory.applicationAssembly().module(transitionId: transitionId) {
            [logger] message in
            logger.info("\(message)")
        }
        rootViewController = root
        applicationModule = application
        guard let tabHandler = services.rootTransitionsHandler else {
            preconditionFailure("the application module builds a tab bar with its transitions handler")
        }
        routing = DemoRouting(
            factory: assemblyFactory, rootTransitionsHandler: tabHandler, device: root,
            visibleViewControllers: { [weak window] in window?.visibleViewControllers ?? [] })
        eventLog = DemoEventLog(logger: logger, stack: marshrouteStack, registry: routing.registry)
        goTo = GoToPrompt(routing: routing)
        inspector.rootTransitionsHandler = .containing(tabHandler)
        inspector.observe(routing.registry)
        routing.onLayoutChange = { [weak self] idiom in self?.onLayoutChange?(idiom) }
        assemblyFactory.applicationModule = application
        marshrouteStack.peekAndPopStateObservable.addObserver(disposable: root) { [logger] viewController, state in
            logger.debug("peek and pop: \(viewController.debugName) \(state)")
        }
        if let rootSwapDuration {
            window.setRootViewController(root, wipeDuration: rootSwapDuration)
        } else {
            window.rootViewController = root
        }
        // TerminalUI leaves peeking to the app: the screens' peek key (`DemoViewController.keyBindings`)
        // begins it, and these are the words of its preview box.
        window.previewLabel = { [weak window] title in
            let dot = window?.glyphs.separator ?? GlyphSet.unicode.separator
            return title.isEmpty
                ? "Peek: Enter opens \(dot) Esc cancels" : "Peek: \(title) \(dot) Enter opens \(dot) Esc cancels"
        }
    }

    /// Opens `url` through the demo's routes (`--open`); a failure, at once or after a guard's
    /// screen, shows in the Go-to prompt with the URL, so it can be corrected.
    package func open(_ url: String, in window: Window) {
        routing.open(url) { [weak self, weak window] error in
            if case .superseded = error { return }
            guard let self, let window else { return }
            self.goTo.open(in: window, text: url)
            self.goTo.showFailure(error)
        }
    }

    /// The app is being replaced (a layout switch): a route of its own still waiting (on a
    /// guard's Authorization) may end later, and must not open its prompt in the window, which
    /// is the new app's; such a prompt would also keep the old app alive.
    package func retire() {
        goTo.retire()
    }

    /// Whether the user logged in (it survives a layout switch).
    package var isAuthorized: Bool {
        get { services.authorizationStatus.isAuthorized }
        set { services.authorizationStatus.isAuthorized = newValue }
    }

    /// The retain-cycle lesson's device while that lesson runs: Shelves modules made then hold
    /// themselves (`DeliberateLeak`).
    var deliberateLeak: DeliberateLeak? {
        get { services.deliberateLeak }
        set { services.deliberateLeak = newValue }
    }

    /// Where the builder route numbered `request` was asked for (`method at file:line`).
    func builderRouteSite(_ request: Int) -> String? { services.builderRoutes.siteDescription(of: request) }

    /// The root tab bar's handler: where history and tracking searches start.
    package var rootTransitionsHandler: ContainingTransitionsHandler? { services.rootTransitionsHandler }

    /// Marshroute's history, one line per handler, indented under the handler it chains from:
    /// what the tests check and the history overlay shows.
    public func historyLines(labelled: Bool = false) -> [String] {
        MarshrouteHistoryReader(marshrouteStack: marshrouteStack).lines(
            from: rootTransitionsHandler, labelled: labelled)
    }

    /// Every key, by section, for the help overlay (from `DemoKeyMap`), and the layout in use.
    package func helpSections(glyphs: GlyphSet) -> [HelpOverlayView.Section] {
        DemoKeyMap.helpSections(
            glyphs: glyphs, layout: idiom == .compact ? "compact (iPhone-like)" : "split (iPad-like)")
    }
}
