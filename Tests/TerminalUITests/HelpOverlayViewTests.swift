import Testing

@testable import TerminalUI

@MainActor
@Suite("Help overlay")
struct HelpOverlayViewTests {
    static let sections = [
        HelpOverlayView.Section(
            "Moving around",
            [
                KeyHint("Up Down", "Move the selection"),
                KeyHint("Enter", "Open the selected row, or press a tile that starts a comeback timer"),
            ]),
        HelpOverlayView.Section("Lessons", (1...12).map { KeyHint("k\($0)", "Lesson number \($0)") }),
    ]

    func show(size: Size) -> (TestWindow, HelpOverlayView) {
        let test = TestWindow(size: size)
        test.root = NavigationController(rootViewController: SampleScreens.list("Host", count: 5))
        let help = HelpOverlayView(sections: Self.sections)
        test.window.showOverlay(help)
        return (test, help)
    }

    @Test("everything fits on a large screen: no scrolling, the footer closes the box")
    func fits() {
        let (test, help) = show(size: Size(width: 100, height: 30))
        let text = test.text
        #expect(text.contains("  Enter    Open the selected row, or press a tile that starts a comeback timer"))
        #expect(text.contains("Lesson number 12"))
        #expect(text.contains("Esc or ? closes this help"))
        #expect(!help.scrolls)
        #expect(!test.render().last!.contains("Scroll"))
    }

    @Test("a long action wraps under its own column instead of being cut off")
    func wrapsUnderTheActionColumn() {
        let (test, _) = show(size: Size(width: 50, height: 30))
        let lines = test.render()
        guard let first = lines.firstIndex(where: { $0.contains("Enter") }) else {
            Issue.record("no Enter line in\n\(lines.joined(separator: "\n"))")
            return
        }
        let column = lines[first].distance(of: "Open")
        #expect(column != nil)
        #expect(
            lines[first + 1].distance(of: "starts") == column || lines[first + 1].distance(of: "tile") == column,
            "continuation aligned with the action:\n\(lines[first])\n\(lines[first + 1])")
        #expect(!lines.joined().contains("…"), "nothing is truncated")
    }

    @Test("too many lines: the body scrolls under a pinned footer that says what is shown")
    func scrolls() {
        let (test, help) = show(size: Size(width: 60, height: 12))
        var lines = test.render()
        // 18 body lines (the Enter action wraps) in 8 rows above the footer.
        #expect(help.scrolls)
        #expect(lines.contains { $0.contains("1-8 of 18") && $0.contains("Esc or ? closes this help") })
        #expect(lines.last!.contains("Scroll"))
        #expect(lines.contains { $0.contains("Moving around") })
        #expect(!lines.contains { $0.contains("Lesson number 12") })

        test.press(.end)
        lines = test.render()
        #expect(lines.contains { $0.contains("Lesson number 12") })
        #expect(lines.contains { $0.contains("11-18 of 18") })
        #expect(!lines.contains { $0.contains("Moving around") })

        test.press(.up, .up)
        #expect(test.render().contains { $0.contains("9-16 of 18") })
        test.press(.pageUp, .pageUp)
        #expect(help.scrollOffset == 0)
        test.press(.pageDown)
        #expect(help.scrollOffset == 7)
        test.press(.home)
        #expect(test.render().contains { $0.contains("1-8 of 18") })
        #expect(test.window.topOverlay === help, "scrolling keys keep the overlay open")
    }

    @Test("the first key after showing already scrolls, before any frame is drawn")
    func scrollsBeforeTheFirstFrame() {
        let test = TestWindow(size: Size(width: 60, height: 12))
        test.root = NavigationController(rootViewController: SampleScreens.list("Host", count: 5))
        test.render()
        let help = HelpOverlayView(sections: Self.sections)
        test.window.showOverlay(help)
        test.window.handle(.end)
        #expect(help.scrollOffset == 10)
    }

    @Test("a resize that makes room stops the scrolling and shows everything")
    func resizeMakesRoom() {
        let (test, help) = show(size: Size(width: 60, height: 12))
        test.press(.end)
        test.resize(Size(width: 100, height: 40))
        let text = test.text
        #expect(!help.scrolls)
        #expect(text.contains("Moving around") && text.contains("Lesson number 12"))
    }

    @Test("history lines keep their indentation when they wrap")
    func plainLinesKeepTheirIndentation() {
        let test = TestWindow(size: Size(width: 40, height: 20))
        test.root = NavigationController(rootViewController: SampleScreens.list("Host", count: 5))
        test.window.showOverlay(
            HelpOverlayView(
                title: "History",
                sections: [
                    HelpOverlayView.Section(
                        "Stacks",
                        [
                            KeyHint("", "Main: Root > First > Second > Third > Fourth"),
                            KeyHint("", "  modal: Authorization > Details > More"),
                        ])
                ]))
        let lines = test.render()
        guard let modal = lines.firstIndex(where: { $0.contains("modal:") }) else {
            Issue.record("no modal line in\n\(lines.joined(separator: "\n"))")
            return
        }
        let start = lines[modal].distance(of: "modal:")!
        let next = lines[modal + 1]
        let continuation = next.firstIndex { $0 != " " && $0 != "│" }.map {
            next.distance(from: next.startIndex, to: $0)
        }
        #expect(
            continuation.map { $0 > start } == true, "wrapped part indented past its line:\n\(lines[modal])\n\(next)")
    }
}

extension String {
    /// The column (in characters) where `needle` starts.
    fileprivate func distance(of needle: String) -> Int? {
        range(of: needle).map { distance(from: startIndex, to: $0.lowerBound) }
    }
}
