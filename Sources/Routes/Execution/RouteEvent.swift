import Marshroute

/// What a registry tells its observers, in order, for every route it is asked to run (not for
/// plans), each with the request it belongs to: for logs, the inspector's timeline and tests.
/// Two routes in flight (one waiting for its guard's challenge while another runs) are told
/// apart by their ``RouteRequestID``, which also names them as the initiator of the router calls
/// they make (Marshroute's `RouterCallInitiator` of kind `route`).
@MainActor
public struct RouteEvent {
    /// The request, numbered when it starts running.
    public let request: RouteRequestID
    /// The URL as given.
    public let url: String
    /// What happened.
    public let kind: Kind

    /// Describes an event (the registry makes them; tests and tools may too).
    public init(request: RouteRequestID, url: String, kind: Kind) {
        self.request = request
        self.url = url
        self.kind = kind
    }

    /// What happened to a request.
    @MainActor
    public enum Kind {
        /// The URL matched a pattern.
        case matched(routerName: String, pattern: String, routeParameters: RouteParameters)
        /// The guard's verdict (allowed, denied or challenge), as a plan would print it.
        case guardChecked(pattern: String, verdict: RoutePlanVerdict)
        /// The guard's challenge screen showed; the route waits for it.
        case challengePresented(pattern: String, challenge: String)
        /// The route ran: its response has the steps it performed and what it showed.
        case performed(RouteResponse)
        /// The route did not run, and why (``RouteError/superseded(url:pattern:by:)`` when a
        /// newer route took its place while it waited).
        case failed(RouteError)
    }
}

/// The number a registry gives a request when it starts running, unique for the registry's life.
public struct RouteRequestID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1 for the registry's first request, then one more for each.
    public let rawValue: Int

    /// Wraps a number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: RouteRequestID, rhs: RouteRequestID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `route #3`.
    public var description: String { "route #\(rawValue)" }

    /// The request as the initiator of the router calls it makes, so that Marshroute's observers
    /// can tie those calls to it.
    public var initiator: RouterCallInitiator { RouterCallInitiator(kind: .route, id: rawValue) }
}
