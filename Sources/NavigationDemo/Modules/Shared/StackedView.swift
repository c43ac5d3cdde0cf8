import TerminalUI

/// Views stacked top to bottom: fixed heights first, the one flexible view takes the rest.
@MainActor
final class StackedView: View {
    enum Height {
        case fixed(Int)
        case flexible
    }

    private let rows: [(View, Height)]

    init(_ rows: [(View, Height)]) {
        self.rows = rows
        super.init()
        for (view, _) in rows { addSubview(view) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let visible = rows.filter { !$0.0.isHidden }
        let fixed = visible.reduce(0) { total, row in
            if case .fixed(let h) = row.1 { return total + h }
            return total
        }
        let flexibleCount = visible.filter {
            if case .flexible = $0.1 { return true }
            return false
        }.count
        let flexibleHeight = flexibleCount > 0 ? max(0, bounds.height - fixed) / flexibleCount : 0
        var y = 0
        for (view, height) in visible {
            let h: Int
            switch height {
            case .fixed(let value): h = min(value, max(0, bounds.height - y))
            case .flexible: h = flexibleHeight
            }
            view.frame = Rect(x: 0, y: y, width: bounds.width, height: h)
            y += h
        }
    }
}
