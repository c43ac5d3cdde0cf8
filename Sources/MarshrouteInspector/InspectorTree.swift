import Marshroute
import TerminalUI

/// The inspector's tree page: the window's containers and screens, one line each, with the
/// module's transition (`t7`), the selected tab and the shown column marked, and the screen
/// where Marshroute's topmost rule sends the next transition marked as such.
@MainActor
struct InspectorTree {
    struct Line: Equatable {
        let depth: Int
        let text: String
        /// The screen the next transition lands on.
        let isNextLanding: Bool
    }

    let journal: InspectorJournal
    /// The screen Marshroute's topmost rule finds now (nil when nothing can be found).
    let nextLanding: ViewController?

    /// Asks Marshroute for its topmost handler from `root`, then for that handler's top screen.
    static func nextLanding(stack: MarshrouteStack, root: TransitionsHandlerBox?) -> ViewController? {
        guard let root else { return nil }
        let top = stack.transitionsHandlersProvider.topTransitionsHandlerBox(transitionsHandlerBox: root)
        switch top {
        case .animating(let handler):
            return stack.topViewControllerFinder.findTopViewController(animatingTransitionsHandler: handler)
        case .containing(let handler):
            return stack.topViewControllerFinder.findTopViewController(containingTransitionsHandler: handler)
        }
    }

    func lines(from root: ViewController?) -> [Line] {
        var lines = [Line(depth: 0, text: "window", isNextLanding: false)]
        if let root { visit(root, depth: 1, mark: "", into: &lines) }
        return lines
    }

    private func visit(_ controller: ViewController, depth: Int, mark: String, into lines: inout [Line]) {
        switch controller {
        case let tabBar as TabBarController:
            lines.append(Line(depth: depth, text: mark + "tab bar", isNextLanding: false))
            for (index, tab) in tabBar.viewControllers.enumerated() {
                let title = tab.tabBarItem?.title ?? tab.title ?? "tab \(index + 1)"
                let selected = index == tabBar.selectedIndex ? "▸ " : "· "
                visit(tab, depth: depth + 1, mark: "\(selected)\(title): ", into: &lines)
            }
        case let navigation as NavigationController:
            lines.append(Line(depth: depth, text: mark + "navigation stack", isNextLanding: false))
            for child in navigation.viewControllers { visit(child, depth: depth + 1, mark: "", into: &lines) }
        case let split as SplitViewController:
            let shown = split.isCollapsed ? "collapsed, showing the \(split.shownColumn)" : "both columns shown"
            lines.append(Line(depth: depth, text: mark + "split view (\(shown))", isNextLanding: false))
            if let master = split.masterViewController {
                visit(master, depth: depth + 1, mark: column("master", split, .master), into: &lines)
            }
            if let detail = split.detailViewController {
                visit(detail, depth: depth + 1, mark: column("detail", split, .detail), into: &lines)
            }
        default:
            lines.append(
                Line(depth: depth, text: mark + screenText(controller), isNextLanding: controller === nextLanding))
        }
        if let presented = controller.presentedViewController {
            visit(presented, depth: depth + 1, mark: "presented \(style(presented)): ", into: &lines)
        }
    }

    private func column(_ name: String, _ split: SplitViewController, _ column: SplitViewController.Column) -> String {
        let focused = split.focusedColumn == column ? ", focused" : ""
        return "\(name)\(focused): "
    }

    /// `"Transport" Categories t3`.
    private func screenText(_ controller: ViewController) -> String {
        let title = controller.title.map { "\"\($0)\"" } ?? "(untitled)"
        let kind = String(describing: type(of: controller)).replacingOccurrences(of: "ViewController", with: "")
        let transition = journal.module(showing: controller)?.transition
        return "\(title) \(kind)" + (transition.map { " \($0)" } ?? "")
    }

    private func style(_ controller: ViewController) -> String {
        // The style it was presented with (a popover controller passes its own).
        switch controller.activePresentationStyle ?? controller.modalPresentationStyle {
        case .fullScreen: "modal"
        case .formSheet: "form sheet"
        case .bottomSheet: "bottom sheet"
        case .popover: "popover"
        case .overlay: "peek preview"
        }
    }
}
