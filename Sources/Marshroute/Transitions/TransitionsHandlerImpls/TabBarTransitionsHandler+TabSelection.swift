import TerminalUI

extension TabBarTransitionsHandler {
    /// Every tab's title (its tab bar item's, else its controller's), in order.
    public var tabTitles: [String] {
        (tabBarController?.viewControllers ?? []).map { $0.tabBarItem?.title ?? $0.title ?? "" }
    }

    /// The index of the tab on screen, or `nil` once the tab bar is gone.
    public var selectedTabIndex: Int? { tabBarController?.selectedIndex }

    /// The handlers of tab `index`: its navigation handler, or the handlers of a container in
    /// it (a split view's master and detail).
    public func transitionsHandlers(ofTab index: Int) -> [AnimatingTransitionsHandler] {
        if let handler = animatingTransitionsHandlers?[index] { return [handler] }
        return containingTransitionsHandlers?[index]?.allTransitionsHandlers ?? []
    }

    /// Selects tab `index`; false when there is no such tab, the tab bar is gone, or it kept
    /// its selection (its delegate refused).
    @discardableResult
    public func selectTab(at index: Int) -> Bool {
        guard let tabBar = tabBarController, tabBar.viewControllers.indices.contains(index) else { return false }
        tabBar.selectedIndex = index
        return tabBar.selectedIndex == index
    }
}
