import Testing

@testable import TerminalUI

/// What a navigation controller tells routers about changes made behind their back.
@MainActor
@Suite("Navigation change tracking")
struct NavigationChangeTrackingTests {
    func stack(_ count: Int) -> NavigationController {
        let nav = NavigationController(rootViewController: ViewController())
        for _ in 1..<count { nav.pushViewController(ViewController(), animated: false) }
        return nav
    }

    @Test("nothing changed: the whole stack is as it was")
    func unchanged() {
        let nav = stack(5)
        #expect(nav.lowestChangedIndex(since: nav.stackGeneration) == 5)
    }

    @Test("a pop, a pop-to, a push and a replacement report the lowest index they touched")
    func lowestIndex() {
        let nav = stack(6)
        var mark = nav.stackGeneration
        nav.popViewController(animated: false)
        #expect(nav.lowestChangedIndex(since: mark) == 5)
        mark = nav.stackGeneration
        nav.popToViewController(nav.viewControllers[1], animated: false)
        nav.pushViewController(ViewController(), animated: false)
        #expect(nav.lowestChangedIndex(since: mark) == 2)
        mark = nav.stackGeneration
        var replaced = nav.viewControllers
        replaced[1] = ViewController()
        nav.setViewControllers(replaced, animated: false)
        #expect(nav.lowestChangedIndex(since: mark) == 1)
    }

    @Test("changes older than the record give 0: check everything")
    func tooOld() {
        let nav = stack(2)
        let mark = nav.stackGeneration
        for _ in 0..<100 {
            nav.pushViewController(ViewController(), animated: false)
            nav.popViewController(animated: false)
        }
        #expect(nav.lowestChangedIndex(since: mark) == 0)
    }
}
