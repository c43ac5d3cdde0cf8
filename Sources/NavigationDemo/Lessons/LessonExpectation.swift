import Marshroute

/// One `expect` line of a lesson: an event kind and the filters the event must pass. Steps
/// are numbered in file order from 1 (`same-call=1` names the first `expect` line).
package struct LessonExpectation: Sendable, Equatable {
    /// One `key=value` (or `screens>=N`) of an `expect` line.
    package struct Filter: Sendable, Equatable {
        package let key: LessonEventKind.Key
        /// The values any of which passes (`method=a,b`), as written; one number for numeric keys.
        package let values: [String]
        /// `screens>=N` rather than `screens=N`.
        package let atLeast: Bool
        /// The values of `method`, `initiator` and `outcome` as the values Marshroute reports
        /// (nil: nobody above the routers asked), so that they are compared as values.
        let methods: Set<RouterMethod>
        let initiators: Set<RouterCallInitiator.Kind?>
        let outcomes: Set<PeekOutcome>

        /// A filter whose values the parser checked (a name that is no method, initiator or
        /// outcome was refused there with its line).
        package init(key: LessonEventKind.Key, values: [String], atLeast: Bool) {
            self.key = key
            self.values = values
            self.atLeast = atLeast
            methods = Set(values.compactMap(RouterMethod.init(rawValue:)))
            initiators = Set(values.compactMap(LessonEventKind.Key.initiatorKind(named:)))
            outcomes = Set(values.compactMap(PeekOutcome.init(rawValue:)))
        }
    }

    /// Its number among the file's `expect` lines, from 1.
    package let number: Int
    package let kind: LessonEventKind
    package let filters: [Filter]
    /// The layouts it applies to (`expect split:` applies to one).
    package let layouts: [DemoIdiom]
    /// Where it is written, for messages.
    package let line: Int
    /// The line as written after `expect:`, for the list of steps.
    package let text: String
    /// What the learner still has to do when an event nearly passes (the text after ` | `).
    package var need: String?

    /// Whether `event` passes, given the events that matched earlier steps (by step number).
    func matches(_ event: LessonEvent, earlier: [Int: LessonEvent]) -> Bool {
        event.kind == kind && filters.allSatisfy { passes($0, event, earlier: earlier) }
    }

    private func passes(_ filter: Filter, _ event: LessonEvent, earlier: [Int: LessonEvent]) -> Bool {
        switch filter.key {
        case .sameCall:
            guard let number = Int(filter.values[0]), let id = earlier[number]?.call?.id else { return false }
            return event.call?.id == id
        case .sameRequest:
            guard let number = Int(filter.values[0]), let request = earlier[number]?.request else { return false }
            return event.request == request
        case .inside:
            guard let number = Int(filter.values[0]), let stack = earlier[number]?.screen?.stack else { return false }
            return event.screen?.stack == stack
        case .screens:
            guard let wanted = Int(filter.values[0]), let count = event.fact(.screens).flatMap(Int.init) else {
                return false
            }
            return filter.atLeast ? count >= wanted : count == wanted
        case .step:
            return event.steps.contains { filter.values.contains($0) }
        case .method:
            return event.call.map { filter.methods.contains($0.method) } ?? false
        case .initiator:
            return event.call.map { filter.initiators.contains($0.initiator?.kind) } ?? false
        case .outcome:
            return event.outcome.map(filter.outcomes.contains) ?? false
        default:
            guard let fact = event.fact(filter.key) else { return false }
            return filter.values.contains(fact)
        }
    }

    /// The filters that say which event a step is about (the call, the request, the method):
    /// an event that passes them but not the rest nearly did the step.
    private static let anchors: Set<LessonEventKind.Key> = [.sameCall, .sameRequest, .method, .site, .pattern, .router]

    /// When `event` is the step's kind and passes its anchors but fails another filter: one
    /// sentence saying what happened and what is still needed. Nil for an unrelated event, or
    /// one that passes.
    func miss(_ event: LessonEvent, earlier: [Int: LessonEvent]) -> String? {
        guard event.kind == kind else { return nil }
        let anchored = filters.filter { Self.anchors.contains($0.key) }
        guard anchored.allSatisfy({ passes($0, event, earlier: earlier) }),
            let failed = filters.first(where: { !passes($0, event, earlier: earlier) })
        else { return nil }
        let still = need.map { "; \($0)" } ?? ""
        return "\(Self.what(event)) happened, but \(Self.reason(failed, event))\(still)."
    }

    /// `The focusOnCurrentModule call`, `The transition of #12`.
    static func what(_ event: LessonEvent) -> String {
        let entry = event.call.flatMap { $0.timelineEntry.map { " (#\($0))" } } ?? ""
        switch event.kind {
        case .routerCall: return "The call of \(event.call.map(\.method.rawValue) ?? "Marshroute")\(entry)"
        case .routerMade: return "A router made\(entry)"
        case .performed: return "A transition\(entry)"
        case .frozenForPeek: return "A peek\(entry)"
        case .peekEnded: return "The peek's end\(entry)"
        case .refused: return "A refusal\(entry)"
        case .reset: return "A root set\(entry)"
        case .undone: return "An undo\(entry)"
        case .historyCleaned: return "A history cleaning\(entry)"
        case .retainCycle: return "A retain-cycle check\(entry)"
        case .routeMatched, .routeGuard, .routeChallenge, .routePerformed, .routeFailed:
            return "Route #\(event.request.map(String.init) ?? "?")'s \(event.kind.rawValue)"
        }
    }

    /// What the event lacked, in words.
    private static func reason(_ filter: Filter, _ event: LessonEvent) -> String {
        let wanted = filter.values.joined(separator: " or ")
        let number = filter.values.first ?? "?"
        switch filter.key {
        case .screens:
            let count = Int(event.fact(.screens) ?? "") ?? 0
            let closed = "it closed \(count) screen\(count == 1 ? "" : "s")"
            return "\(closed), and this step needs \(filter.atLeast ? "at least " : "")\(number)"
        case .forwarded:
            return wanted == "yes"
                ? "it landed on the router's own handler: nothing was above it to forward it to"
                : "Marshroute forwarded it to the topmost handler"
        case .inside where event.kind == .historyCleaned:
            return "it cleaned another stack than the one of step \(number)"
        case .inside:
            return "it landed outside the stack of step \(number) (that stack was closed, or it went elsewhere)"
        case .title, .module:
            let shown = event.screen.map { "\"\($0.title ?? "untitled")\" (\($0.module))" } ?? "no known screen"
            return event.kind == .routerCall
                ? "it came from \(shown), not \(wanted)" : "it showed \(shown), not \(wanted)"
        case .outcome:
            return "the peek was \(event.fact(.outcome) ?? "?"), not \(wanted)"
        case .sameCall:
            return "it came from another call than step \(number)'s"
        case .sameRequest:
            return "it belongs to another route than step \(number)'s"
        case .initiator:
            let asked = event.call.map {
                $0.initiator.map { "a \($0.kind.rawValue) route" } ?? "nobody above the routers"
            }
            return "it was asked by \(asked ?? "?"), not \(wanted)"
        case .step:
            return "its steps were \(event.steps.joined(separator: ", ")), not \(wanted)"
        default:
            return "its \(filter.key.rawValue) was \(event.fact(filter.key) ?? "none"), not \(wanted)"
        }
    }
}
