import NavigationDemo
import Routes
import Testing

/// Every route of the demo's table (`DemoRouteTable`), in both layouts: what shows, and what Marshroute's
/// history says (each route ends in a Marshroute transition).
@MainActor
@Suite("The demo's route table")
struct DemoRouteTableTests {
    @Test("the table registers its eleven routes on two routers")
    func table() {
        let h = DemoHarness(idiom: .compact)
        let patterns = h.demo.routing.registry.routeDescriptions.map { "\($0.routerName) \($0.pattern)" }
        #expect(
            Set(patterns) == [
                "default categories", "default categories/{categoryId}", "default categories/{categoryId}/results",
                "default adverts/{advertId|number}", "default recursion", "default authorization",
                "default shelves/{style}", "default tabs/{title}", "default layout/{idiom}", "device shake",
                "device memory-warning",
            ])
    }

    @Test("compact: content routes push onto the topmost stack")
    func compactPushes() {
        let h = DemoHarness(idiom: .compact)
        #expect(h.open("categories/1") == nil)
        #expect(h.firstStack == "Select category > Transport")
        #expect(h.open("navdemo://categories/1.1/results") == nil)
        #expect(h.firstStack == "Select category > Transport > Cars")
        #expect(h.open("adverts/2") == nil)
        #expect(h.firstStack == "Select category > Transport > Cars > All categories 2")
        #expect(h.text.contains("#2 · Recommended"))
        #expect(h.assertions.isEmpty)
    }

    @Test("categories: a modal with navigation in compact, pushed onto the detail in split, as the banner shows them")
    func topCategories() {
        let compact = DemoHarness(idiom: .compact)
        #expect(compact.open("categories") == nil)
        #expect(compact.history.prefix(3) == ["Select category", "modal:", "Select category"])
        #expect(compact.lines[0].contains("[x]Stop"))
        let split = DemoHarness(idiom: .split)
        #expect(split.open("categories") == nil)
        #expect(split.history.prefix(2) == ["Select category", "Shelves (root) > Select category"])
    }

    /// The route table is the one place that says where a screen lives: the application
    /// router reads it, so the banner and a memory warning put a screen where its deep link does.
    @Test("the application router shows a screen where its route does", arguments: DemoIdiom.allCases)
    func applicationRouterAgrees(idiom: DemoIdiom) {
        let cases: [(keys: String, urls: [String])] = [
            ("m", ["authorization"]),
            ("s enter", ["categories"]),
            ("s enter s enter", ["categories", "recursion"]),
        ]
        for (keys, urls) in cases {
            let byRouter = DemoHarness(idiom: idiom, appKeys: true)
            byRouter.run(keys)
            let byRoute = DemoHarness(idiom: idiom)
            for url in urls { #expect(byRoute.open(url) == nil, "\(url)") }
            #expect(byRouter.history == byRoute.history, "\(keys) vs \(urls)")
            #expect(byRouter.assertions.isEmpty && byRoute.assertions.isEmpty)
        }
    }

    @Test(
        "split: a category and results fill the detail column; an advertisement is pushed over its own category's results, and fills the column otherwise"
    )
    func splitFillsDetail() {
        let h = DemoHarness(idiom: .split)
        #expect(h.open("categories/1.1/results") == nil)
        #expect(h.history.prefix(2) == ["Select category", "Cars"])
        #expect(h.open("adverts/65") == nil)
        #expect(h.history.prefix(2) == ["Select category", "Cars > Cars 5"])
        #expect(h.open("adverts/2") == nil)
        #expect(h.history.prefix(2) == ["Select category", "All categories 2"], "not a car: the column is replaced")
        #expect(h.lines[0].contains("All categories 2"))
        #expect(h.open("categories/2") == nil)
        #expect(h.history.prefix(2) == ["Select category", "Realty"], "the detail's stack is replaced")
        #expect(h.assertions.isEmpty)
    }

    @Test("recursion: a modal in compact, pushed onto the detail in split")
    func recursion() {
        let compact = DemoHarness(idiom: .compact)
        #expect(compact.open("recursion") == nil)
        #expect(compact.history.prefix(3) == ["Select category", "modal:", "Recursion"])
        let split = DemoHarness(idiom: .split)
        #expect(split.open("recursion") == nil)
        #expect(split.history.prefix(2) == ["Select category", "Shelves (root) > Recursion"])
    }

    @Test("authorization: pushed in compact, a form sheet in split")
    func authorization() {
        let compact = DemoHarness(idiom: .compact)
        #expect(compact.open("authorization") == nil)
        #expect(compact.firstStack == "Select category > Authorization")
        let split = DemoHarness(idiom: .split)
        #expect(split.open("authorization") == nil)
        #expect(split.history.prefix(4) == ["Select category", "Shelves (root)", "modal:", "Authorization"])
        #expect(split.text.contains("Sign in"))
    }

    @Test("shelves/modal and shelves/sheet present their shelves", arguments: DemoIdiom.allCases)
    func shelves(idiom: DemoIdiom) {
        let modal = DemoHarness(idiom: idiom)
        #expect(modal.open("shelves/modal") == nil)
        #expect(modal.history.contains("Shelves (modal)"))
        #expect(modal.lines[0].contains("Shelves (modal)"))
        let sheet = DemoHarness(idiom: idiom)
        #expect(sheet.open("shelves/sheet") == nil)
        #expect(sheet.history.contains("Shelves (sheet)"))
        #expect(sheet.text.contains("Shelves (sheet)"))
        let bad = DemoHarness(idiom: idiom)
        let error = bad.open("shelves/drawer")
        #expect(error?.description.contains("takes modal or sheet") == true)
    }

    @Test("tabs/{title} selects a tab by its title, in any case", arguments: DemoIdiom.allCases)
    func tabs(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        #expect(h.open("tabs/RECURSION") == nil)
        #expect(h.lines[0].contains("Recursion") && h.lines[0].contains("[c]Categories"))
        #expect(h.open("tabs/advertisements") == nil)
        #expect(h.lines[0].contains("Select category"))
        let error = h.open("tabs/nowhere")
        #expect(error?.description.contains("no tab is titled 'nowhere'") == true)
    }

    @Test("device:// is a second router of callbacks: shake shows the banner, a memory warning Authorization")
    func device() {
        let h = DemoHarness(idiom: .compact)
        #expect(h.open("device://shake") == nil)
        #expect(h.text.contains("Categories"))
        let warning = DemoHarness(idiom: .compact)
        #expect(warning.open("device://memory-warning") == nil)
        #expect(warning.firstStack == "Select category > Authorization")
        #expect(warning.open("shake")?.description.contains("no route matches 'shake'") == true)
    }

    @Test("an advertisement already on screen is not pushed again", arguments: DemoIdiom.allCases)
    func updatesVisibleAdvertisement(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        #expect(h.open("adverts/2") == nil)
        let before = h.history
        var steps: [RoutePlanStep] = []
        h.demo.routing.registry.route("adverts/2").completion { steps = $0.steps }.execute()
        h.run("")
        #expect(steps == [.update(module: "Advertisement #2")])
        #expect(h.history == before)
        #expect(h.open("adverts/4") == nil)
        #expect(h.history != before)
    }

    @Test("unknown ids fail in words and show nothing", arguments: DemoIdiom.allCases)
    func unknownIds(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        let before = h.history
        #expect(h.open("adverts/0")?.description.contains("there is no advertisement #0") == true)
        #expect(h.open("adverts/999999")?.description.contains("numbers go from 1 to") == true)
        #expect(h.open("categories/99")?.description.contains("there is no category 99") == true)
        #expect(h.open("categories/1.1")?.description.contains("its results are categories/1.1/results") == true)
        #expect(h.open("categories/1/results")?.description.contains("has subcategories") == true)
        #expect(h.open("advert/1")?.description.contains("adverts/{advertId|number}") == true, "nearest pattern")
        #expect(h.history == before)
        #expect(h.assertions.isEmpty)
    }
}
