import NavigationDemo
import Testing

@testable import TerminalUI

/// The advertisement's `[n]Next`: an Ariadne replace route through Routes' `BuilderRouter`. The
/// next result takes the place of the advertisement on top (history does not grow), locked
/// results are skipped until the user logs in, and the route holds nothing once it ran.
@MainActor
@Suite("The advertisement's Next (a builder route)")
struct AdvertisementNextTests {
    @Test("Next replaces the advertisement on top with the next result", arguments: [DemoIdiom.compact, .split])
    func replaces(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom, appKeys: true)
        let keys = idiom == .compact ? "down down enter down enter" : "down down enter down enter tab"
        h.run(keys + " down down down down enter")
        #expect(h.text.contains("Cars 5") && h.text.contains("[n]Next"))
        let depth = h.history.joined().count
        h.run("n")
        #expect(h.text.contains("Cars 6") && h.text.contains("#66"), "\(h.text)")
        #expect(!h.history.joined().contains("Cars 5"), "\(h.history)")
        #expect(h.history.joined().count == depth, "the stack did not grow: \(h.history)")
        h.run("backspace")
        #expect(h.text.contains("Cars 1") && !h.text.contains("#66"), "back goes to the results, not to Cars 5")
    }

    @Test("a locked result is skipped until the user logs in")
    func skipsLocked() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        // All categories 16 and 17 are locked, 18 is not.
        #expect(h.open("adverts/15") == nil)
        h.run("n")
        #expect(h.text.contains("#18"), "\(h.text)")
        h.demo.isAuthorized = true
        #expect(h.open("adverts/15") == nil)
        h.run("n")
        #expect(h.text.contains("#16"), "\(h.text)")
    }

    @Test("no Next on the last result, nor on a recommended fruit")
    func noNext() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        #expect(h.open("adverts/30") == nil)
        #expect(h.text.contains("#30") && !h.text.contains("[n]Next"))
        h.run("enter")
        #expect(h.text.contains("Grapes") && !h.text.contains("[n]Next"))
        let before = h.history
        h.run("n")
        #expect(h.history == before)
    }

    @Test("its router calls carry a builder initiator, and the timeline names them")
    func initiator() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 100, height: 30), appKeys: true)
        #expect(h.open("adverts/5") == nil)
        h.run("n i")
        #expect(h.text.contains("RouteTransitionRouter → pushViewControllerDerivedFrom"), "\(h.text)")
    }

    @Test("after a Next, switching the layout releases the old app's screens", arguments: [DemoIdiom.compact, .split])
    func releasesOnLayoutSwitch(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom, size: Size(width: 200, height: 60), appKeys: true)
        let keys = idiom == .compact ? "down down enter down enter" : "down down enter down enter tab"
        h.run(keys + " down down down down enter n 2 c L")
        #expect(h.leakedControllers().isEmpty, "\(h.leakedControllers())")
    }
}
