import Routes
import Testing

@testable import NavigationDemo

/// Tab in the Go-to prompt: the common prefix first, then the next segment; only URLs that
/// route, or a segment with a slash where the table goes on; numbers in numeric order.
@MainActor
@Suite("Go-to completion")
struct GoToCompletionTests {
    /// The prompt's line: the text after the prompt's marker.
    static func field(_ h: DemoHarness) -> String {
        let line = h.lines.last { $0.hasPrefix("› ") } ?? ""
        return String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
    }

    @Test("a typed segment completes to the segment and its slash, then to its values in numeric order")
    func nextSegment() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g type:adv tab")
        #expect(Self.field(h) == "adverts/")
        #expect(h.demo.goTo.message == "Keep typing: adverts/{advertId|number} (Tab completes)")
        h.run("ctrl-u type:adverts tab")
        #expect(Self.field(h) == "adverts/")
        h.run("tab")
        #expect(Self.field(h) == "adverts/1")
        h.run("tab")
        #expect(Self.field(h) == "adverts/2")
        h.run("ctrl-u type:layout/c tab")
        #expect(Self.field(h) == "layout/compact")
    }

    @Test("Tab on an empty line fills a beginning that leads somewhere, never a failing pattern")
    func emptyLine() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g")
        for _ in 0..<4 {
            h.run("tab")
            let text = Self.field(h)
            #expect(!text.contains("{"), "\(text)")
            #expect(
                h.demo.routing.plan(text).error == nil || h.demo.goTo.message.hasPrefix("Keep typing"),
                "\(text): \(h.demo.goTo.message)")
        }
    }

    @Test("categories/ offers a category where its screen exists: its subcategories, or its results with a slash")
    func categories() {
        let h = DemoHarness(idiom: .compact)
        let candidates = GoToCompleter(registry: h.demo.routing.registry).candidates(for: "categories/")
        #expect(candidates.contains("categories/1"))
        #expect(candidates.contains("categories/0/"))
        #expect(!candidates.contains("categories/0"), "category 0 has no subcategories")
        #expect(!candidates.contains("categories/1/"), "category 1 has no results of its own")
    }

    @Test("every candidate routes, or ends with a slash before one that does", arguments: DemoIdiom.allCases)
    func everyCandidateLeadsSomewhere(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        let completer = GoToCompleter(registry: h.demo.routing.registry)
        var pending = ["", "device://", "navdemo://"]
        var checked = 0
        while let text = pending.popLast() {
            // Every advertisement routes the same way: a sample of them is enough.
            let candidates = completer.candidates(for: text)
            let sample = candidates.count > 40 ? Array(candidates.prefix(20) + candidates.suffix(20)) : candidates
            for candidate in sample {
                checked += 1
                #expect(!candidate.contains("{"), "\(candidate) is a pattern")
                if candidate.hasSuffix("/") {
                    let next = completer.candidates(for: candidate)
                    #expect(!next.isEmpty, "\(candidate) leads nowhere")
                    pending.append(candidate)
                } else {
                    let plan = h.demo.routing.plan(candidate)
                    #expect(plan.error == nil, "\(candidate): \(plan.summary)")
                }
            }
        }
        #expect(checked > 100)
    }

    @Test("a Tab plans only the candidates it shows: 100,000 offered values cost a handful of plans")
    func boundedPlanning() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        var planned = 0
        // A guard is asked for its verdict each time the route is planned.
        let counting = RouteGuard("counting") { _ in
            planned += 1
            return .allow
        }
        try h.demo.routing.registry.defaultRouter.register(
            "huge/{n|int}", protect: counting, callback: "huge"
        ) { _ in }
        .completions(for: "n") { (1...100_000).map(String.init) }
        h.run("g type:huge/ tab")
        #expect(Self.field(h) == "huge/1")
        #expect(planned <= 3, "\(planned) plans for one Tab")
        h.run("tab tab")
        #expect(Self.field(h) == "huge/3")
        #expect(planned <= 8, "\(planned) plans for three Tabs")
    }

    @Test("the prompt's hints offer Up for earlier entries")
    func historyHint() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g")
        #expect(h.lines.last?.contains("↑ History") == true)
        h.run("type:tabs/recursion enter g up")
        #expect(Self.field(h) == "tabs/recursion")
    }
}
