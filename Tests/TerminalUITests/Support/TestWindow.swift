@testable import TerminalUI

/// A window on a manual clock with a recorder for lifecycle calls, for container tests.
@MainActor
final class TestWindow {
    let clock = ManualClock()
    let window: Window
    let screen: HeadlessScreen
    let application: Application
    let stepper: FrameStepper

    init(size: Size = Size(width: 80, height: 24), animations: Bool = false, glyphs: GlyphSet = .unicode) {
        window = Window(size: size, loop: EventLoop(clock: clock), glyphs: glyphs)
        window.animationsEnabled = animations
        screen = HeadlessScreen(size: size)
        application = Application(screen: screen, window: window)
        stepper = FrameStepper(application: application, clock: clock)
    }

    var root: ViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// Draws a frame and returns the screen's text.
    @discardableResult
    func render() -> [String] {
        application.drawFrame()
        return screen.textLines
    }

    var text: String { render().joined(separator: "\n") }

    func press(_ keys: Key...) {
        for key in keys { stepper.press(key) }
    }

    /// Advances the clock, firing timers and stepping animations on the way.
    func advance(_ duration: Duration) {
        stepper.advance(by: duration)
    }

    func resize(_ size: Size) {
        stepper.perform(.resize(size)) { screen.resize(to: $0) }
    }
}

/// Records lifecycle calls of `RecordingViewController`s in one ordered list.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
    /// Keeps windows alive for the length of a test (a window is not owned by its views).
    private var retained: [AnyObject] = []

    func retain(_ object: AnyObject) { retained.append(object) }

    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A view controller that logs `name.viewDidLoad`, `name.willAppear`, … to a log.
@MainActor
class RecordingViewController: ViewController {
    let name: String
    let log: LifecycleLog
    var items: [ListItem]

    init(_ name: String, log: LifecycleLog, items: [ListItem] = []) {
        self.name = name
        self.log = log
        self.items = items
        super.init()
        title = name
    }

    override func loadView() {
        view = items.isEmpty ? Label("Screen \(name)") : ListView(items: items)
    }

    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
}

/// A navigation controller that logs its own lifecycle too.
@MainActor
final class RecordingNavigationController: NavigationController {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog, root: ViewController) {
        self.name = name
        self.log = log
        super.init(rootViewController: root)
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
}
