import Testing

@testable import TerminalUI

/// Appearance callbacks for every container operation: exactly once per change, in UIKit's
/// order (what leaves is told first, "will" before "did", parents before children).
@MainActor
@Suite("Lifecycle")
struct LifecycleTests {
    let log = LifecycleLog()

    func vc(_ name: String) -> RecordingViewController { RecordingViewController(name, log: log) }

    func navWindow(_ root: ViewController, animations: Bool = false) -> (TestWindow, NavigationController) {
        let test = TestWindow(animations: animations)
        let nav = NavigationController(rootViewController: root)
        test.root = nav
        log.retain(test)
        return (test, nav)
    }

    @Test("the root appears when it becomes the window's root")
    func rootAppears() {
        let a = vc("A")
        let (_, _) = navWindow(a)
        #expect(log.take() == ["A.viewDidLoad", "A.willAppear", "A.didAppear"])
    }

    @Test("push and pop")
    func pushPop() {
        let a = vc("A")
        let b = vc("B")
        let (_, nav) = navWindow(a)
        _ = log.take()
        nav.pushViewController(b, animated: false)
        #expect(log.take() == ["B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        nav.popViewController(animated: false)
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test("pop-to and pop-to-root skip the screens in between")
    func popTo() {
        let a = vc("A")
        let b = vc("B")
        let c = vc("C")
        let d = vc("D")
        let (_, nav) = navWindow(a)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        nav.pushViewController(d, animated: false)
        _ = log.take()
        #expect(nav.popToViewController(b, animated: false)?.count == 2)
        #expect(log.take() == ["D.willDisappear", "B.willAppear", "D.didDisappear", "B.didAppear"])
        nav.popToRootViewController(animated: false)
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test("setViewControllers tells only the old and the new top")
    func setStack() {
        let a = vc("A")
        let x = vc("X")
        let y = vc("Y")
        let (_, nav) = navWindow(a)
        _ = log.take()
        nav.setViewControllers([x, y], animated: false)
        #expect(log.take() == ["Y.viewDidLoad", "A.willDisappear", "Y.willAppear", "A.didDisappear", "Y.didAppear"])
        #expect(!x.isViewLoaded)
    }

    @Test("an animated push sends its did-callbacks when the animation ends")
    func animatedPush() {
        let a = vc("A")
        let b = vc("B")
        let (test, nav) = navWindow(a, animations: true)
        _ = log.take()
        nav.pushViewController(b, animated: true)
        #expect(log.take() == ["B.viewDidLoad", "A.willDisappear", "B.willAppear"])
        test.advance(.milliseconds(100))
        #expect(log.take() == [])
        test.advance(.milliseconds(400))
        #expect(log.take() == ["A.didDisappear", "B.didAppear"])
    }

    @Test("a key mid-animation finishes it first")
    func keyFinishesAnimation() {
        let a = vc("A")
        let b = vc("B")
        let (test, nav) = navWindow(a, animations: true)
        nav.pushViewController(b, animated: true)
        _ = log.take()
        test.press(.character("z"))
        #expect(log.take() == ["A.didDisappear", "B.didAppear"])
        #expect(!test.window.isAnimating)
    }

    @Test("full-screen present and dismiss: everything under it disappears and comes back")
    func presentFullScreen() {
        let a = vc("A")
        let m = vc("M")
        let test = TestWindow()
        let nav = RecordingNavigationController("Nav", log: log, root: a)
        test.root = nav
        _ = log.take()
        a.present(m, style: .fullScreen, animated: false)
        #expect(
            log.take() == [
                "M.viewDidLoad", "Nav.willDisappear", "A.willDisappear", "M.willAppear",
                "Nav.didDisappear", "A.didDisappear", "M.didAppear",
            ])
        #expect(a.presentedViewController === m)
        #expect(m.presentingViewController === a)
        m.dismiss(animated: false)
        #expect(
            log.take() == [
                "M.willDisappear", "Nav.willAppear", "A.willAppear", "M.didDisappear", "Nav.didAppear", "A.didAppear",
            ])
        #expect(a.presentedViewController == nil)
    }

