import TerminalUI

extension NavigationDemoApp {
    /// Where the user is, written as routes: the selected tab, then every screen on the way to
    /// the topmost one (a stack from its bottom, a split view's master then its detail, then
    /// what each presents), each as the route that shows it again. Tab roots are left out: every
    /// layout builds its own. The layout flip replays these; `H` shows them on one line.
    package var stateURLs: [String] {
        guard let tabBar = rootViewController as? TabBarController, let selected = tabBar.selectedViewController else {
            return []
        }
        let title = selected.tabBarItem?.title ?? selected.title ?? ""
        // A title no URL can carry leaves the tab out: the replay stays on the first tab.
        var urls = [DemoRouteTable.tab.url(title)].compactMap { $0 }
        collect(selected, into: &urls)
        return urls
    }

    private func collect(_ controller: ViewController, into urls: inout [String]) {
        if let navigation = controller as? NavigationController {
            for child in navigation.viewControllers { collect(child, into: &urls) }
        } else if let split = controller as? SplitViewController {
            for column in [split.masterViewController, split.detailViewController].compactMap({ $0 }) {
                collect(column, into: &urls)
            }
        } else if let url = (controller as? DemoViewController)?.routeURL {
            urls.append(url)
        }
        if let presented = controller.presentedViewController { collect(presented, into: &urls) }
    }
}
