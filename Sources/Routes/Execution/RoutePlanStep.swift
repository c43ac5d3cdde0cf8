/// One transition of a route, as its plan announces it and its response reports it. Names
/// and titles in it are raw; `description` escapes them.
public enum RoutePlanStep: Sendable, Hashable, CustomStringConvertible {
    /// Close every modal and popover over a screen.
    case closeModals(over: String)
    /// Close the guard's challenge screen after it allowed the route.
    case dismissChallenge(String)
    /// Select the tab at `index`, titled `title`.
    case selectTab(index: Int, title: String)
    /// Push `module` onto the stack showing `onto`.
    case push(module: String, onto: String)
    /// Present `module` with `style` from the screen `from`.
    case present(module: String, style: String, from: String)
    /// A new navigation stack with these modules (the last on top), presented modally or as a popover.
    case presentNavigation(modules: [String], style: String, from: String)
    /// A new tab bar whose only tab is `module`, presented with `style` from the screen `from`.
    case presentTabBar(module: String, style: String, from: String)
    /// Show `module` as the detail of the split view showing `splitShowing`.
    case setDetail(module: String, splitShowing: String)
    /// Make `module` the root of the stack, replacing `replacing`.
    case setStackRoot(module: String, replacing: String)
    /// Run the callback named here.
    case callback(String)
    /// Hand the typed route named here to the typed-route handler.
    case typedRoute(String)
    /// The module is already on screen and takes the route's values; nothing is shown.
    case update(module: String)

    /// The step in words, with names escaped.
    public var description: String {
        switch self {
        case .closeModals(let over):
            "close the modals over \(Self.quoted(over))"
        case .dismissChallenge(let name):
            "close \(RouteText.quoted(name))"
        case .selectTab(let index, let title):
            "select tab \(index + 1) \(Self.quoted(title))"
        case .push(let module, let onto):
            "push \(RouteText.quoted(module)) onto the stack showing \(Self.quoted(onto))"
        case .present(let module, let style, let from):
            "present \(RouteText.quoted(module)) (\(style)) over \(Self.quoted(from))"
        case .presentNavigation(let modules, let style, let from):
            "present a navigation stack [\(modules.map { RouteText.quoted($0) }.joined(separator: ", "))] "
                + "(\(style)) over \(Self.quoted(from))"
        case .presentTabBar(let module, let style, let from):
            "present a tab bar [\(RouteText.quoted(module))] (\(style)) over \(Self.quoted(from))"
        case .setDetail(let module, let split):
            "set \(RouteText.quoted(module)) as the detail of the split view showing \(Self.quoted(split))"
        case .setStackRoot(let module, let replacing):
            "set \(RouteText.quoted(module)) as the root of the stack showing \(Self.quoted(replacing))"
        case .callback(let name):
            "call \(RouteText.quoted(name))"
        case .typedRoute(let description):
            "typed route \(RouteText.quoted(description))"
        case .update(let module):
            "update \(RouteText.quoted(module)), already on screen"
        }
    }

    /// The module the step shows, if it shows one.
    public var moduleName: String? {
        switch self {
        case .push(let module, _), .present(let module, _, _), .presentTabBar(let module, _, _),
            .setDetail(let module, _),
            .setStackRoot(let module, _), .update(let module):
            module
        case .presentNavigation(let modules, _, _): modules.last
        case .closeModals, .dismissChallenge, .selectTab, .callback, .typedRoute: nil
        }
    }

    private static func quoted(_ title: String) -> String { "\"" + RouteText.quoted(title) + "\"" }
}