    @Test("sheets, popovers and overlays leave the presenter on screen")
    func presentSheetStyles() {
        let a = vc("A")
        let (_, _) = navWindow(a)
        let styles: [PresentationStyle] = [
            .formSheet, .bottomSheet(height: 8), .popover(.rect(Rect(x: 2, y: 2, width: 1, height: 1), in: a.view)),
            .overlay(label: "Peek"),
        ]
        for (index, style) in styles.enumerated() {
            let m = vc("M\(index)")
            _ = log.take()
            a.present(m, style: style, animated: false)
            #expect(
                log.take() == ["M\(index).viewDidLoad", "M\(index).willAppear", "M\(index).didAppear"], "\(style.name)")
            a.dismiss(animated: false)
            #expect(log.take() == ["M\(index).willDisappear", "M\(index).didDisappear"], "\(style.name)")
        }
    }

    @Test("dismissing a presenter takes everything above it away")
    func dismissChain() {
        let a = vc("A")
        let m1 = vc("M1")
        let m2 = vc("M2")
        let (_, _) = navWindow(a)
        a.present(m1, style: .formSheet, animated: false)
        m1.present(m2, style: .fullScreen, animated: false)
        _ = log.take()
        a.dismiss(animated: false)
        #expect(log.take() == ["M2.willDisappear", "A.willAppear", "M2.didDisappear", "A.didAppear"])
        #expect(a.presentedViewController == nil && m1.presentedViewController == nil)
        #expect(m1.presentingViewController == nil && m2.presentingViewController == nil)
    }

    @Test("presenting twice does nothing, as in UIKit")
    func presentTwice() {
        let a = vc("A")
        let m1 = vc("M1")
        let m2 = vc("M2")
        let (_, _) = navWindow(a)
        a.present(m1, style: .formSheet, animated: false)
        _ = log.take()
        a.present(m2, style: .formSheet, animated: false)
        #expect(log.take() == [])
        #expect(a.presentedViewController === m1)
    }

    @Test("a tab switch")
    func tabSwitch() {
        let a = vc("A")
        let b = vc("B")
        let test = TestWindow()
        let tabs = TabBarController()
        let nav0 = RecordingNavigationController("Nav0", log: log, root: a)
        let nav1 = RecordingNavigationController("Nav1", log: log, root: b)
        tabs.setViewControllers([nav0, nav1])
        test.root = tabs
        #expect(log.take() == ["A.viewDidLoad", "Nav0.willAppear", "A.willAppear", "Nav0.didAppear", "A.didAppear"])
        tabs.selectedIndex = 1
        #expect(
            log.take() == [
                "B.viewDidLoad", "Nav0.willDisappear", "A.willDisappear", "Nav1.willAppear", "B.willAppear",
                "Nav0.didDisappear", "A.didDisappear", "Nav1.didAppear", "B.didAppear",
            ])
        tabs.selectedIndex = 1
        #expect(log.take() == [])
    }

    @Test("split views: both sides appear; a narrow one shows the focused side only")
    func splitChanges() {
        let m = vc("Master")
        let d = vc("Detail")
        let d2 = vc("Detail2")
        let test = TestWindow(size: Size(width: 100, height: 30))
        let split = SplitViewController()
        split.setViewControllers([m, d])
        test.root = split
        #expect(
            log.take() == [
                "Master.viewDidLoad", "Detail.viewDidLoad", "Master.willAppear", "Detail.willAppear",
                "Master.didAppear", "Detail.didAppear",
            ])
        split.showDetailViewController(d2)
        #expect(
            log.take() == [
                "Detail2.viewDidLoad", "Detail.willDisappear", "Detail2.willAppear", "Detail.didDisappear",
                "Detail2.didAppear",
            ])
        test.resize(Size(width: 50, height: 30))
        #expect(log.take() == ["Detail2.willDisappear", "Detail2.didDisappear"])
        test.press(.tab)
        #expect(split.focusedColumn == .detail)
        #expect(
            log.take() == ["Master.willDisappear", "Detail2.willAppear", "Master.didDisappear", "Detail2.didAppear"])
        test.resize(Size(width: 100, height: 30))
        #expect(log.take() == ["Master.willAppear", "Master.didAppear"])
    }

    /// UIKit's collapsed split pushes a new detail onto the master's stack; here the columns
    /// stay apart, so the split turns to the column that navigated, and back from the
    /// detail's first screen turns to the master again.
    @Test("a collapsed split view turns to the column whose stack changed", arguments: [false, true])
    func collapsedSplitFollowsNavigation(animated: Bool) {
        let m = vc("Master")
        let m2 = vc("Master2")
        let d = vc("Detail")
        let d2 = vc("Detail2")
        let d3 = vc("Detail3")
        let test = TestWindow(size: Size(width: 50, height: 30), animations: animated)
        let masterNav = NavigationController(rootViewController: m)
        let detailNav = NavigationController(rootViewController: d)
        let split = SplitViewController()
        split.setViewControllers([masterNav, detailNav])
        test.root = split
        log.retain(test)
        #expect(split.isCollapsed && split.focusedColumn == .master)
        _ = log.take()

        detailNav.setViewControllers([d2], animated: animated)
        #expect(split.focusedColumn == .detail, "the master chose a detail: it shows")
        #expect(test.window.focusedViewController === d2)
        test.advance(.milliseconds(500))
        #expect(
            log.take() == [
                "Detail2.viewDidLoad", "Master.willDisappear", "Detail2.willAppear",
                "Master.didDisappear", "Detail2.didAppear",
            ])

        detailNav.pushViewController(d3, animated: animated)
        test.advance(.milliseconds(500))
        #expect(split.focusedColumn == .detail)
        test.press(.backspace)
        test.advance(.milliseconds(500))
        #expect(split.focusedColumn == .detail, "a detail with a stack pops it first")
        #expect(detailNav.topViewController === d2)
        _ = log.take()
        test.press(.backspace)
        #expect(split.focusedColumn == .master, "back from the detail's first screen shows the master")
        #expect(
            log.take() == ["Detail2.willDisappear", "Master.willAppear", "Detail2.didDisappear", "Master.didAppear"])

        masterNav.pushViewController(m2, animated: animated)
        test.advance(.milliseconds(500))
        #expect(split.focusedColumn == .master, "navigating in the shown column changes nothing")
        test.press(.tab)
        _ = log.take()
        _ = masterNav.popViewController(animated: animated)
        #expect(split.focusedColumn == .master, "a stack change in the hidden master (a timer's comeback) shows it")
        test.advance(.milliseconds(500))
        #expect(
            log.take() == ["Detail2.willDisappear", "Master.willAppear", "Detail2.didDisappear", "Master.didAppear"])

        test.resize(Size(width: 100, height: 30))
        detailNav.setViewControllers([d], animated: false)
        #expect(split.focusedColumn == .master, "side by side, focus stays where the user put it")
    }

    @Test("controllers that left every container are released", arguments: [false, true])
    func released(animated: Bool) {
        let a = vc("A")
        let (test, nav) = navWindow(a, animations: animated)
        weak var weakPushed: ViewController?
        weak var weakPresented: ViewController?
        weak var weakSheet: ViewController?
        weak var weakPopover: ViewController?
        do {
            let b = vc("B")
            weakPushed = b
            nav.pushViewController(b, animated: animated)
            test.render()
            test.advance(.milliseconds(100))
            nav.popViewController(animated: animated)
            test.advance(.seconds(1))
        }
        #expect(weakPushed == nil)
        do {
            let m = vc("M")
            weakPresented = m
            a.present(m, style: .formSheet, animated: animated)
            test.advance(.seconds(1))
            m.dismiss(animated: animated)
            test.advance(.seconds(1))
        }
        #expect(weakPresented == nil)
        do {
            let sheet = vc("Sheet")
            weakSheet = sheet
            a.present(sheet, style: .bottomSheet(height: 5), animated: animated)
            test.advance(.seconds(1))
            test.press(.escape)
            test.advance(.seconds(1))
        }
        #expect(weakSheet == nil)
        do {
            let popover = vc("Popover")
            weakPopover = popover
            a.present(
                popover, style: .popover(.rect(Rect(x: 1, y: 1, width: 1, height: 1), in: a.view)), animated: animated)
            test.advance(.seconds(1))
            test.press(.mouseClick(Point(x: 79, y: 22)))
            test.advance(.seconds(1))
        }
        #expect(weakPopover == nil)
        #expect(a.presentedViewController == nil)
    }

    @Test("replaced tabs and split columns are released")
    func releasedFromTabsAndSplits() {
        let test = TestWindow(size: Size(width: 100, height: 30))
        let tabs = TabBarController()
        let split = SplitViewController()
        weak var weakTab: ViewController?
        weak var weakDetail: ViewController?
        do {
            let oldTab = vc("OldTab")
            weakTab = oldTab
            let detail = vc("Detail")
            weakDetail = detail
            split.setViewControllers([vc("Master"), detail])
            tabs.setViewControllers([split, oldTab])
            test.root = tabs
            tabs.selectedIndex = 1
            test.render()
            tabs.setViewControllers([split, vc("NewTab")])
            split.showDetailViewController(vc("Detail2"))
            test.render()
        }
        #expect(weakTab == nil)
        #expect(weakDetail == nil)
    }
}
