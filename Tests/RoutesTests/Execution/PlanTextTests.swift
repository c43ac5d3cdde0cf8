import Testing

@testable import Routes

@Suite("Plans as text")
@MainActor
struct PlanTextTests {
    @Test func aPlanPrintsTheMatchTheVerdictAndTheSteps() throws {
        let app = RouteStack()
        try app.registerScreen(
            "adverts/{advertId|number}", title: "Advert", protect: RouteGuard("login") { _ in .allow })
        let plan = app.registry.route("adverts/16?from=prompt").parameters(["x": 1]).plan()
        #expect(plan.matched)
        #expect(
            plan.description == """
                URL: adverts/16?from=prompt
                Router: default
                Pattern: adverts/{advertId|number}
                Destination: Advert
                Presentation: push
                Route parameters: advertId = 16 (int)
                Parameters: from = prompt (string), x = 1 (int)
                Guard: login allows
                Steps:
                  1. push Advert onto the stack showing "Home"
                """)
    }

    @Test func aFailedPlanSaysWhyWithEscapedInput() throws {
        let app = RouteStack()
        try app.registerScreen("adverts/{advertId|number}", title: "Advert")
        let plan = app.registry.plan("adverts/\u{1B}[31m")
        #expect(!plan.matched)
        #expect(
            plan.description == "URL: adverts/\\u{1B}[31m\nError: 'adverts/\\u{1B}[31m' contains a control character")
        let noMatch = app.registry.plan("advert/16")
        #expect(noMatch.error?.isMatchFailure == true)
        #expect(noMatch.description.hasSuffix("nearest: 'adverts/{advertId|number}'"))
    }

    @Test func titlesFromTheAppAreEscapedInSteps() {
        let step = RoutePlanStep.push(module: "Advert", onto: "Cars\u{1B}]0;x\u{07}")
        #expect(step.description == "push Advert onto the stack showing \"Cars\\u{1B}]0;x\\u{7}\"")
    }
}
