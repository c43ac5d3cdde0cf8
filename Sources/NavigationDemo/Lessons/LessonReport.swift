/// "What happened": the calls and routes that completed a lesson, in the order they came.
/// Each router call is one line, with the app's method, where it is written (`file:line` from
/// the call's site) and what became of it (frozen for a peek, undone, …), so a learner can go
/// and read it; a peek's end and each route step are a line of their own. Texts from a URL
/// are kept as given: the panel and the command line sanitize what they show.
package enum LessonReport {
    /// One line per call or route event that did a step; `arrow` joins a router method to
    /// Marshroute's (`->` for ASCII).
    package static func lines(
        for events: [LessonEvent], arrow: String = "→", builderSite: (Int) -> String? = { _ in nil }
    ) -> [String] {
        var entries: [(call: LessonEvent.Call?, text: String, notes: [String])] = []
        for event in events {
            if let call = event.call {
                let index =
                    entries.firstIndex { $0.call?.id == call.id }
                    ?? {
                        entries.append((call, callLine(call, arrow: arrow, builderSite: builderSite), []))
                        return entries.count - 1
                    }()
                if let note = note(event, after: entries[index].notes) { entries[index].notes.append(note) }
            } else if let line = eventLine(event) {
                entries.append((nil, line, []))
            }
        }
        return entries.map { $0.notes.isEmpty ? $0.text : "\($0.text): \($0.notes.joined(separator: ", "))" }
    }

    /// The `done` text of `lesson` in `idiom`, each citation of a step replaced by the timeline
    /// entry (or route) of the event that did it in `completion` (`LessonCitations`).
    package static func done(of lesson: Lesson, idiom: DemoIdiom, completion: [LessonEvent]) -> [String] {
        var byStep: [Int: LessonEvent] = [:]
        for (step, event) in zip(lesson.expectations(for: idiom), completion) { byStep[step.number] = event }
        return lesson.done.map { paragraph in
            LessonCitations.rendered(paragraph) { number in
                guard let event = byStep[number] else { return nil }
                if let entry = event.call?.timelineEntry { return "#\(entry)" }
                return event.request.map { "route #\($0)" }
            }
        }
    }

    /// `Goal reached: "Transport" (Categories) is on top of its stack`.
    package static func goalLine(of lesson: Lesson, idiom: DemoIdiom, checkMark: String) -> String? {
        let goals = lesson.goals(for: idiom)
        guard !goals.isEmpty else { return nil }
        return "\(checkMark) Now: " + goals.map(\.description).joined(separator: "; ")
    }

    /// `#3 CategoriesRouterImpl.showSubcategories → pushViewControllerDerivedFrom at
    /// NavigationDemo/CategoriesRouters.swift:8`.
    static func callLine(_ call: LessonEvent.Call, arrow: String, builderSite: (Int) -> String?) -> String {
        let number = call.timelineEntry.map { "#\($0)" } ?? "\(call.id)"
        var line = "\(number) \(call.summary.text(arrow: arrow))"
        if let site = call.site {
            line += " at \(site.fileID):\(site.line)"
        }
        switch call.initiator?.kind {
        case .route?:
            line += " (for route #\(call.initiator?.id ?? 0))"
        case .builder?:
            let id = call.initiator?.id ?? 0
            line += " (builder route #\(id)\(builderSite(id).map { ", asked by \($0)" } ?? ""))"
        case nil:
            break
        }
        return line
    }

    /// What an event says about its call, beyond that it ran.
    static func note(_ event: LessonEvent, after notes: [String]) -> String? {
        switch event.kind {
        case .frozenForPeek: "frozen for a peek"
        case .peekEnded:
            switch event.outcome {
            case .committed?: "then committed"
            case .cancelled?: "then cancelled: it never ran"
            case .interrupted?, nil: "then interrupted by another transition: it never ran"
            }
        case .performed where notes.contains("frozen for a peek") && !notes.contains("then committed"):
            "then committed"
        case .refused: "refused by the coordinator's delegate"
        case .undone: "undid \(screens(event))"
        case .historyCleaned: "history forgot \(screens(event)) a container had removed"
        case .retainCycle: "a forgotten screen still alive a second later (a retain cycle)"
        default: nil
        }
    }

    /// A line for an event without a router call: a peek's end, a route's step.
    static func eventLine(_ event: LessonEvent) -> String? {
        let route = (event.request.map { "route #\($0)" } ?? "a route") + (event.url.map { " \($0)" } ?? "")
        switch event.kind {
        case .routeMatched:
            return "\(route) matched \(event.facts[.pattern] ?? "")"
        case .routeGuard:
            return "\(route): its guard's verdict: \(event.facts[.verdict] ?? "")"
        case .routeChallenge:
            return "\(route) waited for its guard's screen"
        case .routePerformed:
            let steps = event.steps.isEmpty ? "" : ": \(event.steps.joined(separator: ", "))"
            return "\(route) performed\(steps)"
        case .routeFailed:
            return "\(route) failed"
        default:
            // Marshroute's events without a cause (a builder route's own undo).
            return event.kind == .undone ? "Marshroute undid \(screens(event))" : nil
        }
    }

    private static func screens(_ event: LessonEvent) -> String {
        let count = Int(event.facts[.screens] ?? "") ?? 0
        return count == 1 ? "1 screen" : "\(count) screens"
    }
}
