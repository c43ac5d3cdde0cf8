import TerminalUI

/// A lesson of the demo, read from a file of `demo-assets/lessons/` (docs/TEACHING.md has the
/// format): one routing concept, a task, hints, the events that complete it, and what to say
/// once they happened. Its texts are as the teacher wrote them; views sanitize them when they
/// draw (TerminalUI's `DisplayText`), and the command line escapes them.
package struct Lesson: Sendable, Equatable {
    /// What a lesson may switch on while it runs.
    package enum Setup: String, Sendable, CaseIterable {
        /// Shelves screens opened while the lesson runs keep themselves alive on purpose (a
        /// retain cycle the ledger and Marshroute's check catch); it is broken when the lesson ends.
        case deliberateLeak = "deliberate-leak"
    }

    /// Short and unique: `[a-z0-9-]`, used by `--lesson ID` and `learn ID`.
    package let id: String
    package let title: String
    /// The layouts it can be done in (a split view's lesson only in `split`).
    package let layouts: [DemoIdiom]
    package let setup: Setup?
    /// Why it matters, in paragraphs.
    package let concept: [String]
    /// What to do, in paragraphs.
    package let task: [String]
    /// Revealed one at a time, on request.
    package let hints: [String]
    /// The events that complete it, in order, for every layout (`expectations(for:)`).
    package let expectations: [LessonExpectation]
    /// What must hold once they happened, for every layout (`goals(for:)`).
    package let goals: [LessonGoal]
    /// Said when it is complete, after the calls that did it: paragraphs whose every sentence
    /// cites the steps (`[2]`) or the goal (`[goal]`) that back it (`LessonCitations`).
    package let done: [String]
    /// A key script that completes it from a fresh start, per layout.
    package let solutions: [DemoIdiom: String]
    /// The file it was read from, for messages.
    package let file: String

    /// The steps of the check in `idiom`, in order.
    package func expectations(for idiom: DemoIdiom) -> [LessonExpectation] {
        expectations.filter { $0.layouts.contains(idiom) }
    }

    /// The goals in `idiom`.
    package func goals(for idiom: DemoIdiom) -> [LessonGoal] {
        goals.filter { $0.layouts.contains(idiom) }
    }

    /// `compact, split`.
    package var layoutNames: String { layouts.map(\.rawValue).joined(separator: ", ") }
}
