/// ARoute's `protect`, Swift-shaped: a function of the route's response (decoded, cast
/// parameters included) that allows, denies or challenges. Set one at registration; one given
/// per call replaces it (ARoute's rule). Because it sees the decoded parameters, every spelling
/// of a URL that reaches a destination reaches its guard.
///
/// Plans call guards too, to show their verdict, so a guard should decide without side
/// effects: a challenge's screen is only built when the route runs.
@MainActor
public struct RouteGuard {
    /// How route tables, plans and events name the guard.
    public let name: String
    private let evaluate: @MainActor (RouteResponse) -> RouteVerdict

    /// A guard named `name` that decides with `evaluate`.
    public init(_ name: String = "protect", _ evaluate: @escaping @MainActor (RouteResponse) -> RouteVerdict) {
        self.name = name
        self.evaluate = evaluate
    }

    /// ARoute's boolean form: return true to block, optionally with an error.
    public static func blocking(
        _ name: String = "protect", _ blocks: @escaping @MainActor (RouteResponse) -> (Bool, (any Error)?)
    ) -> RouteGuard {
        RouteGuard(name) { response in
            let (blocked, error) = blocks(response)
            return blocked ? .deny(error ?? RouteDenial("blocked by \(name)")) : .allow
        }
    }

    /// What the guard says about the route of `response`.
    public func verdict(for response: RouteResponse) -> RouteVerdict { evaluate(response) }
}
