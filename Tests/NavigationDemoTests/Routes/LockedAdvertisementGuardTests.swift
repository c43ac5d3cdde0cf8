import NavigationDemo
import Routes
import TerminalUI
import Testing

/// A locked advertisement (#16 is one: "All categories 16") shows only after Log in, however
/// its URL is spelled.
@MainActor
@Suite("Locked advertisements are guarded")
struct LockedAdvertisementGuardTests {
    static let locked = 16
    static let lockedTitle = "All categories 16"

    @Test("Log in on the guard's Authorization opens the advertisement", arguments: DemoIdiom.allCases)
    func logIn(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        #expect(h.demo.routing.plan("adverts/16").summary.hasPrefix("adverts/{advertId|number} → Authorization first"))
        #expect(h.open("adverts/16") == nil, "waiting for the guard's screen, not failed")
        #expect(h.history.contains { $0.contains("Authorization") })
        #expect(!h.history.contains { $0.contains(Self.lockedTitle) })
        h.run("l wait:1s")
        #expect(h.history.contains { $0.contains(Self.lockedTitle) })
        #expect(!h.history.contains { $0.contains("Authorization") }, "the guard's screen closed")
        #expect(h.text.contains("#16 · Recommended"))
        // Logged in now: the guard allows at once.
        #expect(h.demo.routing.plan("adverts/17").verdict.description == "locked adverts allows")
        #expect(h.assertions.isEmpty)
    }

    @Test("Cancel fails the route with a message and shows nothing", arguments: DemoIdiom.allCases)
    func cancel(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        var failure: RouteError?
        h.demo.routing.open("adverts/16") { failure = $0 }
        h.run("")
        #expect(failure == nil)
        h.run("x wait:1s")
        #expect(failure?.description.contains("Authorization was cancelled: advertisement #16 stays locked") == true)
        #expect(!h.history.contains { $0.contains(Self.lockedTitle) || $0.contains("Authorization") })
        #expect(h.assertions.isEmpty)
    }

    @Test(
        "a route opened while another waits for Log in supersedes it: Authorization closes, the first route is cancelled",
        arguments: DemoIdiom.allCases)
    func newerRouteSupersedesTheWaitingOne(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        var first: RouteError?
        var secondShown = false
        h.demo.routing.registry.route("adverts/16").failure { first = $0 }.execute()
        h.run("")
        #expect(h.history.contains { $0.contains("Authorization") })
        h.demo.routing.registry.route("adverts/2").completion { _ in secondShown = true }.execute()
        h.run("wait:1s")
        #expect(secondShown)
        #expect(first?.description == "'adverts/16' was cancelled while it waited: 'adverts/2' came after it")
        #expect(!h.history.contains { $0.contains("Authorization") }, "its challenge closed: \(h.history)")
        #expect(h.history.contains { $0.contains("All categories 2") })
        #expect(!h.history.contains { $0.contains(Self.lockedTitle) })
        // Log in is no longer waited for: logging in later opens nothing of the first route.
        #expect(h.open("authorization") == nil)
        h.run("l wait:1s")
        #expect(!h.history.contains { $0.contains(Self.lockedTitle) })
        #expect(h.assertions.isEmpty)
    }

    @Test("a second locked route takes the first one's place: one Authorization, then only the second opens")
    func secondLockedRouteWaitsInstead() {
        let h = DemoHarness(idiom: .compact)
        var first: RouteError?
        h.demo.routing.registry.route("adverts/16").failure { first = $0 }.execute()
        h.demo.routing.registry.route("adverts/17").execute()
        h.run("")
        #expect(first != nil)
        #expect(h.history.filter { $0.contains("Authorization") }.count == 1, "\(h.history)")
        h.run("l wait:1s")
        #expect(h.history.contains { $0.contains("All categories 17") })
        #expect(!h.history.contains { $0.contains(Self.lockedTitle) })
        #expect(h.assertions.isEmpty)
    }

