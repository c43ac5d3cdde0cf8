import TerminalUI

/// What the lesson panel says about a session, wrapped to its width and cut to its rows:
/// while running, what to do (and the newest hint asked for); once complete, `✓ Lesson
/// complete` and what happened, the calls first. `e` shows everything in the lesson list.
@MainActor
enum LessonPanelText {
    static func content(
        for session: LessonSession, width: Int, maximumLines: Int, glyphs: GlyphSet,
        builderSite: (Int) -> String?
    ) -> LessonPanelView.Content {
        let textWidth = max(1, width - 4)
        var content = LessonPanelView.Content()
        content.title = "Lesson: \(session.lesson.title)"
        var lines: [LessonPanelView.Line] = []
        func add(_ text: String, _ style: Style = .normal, hanging: Int = 0) {
            for part in wrapped(text, width: textWidth, hanging: hanging) {
                lines.append(LessonPanelView.Line(text: part, style: style))
            }
        }
        let footer = LessonPanelView.Line(
            text: "e: hints, the concept, other lessons", style: .role(.secondary))
        if let completion = session.completion {
            add("\(glyphs.checkMark) Lesson complete. What happened:", .role(.accent))
            for line in LessonReport.lines(
                for: completion, arrow: glyphs.isASCII ? "->" : "→", builderSite: builderSite)
            { add(line, hanging: 3) }
            if let goal = LessonReport.goalLine(of: session.lesson, idiom: session.idiom, checkMark: glyphs.checkMark) {
                add(goal, .role(.accent), hanging: 2)
            }
            for paragraph in LessonReport.done(of: session.lesson, idiom: session.idiom, completion: completion) {
                add(paragraph, .role(.secondary))
            }
        } else if let check = session.check {
            content.status =
                check.candidate != nil
                ? "checking the goal" : "step \(min(check.stepsDone + 1, check.steps.count)) of \(check.steps.count)"
            for paragraph in session.lesson.task { add(paragraph) }
            if let miss = check.miss { add(miss, .role(.alert)) }
            if session.hintsShown > 0 {
                let hint = session.lesson.hints[session.hintsShown - 1]
                add("Hint \(session.hintsShown) of \(session.lesson.hints.count): \(hint)", .role(.secondary))
            }
            if session.deliberateLeak != nil {
                add(
                    "The leak switch is on: Shelves screens opened now keep themselves alive until the lesson ends.",
                    .role(.alert))
            }
        } else {
            content.status = "not in this layout"
            let other = session.lesson.layouts.map(\.rawValue).joined(separator: " or ")
            add("This lesson is for the \(other) layout: press L to switch to it.", .role(.alert))
        }
        let room = max(1, maximumLines - 1)
        if lines.count > room {
            lines = Array(lines.prefix(room - 1))
            lines.append(LessonPanelView.Line(text: "\(glyphs.ellipsis) (e shows all of it)", style: .role(.secondary)))
        }
        content.lines = lines + [footer]
        return content
    }

    /// `text` in lines of `width` cells, keeping its own indentation; with `hanging`, a line
    /// that wraps continues that much further in, so a call and its `file:line` read as one entry.
    static func wrapped(_ text: String, width: Int, hanging extra: Int = 0) -> [String] {
        guard !text.isEmpty else { return [""] }
        let leading = text.prefix { $0 == " " }.count
        let hanging = min(leading + extra, max(0, width / 2))
        let parts = DisplayText.wrapped(text.dropFirst(leading), toWidth: max(1, width - leading))
        guard let first = parts.first else { return [] }
        let rest = parts.dropFirst().joined(separator: " ")
        let margin = String(repeating: " ", count: leading)
        guard !rest.isEmpty else { return [margin + first] }
        let indent = String(repeating: " ", count: hanging)
        return [margin + first] + DisplayText.wrapped(rest, toWidth: max(1, width - hanging)).map { indent + $0 }
    }
}
