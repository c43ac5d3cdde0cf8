import Foundation
import TestSupport
import Testing

/// `routes`, `explain` and `--open` on the built binary (docs/ROUTES.md's command line).
@Suite("Command line: routes")
struct RouteCommandLineTests {
    @Test("routes prints every route with its presentation in the chosen layout")
    func routes() throws {
        let compact = try DemoBinary.run(["routes"])
        #expect(compact.status == 0)
        let lines = compact.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ROUTER   PATTERN") == true)
        #expect(lines.count == 12, "a header and eleven routes")
        let advert = try #require(lines.first { $0.contains("navdemo://adverts/{advertId|number}") })
        #expect(advert.contains("push") && advert.contains("locked adverts"))
        let split = try DemoBinary.run(["routes", "--idiom", "split"])
        let splitAdvert = try #require(split.stdout.split(separator: "\n").first { $0.contains("adverts/") })
        // From the first screen the split layout fills the detail column with it (docs/ROUTES.md).
        #expect(splitAdvert.contains("split detail"))
        let splitResults = try #require(split.stdout.split(separator: "\n").first { $0.contains("/results") })
        #expect(splitResults.contains("split detail"))
        #expect(split.stdout.contains("device://memory-warning"))
    }

    @Test("routes fits the terminal's width: a table when wide, a block per route when narrow")
    func routesWidth() throws {
        // A broken run must fail the test, not crash the runner: every index is checked.
        let patterns = try DemoBinary.run(["routes"]).stdout.split(separator: "\n").dropFirst()
            .compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }
        #expect(patterns.count == 11)
        let wide = try DemoBinary.run(["routes"], environment: ["COLUMNS": "200"]).stdout.split(separator: "\n")
        #expect(wide.count == 12, "one line per route")
        #expect(wide.first?.hasPrefix("ROUTER") == true)
        #expect(wide.allSatisfy { $0.count <= 200 })
        let narrow = try DemoBinary.run(["routes"], environment: ["COLUMNS": "80"]).stdout
        let lines = narrow.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        for pattern in patterns { #expect(lines.contains { $0 == pattern }, "\(pattern) on its own line") }
        #expect(narrow.contains("  opens: that advertisement; a locked one asks for Authorization first"))
        #expect(narrow.contains("  Advertisement, push; guard: locked adverts; router: default"))
        // Between the two, the last column wraps under itself.
        let middle = try DemoBinary.run(["routes"], environment: ["COLUMNS": "150"]).stdout.split(separator: "\n")
        #expect(middle.first?.hasPrefix("ROUTER") == true)
        #expect(middle.allSatisfy { $0.count <= 150 } && middle.count > 12)
    }

    @Test("explain prints the plan; exit 0 on a match whatever the guard says, 1 on none, 2 on bad usage")
    func explain() throws {
        let locked = try DemoBinary.run(["explain", "navdemo://adverts/16"])
        #expect(locked.status == 0)
        #expect(locked.stdout.contains("Guard: locked adverts asks first: push Authorization"))
        #expect(locked.stdout.contains("1. push Advertisement #16 onto the stack showing \"Select category\""))
        let split = try DemoBinary.run(["explain", "adverts/16", "--idiom", "split"])
        #expect(
            split.stdout.contains("modal, form sheet")
                && split.stdout.contains(
                    "set Advertisement #16 as the detail of the split view showing \"Shelves (root)\"")
        )
        // No route is an error: said on stderr, as every command says its errors (issue 35).
        let none = try DemoBinary.run(["explain", "advert/16"])
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.hasPrefix("navigation-demo: explain advert/16: no route matches"), "\(none.stderr)")
        #expect(none.stderr.contains("nearest: 'adverts/{advertId|number}'"))
        let cast = try DemoBinary.run(["explain", "adverts/sixteen"])
        #expect(cast.status == 1)
        #expect(cast.stdout.isEmpty && cast.stderr.contains("which is not a number"), "\(cast.stderr)")
        let hostile = try DemoBinary.run(["explain", "adverts/16\u{1B}[2J"])
        #expect(hostile.status == 1)
        #expect(!hostile.stderr.contains("\u{1B}") && hostile.stderr.contains("\\u{1B}"))
        let usage = try DemoBinary.run(["explain"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("Missing expected argument '<url>'"))
    }

    @Test("--open opens the URL at start; a URL no route matches is refused before the app starts")
    func open() throws {
        let opened = try DemoBinary.run(["--headless", "--size", "80x24", "--dump", "--open", "categories/1.1/results"])
        #expect(opened.status == 0)
        #expect(opened.stdout.split(separator: "\n").first?.contains("Cars") == true)
        let guarded = try DemoBinary.run([
            "--headless", "--size", "80x24", "--dump", "--open", "adverts/16", "--keys", "l",
        ])
        #expect(guarded.stdout.split(separator: "\n").first?.contains("All categories 16") == true)
        let failing = try DemoBinary.run(["--headless", "--size", "80x24", "--dump", "--open", "adverts/99999"])
        #expect(failing.status == 0)
        #expect(failing.stdout.contains("─ Go to ─") && failing.stdout.contains("no advertisement #99999"))
        let bad = try DemoBinary.run(["--headless", "--dump", "--open", "nowhere/\u{7}1"])
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains("--open:") && bad.stderr.contains("\\u{7}"))
    }
}
