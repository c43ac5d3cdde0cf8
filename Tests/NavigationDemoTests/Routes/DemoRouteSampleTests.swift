import NavigationDemo
import Routes
import Testing

/// The route table is declared once (`DemoRouteTable`): every registered route has an entry
/// with a sample URL that matches it, each screen's sample opens in both layouts, and the
/// screen it shows writes the same URL back (what the layout switch and `H` replay).
@MainActor
@Suite("The demo's route table: samples and URLs")
struct DemoRouteSampleTests {
    /// The routes whose sample is missing or does not match their own pattern.
    private func routesWithoutAMatchingSample(_ routing: DemoRouting) -> [String] {
        routing.table.compactMap { row in
            let name = "\(row.router) \(row.pattern)"
            guard let sample = row.sample else { return "\(name): no sample" }
            guard let matched = try? routing.registry.match(sample) else { return "\(name): \(sample) matches none" }
            return "\(matched.routerName)" == row.router
                && row.pattern.hasSuffix("://\(matched.registration.pattern.text)")
                ? nil : "\(name): \(sample) matches \(matched.registration.pattern.text)"
        }
    }

    @Test("every registered route has a sample that matches it", arguments: DemoIdiom.allCases)
    func everyRouteHasASample(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        #expect(h.demo.routing.table.count == 11)
        #expect(routesWithoutAMatchingSample(h.demo.routing) == [])
        #expect(!h.demo.routing.table.contains { $0.presentation.hasPrefix("unknown") })
        let callbacks = h.demo.routing.table.filter { $0.presentation == "none (a callback)" }.map(\.pattern)
        #expect(callbacks == ["navdemo://layout/{idiom}", "device://shake", "device://memory-warning"])
    }

    @Test("a route registered beside the table is caught")
    func routeOutsideTheTable() throws {
        let h = DemoHarness(idiom: .compact)
        _ = try h.demo.routing.registry.defaultRouter.register(
            "beside/{thing}", summary: "not in the table", callback: "nothing"
        ) { _ in }
        #expect(routesWithoutAMatchingSample(h.demo.routing) == ["default navdemo://beside/{thing}: no sample"])
        let row = try #require(h.demo.routing.table.first { $0.pattern.hasSuffix("beside/{thing}") })
        #expect(row.presentation == "unknown (not in the route table)")
    }

    @Test(
        "each screen's sample opens, and the screen writes its URL back", arguments: DemoIdiom.allCases)
    func samplesRoundTrip(idiom: DemoIdiom) {
        for row in DemoHarness(idiom: idiom).demo.routing.table where row.presentation != "none (a callback)" {
            let h = DemoHarness(idiom: idiom)
            h.demo.isAuthorized = true // a locked advertisement's guard would ask first
            let sample = row.sample ?? ""
            #expect(h.open(sample) == nil, "\(sample)")
            #expect(h.demo.stateURLs.last == sample, "\(sample): \(h.demo.stateURLs)")
            #expect(h.assertions.isEmpty)
        }
    }
}
