/// One `expect` line of a lesson: an event kind and the filters the event must pass. Steps
/// are numbered in file order from 1 (`same-call=1` names the first `expect` line).
package struct LessonExpectation: Sendable, Equatable {
    /// One `key=value` (or `screens>=N`) of an `expect` line.
    package struct Filter: Sendable, Equatable {
        package let key: LessonEventKind.Key
        /// The values any of which passes (`method=a,b`); one number for numeric keys.
        package let values: [String]
        /// `screens>=N` rather than `screens=N`.
        package let atLeast: Bool
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

    /// Whether `event` passes, given the events that matched earlier steps (by step number).
    func matches(_ event: LessonEvent, earlier: [Int: LessonEvent]) -> Bool {
        guard event.kind == kind else { return false }
        return filters.allSatisfy { filter in
            switch filter.key {
            case .sameCall:
                guard let number = Int(filter.values[0]), let id = earlier[number]?.call?.id else { return false }
                return event.call?.id == id
            case .sameRequest:
                guard let number = Int(filter.values[0]), let request = earlier[number]?.request else { return false }
                return event.request == request
            case .screens:
                guard let wanted = Int(filter.values[0]), let count = event.fact(.screens).flatMap(Int.init) else {
                    return false
                }
                return filter.atLeast ? count >= wanted : count == wanted
            case .step:
                return event.steps.contains { filter.values.contains($0) }
            default:
                guard let fact = event.fact(filter.key) else { return false }
                return filter.values.contains(fact)
            }
        }
    }
}
