/// What a guard answers for a route.
@MainActor
public enum RouteVerdict {
    /// The route runs.
    case allow
    /// The route fails with `RouteError.denied`, carrying this error to the failure callback.
    case deny(any Error)
    /// Show a screen first (Authorization); the route runs when the screen allows it and fails
    /// when it denies or closes without allowing.
    case challenge(RouteChallenge)
}

/// A reason to deny a route, when the app has no error type of its own.
public struct RouteDenial: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason, as printed.
    public let message: String
    /// A denial with `message` as its reason.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
