/// A type a route parameter can be cast to, as ARoute's `ACastable`: register it under a name
/// (`registry.registerCast(CategoryID.self, named: "CategoryID")`) and write the name after
/// the casting separator (`categories/{id|CategoryID}`).
///
/// Returning nil makes that pattern not match the URL; when no other pattern matches, the
/// route fails with an error naming the parameter, the value and the type.
public protocol RouteParameterCastable: Sendable {
    /// Makes a value from a parameter's decoded text, or fails.
    init?(routeParameterValue value: String)
}
