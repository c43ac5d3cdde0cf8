import SnapshotTesting
import Testing

@testable import TerminalUI

/// Golden screens of every container and presentation style at 80x24 and 140x40, with
/// their style roles and their look without color. Goldens live in `__Snapshots__` beside
/// this file; `SNAPSHOT_TESTING_RECORD=all swift test` rewrites them after a deliberate change.
@MainActor
@Suite("Container goldens")
struct ContainerSnapshotTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 140, height: 40)]

    /// A tab bar of three stacks; the first shows `Transport` pushed over the categories.
    func tabsWithStack(_ test: TestWindow) -> (TabBarController, NavigationController) {
        let nav = NavigationController(rootViewController: SampleScreens.list("Select category"))
        nav.tabBarItem = TabBarItem(title: "Advertisements")
        nav.pushViewController(
            SampleScreens.list("Transport", count: 6, buttons: [("Recursion", "r"), ("Categories", "c")]),
            animated: false)
        let second = NavigationController(rootViewController: SampleScreens.label("Recursion", text: "Second tab"))
        second.tabBarItem = TabBarItem(title: "Recursion")
        let third = NavigationController(rootViewController: SampleScreens.label("Shelves (root)", text: "Third tab"))
        third.tabBarItem = TabBarItem(title: "Shelves")
        let tabs = TabBarController()
        tabs.setViewControllers([nav, second, third])
        test.root = tabs
        return (tabs, nav)
    }

    func snapshot(
        _ name: String, size: Size, file: StaticString = #filePath, line: UInt = #line,
        build: (TestWindow) -> Void
    ) {
        let test = TestWindow(size: size)
        test.window.globalKeyHints = [KeyHint("?", "Help"), KeyHint("q", "Quit")]
        build(test)
        let buffer = test.window.render()
        assertSnapshot(
            of: buffer, as: .screen, named: "\(name)-\(size)", file: file, testName: "containers", line: line)
    }

    @Test("navigation stack inside a tab bar", arguments: sizes)
    func navigation(size: Size) {
        snapshot("navigation", size: size) { test in
            let (_, nav) = tabsWithStack(test)
            _ = nav
            test.press(.down, .down)
        }
    }

    @Test("another tab selected", arguments: sizes)
    func secondTab(size: Size) {
        snapshot("second-tab", size: size) { test in
            _ = tabsWithStack(test)
            test.press(.character("2"))
        }
    }

    @Test("split view, focus on the master then on the detail", arguments: sizes)
    func split(size: Size) {
        for focusDetail in [false, true] {
            snapshot(focusDetail ? "split-detail-focused" : "split-master-focused", size: size) { test in
                let split = SplitViewController()
                let master = NavigationController(rootViewController: SampleScreens.list("Select category"))
                let detail = NavigationController(
                    rootViewController: SampleScreens.list("Shelves (root)", count: 4, buttons: [("Shelves", "h")]))
                split.setViewControllers([master, detail])
                split.tabBarItem = TabBarItem(title: "Advertisements")
                let tabs = TabBarController()
                tabs.setViewControllers([
                    split, NavigationController(rootViewController: SampleScreens.label("Recursion", text: "Second")),
                ])
                test.root = tabs
                test.press(.down)
                if focusDetail { test.press(.tab, .down) }
            }
        }
    }

    @Test("each presentation style", arguments: sizes)
    func presentations(size: Size) {
        let styles: [(String, (ViewController) -> PresentationStyle)] = [
            ("full-screen", { _ in .fullScreen }),
            ("form-sheet", { _ in .formSheet }),
            ("bottom-sheet", { _ in .bottomSheet(height: 8) }),
            ("popover", { presenter in .popover(.barButton(presenter.navigationItem.rightBarButtonItems[0])) }),
            ("overlay", { _ in .overlay(label: "Peek · Enter opens · Esc cancels") }),
        ]
        for (name, style) in styles {
            snapshot(name, size: size) { test in
                let (_, nav) = tabsWithStack(test)
                test.render()
                let presenter = nav.topViewController!
                let modal = NavigationController(
                    rootViewController: SampleScreens.list("Shelves (modal)", count: 5, buttons: [("Shelves", "h")]))
                modal.topViewController?.navigationItem.leftBarButtonItems = [
                    BarButtonItem(title: "Cancel", hotkey: "x")
                ]
                if name == "popover" { modal.preferredContentSize = Size(width: 36, height: 8) }
                presenter.present(modal, style: style(presenter), animated: false)
            }
        }
    }

    @Test("help overlay", arguments: sizes)
    func help(size: Size) {
        snapshot("help", size: size) { test in
            _ = tabsWithStack(test)
            test.window.showOverlay(
                HelpOverlayView(sections: [
                    HelpOverlayView.Section("Moving", [KeyHint("↑ ↓", "Move"), KeyHint("Enter", "Open")]),
                    HelpOverlayView.Section("App", [KeyHint("q", "Quit")]),
                ]))
        }
    }
}
