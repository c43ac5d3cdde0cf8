import CNcurses
import Marshroute
import NavigationDemo
import Routes
import Testing

@testable import MarshrouteInspector
@testable import TerminalUI

/// The ledger after a module that leaks on purpose: it shows up as a suspect, by its parts,
/// and Marshroute's assertion plugin reports the same screen.
@MainActor
@Suite("Inspector: ledger")
struct InspectorLedgerTests {
    /// A module whose screen and presenter hold each other when `leaks`.
    final class ProbeViewController: ViewController {
        var presenter: ProbePresenter?
    }

    final class ProbePresenter {
        var view: ProbeViewController?
        weak var weakView: ProbeViewController?
        let interactor = ProbeInteractor()
        let router: ProbeRouter

        init(view: ProbeViewController, router: ProbeRouter, leaks: Bool) {
            if leaks { self.view = view } else { weakView = view }
            self.router = router
        }
    }

    final class ProbeInteractor {}

    struct WeakProbe {
        weak var controller: ProbeViewController?
    }
    final class ProbeRouter: BaseRouter {}

    /// Registers `probe` on the demo's routes: a module of four parts, leaking or not, that
    /// registers its parts with Marshroute as the demo's assemblies do (unless `registers` is false).
    func harness(leaks: Bool, registers: Bool = true) throws -> (DemoHarness, () -> Void) {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        // Held weakly: the test itself must not keep the screen alive.
        var made: [WeakProbe] = []
        try h.demo.routing.registry.defaultRouter.register("probe", module: "Probe") { _, seed in
            let controller = ProbeViewController()
            controller.title = "Probe"
            let router = ProbeRouter(routerSeed: seed)
            let presenter = ProbePresenter(view: controller, router: router, leaks: leaks)
            controller.presenter = presenter
            if registers {
                router.registerModule(view: controller, presenter: presenter, interactor: presenter.interactor)
            }
            made.append(WeakProbe(controller: controller))
            return controller
        }
        // Breaks the cycle so the leak does not outlive the test.
        let cleanUp = {
            for probe in made { probe.controller?.presenter = nil }
        }
        return (h, cleanUp)
    }

    func ledger(_ h: DemoHarness) -> [String] { h.demo.inspector.text(of: .ledger) }

    @Test("a module that leaks its presenter is a suspect after its screen left, and the assertion plugin says so")
    func leakingModule() throws {
        let (h, cleanUp) = try harness(leaks: true)
        defer { cleanUp() }
        #expect(h.open("probe") == nil)
        #expect(
            ledger(h).contains {
                $0.contains("\"Probe\": ProbeViewController, ProbePresenter, ProbeInteractor, ProbeRouter")
            }, "\(ledger(h))")
        // Back pops it behind Marshroute's back; the next push cleans history.
        h.run("backspace down enter wait:2s")
        let suspects = ledger(h).filter { $0.hasPrefix("⚠") }
        #expect(suspects.count == 1, "\(ledger(h))")
        #expect(
            suspects.first?.contains("\"Probe\": left 2.0s ago, still alive: ProbeViewController, ProbePresenter")
                == true)
        #expect(ledger(h).contains("Retain-cycle suspects (1): left, yet alive"))
        #expect(h.assertions.contains { $0.contains("did not deallocate due to some retain cycle") }, "\(h.assertions)")
        #expect(
            h.demo.inspector.text(of: .timeline).contains { $0.contains("retain-cycle check") && $0.contains("Probe") })
    }

    @Test("the same module without the cycle is released: no suspect, no assertion")
    func releasedModule() throws {
        let (h, cleanUp) = try harness(leaks: false)
        defer { cleanUp() }
        #expect(h.open("probe") == nil)
        h.run("backspace down enter wait:2s")
        #expect(!ledger(h).contains { $0.hasPrefix("⚠") }, "\(ledger(h))")
        #expect(ledger(h).contains("No suspects: every screen that left was released."))
        #expect(h.assertions.isEmpty)
    }

    @Test("a module that registered no parts is listed by the screen and router Marshroute saw")
    func unregisteredModule() throws {
        let (h, cleanUp) = try harness(leaks: false, registers: false)
        defer { cleanUp() }
        #expect(h.open("probe") == nil)
        #expect(ledger(h).contains { $0.hasSuffix("\"Probe\": ProbeViewController, ProbeRouter") }, "\(ledger(h))")
    }

    @Test("live modules are listed by screen with their parts, from both layouts' first screens")
    func liveModules() {
        for idiom in DemoIdiom.allCases {
            let h = DemoHarness(idiom: idiom, appKeys: true)
            h.run("down down enter")
            let lines = ledger(h)
            #expect(lines.first?.hasPrefix("Live modules (") == true)
            let router = idiom == .compact ? "CategoriesRouterImpl" : "CategoriesMasterDetailRouterSplit"
            #expect(
                lines.contains {
                    $0.hasSuffix(
                        "\"Transport\": CategoriesViewController, CategoriesPresenter, CategoriesInteractorImpl, \(router)"
                    )
                }, "\(idiom): \(lines)")
        }
    }

    /// The screen on top of the selected tab's navigation stack (compact layout).
    func topOfSelectedStack(_ h: DemoHarness) -> ViewController? {
        let tabBar = h.window.rootViewController as? TabBarController
        return (tabBar?.selectedViewController as? NavigationController)?.viewControllers.last
    }

    /// AddressSanitizer never hands a released address out again soon, so there the reuse this
    /// test needs does not happen (and the ledger's counting is right anyway).
    @Test(
        "a new screen at a released screen's address is a new module: the released one still counts",
        .disabled(if: cnc_testing_has_symbol("__asan_init") != 0, "AddressSanitizer does not reuse addresses"))
    func addressReuse() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("down down enter")
        let released = ObjectIdentifier(try #require(topOfSelectedStack(h)))
        h.run("backspace")
        // Pushing and popping frees and allocates screens of one class; the allocator hands a
        // freed screen's memory to the next one soon (at once, mostly).
        var reused = false
        var pushes = 0
        while !reused && pushes < 50 {
            h.run("down enter")
            pushes += 1
            reused = topOfSelectedStack(h).map(ObjectIdentifier.init) == released
            if !reused { h.run("backspace up") }
        }
        try #require(reused, "no screen took the released one's address in \(pushes) pushes")
        // Every popped screen is released; the one on top now lives.
        let line = "\(pushes) module\(pushes == 1 ? "" : "s") released so far."
        #expect(ledger(h).contains(line), "\(ledger(h))")
        let top = try #require(topOfSelectedStack(h)?.title)
        #expect(
            ledger(h).contains { $0.contains("\"\(top)\": CategoriesViewController") },
            "the screen at the reused address is a live module of its own: \(ledger(h))")
    }
}
