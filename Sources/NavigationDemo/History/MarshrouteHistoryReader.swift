import Marshroute
import TerminalUI

/// Reads Marshroute's history through its public API: every handler reachable from the root
/// (all tabs, all chains), each as one line of the screens in its history, oldest first. What
/// `H` shows (`MarshrouteHistoryOverlay`); the inspector (`i`) is another thing, a live view
/// of router calls as they happen.
@MainActor
struct MarshrouteHistoryReader {
    let marshrouteStack: MarshrouteStack

    private var history: TransitionsHistoryReading { marshrouteStack.transitionsHistoryReader }

    /// With `labelled`, each root line starts with where it lives: `Advertisements:`,
    /// `Advertisements (master):`…
    func lines(from root: ContainingTransitionsHandler?, labelled: Bool = false) -> [String] {
        guard let root, let handlers = root.allTransitionsHandlers else { return [] }
        var lines: [String] = []
        for handler in handlers {
            let start = lines.count
            describe(handler, depth: 0, into: &lines)
            if labelled, start < lines.count, let label = label(of: handler) {
                lines[start] = "\(label): \(lines[start])"
            }
        }
        return lines
    }

    /// The tab a root handler's stack lives in, and its column in a split view.
    private func label(of handler: AnimatingTransitionsHandler) -> String? {
        guard let navigation = (handler as? NavigationTransitionsHandler)?.navigationController else { return nil }
        if let title = navigation.tabBarItem?.title { return title }
        if let split = navigation.parent as? SplitViewController, let title = split.tabBarItem?.title {
            return "\(title) (\(split.masterViewController === navigation ? "master" : "detail"))"
        }
        return nil
    }

    /// The titles of a handler's history entries.
    func titles(of handler: AnimatingTransitionsHandler) -> [String] {
        history.stackTransitions(of: handler).map { title(of: $0.viewController) }
    }

    private func describe(_ handler: AnimatingTransitionsHandler, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let names = titles(of: handler)
        lines.append(indent + (names.isEmpty ? "(empty)" : names.joined(separator: " > ")))
        guard let chained = history.chainedTransition(of: handler) else { return }
        let kind = chained.isPopover ? "popover" : "modal"
        switch chained.transitionsHandlerBox {
        case .animating(let next):
            lines.append(indent + "  \(kind):")
            describe(next, depth: depth + 2, into: &lines)
        case .containing(let container):
            lines.append(indent + "  \(kind) (master-detail):")
            for next in container.allTransitionsHandlers ?? [] { describe(next, depth: depth + 2, into: &lines) }
        }
    }

    private func title(of viewController: ViewController) -> String {
        if let title = viewController.title, !title.isEmpty { return title }
        if let navigation = viewController as? NavigationController, let root = navigation.viewControllers.first {
            return title(of: root)
        }
        return String(describing: type(of: viewController))
    }
}
