/// Why a registry refused to create a router or bind a scheme.
public enum RouteRegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A router with this name already exists.
    case routerExists(String)
    /// No router has this name.
    case unknownRouter(String)
    /// The scheme is not a valid URL scheme.
    case invalidScheme(String)
    /// The scheme is already bound to another router.
    case schemeAlreadyBound(scheme: String, router: String)

    /// A message naming the router or scheme.
    public var description: String {
        switch self {
        case .routerExists(let name):
            "a router named '\(RouteText.quoted(name))' exists already"
        case .unknownRouter(let name):
            "no router is named '\(RouteText.quoted(name))'"
        case .invalidScheme(let scheme):
            "'\(RouteText.quoted(scheme))' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')"
        case .schemeAlreadyBound(let scheme, let router):
            "scheme '\(RouteText.quoted(scheme))' is bound to router '\(RouteText.quoted(router))' already"
        }
    }
}
