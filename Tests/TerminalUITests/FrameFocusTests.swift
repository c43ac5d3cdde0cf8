import Testing

@testable import TerminalUI

/// The focus and key hints a frame uses are found again only after something that can change
/// them (docs/PERFORMANCE.md): a frame a timer caused asks no controller for its hints, and
/// every change that can move focus or change a hint is seen by the next frame.
@MainActor
@Suite("The frame's focus and hints")
struct FrameFocusTests {
    /// A screen that counts how often it is asked for its hints, with a hint it can change.
    final class CountingController: ViewController {
        var asked = 0
        var action = "Count"
        let label = Label("0")

        override func loadView() {
            let view = View()
            view.addSubview(label)
            label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
            self.view = view
        }

        override var keyHints: [KeyHint] {
            asked += 1
            return [KeyHint("c", action)]
        }
    }

    func setUp() -> (TestWindow, CountingController) {
        let test = TestWindow(size: Size(width: 60, height: 14))
        let screen = CountingController()
        test.root = screen
        test.render()
        return (test, screen)
    }

    @Test("a frame caused by a timer alone asks nobody for hints again")
    func timerFrameReusesTheHints() {
        let (test, screen) = setUp()
        test.window.loop.schedule(after: .seconds(1)) { screen.label.text = "1" }
        let asked = screen.asked
        test.advance(.seconds(1))
        #expect(test.text.contains("1"), "the timer's change is drawn")
        #expect(screen.asked == asked)
        #expect(test.window.shownKeyHints.contains(KeyHint("c", "Count")))
    }

    @Test("after a key, the next frame asks for the hints again")
    func keyRefreshesTheHints() {
        let (test, screen) = setUp()
        screen.action = "Counted"
        test.press(.character("x"))
        #expect(test.text.contains("c Counted"))
    }

    @Test("a key that changes no hint keeps the last line as it was; one that changes a command's hint shows it")
    func unchangedHintsKeepTheLine() {
        let (test, screen) = setUp()
        final class Flag { var on = true }
        let flag = Flag()
        test.window.keyCommands = [
            KeyCommand(
                .character("t"), hint: KeyHint("t", "Toggle"), isOffered: { flag.on }, worksOverModalPanels: false,
                action: {})
        ]
        test.render()
        let line = test.window.shownKeyHints
        #expect(line.contains(KeyHint("t", "Toggle")))
        let asked = screen.asked
        test.press(.character("x"))
        test.render()
        #expect(screen.asked > asked, "the key did not make the frame ask again")
        #expect(Self.storage(of: test.window.shownKeyHints) == Self.storage(of: line), "the same hints made a new line")
        flag.on = false
        test.press(.character("x"))
        test.render()
        #expect(
            !test.window.shownKeyHints.contains(KeyHint("t", "Toggle")), "a command no longer offered kept its hint")
        #expect(test.window.shownKeyHints == test.window.keyHintsAsShownNow())
    }

    private static func storage(of hints: [KeyHint]) -> UnsafeRawPointer? {
        hints.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("a hint changed on a timer shows once the screen says so, not before")
    func announcedHintChange() {
        let (test, screen) = setUp()
        test.window.loop.schedule(after: .seconds(1)) { screen.action = "Quietly" }
        test.window.loop.schedule(after: .seconds(2)) {
            screen.action = "Announced"
            screen.setNeedsKeyHintsUpdate()
        }
        test.advance(.seconds(1))
        #expect(test.text.contains("c Count"), "nothing said the hint changed")
        test.advance(.seconds(1))
        #expect(test.text.contains("c Announced"))
    }

    @Test("a view that appears in the tree takes focus in the next frame, drawn focused")
    func viewTreeChangeMovesFocus() {
        let (test, screen) = setUp()
        let list = ListView(items: [ListItem("One"), ListItem("Two")])
        list.frame = Rect(x: 0, y: 2, width: 20, height: 2)
        list.isHidden = true
        screen.view.addSubview(list)
        test.render()
        #expect(test.window.shownKeyHints.contains(KeyHint("c", "Count")))
        #expect(!test.window.shownKeyHints.contains { $0.action == "Move" })
        test.window.loop.schedule(after: .seconds(1)) { list.isHidden = false }
        test.advance(.seconds(1))
        #expect(test.window.focusedView === list)
        #expect(test.window.shownKeyHints.contains { $0.action == "Move" }, "the list's hints")
        #expect(test.screen.contents[0, 2].style.role == .selection, "the selected row drawn as focused")
    }

    @Test("a banner hidden by its timer takes its hint with it as it starts to slide out")
    func bannerHintLeavesWithIt() {
        let test = TestWindow(size: Size(width: 60, height: 14), animations: true)
        let screen = CountingController()
        test.root = screen
        let banner = BannerView(text: "Hello")
        banner.show(in: screen.view, duration: .seconds(2))
        test.advance(.seconds(1))
        #expect(test.window.shownKeyHints.contains { $0.action == "Tap banner" })
        test.advance(.seconds(1))
        #expect(banner.superview != nil, "still sliding out")
        #expect(!test.window.shownKeyHints.contains { $0.action == "Tap banner" })
    }

    @Test("the frame's snapshot lets go of a screen that leaves, without another frame")
    func snapshotHoldsNothingThatLeft() {
        let (test, _) = setUp()
        weak var gone: CountingController?
        do {
            let next = CountingController()
            gone = next
            test.root = next
            test.render()
            test.root = ViewController()
        }
        #expect(gone == nil)
    }
}
