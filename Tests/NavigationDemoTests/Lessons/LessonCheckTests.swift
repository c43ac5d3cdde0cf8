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
            goal: tab title=Recursion selected=yes
            solution compact: enter

            """
        return try LessonFileParser.parse(Data(text.utf8), file: "t.lesson").expectations(for: .compact)
    }

    static func world(tab: String) -> LessonWorld {
        LessonWorld(
            screens: [],
            tabs: [
                .init(title: "Recursion", selected: tab == "Recursion"),
                .init(title: "Shelves", selected: tab == "Shelves"),
            ])
    }

    static func call(_ id: Int, method: RouterMethod = .pushViewControllerDerivedFrom) -> LessonEvent.Call {
        LessonEvent.Call(id: RouterCallID(rawValue: id), routerType: "R", method: method, site: nil, initiator: nil)
    }

    static func event(
        _ kind: LessonEventKind, call id: Int?, method: RouterMethod = .pushViewControllerDerivedFrom,
        facts: [LessonEventKind.Key: String] = [:]
    ) -> LessonEvent {
        LessonEvent(kind: kind, call: id.map { call($0, method: method) }, facts: facts)
    }

    @Test("steps complete in order, with other events between")
    func inOrder() throws {
        var check = LessonCheck(steps: try Self.steps("expect: router-call\nexpect: performed same-call=1"))
        var changed = check.feed(Self.event(.performed, call: 1))
        #expect(!changed, "a performed before any call")
        changed = check.feed(Self.event(.routerCall, call: 2))
        #expect(changed)
        #expect(check.stepsDone == 1)
        changed = check.feed(Self.event(.undone, call: 2, facts: [.screens: "1"]))
        #expect(!changed)
        changed = check.feed(Self.event(.performed, call: 2))
        #expect(changed)
        #expect(check.isComplete)
        #expect(check.completion?.map(\.kind) == [.routerCall, .performed])
        changed = check.feed(Self.event(.routerCall, call: 3))
        #expect(!changed, "complete stays complete")
    }

    @Test("same-call ties a step to the call of an earlier one; a call that came to nothing is no dead end")
    func sameCall() throws {
        var check = LessonCheck(steps: try Self.steps("expect: frozen-for-peek\nexpect: performed same-call=1"))
        check.feed(Self.event(.frozenForPeek, call: 1))
        check.feed(Self.event(.performed, call: 2))
        #expect(!check.isComplete, "another call's transition")
        check.feed(Self.event(.frozenForPeek, call: 3))
        check.feed(Self.event(.performed, call: 3))
        #expect(check.isComplete)
        #expect(check.completion?.compactMap { $0.call?.id.rawValue } == [3, 3])
    }

    @Test("filters: a method among alternatives, screens counted, a fact that is missing fails")
    func filters() throws {
        var check = LessonCheck(
            steps: try Self.steps(
                "expect: router-call method=focusOnCurrentModule,dismissCurrentModule\nexpect: undone same-call=1 screens>=2"
            ))
        check.feed(Self.event(.routerCall, call: 1, method: .pushViewControllerDerivedFrom))
        #expect(check.stepsDone == 0)
        check.feed(Self.event(.routerCall, call: 2, method: .focusOnCurrentModule))
        check.feed(Self.event(.undone, call: 2, method: .focusOnCurrentModule, facts: [.screens: "1"]))
        #expect(!check.isComplete, "one screen is not two")
        check.feed(Self.event(.undone, call: 2, method: .focusOnCurrentModule))
        #expect(!check.isComplete, "no count is not a count")
        check.feed(Self.event(.undone, call: 2, method: .focusOnCurrentModule, facts: [.screens: "3"]))
        #expect(check.isComplete)
    }

    @Test("initiator: none when nobody above the routers asked")
    func initiator() throws {
        var check = LessonCheck(steps: try Self.steps("expect: router-call initiator=none"))
        let byRoute = LessonEvent(
            kind: .routerCall,
            call: LessonEvent.Call(
                id: RouterCallID(rawValue: 1), routerType: "R", method: .pushViewControllerDerivedFrom, site: nil,
                initiator: RouterCallInitiator(kind: .route, id: 1)), request: 1)
        check.feed(byRoute)
        #expect(!check.isComplete)
        check.feed(Self.event(.routerCall, call: 2))
        #expect(check.isComplete)
    }

    @Test("a long session keeps a bounded number of partial matches and still completes")
    func bounded() throws {
        var check = LessonCheck(steps: try Self.steps("expect: frozen-for-peek\nexpect: performed same-call=1"))
        for id in 1...10_000 { check.feed(Self.event(.frozenForPeek, call: id)) }
        check.feed(Self.event(.performed, call: 10_000))
        #expect(check.isComplete, "the newest start is kept")
        let mirror = Mirror(reflecting: check).children.first { $0.label == "partials" }?.value as? [[Int: LessonEvent]]
        #expect(mirror?.count == 0, "complete: nothing kept")
        var other = LessonCheck(steps: try Self.steps("expect: frozen-for-peek\nexpect: performed same-call=1"))
        for id in 1...10_000 { other.feed(Self.event(.frozenForPeek, call: id)) }
        let kept = Mirror(reflecting: other).children.first { $0.label == "partials" }?.value as? [[Int: LessonEvent]]
        #expect((kept?.count ?? 0) <= LessonCheck.keptPerLength * 2)
        other.feed(Self.event(.performed, call: 1))
        #expect(!other.isComplete, "an old start is forgotten: memory stays bounded")
    }

    @Test("every step done is not complete until the goal holds once the app settled; a failed goal says why")
    func goal() throws {
        let steps = try Self.steps("expect: router-call\nexpect: performed same-call=1")
        var check = LessonCheck(
            steps: steps,
            goals: [
                LessonGoal(
                    subject: .tab,
                    filters: [.init(key: .title, value: "Recursion"), .init(key: .selected, value: "yes")],
                    layouts: [.compact], line: 1)
            ])
        check.observe(Self.event(.routerCall, call: 1))
        check.observe(Self.event(.performed, call: 1))
        #expect(!check.isComplete && check.candidate != nil, "waits for the app to settle")
        let settled = check.settle(in: Self.world(tab: "Shelves"))
        #expect(settled)
        #expect(!check.isComplete)
        #expect(
            check.miss
                == "Every step happened, but the goal is not reached: the Recursion tab is selected (the Shelves tab is selected)."
        )
        #expect(check.stepsDone == 1, "the earlier steps still count")
        check.observe(Self.event(.performed, call: 1))
        check.settle(in: Self.world(tab: "Recursion"))
        #expect(check.isComplete && check.miss == nil)
    }

    @Test("an event that nearly does the next step says so in one sentence, with what is still needed")
    func nearMiss() throws {
        var check = LessonCheck(
            steps: try Self.steps(
                "expect: router-call method=focusOnCurrentModule\nexpect: undone same-call=1 screens>=2 | open two more first"
            ))
        check.observe(Self.event(.routerCall, call: 1, method: .pushViewControllerDerivedFrom))
        #expect(check.miss == nil, "another method: unrelated, not a near miss")
        check.observe(Self.event(.routerCall, call: 2, method: .focusOnCurrentModule))
        #expect(check.stepsDone == 1)
        check.observe(Self.event(.undone, call: 2, method: .focusOnCurrentModule, facts: [.screens: "1"]))
        #expect(
            check.miss
                == "Step 2: An undo happened, but it closed 1 screen, and this step needs at least 2; open two more first."
        )
        check.observe(Self.event(.routerCall, call: 3, method: .focusOnCurrentModule))
        let told = check.callsEnded()
        #expect(told)
        #expect(
            check.miss
                == "Step 2: The call of focusOnCurrentModule ended without closing anything: there was nothing above it to close; open two more first."
        )
        let again = check.callsEnded()
        #expect(!again, "told once")
    }

    @Test("inside ties a screen to the stack of an earlier step's screen; title and module name it")
    func inside() throws {
        var check = LessonCheck(
            steps: try Self.steps("expect: performed module=Recursion\nexpect: performed inside=1 title=Authorization"))
        func shown(_ title: String, module: String, serial: Int, stack: Int) -> LessonEvent {
            LessonEvent(
                kind: .performed, call: Self.call(serial),
                screen: .init(title: title, module: module, serial: serial, stack: stack))
        }
        check.feed(shown("Recursion", module: "Categories", serial: 1, stack: 10))
        #expect(check.stepsDone == 0, "another module")
        check.feed(shown("Recursion", module: "Recursion", serial: 2, stack: 11))
        check.feed(shown("Authorization", module: "Authorization", serial: 3, stack: 12))
        #expect(!check.isComplete, "another stack")
        #expect(check.miss?.contains("it landed outside the stack of step 1") == true, "\(check.miss ?? "")")
        check.feed(shown("Authorization", module: "Authorization", serial: 4, stack: 11))
        #expect(check.isComplete)
    }
}

extension LessonCheck {
    /// Observes, then lets the app settle with no goal to fail (the goals are tested apart).
    @discardableResult
    mutating func feed(_ event: LessonEvent) -> Bool {
        let changed = observe(event)
        settle(in: LessonWorld())
        return changed
    }
}
