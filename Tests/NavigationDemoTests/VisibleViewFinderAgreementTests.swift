import Marshroute
import NavigationDemo
import Routes
import TerminalUI
import Testing

/// Ariadne's visible-view finder and Marshroute's topmost finder, compared after every key of
/// walks through the demo: pushes, tabs, modals, sheets, popovers, timers, memory warnings.
/// They differ by design in one case, which the test checks too: an expanded split view whose
/// master column has focus, with nothing presented. The finder returns the master's screen (what
/// the user looks at); Marshroute forwards to the detail, as the original does (docs/ROUTES.md).
@MainActor
@Suite("The visible-view finder agrees with Marshroute's topmost")
struct VisibleViewFinderAgreementTests {
    static let walks = [
        "down down enter down enter down down down down enter",
        "2 r r c down enter x x",
        "2 r m l",
        "3 h h esc x",
        "1 down down enter t wait:7s",
        "m x 2 m",
        "s enter",
        "1 down down enter down enter backspace backspace",
        "down down enter down enter tab enter l down enter",
        "tab h x tab r",
        "down down enter tab down down down down enter p esc",
    ]

    @Test("in every state of the walks", arguments: DemoIdiom.allCases)
    func agreement(idiom: DemoIdiom) {
        var compared = 0
        for walk in Self.walks {
            let h = DemoHarness(idiom: idiom)
            let finder = CurrentlyVisibleViewFinder(window: h.window)
            for token in walk.split(separator: " ") {
                h.run(String(token))
                guard let root = h.demo.rootTransitionsHandler else { continue }
                let topmost = h.demo.marshrouteStack.topViewControllerFinder.findTopViewController(
                    containingTransitionsHandler: root)
                let visible = finder.visibleViewController
                if let split = h.window.rootViewController.flatMap(Self.expandedSplitShowingMaster) {
                    let master = CurrentlyVisibleViewFinder { split.masterViewController }.visibleViewController
                    #expect(visible === master && master != nil)
                    continue
                }
                #expect(
                    visible === topmost,
                    "\(idiom) after '\(token)' of '\(walk)': finder \(visible?.debugName ?? "nil"), Marshroute \(topmost?.debugName ?? "nil")"
                )
                compared += 1
            }
        }
        #expect(compared > 25, "too few states where the two finders should agree")
    }

    /// The selected tab's split view, when it is expanded and shows (and focuses) its master.
    static func expandedSplitShowingMaster(_ root: ViewController) -> SplitViewController? {
        guard let tabs = root as? TabBarController, root.presentedViewController == nil,
            let split = tabs.selectedViewController as? SplitViewController, !split.isCollapsed,
            split.shownColumn == .master
        else { return nil }
        return split
    }
}
