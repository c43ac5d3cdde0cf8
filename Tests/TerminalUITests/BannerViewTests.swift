import Testing

@testable import TerminalUI

@MainActor
@Suite("Banner")
struct BannerViewTests {
    func setUp(animations: Bool) -> (TestWindow, NavigationController) {
        let test = TestWindow(size: Size(width: 60, height: 14), animations: animations)
        let nav = NavigationController(rootViewController: SampleScreens.list("Host", count: 5))
        test.root = nav
        test.render()
        return (test, nav)
    }

    @Test("slides in at the top of its container, stays for its duration, slides out")
    func showAndHide() {
        let (test, nav) = setUp(animations: true)
        let banner = BannerView(text: "Tap to open Categories")
        var hidden = 0
        banner.onHide = { hidden += 1 }
        banner.show(in: nav.view, duration: .seconds(3))
        #expect(!test.render()[1].contains("Tap to open"), "starts above the top edge")
        test.advance(.milliseconds(250))
        let shown = test.render()
        #expect(shown[1].contains("Tap to open Categories"))
        #expect(banner.isShowing)
        test.advance(.milliseconds(2500))
        #expect(test.render()[1].contains("Tap to open Categories"))
        test.advance(.seconds(1))
        #expect(!test.render().joined().contains("Tap to open"))
        #expect(!banner.isShowing && hidden == 1)
        #expect(banner.superview == nil)
    }

    @Test("Enter taps it while it shows; afterwards Enter goes to the screen again")
    func enterTaps() {
        let (test, nav) = setUp(animations: false)
        var taps = 0
        var activated: [Int] = []
        (nav.topViewController as? SampleListViewController)?.onActivate = { activated.append($0) }
        let banner = BannerView(text: "Tap me")
        banner.onTap = { taps += 1 }
        banner.show(in: nav.view, duration: nil)
        #expect(test.window.currentKeyHints().first?.action == "Tap banner")
        test.press(.enter)
        #expect(taps == 1 && activated.isEmpty)
        #expect(!banner.isShowing)
        test.press(.enter)
        #expect(taps == 1 && activated == [0])
    }

    @Test("a click on it taps it")
    func clickTaps() {
        let (test, nav) = setUp(animations: false)
        var taps = 0
        let banner = BannerView(text: "Tap me")
        banner.onTap = { taps += 1 }
        banner.show(in: nav.view)
        test.press(.mouseClick(Point(x: 30, y: 1)))
        #expect(taps == 1)
    }
}
