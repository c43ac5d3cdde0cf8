/// A lesson's check in one layout: the events of its `expect` lines, in order, each after the
/// one before (other events may come between). It reads only the events it is given
/// (`LessonEvent`s from Marshroute and Routes), never the screen.
///
/// An event can start a match or extend one: a `router-call` that comes to nothing is no dead
/// end, since a later call can start again and finish it (`same-call` ties each step to the
/// call its match began with). The partial matches kept are bounded (the newest few of each
/// length), so a long session costs the same memory as a short one.
package struct LessonCheck: Sendable {
    /// The steps, in order.
    package let steps: [LessonExpectation]
    /// Partial matches per length kept: the newest.
    static let keptPerLength = 4

    /// Events matched so far, by step number.
    private var partials: [[Int: LessonEvent]] = []
    /// The events that completed it, step by step, once it is complete.
    package private(set) var completion: [LessonEvent]?

    package init(steps: [LessonExpectation]) {
        self.steps = steps
    }

    package var isComplete: Bool { completion != nil }

    /// How many steps the best match so far has done.
    package var stepsDone: Int {
        if completion != nil { return steps.count }
        return partials.map(\.count).max() ?? 0
    }

    /// Takes one event; returns whether the progress changed (a step done, or complete).
    @discardableResult
    package mutating func observe(_ event: LessonEvent) -> Bool {
        guard completion == nil, !steps.isEmpty else { return false }
        let before = stepsDone
        var grown: [[Int: LessonEvent]] = []
        for partial in [[:]] + partials {
            let step = steps[partial.count]
            guard step.matches(event, earlier: partial) else { continue }
            var longer = partial
            longer[step.number] = event
            if longer.count == steps.count {
                completion = steps.compactMap { longer[$0.number] }
                partials = []
                return true
            }
            grown.append(longer)
        }
        guard !grown.isEmpty else { return false }
        partials += grown
        trim()
        return stepsDone != before
    }

    /// Keeps the newest few partial matches of each length.
    private mutating func trim() {
        var counts: [Int: Int] = [:]
        var kept: [[Int: LessonEvent]] = []
        for partial in partials.reversed() {
            let count = counts[partial.count, default: 0]
            guard count < Self.keptPerLength else { continue }
            counts[partial.count] = count + 1
            kept.append(partial)
        }
        partials = kept.reversed()
    }
}
