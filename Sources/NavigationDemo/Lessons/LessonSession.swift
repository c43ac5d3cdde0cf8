/// A lesson running: its check in the current layout, the hints shown so far, what completed
/// it, and the teaching device its setup switched on. Made by `LessonRunner` when a lesson
/// starts; a new layout starts the check again (its steps are the new layout's).
@MainActor
package final class LessonSession {
    package let lesson: Lesson
    package private(set) var idiom: DemoIdiom
    /// The check in this layout; nil when the lesson is not written for it.
    package private(set) var check: LessonCheck?
    /// How many hints the learner asked for.
    package private(set) var hintsShown = 0
    /// On while the lesson runs, for a lesson whose setup is the deliberate leak.
    let deliberateLeak: DeliberateLeak?

    init(lesson: Lesson, idiom: DemoIdiom) {
        self.lesson = lesson
        self.idiom = idiom
        deliberateLeak = lesson.setup == .deliberateLeak ? DeliberateLeak() : nil
        check = Self.check(for: lesson, idiom: idiom)
    }

    private static func check(for lesson: Lesson, idiom: DemoIdiom) -> LessonCheck? {
        lesson.layouts.contains(idiom)
            ? LessonCheck(steps: lesson.expectations(for: idiom), goals: lesson.goals(for: idiom)) : nil
    }

    package var isComplete: Bool { check?.isComplete ?? false }

    /// The events that completed it, once complete.
    package var completion: [LessonEvent]? { check?.completion }

    /// Takes an event; returns whether the lesson's state changed.
    @discardableResult
    func observe(_ event: LessonEvent) -> Bool {
        check?.observe(event) ?? false
    }

    /// Whether every step is done and the goals wait to be read once the app settles.
    var awaitsGoals: Bool { check?.candidate != nil }

    /// Reads the goals on the settled app; returns whether the lesson's state changed.
    @discardableResult
    func settle(in world: LessonWorld) -> Bool {
        check?.settle(in: world) ?? false
    }

    /// The app settled with no goal to read: tells a call that ended without its step's effect.
    @discardableResult
    func callsEnded() -> Bool {
        check?.callsEnded() ?? false
    }

    /// Shows one more hint; false when every hint shows already.
    @discardableResult
    func revealHint() -> Bool {
        guard hintsShown < lesson.hints.count else { return false }
        hintsShown += 1
        return true
    }

    /// The layout changed: the check starts again with that layout's steps (a completed
    /// lesson stays complete).
    func layoutChanged(to idiom: DemoIdiom) {
        guard idiom != self.idiom else { return }
        self.idiom = idiom
        if isComplete { return }
        check = Self.check(for: lesson, idiom: idiom)
    }

    /// The lesson ends: its device lets go of what it held.
    func end() {
        deliberateLeak?.breakCycles()
    }
}
