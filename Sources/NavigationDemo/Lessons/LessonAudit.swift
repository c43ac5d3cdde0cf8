import MarshrouteInspector
import Routes
import TerminalUI

/// Whether what a completed lesson certifies is true, checked apart from the check itself: its
/// goals read again from the app as it is, every event it cites found on the inspector's
/// timeline with an outcome of the event's kind (the committed peek is the committed one), the
/// recap citing no other entry, and, for the lessons the demo ships, the task itself checked
/// against Marshroute's history and the window by hand-written Swift (`LessonOracles`), which
/// knows nothing of the lesson's file. Used by the near-miss generation (`LessonNearMisses`).
@MainActor
package enum LessonAudit {
    /// What is false about the probe's completed lesson; empty when it is all true (or the
    /// lesson is not complete).
    package static func problems(of probe: LessonProbe) -> [String] {
        guard let session = probe.session, let completion = session.completion else { return [] }
        let demo = probe.shell.demo
        let journal = demo.inspector.journal
        var problems: [String] = []
        let world = LessonWorld.read(demo, window: probe.shell.window)
        for goal in session.lesson.goals(for: session.idiom) where !goal.holds(in: world) {
            problems.append("goal '\(goal.description)' does not hold: \(goal.shortfall(in: world))")
        }
        var cited: Set<Int> = []
        for (step, event) in zip(session.lesson.expectations(for: session.idiom), completion) {
            if let call = event.call {
                guard let number = call.timelineEntry, let entry = journal.entry(number) else {
                    problems.append("step \(step.number) cites no timeline entry")
                    continue
                }
                cited.insert(number)
                if entry.method != call.method {
                    problems.append(
                        "step \(step.number) cites #\(number), a \(entry.call), not \(call.method)")
                }
                if !outcome(entry.outcome, fits: event) {
                    problems.append(
                        "step \(step.number) (\(event.kind.rawValue)) cites #\(number), whose outcome is \(entry.outcomeText)"
                    )
                }
            } else if let request = event.request {
                guard let number = journal.entryNumber(of: RouteRequestID(rawValue: request)),
                    let entry = journal.entry(number)
                else {
                    problems.append("step \(step.number) cites route #\(request), which has no timeline entry")
                    continue
                }
                if event.kind == .routePerformed, entry.outcome != .routePerformed {
                    problems.append(
                        "step \(step.number) says route #\(request) ran; the timeline: \(entry.outcomeText)")
                }
            }
        }
        let recap =
            LessonReport.lines(for: completion)
            + LessonReport.done(of: session.lesson, idiom: session.idiom, completion: completion)
        for number in entryNumbers(in: recap.joined(separator: "\n")) where !cited.contains(number) {
            problems.append("the recap cites #\(number), which did no step")
        }
        if let oracle = LessonOracles.task[probe.lessonId], let wrong = oracle(demo, probe.shell.window) {
            problems.append("the task is not done: \(wrong)")
        }
        return problems
    }

    /// Whether a timeline entry's outcome is one an event of this kind leaves.
    static func outcome(_ outcome: InspectorTimelineEntry.Outcome, fits event: LessonEvent) -> Bool {
        switch event.kind {
        case .performed: return outcome == .performed || outcome == .committedAfterPeek
        case .frozenForPeek:
            return [.frozenForPeek, .committedAfterPeek, .peekCancelled, .peekInterrupted].contains(outcome)
        case .peekEnded:
            switch event.outcome {
            case .committed?: return outcome == .committedAfterPeek
            case .cancelled?: return outcome == .peekCancelled
            case .interrupted?, nil: return outcome == .peekInterrupted
            }
        case .undone:
            if case .undone = outcome { return true }
            return outcome == .performed
                || {
                    if case .refused = outcome { return true }
                    return false
                }()
        case .refused:
            if case .refused = outcome { return true }
            return false
        case .reset: return outcome == .performed
        default: return true
        }
    }

    /// The timeline entries a text cites (`#12`), not its routes (`route #3`).
    package static func entryNumbers(in text: String) -> [Int] {
        var numbers: [Int] = []
        var rest = text[...]
        while let hash = rest.firstIndex(of: "#") {
            let digits = rest[rest.index(after: hash)...].prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), !rest[..<hash].hasSuffix("route ") { numbers.append(number) }
            rest = rest[rest.index(after: hash)...]
        }
        return numbers
    }
}
