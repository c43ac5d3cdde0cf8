import Marshroute
import TerminalUI

/// The app's state as the explorer compares it, read without changing anything.
///
/// Its ``key`` is where the user is, as a storyboard would say it: the selected tab, the last
/// ``MapBounds/context`` screens on the way from the window to the focused one (each a module
/// where it lives, never its text: the screens under it in its stack, the screens it was
/// presented over), whether the focused stack changed by itself since Marshroute last acted on
/// it (the back key popped it; the next transition cleans history), what is shown over the app (a peek, an overlay, a banner:
/// the keys offered), and the timers pending, by where they were started. Two states with the same key are one
/// state of the map: what lies deeper under the focused screen is taken not to change what
/// its actions do. It keeps the state space finite where an app can go on forever (a module
/// that presents itself), and small where it multiplies (every tab's stack times every
/// other's). docs/MAP.md explains the choice.
@MainActor
struct MapSnapshot {
    /// A module's screen in the tree.
    struct Screen {
        /// The screen's object, which stays the key after the screen is gone.
        let id: ObjectIdentifier
        weak var controller: ViewController?
        let node: MapNodeID
        let title: String?
    }

    /// The state's identity.
    var key = ""
    /// Every module screen in the tree (and a peek's), by object.
    var screens: [ObjectIdentifier: Screen] = [:]
    /// The module screen the keys go to now (the focused screen, or the one holding the focus).
    var top: Screen?
    /// The selected tab's title.
    var selectedTab: String?
    /// Whether history holds screens the focused stack's container removed by itself.
    var hasStaleHistory = false
    /// Whether a timer is pending.
    var hasTimer = false
}

/// Reads a ``MapSnapshot`` from a window and a Marshroute stack.
@MainActor
struct MapSnapshotReader {
    let stack: MarshrouteStack
    let moduleName: (ViewController) -> String?
    /// How many screens of the way to the focused one a key holds.
    let context: Int
    /// What the key holds.
    var stateKey: MapStateKey = .wayToFocus

    /// The state now; `offered` (the actions offered, as shapes) joins the key, and
    /// `changedBehindMarshroute` says whether a navigation stack changed by itself since
    /// Marshroute last acted on it.
    func read(
        _ window: Window, offered: [String], changedBehindMarshroute: (NavigationController) -> Bool = { _ in false },
        timerOrigins: [ViewController?] = [], history: [String] = []
    ) -> MapSnapshot {
        var snapshot = MapSnapshot()
        if let root = window.rootViewController { collect(root, place: "window", into: &snapshot) }
        if let preview = window.previewedViewController {
            let shown = (preview as? NavigationController)?.topViewController ?? preview
            if let module = moduleName(shown) {
                snapshot.screens[ObjectIdentifier(shown)] = MapSnapshot.Screen(
                    id: ObjectIdentifier(shown), controller: shown, node: MapNodeID(place: "peek", module: module),
                    title: shown.title)
            }
        }
        var way: [String] = []
        var wayScreens: [ObjectIdentifier] = []
        if let root = window.rootViewController { self.way(to: root, into: &way, screens: &wayScreens) }
        var key: String
        switch stateKey {
        case .wayToFocus:
            key = way.count > context ? "…" : ""
            key += way.suffix(context).joined(separator: " › ")
        case .containerTree:
            var tree: [String] = []
            if let root = window.rootViewController {
                self.tree(root, focused: window.focusedViewController, into: &tree)
            }
            key = tree.joined(separator: " ") + " history:" + history.joined(separator: "|")
        }
        if let focused = window.focusedViewController {
            snapshot.top = moduleScreen(holding: focused, in: snapshot)
            if let navigation = focused as? NavigationController ?? focused.navigationController,
                changedBehindMarshroute(navigation)
            {
                snapshot.hasStaleHistory = true
                key += " ~history"
            }
        }
        if let preview = window.previewedViewController {
            key += " peek:" + (moduleName((preview as? NavigationController)?.topViewController ?? preview) ?? "?")
        }
        if let overlay = window.topOverlay { key += " over:\(type(of: overlay))" }
        if let tabs = window.rootViewController as? TabBarController { key = "T\(tabs.selectedIndex) " + key }
        // The pending timers, each by the screen the user was on when it started: how many
        // screens under the focused one it is now (a comeback timer started on the root closes
        // what was opened above it since; one started on top closes nothing), or its module when
        // it is elsewhere (another tab).
        if window.loop.activeTimerCount > 0 {
            snapshot.hasTimer = true
            let origins = timerOrigins.map { screen -> String in
                guard let screen else { return "gone" }
                let origin = ObjectIdentifier(screen)
                if let index = wayScreens.lastIndex(of: origin) {
                    return String(min(wayScreens.count - 1 - index, context))
                }
                return snapshot.screens[origin].map { "\($0.node)" } ?? "gone"
            }
            key += " timers:\(origins.joined(separator: ","))"
        }
        key += " offers:" + offered.sorted().joined(separator: ",")
        snapshot.key = key
        return snapshot
    }

    /// The node of `controller` where it is now, found by walking up its parents and
    /// presenters: what an event names while it happens, before the state is read again.
    func node(of controller: ViewController) -> MapNodeID? {
        let screen = (controller as? NavigationController)?.topViewController ?? controller
        guard let module = moduleName(screen) else { return nil }
        return MapNodeID(place: Self.place(of: screen), module: module)
    }

