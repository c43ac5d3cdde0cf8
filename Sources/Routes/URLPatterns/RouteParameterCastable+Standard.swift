import Foundation

// The standard types cast as the built-in casts do, so query values can be read typed
// (`response.queryValue(named: "page", as: Int.self)`) with the same strict rules as route
// parameters.

extension String: RouteParameterCastable {
    /// Any text.
    public init?(routeParameterValue value: String) { self = value }
}

extension Int: RouteParameterCastable {
    /// `-?[0-9]+` in `Int`'s range, as the `int` cast.
    public init?(routeParameterValue value: String) {
        guard let int = RouteParameterCast.int.cast(value)?.intValue else { return nil }
        self = int
    }
}

extension Double: RouteParameterCastable {
    /// A decimal number with an optional exponent, finite, as the `double` cast.
    public init?(routeParameterValue value: String) {
        guard case .double(let double) = RouteParameterCast.double.cast(value) else { return nil }
        self = double
    }
}

extension Float: RouteParameterCastable {
    /// A decimal number with an optional exponent that is finite as a `Float`.
    public init?(routeParameterValue value: String) {
        guard let double = Double(routeParameterValue: value), Float(double).isFinite else { return nil }
        self = Float(double)
    }
}

extension Bool: RouteParameterCastable {
    /// `true`, `yes` or `1`, and `false`, `no` or `0`, in any case, as the `bool` cast.
    public init?(routeParameterValue value: String) {
        guard let bool = RouteParameterCast.bool.cast(value)?.boolValue else { return nil }
        self = bool
    }
}

extension UUID: RouteParameterCastable {
    /// A UUID in its usual hyphenated form.
    public init?(routeParameterValue value: String) {
        guard let uuid = RouteParameterCast.uuid.cast(value)?.uuidValue else { return nil }
        self = uuid
    }
}

extension Decimal: RouteParameterCastable {
    /// A decimal number with an optional exponent, as the `decimal` cast.
    public init?(routeParameterValue value: String) {
        guard let decimal = RouteParameterCast.decimal.cast(value)?.decimalValue else { return nil }
        self = decimal
    }
}

extension RouteParameterCastable where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value is the text (an enum of strings needs only to conform).
    public init?(routeParameterValue value: String) {
        self.init(rawValue: value)
    }
}
