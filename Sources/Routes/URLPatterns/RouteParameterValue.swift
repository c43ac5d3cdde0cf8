import Foundation

/// A route parameter's value after casting, or a parameter given by the caller.
///
/// Literals make call parameters easy to write: `["page": 2, "sort": "price"]`.
public enum RouteParameterValue: Sendable, Hashable, CustomStringConvertible {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A decimal number.
    case decimal(Decimal)
    /// A Boolean.
    case bool(Bool)
    /// A UUID.
    case uuid(UUID)
    /// A value of a registered `RouteParameterCastable` type.
    case custom(RouteCustomParameterValue)

    /// The value as text, as it would be written in a URL (before percent-encoding).
    public var description: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .decimal(let value): NSDecimalNumber(decimal: value).stringValue
        case .bool(let value): value ? "true" : "false"
        case .uuid(let value): value.uuidString
        case .custom(let value): value.text
        }
    }

    /// The text, if the value is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, if the value is an int.
    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The number, if the value is a double or an int.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    /// The number, if the value is a decimal.
    public var decimalValue: Decimal? {
        if case .decimal(let value) = self { return value }
        return nil
    }

    /// The Boolean, if the value is a bool.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The UUID, if the value is one.
    public var uuidValue: UUID? {
        if case .uuid(let value) = self { return value }
        return nil
    }

    /// The value of a custom cast, if it is one of type `T`.
    public func value<T: RouteParameterCastable>(as type: T.Type) -> T? {
        if case .custom(let value) = self { return value.value as? T }
        return nil
    }

    /// The name of the type the value has, for messages and plans.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .decimal: "decimal"
        case .bool: "bool"
        case .uuid: "uuid"
        case .custom(let value): value.typeName
        }
    }
}

/// A value of a registered custom cast. Two are equal when they have the same type and were
/// made from the same text.
public struct RouteCustomParameterValue: Sendable, Hashable {
    /// The cast value.
    public let value: any RouteParameterCastable
    /// The name the cast was registered under.
    public let typeName: String
    /// The decoded text the value was made from.
    public let text: String

    /// Wraps a custom value with the cast name and the text it came from.
    public init(value: any RouteParameterCastable, typeName: String, text: String) {
        self.value = value
        self.typeName = typeName
        self.text = text
    }

    /// Equal when the type names and the texts are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.typeName == rhs.typeName && lhs.text == rhs.text
    }

    /// Hashes the type name and the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(text)
    }
}

extension RouteParameterValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An int value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A double value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A bool value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// Parameters by name: what a registration gives as defaults, what the query carries and what
/// a call adds.
public typealias RouteParameters = [String: RouteParameterValue]
