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
    /// The router holds a pattern whose first segment has an uppercase letter: bound to a
    /// scheme, whose URLs lowercase their host, it could never match.
    case uppercaseHost(scheme: String, router: String, pattern: String)
    /// The default router stays; remove its routes instead.
    case defaultRouterCannotBeRemoved

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
        case .uppercaseHost(let scheme, let router, let pattern):
            "router '\(RouteText.quoted(router))' cannot take scheme '\(RouteText.quoted(scheme))': pattern "
                + "'\(RouteText.quoted(pattern))' could never match, because its first segment is the host of "
                + "\(RouteText.quoted(scheme)):// URLs, which is lowercased; write it in lowercase"
        case .defaultRouterCannotBeRemoved:
            "the default router cannot be removed; remove its routes instead"
        }
    }
}
