import Foundation
import Marshroute
import Testing

@testable import NavigationDemo

/// The check on its own, on events made by hand: steps in order with anything between, calls
/// tied by `same-call`, a start that came to nothing no dead end, and bounded memory.
@MainActor
@Suite("Lessons: the check")
struct LessonCheckTests {
    static func steps(_ lines: String) throws -> [LessonExpectation] {
        let text = """
            lesson t
            title: t
            layouts: compact
            concept: c
            task: t
            \(lines)
            solution compact: enter

            """
        return try LessonFileParser.parse(Data(text.utf8), file: "t.lesson").expectations(for: .compact)
    }

    static func call(_ id: Int, method: String = "pushViewControllerDerivedFrom") -> LessonEvent.Call {
        LessonEvent.Call(
            id: RouterCallID(rawValue: id), routerType: "R", method: method, site: nil, initiatorKind: nil,
            initiatorId: nil)
    }

    static func event(
        _ kind: LessonEventKind, call id: Int?, method: String = "pushViewControllerDerivedFrom",
        facts: [LessonEventKind.Key: String] = [:]
    ) -> LessonEvent {
        LessonEvent(kind: kind, call: id.map { call($0, method: method) }, facts: facts)
    }

    @Test("steps complete in order, with other events between")
    func inOrder() throws {
        var check = LessonCheck(steps: try Self.steps("expect: router-call\nexpect: performed same-call=1"))
        var changed = check.observe(Self.event(.performed, call: 1))
        #expect(!changed, "a performed before any call")
        changed = check.observe(Self.event(.routerCall, call: 2))
        #expect(changed)
        #expect(check.stepsDone == 1)
        changed = check.observe(Self.event(.undone, call: 2, facts: [.screens: "1"]))
        #expect(!changed)
        changed = check.observe(Self.event(.performed, call: 2))
        #expect(changed)
        #expect(check.isComplete)
        #expect(check.completion?.map(\.kind) == [.routerCall, .performed])
        changed = check.observe(Self.event(.routerCall, call: 3))
        #expect(!changed, "complete stays complete")
    }

    @Test("same-call ties a step to the call of an earlier one; a call that came to nothing is no dead end")
    func sameCall() throws {
        var check = LessonCheck(steps: try Self.steps("expect: frozen-for-peek\nexpect: performed same-call=1"))
        check.observe(Self.event(.frozenForPeek, call: 1))
        check.observe(Self.event(.performed, call: 2))
        #expect(!check.isComplete, "another call's transition")
        check.observe(Self.event(.frozenForPeek, call: 3))
        check.observe(Self.event(.performed, call: 3))
        #expect(check.isComplete)
        #expect(check.completion?.compactMap { $0.call?.id.rawValue } == [3, 3])
    }

    @Test("filters: a method among alternatives, screens counted, a fact that is missing fails")
    func filters() throws {
        var check = LessonCheck(
            steps: try Self.steps(
                "expect: router-call method=focusOnCurrentModule,dismissCurrentModule\nexpect: undone same-call=1 screens>=2"
            ))
        check.observe(Self.event(.routerCall, call: 1, method: "pushViewControllerDerivedFrom"))
        #expect(check.stepsDone == 0)
        check.observe(Self.event(.routerCall, call: 2, method: "focusOnCurrentModule"))
        check.observe(Self.event(.undone, call: 2, method: "focusOnCurrentModule", facts: [.screens: "1"]))
        #expect(!check.isComplete, "one screen is not two")
        check.observe(Self.event(.undone, call: 2, method: "focusOnCurrentModule"))
        #expect(!check.isComplete, "no count is not a count")
        check.observe(Self.event(.undone, call: 2, method: "focusOnCurrentModule", facts: [.screens: "3"]))
        #expect(check.isComplete)
    }

    @Test("initiator: none when nobody above the routers asked")
    func initiator() throws {
        var check = LessonCheck(steps: try Self.steps("expect: router-call initiator=none"))
        let byRoute = LessonEvent(
            kind: .routerCall,
            call: LessonEvent.Call(
                id: RouterCallID(rawValue: 1), routerType: "R", method: "m", site: nil, initiatorKind: "route",
                initiatorId: 1), request: 1)
        check.observe(byRoute)
        #expect(!check.isComplete)
        check.observe(Self.event(.routerCall, call: 2))
        #expect(check.isComplete)
    }

    @Test("a long session keeps a bounded number of partial matches and still completes")
    func bounded() throws {
        var check = LessonCheck(steps: try Self.steps("expect: frozen-for-peek\nexpect: performed same-call=1"))
        for id in 1...10_000 { check.observe(Self.event(.frozenForPeek, call: id)) }
        check.observe(Self.event(.performed, call: 10_000))
        #expect(check.isComplete, "the newest start is kept")
        let mirror = Mirror(reflecting: check).children.first { $0.label == "partials" }?.value as? [[Int: LessonEvent]]
        #expect(mirror?.count == 0, "complete: nothing kept")
        var other = LessonCheck(steps: try Self.steps("expect: frozen-for-peek\nexpect: performed same-call=1"))
        for id in 1...10_000 { other.observe(Self.event(.frozenForPeek, call: id)) }
        let kept = Mirror(reflecting: other).children.first { $0.label == "partials" }?.value as? [[Int: LessonEvent]]
        #expect((kept?.count ?? 0) <= LessonCheck.keptPerLength * 2)
        other.observe(Self.event(.performed, call: 1))
        #expect(!other.isComplete, "an old start is forgotten: memory stays bounded")
    }
}
