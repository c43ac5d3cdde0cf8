import Logging
import TerminalUI

/// One lesson played headless from a fresh start, a script step at a time, as cheaply as the
/// app allows (a manual clock moved by a `FrameStepper` that draws nothing, no animation),
/// so that thousands of near misses can be tried (`LessonNearMisses`, the suite and
/// `Fuzz/Sources/fuzz-lesson-near-misses`). It stops once the lesson completes, and says then
/// whether what it certified is true (`LessonAudit`).
@MainActor
package final class LessonProbe {
    package let shell: DemoShell
    private let screen: HeadlessScreen
    /// Moves the app's manual clock from timer to timer, drawing nothing.
    private let stepper: FrameStepper
    package let lessonId: String
    /// The steps played so far.
    package private(set) var played: [String] = []

    package init(lesson: String, idiom: DemoIdiom, assets: DemoAssets, size: Size = Size(width: 140, height: 40)) {
        screen = HeadlessScreen(size: size)
        let clock = ManualClock()
        shell = DemoShell(
            screen: screen, clock: clock, animationsEnabled: false, idiom: idiom, assets: assets,
            logger: Logger(label: "lesson-probe", factory: { _ in SwiftLogNoOpLogHandler() }), appKeyCommands: true)
        stepper = FrameStepper(application: shell.application, clock: clock)
        lessonId = lesson
        // Nothing is drawn: the panel's text is never needed.
        shell.lessons.isPanelHidden = true
        shell.lessons.start(lesson)
    }

    package var session: LessonSession? { shell.lessons.session }
    package var isComplete: Bool { session?.isComplete ?? false }

    /// Plays one token of the `--keys` syntax (`type:` text included); false once the app
    /// quit or the token does not parse.
    @discardableResult
    package func play(_ token: String) -> Bool {
        guard !isComplete, let steps = try? KeyScript.parse(token) else { return false }
        played.append(token)
        for step in steps { perform(step) }
        return true
    }

    /// Presses `key` even after the lesson completed (to test what the audit sees then).
    package func press(_ key: Key) { perform(.key(key)) }

    /// One step as `FrameStepper.perform` does it, but drawing no frame: a key is handled and
    /// the timers due fire; a wait moves the manual clock from timer to timer (no animation runs).
    private func perform(_ step: ScriptStep) {
        switch step {
        case .key(let key):
            shell.application.send(key)
        case .resize(let size):
            screen.resize(to: size)
            shell.application.send(.resize(size))
        case .wait(let duration):
            stepper.fastForward(by: duration)
        }
        stepper.fireDueTimers()
    }

    /// Plays tokens until the lesson completes or they end; returns how many were played.
    @discardableResult
    package func play(_ tokens: [String]) -> Int {
        var count = 0
        for token in tokens {
            guard !isComplete, play(token) else { break }
            count += 1
        }
        return count
    }

    /// The keys a learner could press now, as tokens: the keys the tables of the focused
    /// panels and their ancestors offer (`Window.currentOfferedKeys()`), without those that
    /// leave the app or the lesson (the app-wide keys but Go to), with the waits the timers
    /// need; in the Go-to prompt, what a learner types too.
    package func offeredKeys() -> [String] {
        let window = shell.window
        var keys: [String] = []
        func add(_ token: String) { if !keys.contains(token) { keys.append(token) } }
        if let overlay = window.topOverlay, overlay.takesTextInput {
            for token in Self.typed { add(token) }
        }
        for key in window.currentOfferedKeys() { add(key.description) }
        if window.topOverlay?.takesTextInput != true {
            for token in Self.waits { add(token) }
        }
        return keys.filter { !Self.leaving.contains($0) }
    }

    /// What a learner types in the Go-to prompt.
    static let typed = [
        "type:adverts/1", "type:adverts/16", "type:tabs/recursion", "type:tabs/shelves", "type:categories/1",
    ]
    /// The waits the comeback timers need.
    static let waits = ["wait:1s", "wait:6s"]
    /// Keys that leave the app or the lesson, or open a tool over it: the app-wide keys but Go
    /// to (a learner's way to a route).
    static let leaving: Set<String> = Set(
        DemoAppKeys.keyBindings.rows.flatMap(\.keys).filter { $0.action != .goTo }.map { $0.key.description })
}
