import TerminalUI

/// Runs the demo's lessons on a shell's window: starts one (`--lesson ID`, or Enter in the
/// list `e` opens), feeds it the current demo's Marshroute and Routes events, shows its panel
/// under the app, and follows the shell to a new layout. While no lesson runs it listens to
/// nothing and shows nothing; a running lesson draws only when its state changes, so it adds
/// no frame while the app is idle.
@MainActor
package final class LessonRunner {
    package let lessons: [Lesson]
    /// The running lesson, if any.
    package private(set) var session: LessonSession?
    /// Lessons completed in this session of the app.
    package private(set) var completedIds: Set<String> = []
    /// Called after every change of the running lesson's state (tests, the list).
    package var onChange: (() -> Void)?

    private weak var window: Window?
    private weak var demo: NavigationDemoApp?
    private var listener: LessonListener?
    let panel = LessonPanelView()
    lazy var list = LessonListView(runner: self)

    init(lessons: [Lesson], window: Window) {
        self.lessons = lessons
        self.window = window
        window.addResizeObserver(panel) { [weak self] _ in self?.updatePanel() }
    }

    /// The app ends with a lesson running: its device lets go too (nothing outlives the app).
    /// `DemoShell.close()` calls it.
    func end() {
        session?.end()
    }

    /// The lesson with `id`, if there is one.
    package func lesson(_ id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// Starts the lesson `id` (ending the one running); false when there is none by that id.
    @discardableResult
    package func start(_ id: String) -> Bool {
        guard let lesson = lesson(id), let demo else { return false }
        session?.end()
        goalCheck?.cancel()
        goalCheck = nil
        let session = LessonSession(lesson: lesson, idiom: demo.idiom)
        self.session = session
        attach(to: demo)
        changed()
        return true
    }

    /// Ends the running lesson: its panel goes, its device lets go, nothing listens any more.
    package func stop() {
        guard let session else { return }
        session.end()
        goalCheck?.cancel()
        goalCheck = nil
        self.session = nil
        listener = nil
        demo?.deliberateLeak = nil
        changed()
    }

    /// Shows the next hint of the running lesson; false when there is none left.
    @discardableResult
    package func revealHint() -> Bool {
        guard session?.revealHint() == true else { return false }
        changed()
        return true
    }

    /// Follows `demo` (at start, and after a layout switch once the routes are replayed):
    /// the running lesson hears its events from now on and its check takes that layout's steps.
    func attach(to demo: NavigationDemoApp) {
        self.demo = demo
        guard let session else {
            listener = nil
            return
        }
        session.layoutChanged(to: demo.idiom)
        demo.deliberateLeak = session.deliberateLeak
        listener = LessonListener(demo: demo) { [weak self] event in self?.observe(event) }
        updatePanel()
    }

    private func observe(_ event: LessonEvent) {
        guard let session, session.observe(event) else { return }
        scheduleGoalCheck()
        changed()
    }

    private var goalCheck: ScheduledTimer?

    /// A step was done: once the app has settled (the call that did it has ended, and what it
    /// started has run), on the loop's next turn, the goals are read if every step is done, and
    /// otherwise a call that ended without its next step's effect is told.
    private func scheduleGoalCheck() {
        guard goalCheck == nil, let window else { return }
        goalCheck = window.loop.schedule(after: .zero) { [weak self] in
            guard let self else { return }
            goalCheck = nil
            settle()
        }
    }

    /// Reads the goals of a lesson whose steps are done, now.
    func settle() {
        goalCheck?.cancel()
        goalCheck = nil
        guard let session, let demo, let window else { return }
        guard session.awaitsGoals else {
            if session.callsEnded() { changed() }
            return
        }
        guard session.settle(in: LessonWorld.read(demo, window: window)) else { return }
        if session.isComplete { completedIds.insert(session.lesson.id) }
        changed()
    }

    private func changed() {
        updatePanel()
        list.setNeedsDisplay()
        onChange?()
    }

    /// The site (`file:line` and method) of a builder route's request, for "what happened".
    func builderSite(_ request: Int) -> String? { demo?.builderRouteSite(request) }

    /// While the app is rewound, the past's own panel shows the lesson as it was then, and this
    /// one steps aside (two panels would show two moments at once).
    var isPanelHidden = false {
        didSet { if isPanelHidden != oldValue { updatePanel() } }
    }

    /// Shows, resizes or removes the panel for the running lesson.
    func updatePanel() {
        guard let window else { return }
        guard let session, !isPanelHidden else {
            if window.bottomPanelView === panel { window.removeBottomPanel() }
            return
        }
        // Running, the app needs the room; complete, what happened does (up to half the rows).
        let rows = max(0, window.size.height - 1)
        let maximumHeight = session.isComplete ? min(12, rows / 2) : min(8, rows * 2 / 5)
        let maximumLines = max(1, maximumHeight - 2)
        panel.content = LessonPanelText.content(
            for: session, width: window.size.width, maximumLines: maximumLines, glyphs: window.glyphs,
            builderSite: { [weak self] in self?.builderSite($0) })
        window.showBottomPanel(panel, height: panel.naturalHeight)
    }

    /// Opens the lesson list (`e`), or closes it.
    package func toggleList() {
        guard let window else { return }
        if window.topOverlay === list {
            window.removeOverlay(list)
        } else {
            list.prepare()
            window.showOverlay(list)
        }
    }

    /// The layout the demo runs in now.
    var currentIdiom: DemoIdiom { demo?.idiom ?? .compact }

    /// Whether the lesson list shows.
    package var isListOpen: Bool { window?.topOverlay === list }
}
