import Testing

@testable import TerminalUI

@MainActor
@Suite("Presentations")
struct PresentationTests {
    /// The popover's border box, read back from the screen: (frame, pointer row, pointer column).
    func popoverGeometry(_ lines: [String]) -> (top: Int, bottom: Int, left: Int, right: Int, pointer: (Int, Int)?) {
        var top = -1
        var bottom = -1
        var left = -1
        var right = -1
        var pointer: (Int, Int)?
        for (y, line) in lines.enumerated() {
            let chars = Array(line)
            if let x = chars.firstIndex(of: "╭") {
                top = y
                left = x
                right = chars.firstIndex(of: "╮") ?? -1
            }
            if chars.contains("╰") { bottom = y }
            if let x = chars.firstIndex(where: { $0 == "▲" || $0 == "▼" }) { pointer = (y, x) }
        }
        return (top, bottom, left, right, pointer)
    }

    @Test(
        "a popover stays on screen near every edge and points at its anchor",
        arguments: [(1, 1), (76, 1), (1, 20), (76, 20), (40, 11)])
    func popoverPlacement(anchorX: Int, anchorY: Int) {
        let test = TestWindow(size: Size(width: 80, height: 24))
        let host = SampleScreens.label("Host", text: "")
        test.root = host
        let popover = SampleScreens.label("Popover", text: "Content")
        popover.preferredContentSize = Size(width: 30, height: 6)
        host.present(
            popover, style: .popover(.rect(Rect(x: anchorX, y: anchorY, width: 2, height: 1), in: host.view)),
            animated: false)
        let geometry = popoverGeometry(test.render())
        #expect(geometry.top >= 0 && geometry.bottom <= 22, "inside the content area")
        #expect(geometry.left >= 0 && geometry.right <= 79)
        #expect(geometry.bottom - geometry.top == 7)
        let pointer = try! #require(geometry.pointer)
        if anchorY > 11 {
            #expect(pointer.0 == geometry.bottom, "flips above an anchor near the bottom")
            #expect(geometry.bottom < anchorY)
        } else {
            #expect(pointer.0 == geometry.top, "sits below an anchor near the top")
            #expect(geometry.top > anchorY)
        }
        #expect(
            abs(pointer.1 - (anchorX + 1)) <= 1 || pointer.1 == geometry.left + 1 || pointer.1 == geometry.right - 1,
            "the pointer is under the anchor unless clamped to the box")
    }

    @Test("a popover anchored to a bar button points at the button")
    func barButtonAnchor() {
        let test = TestWindow()
        let screen = SampleScreens.list("Recursion", count: 3, buttons: [("Recursion", "r"), ("Categories", "c")])
        let nav = NavigationController(rootViewController: screen)
        test.root = nav
        test.render()
        let button = screen.navigationItem.rightBarButtonItems[1]
        let frame = try! #require(button.frameInWindow)
        #expect(test.render()[0].dropFirst(frame.x).hasPrefix("[c]Categories"))
        screen.present(SampleScreens.label("Inside", text: "x"), style: .popover(.barButton(button)), animated: false)
        let geometry = popoverGeometry(test.render())
        let pointer = try! #require(geometry.pointer)
        #expect(pointer.0 == 1)
        #expect(abs(pointer.1 - (frame.x + frame.width / 2)) <= 1)
    }

    @Test("Esc on a bottom sheet or a popover dismisses it and tells the presented controller")
    func escDismissesByContainer() {
        final class Sheet: LabelViewController, PresentationDelegate {
            var interactive = 0
            var delegateCalls = 0
            override func didDismissInteractively() { interactive += 1 }
            func presentationDidDismiss(_ presentedViewController: ViewController) { delegateCalls += 1 }
        }
        let test = TestWindow()
        let host = SampleScreens.list("Host", count: 3)
        test.root = host
        for style in [
            PresentationStyle.bottomSheet(height: 5),
            .popover(.rect(Rect(x: 2, y: 2, width: 1, height: 1), in: host.view)),
        ] {
            let sheet = Sheet(text: "sheet")
            sheet.presentationDelegate = sheet
            host.present(sheet, style: style, animated: false)
            test.press(.escape)
            #expect(host.presentedViewController == nil, "\(style.name)")
            #expect(sheet.interactive == 1 && sheet.delegateCalls == 1)
        }
        let form = Sheet(text: "form")
        host.present(form, style: .formSheet, animated: false)
        test.press(.escape)
        #expect(host.presentedViewController === form, "a form sheet is not closed by Esc")
        #expect(form.interactive == 0)
    }

    /// Found by the fuzzer (RobustnessTests): in a split view collapsed to its focused master,
    /// a form sheet presented from the hidden detail was invisible, and keys went on to the
    /// master under it.
    @Test("a collapsed split view shows the column that presents something, until it is dismissed")
    func collapsedSplitShowsThePresentingColumn() {
        let test = TestWindow(size: Size(width: 50, height: 20))
        let master = SampleScreens.list("Master list", count: 3)
        let detail = SampleScreens.list("Detail list", count: 3)
        let split = SplitViewController()
        split.setViewControllers([
            NavigationController(rootViewController: master), NavigationController(rootViewController: detail),
        ])
        test.root = split
        #expect(split.isCollapsed && split.focusedColumn == .master)
        #expect(test.text.contains("Master list") && !test.text.contains("Detail list"))

        let sheet = SampleScreens.label("Sheet", text: "sheet body")
        detail.present(sheet, style: .formSheet, animated: false)
        let shown = test.text
        #expect(shown.contains("sheet body") && shown.contains("Detail list"), "\(shown)")
        #expect(test.window.visibleViewControllers.contains { $0 === sheet })
        #expect(test.window.focusedViewController === sheet, "keys go to the sheet, not to the master under it")

        sheet.dismiss(animated: false)
        #expect(
            test.text.contains("Master list") && !test.text.contains("Detail list"), "the focused column shows again")
        #expect(split.focusedColumn == .master)
    }

    /// Found by the fuzzer (RobustnessTests): a delegate that froze something for a preview
    /// (Marshroute's peek & pop) must hear how it ended, even when the window goes first: the
    /// app closes it (`close()`) before letting it go.
    @Test("a window closed during a peek tells the delegate the preview was interrupted, once")
    func closedDuringPeek() {
        final class Delegate: PreviewingDelegate {
            var events: [String] = []
            let preview = LabelViewController(text: "preview")
            func previewingContext(_ previewingContext: PreviewingContext, viewControllerForLocation location: Point)
                -> ViewController?
            {
                preview
            }
            func previewingContext(
                _ previewingContext: PreviewingContext, commit viewControllerToCommit: ViewController
            ) {
                events.append("commit")
            }
            func previewingContext(_ previewingContext: PreviewingContext, didCancel viewController: ViewController) {
                events.append("cancel")
            }
            func previewingContext(
                _ previewingContext: PreviewingContext, wasInterruptedShowing viewController: ViewController
            ) {
                events.append(viewController === preview ? "interrupted" : "interrupted another")
            }
        }
        let delegate = Delegate()
        weak var releasedWindow: Window?
        do {
            let test = TestWindow()
            let host = SampleScreens.list("Host", count: 3)
            test.root = host
            host.registerForPreviewing(with: delegate, sourceView: host.view)
            test.render()
            #expect(test.window.beginPreview())
            #expect(test.window.previewedViewController === delegate.preview)
            test.window.close()
            #expect(test.window.previewedViewController == nil)
            #expect(test.window.heldViewControllers.allSatisfy { $0 !== delegate.preview })
            test.window.close()
            releasedWindow = test.window
        }
        #expect(releasedWindow == nil)
        #expect(delegate.events == ["interrupted"])
    }

    @Test("presentations nest, and keys go to the topmost")
    func nesting() {
        let test = TestWindow()
        let host = SampleScreens.list("Host", count: 3)
        test.root = NavigationController(rootViewController: host)
        let first = SampleScreens.list("First", count: 5)
        let second = SampleScreens.list("Second", count: 5)
        host.present(first, style: .formSheet, animated: false)
        first.present(second, style: .overlay(label: "Second"), animated: false)
        test.press(.down, .down)
        #expect((second.view as? ListView)?.selectedIndex == 2)
        #expect((first.view as? ListView)?.selectedIndex == 0)
        #expect((host.view as? ListView)?.selectedIndex == 0)
        let text = test.text
        #expect(text.contains("Second"))
        second.dismiss(animated: false)
        test.press(.down)
        #expect((first.view as? ListView)?.selectedIndex == 1)
    }

    @Test(
        "resizing while something is presented keeps it on screen",
        arguments: [Size(width: 40, height: 12), Size(width: 140, height: 40), Size(width: 60, height: 15)])
    func resizeWhilePresented(size: Size) {
        let test = TestWindow()
        let host = SampleScreens.list("Host", count: 3, buttons: [("Open", "o")])
        test.root = NavigationController(rootViewController: host)
        test.render()
        let sheet = NavigationController(rootViewController: SampleScreens.list("Sheet", count: 4))
        host.present(sheet, style: .popover(.barButton(host.navigationItem.rightBarButtonItems[0])), animated: false)
        test.resize(size)
        let lines = test.render()
        #expect(lines.count == size.height)
        #expect(lines.contains { $0.contains("Sheet") })
        let geometry = popoverGeometry(lines)
        #expect(geometry.left >= 0 && geometry.right < size.width && geometry.bottom < size.height)
    }

    @Test(
        "rendering at 0x0 and 1x1 does not trap",
        arguments: [
            Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2), Size(width: 5, height: 3),
        ])
    func tinySizes(size: Size) {
        let test = TestWindow(size: size, animations: true)
        test.window.minimumSize = .zero
        let split = SplitViewController()
        split.setViewControllers([
            NavigationController(rootViewController: SampleScreens.list("M")),
            NavigationController(rootViewController: SampleScreens.list("D", buttons: [("B", "b")])),
        ])
        let tabs = TabBarController()
        tabs.setViewControllers([split, NavigationController(rootViewController: SampleScreens.list("T"))])
        test.root = tabs
        test.render()
        let detail = split.detailViewController as! NavigationController
        detail.topViewController!.present(
            SampleScreens.label("P", text: "p"),
            style: .popover(.barButton(detail.topViewController!.navigationItem.rightBarButtonItems[0])), animated: true
        )
        test.render()
        test.advance(.milliseconds(100))
        test.render()
        detail.pushViewController(SampleScreens.list("Pushed"), animated: true)
        test.render()
        for style in [PresentationStyle.formSheet, .bottomSheet(height: 10), .overlay(label: "Peek"), .fullScreen] {
            let top = test.window.focusedViewController!
            top.present(SampleScreens.label("X", text: "x"), style: style, animated: true)
            test.render()
            test.press(.escape, .tab, .down, .enter, .mouseClick(Point(x: 0, y: 0)))
            test.render()
        }
        // The keys reached the app at every size: each presentation was closed with Esc, and
        // the pushed screen is still the detail's top.
        #expect(test.render().count == size.height)
        #expect(detail.topViewController?.title == "Pushed")
        #expect(test.window.focusedViewController?.presentedViewController == nil)
    }

    @Test("the too-small notice says how to leave: Ctrl-C while the application quits on it, or the app's own words")
    func tooSmallHint() {
        let screen = HeadlessScreen(size: Size(width: 30, height: 8))
        let clock = ManualClock()
        let window = Window(size: screen.size, loop: EventLoop(clock: clock))
        #expect(window.tooSmallHint == nil, "a window alone knows no way out")
        let application = Application(screen: screen, window: window)
        let stepper = FrameStepper(application: application, clock: clock)
        stepper.run(script: [])
        #expect(screen.textLines.contains { $0.contains("Ctrl-C quits") })
        application.quitsOnInterrupt = false
        stepper.run(script: [])
        #expect(
            !screen.textLines.joined().contains("Ctrl-C"), "Ctrl-C no longer quits: the notice does not say it does")
        window.tooSmallHint = "q quits"
        application.quitsOnInterrupt = true
        stepper.run(script: [])
        #expect(screen.textLines.contains { $0.contains("q quits") }, "the app's own words stay")
    }

    @Test("a terminal below the minimum shows a notice and recovers when it grows")
    func tooSmall() {
        let test = TestWindow(size: Size(width: 39, height: 12))
        test.root = NavigationController(rootViewController: SampleScreens.list("Host", count: 3))
        let lines = test.render()
        #expect(lines.contains { $0.contains("Terminal too small: 39x12") })
        #expect(lines.contains { $0.contains("need 40x12") }, "on a line of its own, never cut mid-phrase")
        test.press(.down)
        test.resize(Size(width: 40, height: 12))
        let grown = test.render()
        #expect(!grown.joined().contains("too small"))
        #expect(grown[0].contains("Host"))
        #expect(grown[1].contains("› All categories"), "keys were ignored while too small")
    }

    @Test("a click selects a tab, runs a bar button and activates a row")
    func mouse() {
        let test = TestWindow()
        var pressed = 0
        var activated: [Int] = []
        let first = SampleScreens.list("First", count: 5, buttons: [("Press", "p")])
        first.navigationItem.rightBarButtonItems[0].action = { pressed += 1 }
        first.onActivate = { activated.append($0) }
        let tabs = TabBarController()
        tabs.setViewControllers([
            NavigationController(rootViewController: first),
            NavigationController(rootViewController: SampleScreens.list("Second", count: 2)),
        ])
        test.root = tabs
        let lines = test.render()
        let buttonX = lines[0].distance(from: lines[0].startIndex, to: lines[0].range(of: "[p]Press")!.lowerBound)
        test.press(.mouseClick(Point(x: buttonX + 2, y: 0)))
        #expect(pressed == 1)
        test.press(.mouseClick(Point(x: 5, y: 3)))
        #expect(activated == [2])
        let tabX = lines[22].distance(from: lines[22].startIndex, to: lines[22].range(of: "Second")!.lowerBound)
        test.press(.mouseClick(Point(x: tabX, y: 22)))
        #expect(tabs.selectedIndex == 1)
    }

    @Test("Backspace and Left pop by the navigation controller itself; digits switch tabs")
    func containerKeys() {
        let test = TestWindow()
        let nav = NavigationController(rootViewController: SampleScreens.list("Root", count: 3))
        let tabs = TabBarController()
        tabs.setViewControllers([nav, NavigationController(rootViewController: SampleScreens.list("Other", count: 2))])
        test.root = tabs
        nav.pushViewController(SampleScreens.list("A", count: 2), animated: false)
        nav.pushViewController(SampleScreens.list("B", count: 2), animated: false)
        test.press(.backspace)
        #expect(nav.viewControllers.count == 2)
        test.press(.left)
        #expect(nav.viewControllers.count == 1)
        test.press(.left)
        #expect(nav.viewControllers.count == 1)
        test.press(.character("2"))
        #expect(tabs.selectedIndex == 1)
        test.press(.character("9"))
        #expect(tabs.selectedIndex == 1)
    }

    @Test("a narrow navigation bar shrinks the back title, then the buttons, then the title")
    func narrowBar() {
        for (width, expected) in [(80, "‹ Select category"), (44, "‹"), (40, "[r]")] {
            let test = TestWindow(size: Size(width: width, height: 12))
            let nav = NavigationController(rootViewController: SampleScreens.list("Select category"))
            nav.pushViewController(
                SampleScreens.list("Consumer electronics", buttons: [("Recursion", "r"), ("Categories", "c")]),
                animated: false)
            test.root = nav
            let bar = test.render()[0]
            #expect(bar.contains(expected), "\(width): \(bar)")
            #expect(bar.contains("Consumer"), "\(width): \(bar)")
        }
    }
}