    /// Found by the session fuzzer (split collapsed at 40x12): the second route planned its
    /// Authorization over the first one's, which it then closed, and presented from a screen
    /// that had left history ("has no history" assertion, the route refused).
    @Test(
        "a second locked route after the first one's Authorization shows: it is presented from the screen under it",
        arguments: [
            (DemoIdiom.compact, Size(width: 100, height: 30)), (.split, Size(width: 140, height: 36)),
            (.split, Size(width: 40, height: 12)),
        ])
    func secondLockedRouteAfterTheFirstShows(idiom: DemoIdiom, size: Size) {
        let h = DemoHarness(idiom: idiom, size: size, animations: true, appKeys: true)
        var first: RouteError?
        var second: RouteError?
        h.demo.routing.registry.route("adverts/16").failure { first = $0 }.execute()
        h.run("wait:1s")
        #expect(h.history.filter { $0.contains("Authorization") }.count == 1, "\(h.history)")
        h.demo.routing.registry.route("adverts/17").failure { second = $0 }.execute()
        h.run("wait:1s")
        #expect(first != nil)
        #expect(second == nil, "\(second.map { "\($0)" } ?? "")")
        #expect(h.history.filter { $0.contains("Authorization") }.count == 1, "\(h.history)")
        #expect(h.assertions.isEmpty, "\(h.assertions)")
        h.run("l wait:1s")
        #expect(h.history.contains { $0.contains("All categories 17") }, "\(h.history)")
        #expect(h.assertions.isEmpty, "\(h.assertions)")
    }

    /// Spellings that reach the advertisement route: each must stop at the guard.
    static let guardedSpellings = [
        "adverts/16", "adverts/016", "adverts/0000016", "navdemo://adverts/16", "NAVDEMO://adverts/16",
        "navdemo://ADVERTS/16", "adverts/16/", "/adverts/16", "adverts/%31%36", "adverts/1%36", "adverts/16?x=1",
        "adverts/16#top", "adverts/16?advertId=3", "  adverts/16  ", "adverts/16?page=2#x", "navdemo://adverts/16/",
    ]

    /// Spellings that match nothing or fail before showing anything.
    static let refusedSpellings = [
        "ADVERTS/16", "adverts/+16", "adverts/-16", "adverts/16.0", "adverts/16/extra", "adverts//16",
        "adverts/./16", "adverts/../adverts/16", "adverts/1%2F6", "adverts/16%00", "adverts/16\u{1B}",
        "adverts/１６", "adverts/0x10", "adverts/16 ", "device://adverts/16", "other://adverts/16",
        "adverts/%2531%2536", "adverts/1e1", "adverts/ 16", "adverts/16;x",
    ]

    @Test("no spelling shows a locked advertisement without Log in", arguments: DemoIdiom.allCases)
    func noBypass(idiom: DemoIdiom) {
        for url in Self.guardedSpellings {
            let h = DemoHarness(idiom: idiom)
            let error = h.open(url)
            #expect(error == nil, "\(url) reaches the route")
            #expect(h.history.contains { $0.contains("Authorization") }, "\(url) asks for Authorization")
            #expect(!h.history.contains { $0.contains(Self.lockedTitle) }, "\(url) shows nothing yet")
        }
        for url in Self.refusedSpellings {
            let h = DemoHarness(idiom: idiom)
            let before = h.history
            let error = h.open(url)
            let trimmed = url.trimmingCharacters(in: .whitespaces)
            if trimmed == "adverts/16" {
                #expect(h.history.contains { $0.contains("Authorization") }, "\(url) asks")
            } else {
                #expect(error != nil, "\(url) is refused")
                #expect(h.history == before, "\(url) shows nothing")
            }
            #expect(!h.history.contains { $0.contains(Self.lockedTitle) }, "\(url)")
            #expect(error.map { !$0.description.unicodeScalars.contains { $0.value < 0x20 } } ?? true, "escaped")
        }
    }
}