    /// `tab Advertisements`, `master of Advertisements`, `modal`…: where a screen lives, as
    /// the walk of the whole tree names it.
    static func place(of controller: ViewController) -> String {
        var current = controller
        var column: String?
        while let parent = current.parent {
            if let split = parent as? SplitViewController, column == nil {
                column = split.masterViewController === current ? "master" : "detail"
            }
            if let tabs = parent as? TabBarController {
                return column.map { "\($0) of \(tabTitle(current, in: tabs))" } ?? "tab \(tabTitle(current, in: tabs))"
            }
            current = parent
        }
        guard current.presentingViewController != nil else { return column ?? "window" }
        let style = style(of: current)
        return column.map { "\(style) \($0)" } ?? style
    }

    /// A tab's title: its item's, else its controller's, else its number.
    static func tabTitle(_ tab: ViewController, in tabs: TabBarController) -> String {
        tab.tabBarItem?.title ?? tab.title ?? "tab \((tabs.viewControllers.firstIndex { $0 === tab } ?? 0) + 1)"
    }

    /// `modal`, `sheet` or `popover`: how a presented controller is shown.
    static func style(of presented: ViewController) -> String {
        switch presented.activePresentationStyle ?? presented.modalPresentationStyle {
        case .formSheet, .bottomSheet: "sheet"
        case .popover: "popover"
        case .fullScreen, .overlay: "modal"
        }
    }

    // MARK: The whole tree, for the nodes

    private func collect(_ controller: ViewController, place: String, into snapshot: inout MapSnapshot) {
        if let module = moduleName(controller) {
            snapshot.screens[ObjectIdentifier(controller)] = MapSnapshot.Screen(
                id: ObjectIdentifier(controller), controller: controller, node: MapNodeID(place: place, module: module),
                title: controller.title)
        }
        switch controller {
        case let tabs as TabBarController:
            for (index, tab) in tabs.viewControllers.enumerated() {
                let title = Self.tabTitle(tab, in: tabs)
                if index == tabs.selectedIndex { snapshot.selectedTab = title }
                collect(tab, place: "tab \(title)", into: &snapshot)
            }
        case let split as SplitViewController:
            let tab = place.hasPrefix("tab ") ? String(place.dropFirst(4)) : nil
            func column(_ name: String) -> String {
                if let tab { return "\(name) of \(tab)" }
                return place == "window" ? name : "\(place) \(name)"
            }
            if let master = split.masterViewController { collect(master, place: column("master"), into: &snapshot) }
            if let detail = split.detailViewController { collect(detail, place: column("detail"), into: &snapshot) }
        default:
            for child in controller.children { collect(child, place: place, into: &snapshot) }
        }
        if let presented = controller.presentedViewController {
            collect(presented, place: Self.style(of: presented), into: &snapshot)
        }
    }

    // MARK: The key

    /// The whole tree as module identities: containers bracketed, a presentation marked `^`,
    /// the focused controller `*` (``MapStateKey/containerTree``).
    private func tree(_ controller: ViewController, focused: ViewController?, into parts: inout [String]) {
        let mark = controller === focused ? "*" : ""
        if let module = moduleName(controller) {
            parts.append(mark + module)
        } else if !controller.children.isEmpty {
            parts.append(mark + "[")
        }
        if let tabs = controller as? TabBarController { parts.append("tab\(tabs.selectedIndex)") }
        for child in controller.children { tree(child, focused: focused, into: &parts) }
        if moduleName(controller) == nil && !controller.children.isEmpty { parts.append("]") }
        if let presented = controller.presentedViewController {
            parts.append("^" + Self.style(of: presented))
            tree(presented, focused: focused, into: &parts)
        }
    }

    // MARK: The way to the focused screen

    /// The module screen the keys go to now.
    func focusedScreen(_ window: Window) -> ViewController? {
        var current = window.focusedViewController
        while let candidate = current {
            if let top = (candidate as? NavigationController)?.topViewController, moduleName(top) != nil {
                return top
            }
            if moduleName(candidate) != nil { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The screens on the way from `controller` to what has the focus, each `place:Module`:
    /// the selected tab's, a stack's screens root first, both columns of a split (the focused
    /// one last), then what is presented over them.
    private func way(
        to controller: ViewController, into way: inout [String], screens: inout [ObjectIdentifier],
        presented: Bool = false
    ) {
        var presented = presented
        if let module = moduleName(controller) {
            // `^` marks the first screen of a presentation: a modal over a modal is not a push.
            way.append("\(presented ? "^" : "")\(Self.place(of: controller)):\(module)")
            screens.append(ObjectIdentifier(controller))
            presented = false
        }
        switch controller {
        case let tabs as TabBarController:
            if let selected = tabs.selectedViewController {
                self.way(to: selected, into: &way, screens: &screens, presented: presented)
            }
        case let split as SplitViewController:
            let columns = [split.masterViewController, split.detailViewController].compactMap { $0 }
            let focused = split.focusedColumn == .master ? split.masterViewController : split.detailViewController
            for column in columns where column !== focused {
                self.way(to: column, into: &way, screens: &screens, presented: presented)
            }
            if let focused { self.way(to: focused, into: &way, screens: &screens) }
        default:
            for child in controller.children {
                self.way(to: child, into: &way, screens: &screens, presented: presented)
                presented = false
            }
        }
        if let next = controller.presentedViewController {
            self.way(to: next, into: &way, screens: &screens, presented: true)
        }
    }

    private func moduleScreen(holding controller: ViewController, in snapshot: MapSnapshot) -> MapSnapshot.Screen? {
        var current: ViewController? = controller
        while let candidate = current {
            if let screen = snapshot.screens[ObjectIdentifier(candidate)] { return screen }
            if let top = (candidate as? NavigationController)?.topViewController,
                let screen = snapshot.screens[ObjectIdentifier(top)]
            {
                return screen
            }
            current = candidate.parent
        }
        return nil
    }
}
