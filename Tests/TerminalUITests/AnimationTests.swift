import SnapshotTesting
import Testing

@testable import TerminalUI

/// Transitions drawn at fixed clock times: the start, the middle and the end of each kind.
@MainActor
@Suite("Animation frames")
struct AnimationTests {
    let size = Size(width: 40, height: 12)

    func frames(
        _ name: String, duration: Duration, file: StaticString = #filePath, line: UInt = #line,
        setUp: (TestWindow) -> Void, start: (TestWindow) -> Void
    ) {
        let test = TestWindow(size: size, animations: true)
        test.window.showsKeyHints = false
        setUp(test)
        test.window.finishAnimations()
        test.render()
        start(test)
        for (label, elapsed) in [("start", Duration.zero), ("middle", duration / 2), ("end", duration)] {
            if elapsed > .zero { test.clock.advance(by: duration / 2) }
            let buffer = test.window.render()
            assertSnapshot(
                of: buffer, as: .screenText, named: "\(name)-\(label)", file: file, testName: "frames", line: line)
        }
        test.stepper.stepAnimations()
        #expect(!test.window.isAnimating)
    }

    func stack() -> NavigationController {
        NavigationController(rootViewController: SampleScreens.list("Select category", count: 8))
    }

    @Test("push and pop slide horizontally")
    func pushPop() {
        let nav = stack()
        frames(
            "push", duration: .milliseconds(250), setUp: { $0.root = nav },
            start: { _ in
                nav.pushViewController(
                    SampleScreens.label("Transport", text: "Cars, motorcycles, trucks and buses"), animated: true)
            })
        frames(
            "pop", duration: .milliseconds(250),
            setUp: { $0.root = nav },
            start: { _ in nav.popViewController(animated: true) })
    }

    @Test("a full-screen modal covers vertically")
    func cover() {
        let nav = stack()
        frames(
            "cover", duration: .milliseconds(300), setUp: { $0.root = nav },
            start: { _ in
                nav.topViewController!.present(
                    SampleScreens.label("Modal", text: "A full-screen modal"), style: .fullScreen, animated: true)
            })
    }

    @Test("a bottom sheet rises")
    func rise() {
        let nav = stack()
        frames(
            "rise", duration: .milliseconds(250), setUp: { $0.root = nav },
            start: { _ in
                nav.topViewController!.present(
                    SampleScreens.label("Sheet", text: "A bottom sheet"), style: .bottomSheet(height: 4), animated: true
                )
            })
    }

    @Test("a screen comes in from any edge and goes back to it", arguments: [EdgeTransition.Edge.left, .top])
    func edges(edge: EdgeTransition.Edge) {
        let nav = stack()
        let modal = SampleScreens.label("Modal", text: "From an edge")
        modal.modalTransitionAnimation = EdgeTransition(edge: edge, duration: .milliseconds(200), easing: .linear)
        frames(
            "edge-\(edge)", duration: .milliseconds(200), setUp: { $0.root = nav },
            start: { _ in nav.topViewController!.present(modal, style: .fullScreen, animated: true) })
        frames(
            "edge-\(edge)-back", duration: .milliseconds(200), setUp: { _ in },
            start: { _ in modal.dismiss(animated: true) })
    }

    @Test("a popover grows from its anchor")
    func grow() {
        let nav = stack()
        frames(
            "grow", duration: .milliseconds(180), setUp: { $0.root = nav },
            start: { _ in
                let presenter = nav.topViewController!
                let popover = SampleScreens.label("Popover", text: "Grows from the anchor")
                popover.preferredContentSize = Size(width: 20, height: 4)
                presenter.present(
                    popover, style: .popover(.rect(Rect(x: 30, y: 2, width: 4, height: 1), in: presenter.view)),
                    animated: true)
            })
    }

    @Test("a cross-dissolve swaps cells in a fixed scattered order")
    func dissolve() {
        let nav = stack()
        frames(
            "dissolve", duration: .milliseconds(200), setUp: { $0.root = nav },
            start: { _ in
                let modal = SampleScreens.label("Modal", text: "Dissolved in")
                modal.modalTransitionStyle = .crossDissolve
                nav.topViewController!.present(modal, style: .fullScreen, animated: true)
            })
    }

    @Test("a newer transition finishes the older one first; no stale frame draws")
    func newerTransitionWins() {
        let test = TestWindow(size: size, animations: true)
        let nav = stack()
        test.root = nav
        let first = SampleScreens.label("First", text: "first")
        let second = SampleScreens.label("Second", text: "second")
        nav.pushViewController(first, animated: true)
        test.clock.advance(by: .milliseconds(50))
        nav.pushViewController(second, animated: true)
        test.clock.advance(by: .milliseconds(250))
        test.stepper.stepAnimations()
        let text = test.render()
        #expect(text[0].contains("Second"))
        #expect(!text.joined().contains("first"))
        #expect(first.appearanceState == .disappeared)
        #expect(second.appearanceState == .appeared)
    }

    @Test("with animations off, changes are immediate")
    func disabled() {
        let test = TestWindow(size: size, animations: false)
        let nav = stack()
        test.root = nav
        nav.pushViewController(SampleScreens.label("Next", text: "next"), animated: true)
        #expect(!test.window.isAnimating)
        #expect(test.render()[0].contains("Next"))
    }

    @Test("easing curves start at 0, end at 1 and stay monotonic")
    func easing() {
        for easing in [Easing.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(easing(0) == 0)
            #expect(easing(1) == 1)
            var previous = 0.0
            for step in 1...100 {
                let value = easing(Double(step) / 100)
                #expect(value >= previous)
                previous = value
            }
        }
    }
}
