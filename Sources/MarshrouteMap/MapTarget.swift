import Marshroute
import Routes
import TerminalUI

/// An app under exploration: a fresh instance, headless, on a manual clock, with what only the
/// app knows (which actions its current screen offers, how to open a deep link, how to end).
/// The explorer builds one for every run through the closure it was given.
///
/// ```swift
/// let map = MapExplorer(name: "hello") {
///     let screen = HeadlessScreen(size: Size(width: 80, height: 24))
///     let clock = ManualClock()
///     let window = Window(size: screen.size, loop: EventLoop(clock: clock))
///     window.animationsEnabled = false
///     let app = HelloApp(window: window) {}
///     return MapTarget(
///         application: Application(screen: screen, window: window), clock: clock, stack: app.stack,
///         retaining: app, excludedKeys: ["q"])
/// }.explore()
/// ```
@MainActor
public final class MapTarget {
    /// The application: its window and loop.
    public let application: Application
    /// The manual clock the app's loop runs on, which a wait moves.
    public let clock: ManualClock
    /// Moves `clock` for a wait, drawing nothing.
    private let stepper: FrameStepper
    /// The app's Marshroute stack: its observation and history.
    public let stack: MarshrouteStack
    /// The route registry deep links go through, whose guards the edges name.
    public let routes: URLRouterRegistry?
    /// The window.
    public var window: Window { application.window }
    /// Deep links to try from every state (a route table's samples), opened through `open`.
    public var deepLinks: [String]
    /// The actions offered now; by default ``MapOffers/actions(in:excluding:extraKeys:)`` with
    /// `excludedKeys`, then the deep links.
    public var offeredActions: (MapTarget) -> [MapAction]
    /// Opens a URL; by default through the registry given, else nothing.
    public var open: (String) -> Void
    /// The module a screen belongs to (its assembly's name), or nil for a container that is
    /// no module; by default the class name without `ViewController`, and nil for TerminalUI's
    /// own containers.
    public var moduleName: (ViewController) -> String?
    /// Ends the app once a run is over (a peek still showing ends, a lesson's device lets go).
    public var close: () -> Void
    /// Keeps the app's own object alive as long as the target.
    private let retained: AnyObject?

    /// An app to explore.
    /// - Parameters:
    ///   - application: Its application, on a headless screen and a manual clock, animations off.
    ///   - clock: That manual clock (the loop's, or the one under its scaled clock).
    ///   - stack: Its Marshroute stack.
    ///   - routes: Its route registry, which opens the deep links; nil when it has none.
    ///   - deepLinks: URLs to try from every state.
    ///   - retaining: The app's object, kept alive with the target.
    ///   - excludedKeys: Keys (as `--keys` tokens) never pressed: quitting, tools over the app.
    public init(
        application: Application, clock: ManualClock, stack: MarshrouteStack, routes: URLRouterRegistry? = nil,
        deepLinks: [String] = [], retaining: AnyObject? = nil, excludedKeys: Set<String> = []
    ) {
        self.application = application
        self.clock = clock
        stepper = FrameStepper(application: application, clock: clock)
        self.stack = stack
        self.routes = routes
        self.deepLinks = deepLinks
        self.retained = retaining
        offeredActions = { target in
            MapOffers.actions(in: target.window, excluding: excludedKeys) + target.deepLinks.map(MapAction.open)
        }
        open = { [weak routes] url in routes?.route(url).execute() }
        moduleName = MapTarget.defaultModuleName
        close = { [weak window = application.window] in window?.close() }
    }

    /// `Categories` for a `CategoriesViewController`; nil for a plain navigation controller,
    /// tab bar or split view.
    public static func defaultModuleName(of controller: ViewController) -> String? {
        let type = ObjectIdentifier(type(of: controller))
        if let known = moduleNames[type] { return known }
        let name: String?
        if type == ObjectIdentifier(NavigationController.self) || type == ObjectIdentifier(TabBarController.self)
            || type == ObjectIdentifier(SplitViewController.self) || type == ObjectIdentifier(ViewController.self)
        {
            name = nil
        } else {
            let full = String(describing: Swift.type(of: controller))
            name = full.hasSuffix("ViewController") ? String(full.dropLast("ViewController".count)) : full
        }
        moduleNames[type] = .some(name)
        return name
    }

    /// Names already made, by class (a snapshot asks for every screen's).
    private static var moduleNames: [ObjectIdentifier: String?] = [:]

    /// Performs an action as a user would, drawing nothing: keys are routed and what they
    /// made due fires; a wait moves the manual clock from timer to timer; a URL opens.
    public func perform(_ action: MapAction) {
        switch action.kind {
        case .keys(let keys):
            for key in keys {
                application.send(key)
                settle()
            }
        case .wait(let duration):
            advance(by: duration)
        case .open(let url):
            open(url)
            settle()
        }
    }

    /// Moves the manual clock on by `duration`, firing each timer at its time.
    public func advance(by duration: Duration) {
        stepper.fastForward(by: duration)
    }

    /// Fires what is due now, again while firing schedules more for now (bounded).
    private func settle() {
        stepper.fireDueTimers()
    }
}
