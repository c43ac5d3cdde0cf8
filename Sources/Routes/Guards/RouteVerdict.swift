/// What a guard answers for a route.
@MainActor
public enum RouteVerdict {
    case allow
    /// The route fails with `RouteError.denied`, carrying this error to the failure callback.
    case deny(any Error)
    /// Show a screen first (Authorization); the route runs when the screen allows it and fails
    /// when it denies or closes without allowing.
    case challenge(RouteChallenge)
}

/// A reason to deny a route, when the app has no error type of its own.
public struct RouteDenial: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
