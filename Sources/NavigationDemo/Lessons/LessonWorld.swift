import Marshroute
import TerminalUI

/// The app's state as a lesson's goal reads it: every screen that is both in Marshroute's
/// history and in the window's container tree, with where it is (its stack, the tab or column
/// or presentation that stack is in, what is presented over it), and the tabs. Read without
/// changing anything: history is read as recorded (`recordedStackTransitions`), never cleaned,
/// so a check does not make Marshroute forget screens earlier than the app would; a screen a
/// container removed behind Marshroute's back is left out because the tree no longer has it.
/// Never the screen's text.
package struct LessonWorld: Equatable {
    struct Screen: Equatable {
        let title: String?
        let module: String
        /// 1 for its stack's root.
        let position: Int
        let stackSize: Int
        /// The title of its stack's root.
        let root: String?
        /// How its stack is shown: `tab`, `master`, `detail`, `modal`, `sheet`, `popover`.
        let place: String
        /// For a presented stack, the title of the screen it is presented over.
        let over: String?
        /// The tab its stack (or the stack it is presented from) is in.
        let tab: String?
        /// What is presented over its stack: `none`, `modal`, `sheet`, `popover`.
        let presented: String
        /// On screen now.
        let visible: Bool

        var isTop: Bool { position == stackSize }
    }

    struct Tab: Equatable {
        let title: String
        let selected: Bool
    }

    var screens: [Screen] = []
    var tabs: [Tab] = []

    /// Reads `demo` on `window` now.
    @MainActor
    static func read(_ demo: NavigationDemoApp, window: Window) -> LessonWorld {
        var world = LessonWorld()
        guard let root = window.rootViewController else { return world }
        var inTree = Set<ObjectIdentifier>()
        func visit(_ controller: ViewController) {
            guard inTree.insert(ObjectIdentifier(controller)).inserted else { return }
            controller.children.forEach(visit)
            controller.presentedViewController.map(visit)
        }
        visit(root)
        if let tabBar = root as? TabBarController {
            world.tabs = tabBar.viewControllers.enumerated().map { index, tab in
                Tab(title: tab.tabBarItem?.title ?? tab.title ?? "", selected: index == tabBar.selectedIndex)
            }
        }
        var reader = Reader(
            history: demo.marshrouteStack.transitionsHistoryReader, inTree: inTree,
            visible: Set(window.visibleViewControllers.map(ObjectIdentifier.init)))
        for handler in demo.rootTransitionsHandler?.allTransitionsHandlers ?? [] {
            let (place, tab) = Reader.place(of: handler)
            reader.read(handler, place: place, tab: tab, over: nil)
        }
        world.screens = reader.screens
        return world
    }

    @MainActor
    private struct Reader {
        let history: TransitionsHistoryReading
        let inTree: Set<ObjectIdentifier>
        let visible: Set<ObjectIdentifier>
        var screens: [Screen] = []

        static func place(of handler: AnimatingTransitionsHandler) -> (place: String, tab: String?) {
            guard let navigation = (handler as? NavigationTransitionsHandler)?.navigationController else {
                return ("tab", nil)
            }
            if let split = navigation.parent as? SplitViewController {
                return (split.masterViewController === navigation ? "master" : "detail", split.tabBarItem?.title)
            }
            return ("tab", navigation.tabBarItem?.title)
        }

        mutating func read(_ handler: AnimatingTransitionsHandler, place: String, tab: String?, over: String?) {
            let stack = history.recordedStackTransitions(of: handler).map(\.viewController)
                .filter { inTree.contains(ObjectIdentifier($0)) }
            guard !stack.isEmpty else { return }
            var presented = "none"
            var next: [AnimatingTransitionsHandler] = []
            if let chained = history.chainedTransition(of: handler) {
                switch chained.transitionsHandlerBox {
                case .animating(let handler): next = [handler]
                case .containing(let container): next = container.allTransitionsHandlers ?? []
                }
                let shown = next.flatMap { history.recordedStackTransitions(of: $0).map(\.viewController) }
                    .first { inTree.contains(ObjectIdentifier($0)) }
                if let shown {
                    presented = chained.isPopover ? "popover" : Self.style(of: shown)
                } else {
                    // Closed behind Marshroute's back: history still chains it, the tree does not.
                    next = []
                }
            }
            for (index, screen) in stack.enumerated() {
                screens.append(
                    Screen(
                        title: screen.title, module: LessonScreenRegistry.moduleName(of: screen), position: index + 1,
                        stackSize: stack.count, root: stack.first?.title, place: place, over: over, tab: tab,
                        presented: presented, visible: visible.contains(ObjectIdentifier(screen))))
            }
            for handler in next {
                read(handler, place: presented, tab: tab, over: stack.last?.title)
            }
        }

        /// How the stack's first screen (or its navigation controller) is presented.
        static func style(of screen: ViewController) -> String {
            let presented = screen.navigationController ?? screen
            switch presented.activePresentationStyle ?? presented.modalPresentationStyle {
            case .formSheet, .bottomSheet: return "sheet"
            case .popover: return "popover"
            case .fullScreen, .overlay: return "modal"
            }
        }
    }
}
