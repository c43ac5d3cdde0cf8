@testable import TerminalUI

/// Content for container goldens: a titled list with bar buttons.
@MainActor
final class SampleListViewController: ViewController {
    let rows: [String]
    var onActivate: ((Int) -> Void)?

    init(title: String, rows: [String], buttons: [(String, Character)] = []) {
        self.rows = rows
        super.init()
        self.title = title
        navigationItem.rightBarButtonItems = buttons.map { BarButtonItem(title: $0.0, hotkey: $0.1) }
    }

    override func loadView() {
        let list = ListView(items: rows.map { ListItem($0) })
        list.onActivate = { [weak self] in self?.onActivate?($0) }
        view = list
    }
}

@MainActor
enum SampleScreens {
    static let categories = [
        "All categories", "Transport", "Realty", "Job", "Services", "Paraphernalia",
        "For houses and villas", "Consumer electronics", "Hobbies and leisure", "Pets",
        "For business",
    ]

    static func list(_ title: String, count: Int = 11, buttons: [(String, Character)] = []) -> SampleListViewController
    {
        let rows = count <= categories.count ? Array(categories.prefix(count)) : (1...count).map { "Row \($0)" }
        return SampleListViewController(title: title, rows: rows, buttons: buttons)
    }

    static func label(_ title: String, text: String) -> ViewController {
        let controller = LabelViewController(text: text)
        controller.title = title
        return controller
    }
}

@MainActor
class LabelViewController: ViewController {
    let text: String
    init(text: String) {
        self.text = text
        super.init()
    }

    override func loadView() {
        let label = Label(text)
        label.wraps = true
        view = label
    }
}
