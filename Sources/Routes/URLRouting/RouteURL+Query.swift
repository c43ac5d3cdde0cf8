/// Reading the query: every value of a repeated parameter (JLRoutes gives them as an array),
/// one value cast to a type (Crossroad's typed query parameters), by exact name or ignoring
/// case.
extension RouteURL {
    /// Every value of the query parameter `name`, in the URL's order; empty when it is absent.
    /// `caseInsensitive` also takes `Name` and `NAME` for `name`.
    public func queryValues(named name: String, caseInsensitive: Bool = false) -> [String] {
        guard caseInsensitive else { return queryItems.filter { $0.name == name }.map(\.value) }
        let folded = name.lowercased()
        return queryItems.filter { $0.name.lowercased() == folded }.map(\.value)
    }

    /// The value of the query parameter `name` as a `T`: the last one when it repeats (as
    /// `RouteResponse.parameters` holds it); nil when it is absent or does not cast.
    public func queryValue<T: RouteParameterCastable>(
        named name: String, as type: T.Type = T.self, caseInsensitive: Bool = false
    ) -> T? {
        queryValues(named: name, caseInsensitive: caseInsensitive).last.flatMap(T.init(routeParameterValue:))
    }

    /// Every value of the query parameter `name` as a `T`, in order; nil when one of them does
    /// not cast (an empty array when the parameter is absent).
    public func queryValues<T: RouteParameterCastable>(
        named name: String, as type: T.Type, caseInsensitive: Bool = false
    ) -> [T]? {
        var result: [T] = []
        for text in queryValues(named: name, caseInsensitive: caseInsensitive) {
            guard let value = T(routeParameterValue: text) else { return nil }
            result.append(value)
        }
        return result
    }
}
