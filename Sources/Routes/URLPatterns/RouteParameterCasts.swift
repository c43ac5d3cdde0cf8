/// The casts patterns may name: the built-in ones under their names and ARoute's aliases, and
/// the custom ones registered by the app.
///
/// | Names | Value |
/// |---|---|
/// | (none), `string`, `NSString` | `.string` |
/// | `number`, `NSNumber` | `.int` when written without a fraction, else `.double` |
/// | `int`, `Int` | `.int` |
/// | `double`, `Double`, `float`, `Float` | `.double` |
/// | `decimal`, `NSDecimalNumber`, `Decimal` | `.decimal` |
/// | `bool`, `Bool` | `.bool` |
/// | `uuid`, `UUID` | `.uuid` |
public struct RouteParameterCasts: Sendable {
    private var casts: [String: RouteParameterCast]

    /// The built-in casts under their names and ARoute's aliases.
    public static let builtIn = RouteParameterCasts(casts: [
        "string": .string, "NSString": .string,
        "number": .number, "NSNumber": .number, "int": .int, "Int": .int,
        "double": .double, "Double": .double, "float": .double, "Float": .double,
        "decimal": .decimal, "NSDecimalNumber": .decimal, "Decimal": .decimal,
        "bool": .bool, "Bool": .bool,
        "uuid": .uuid, "UUID": .uuid,
    ])

    private init(casts: [String: RouteParameterCast]) {
        self.casts = casts
    }

    /// The cast registered under `name`.
    public subscript(name: String) -> RouteParameterCast? { casts[name] }

    /// Whether these are the built-in casts alone (casts are only ever added, never replaced).
    var isBuiltIn: Bool { casts.count == Self.builtIn.casts.count }

    /// Every name a pattern may use, sorted.
    public var names: [String] { casts.keys.sorted() }

    /// Adds a custom cast. A name already taken (a built-in one included) is an error.
    public mutating func register<T: RouteParameterCastable>(_ type: T.Type, named name: String)
        throws(RoutePatternError)
    {
        guard RoutePatternSyntax.isValidName(name) else { throw .invalidCastName(name) }
        guard casts[name] == nil else { throw .castAlreadyRegistered(name) }
        casts[name] = .custom(type, named: name)
    }
}
