import TerminalUI

/// A stand-in app that proves the stack until the demo exists: a tab bar whose first tab is a
/// navigation stack over a list of 50 rows.
@MainActor
enum PlaceholderApp {
    static func makeRoot() -> ViewController {
        let tabs = TabBarController()
        let rows = NavigationController(rootViewController: RowsViewController())
        rows.tabBarItem = TabBarItem(title: "Rows")
        let about = NavigationController(rootViewController: AboutViewController())
        about.tabBarItem = TabBarItem(title: "About")
        tabs.setViewControllers([rows, about])
        return tabs
    }

    static func helpSections(glyphs: GlyphSet) -> [HelpOverlayView.Section] {
        [
            HelpOverlayView.Section("Moving", [
                KeyHint("\(glyphs.arrowUp) \(glyphs.arrowDown) j k", "Move the selection"),
                KeyHint("PgUp PgDn Home End", "Jump"),
                KeyHint("Enter", "Open the selected row"),
                KeyHint("Backspace Left", "Go back"),
                KeyHint("1-9", "Switch tabs"),
            ]),
            HelpOverlayView.Section("App", [
                KeyHint("?", "Show or hide this help"),
                KeyHint("q Ctrl-C", "Quit"),
            ]),
        ]
    }
}

/// 50 rows; Enter reports the chosen one by pushing a screen about it.
@MainActor
final class RowsViewController: ViewController {
    let list = ListView(items: (1...50).map { ListItem("Row \($0)") })

    override init() {
        super.init()
        title = "Placeholder"
    }

    override func loadView() {
        view = list
        list.onActivate = { [weak self] index in
            self?.navigationController?.pushViewController(ChosenRowViewController(row: index + 1), animated: true)
        }
    }
}

/// Reports a chosen row.
@MainActor
final class ChosenRowViewController: ViewController {
    let row: Int

    init(row: Int) {
        self.row = row
        super.init()
        title = "Row \(row)"
    }

    override func loadView() {
        let label = Label("You chose Row \(row).", style: .role(.accent))
        label.alignment = .center
        view = CenteredContainer(content: label)
    }
}

/// What the placeholder is.
@MainActor
final class AboutViewController: ViewController {
    override init() {
        super.init()
        title = "About"
    }

    override func loadView() {
        let label = Label("navigation-demo: TerminalUI's containers on ncurses. The Marshroute demo replaces this placeholder.")
        label.wraps = true
        label.alignment = .center
        view = CenteredContainer(content: label)
    }
}

/// Centers one view vertically, using its preferred size.
@MainActor
final class CenteredContainer: View {
    let content: View

    init(content: View) {
        self.content = content
        super.init()
        addSubview(content)
    }

    override func layoutSubviews() {
        let inner = bounds.insetBy(dx: 2, dy: 1)
        let fitted = content.sizeThatFits(inner.size)
        content.frame = Rect(x: inner.minX, y: inner.minY + (inner.height - fitted.height) / 2,
                             width: inner.width, height: fitted.height)
    }
}
