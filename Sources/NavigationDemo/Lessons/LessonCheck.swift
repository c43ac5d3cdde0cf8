import Marshroute

/// A lesson's check in one layout: the events of its `expect` lines, in order, each after the
/// one before (other events may come between), then its goals on the state the app is left in.
/// It reads only the events it is given (`LessonEvent`s from Marshroute and Routes) and the
/// state it is shown (`LessonWorld`, from history and the container tree), never the screen.
///
/// An event can start a match or extend one: a `router-call` that comes to nothing is no dead
/// end, since a later call can start again and finish it (`same-call` ties each step to the
/// call its match began with). The partial matches kept are bounded (the newest few of each
/// length), so a long session costs the same memory as a short one. A match of every step is a
/// candidate: once the app has settled, the goals are read (`settle(in:)`) and it completes
/// only if they hold; otherwise the learner is told what is missing and matching goes on.
package struct LessonCheck: Sendable {
    /// The steps, in order.
    package let steps: [LessonExpectation]
    /// What must hold once they are done.
    package let goals: [LessonGoal]
    /// Partial matches per length kept: the newest.
    static let keptPerLength = 4

    /// Events matched so far, by step number.
    private var partials: [[Int: LessonEvent]] = []
    /// A match of every step, waiting for the goals to be read.
    package private(set) var candidate: [LessonEvent]?
    /// The events that completed it, step by step, once it is complete.
    package private(set) var completion: [LessonEvent]?
    /// The last event that nearly did the next step, or the goal that did not hold, in one
    /// sentence with what is still needed; cleared when a step is done.
    package private(set) var miss: String?

    package init(steps: [LessonExpectation], goals: [LessonGoal] = []) {
        self.steps = steps
        self.goals = goals
    }

    package var isComplete: Bool { completion != nil }

    /// How many steps the best match so far has done.
    package var stepsDone: Int {
        if completion != nil || candidate != nil { return steps.count }
        return partials.map(\.count).max() ?? 0
    }

    /// Takes one event; returns whether the progress changed (a step done, a miss to tell, or
    /// every step done and the goals to read).
    @discardableResult
    package mutating func observe(_ event: LessonEvent) -> Bool {
        guard completion == nil, !steps.isEmpty else { return false }
        if let call = event.call?.id {
            if event.kind == .frozenForPeek { frozenCalls = Array((frozenCalls + [call]).suffix(8)) }
            effects = Array((effects + [Effect(call: call, kind: event.kind)]).suffix(16))
        }
        let before = stepsDone
        let best = partials.filter { $0.count == before }
        var grown: [[Int: LessonEvent]] = []
        for partial in [[:]] + partials {
            let step = steps[partial.count]
            guard step.matches(event, earlier: partial) else { continue }
            var longer = partial
            longer[step.number] = event
            if longer.count == steps.count {
                candidate = steps.compactMap { longer[$0.number] }
                miss = nil
                return true
            }
            grown.append(longer)
        }
        if !grown.isEmpty {
            partials += grown
            trim()
        }
        if stepsDone != before {
            miss = nil
            return true
        }
        // Nothing advanced: did the event nearly do the next step of the best match?
        guard before < steps.count else { return false }
        let next = steps[before]
        guard let said = (before == 0 ? [[:]] : best).lazy.compactMap({ next.miss(event, earlier: $0) }).first,
            said != miss
        else { return false }
        miss = "Step \(before + 1): \(said)"
        return true
    }

    /// The app settled after every step was done: the candidate completes the check if every
    /// goal holds in `world`, and is dropped otherwise (the learner is told which goal failed).
    /// Returns whether anything changed.
    @discardableResult
    package mutating func settle(in world: LessonWorld) -> Bool {
        guard let events = candidate else { return false }
        candidate = nil
        if let failed = goals.first(where: { !$0.holds(in: world) }) {
            miss =
                "Every step happened, but the goal is not reached: \(failed.description) "
                + "(\(failed.shortfall(in: world)))."
            return true
        }
        completion = events
        partials = []
        miss = nil
        return true
    }

    /// The app settled with every call ended: if the best match's next step is an effect of
    /// an earlier step's call (`same-call`) that never came, that call ended without it (a
    /// focus with nothing above it to close): say so. A call frozen by a peek has not ended.
    @discardableResult
    package mutating func callsEnded() -> Bool {
        guard completion == nil, candidate == nil, stepsDone < steps.count else { return false }
        let next = steps[stepsDone]
        guard let reference = next.filters.first(where: { $0.key == .sameCall }),
            let number = Int(reference.values[0])
        else { return false }
        // The newest of the best matches: the call the learner made last.
        guard let partial = partials.last(where: { $0.count == stepsDone }), let event = partial[number],
            let call = event.call, !frozenCalls.contains(call.id), call.id != reportedEndedCall,
            !effects.contains(Effect(call: call.id, kind: next.kind))
        else { return false }
        reportedEndedCall = call.id
        let still = next.need.map { "; \($0)" } ?? ""
        miss =
            "Step \(stepsDone + 1): \(LessonExpectation.what(event)) ended without \(Self.effect(next.kind))\(still)."
        return true
    }

    /// The calls frozen by a peek lately (their transition may still run), and the call whose
    /// end was told last.
    private var frozenCalls: [RouterCallID] = []
    /// The kinds of event each recent call caused (a step's effect that came, but missed, is
    /// no effect that never came).
    private var effects: [Effect] = []

    private struct Effect: Equatable, Sendable {
        let call: RouterCallID
        let kind: LessonEventKind
    }
    private var reportedEndedCall: RouterCallID?

    private static func effect(_ kind: LessonEventKind) -> String {
        switch kind {
        case .undone: "closing anything: there was nothing above it to close"
        case .performed: "showing a screen"
        case .reset: "setting a root"
        case .frozenForPeek: "a peek"
        case .peekEnded: "the peek ending"
        case .routerMade: "making a router"
        case .historyCleaned: "history forgetting a screen"
        default: "the event of this step"
        }
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
