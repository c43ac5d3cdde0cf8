import ArgumentParser
import NavigationDemo
import TerminalUI

/// `navigation-demo learn`: the lessons, a table (`ID  TITLE  LAYOUTS`); `learn ID` one lesson's
/// text; `learn ID --solution` a key script that completes it from a fresh start.
struct LearnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "List the lessons, show one, or print a key script that completes it.",
        discussion: ManualText.discussion(
            """
            Without an ID: a table of the lessons, one a line: its ID, title and the layouts it can \
            be done in. With an ID: the lesson's concept, \
            task and hints. With --solution: keys in the --keys syntax that complete the lesson from \
            a fresh start in the layout --idiom gives (auto means compact here), for example
              navigation-demo --headless --lesson seed --keys "$(navigation-demo learn seed --solution)" --dump
            Start a lesson in the app with --lesson ID, or press e there. Lessons are files in the \
            assets' lessons folder (docs/TEACHING.md).
            """))

    @Argument(help: "A lesson's ID (navigation-demo learn lists them).")
    var id: String?

    @Flag(help: "Print a key script that completes the lesson from a fresh start.")
    var solution = false

    /// Given before `learn` or after it: the root declares the same group.
    @OptionGroup var app: AppOptions

    func validate() throws {
        if solution && id == nil { throw ValidationError("--solution needs a lesson's ID") }
    }

    func run() throws {
        let lessons = try MainActor.assumeIsolated {
            try Launcher.loadAssets(path: app.assets).lessons
        }
        guard let id else {
            try FileHandleStream.standardOutput.writeAll(TerminalSafeText.escaped(LessonText.list(lessons)))
            return
        }
        guard let lesson = lessons.first(where: { $0.id == id }) else {
            throw CommandFailure.usage(LessonText.unknown(id, in: lessons))
        }
        guard solution else {
            try FileHandleStream.standardOutput.writeAll(TerminalSafeText.escaped(LessonText.page(of: lesson)))
            return
        }
        let idiom = app.fixedIdiom
        guard let script = lesson.solutions[idiom] else {
            throw CommandFailure.usage(
                "lesson \(id) is for the \(lesson.layoutNames) layout, not \(idiom.rawValue): "
                    + "add --idiom \(lesson.layouts[0].rawValue)")
        }
        try FileHandleStream.standardOutput.writeAll(TerminalSafeText.escaped(script + "\n"))
    }
}

/// The lessons as the command line prints them.
enum LessonText {
    /// A table, one lesson a line under a header: its ID, title and the layouts it can be
    /// done in, in aligned columns (`ID  TITLE  LAYOUTS`).
    static func list(_ lessons: [Lesson]) -> String {
        let rows = [("ID", "TITLE", "LAYOUTS")] + lessons.map { ($0.id, $0.title, $0.layoutNames) }
        let idWidth = rows.map { TextWidth.of($0.0) }.max() ?? 0
        let titleWidth = rows.map { TextWidth.of($0.1) }.max() ?? 0
        func padded(_ text: String, to width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - TextWidth.of(text)))
        }
        return rows.map { id, title, layouts in
            padded(id, to: idWidth) + "  " + padded(title, to: titleWidth) + "  " + layouts + "\n"
        }.joined()
    }

    /// Why an ID is not a lesson, with the IDs there are.
    static func unknown(_ id: String, in lessons: [Lesson]) -> String {
        "no lesson '\(id)'; the lessons are: \(lessons.map(\.id).joined(separator: ", "))"
    }

    /// One lesson in full: title, layouts, concept, task, hints, how to start it.
    static func page(of lesson: Lesson) -> String {
        var lines = ["\(lesson.title) (\(lesson.id); \(lesson.layoutNames))", ""]
        lines += lesson.concept.flatMap { [$0, ""] }
        lines.append("Task: " + lesson.task.joined(separator: " "))
        for (index, hint) in lesson.hints.enumerated() { lines.append("Hint \(index + 1): \(hint)") }
        lines += ["", "Start it: navigation-demo --lesson \(lesson.id) (or e in the app)."]
        return lines.joined(separator: "\n") + "\n"
    }
}
