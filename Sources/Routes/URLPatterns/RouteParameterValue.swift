import Foundation

/// A route parameter's value after casting, or a parameter given by the caller.
///
/// Literals make call parameters easy to write: `["page": 2, "sort": "price"]`.
public enum RouteParameterValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case int(Int)
    case double(Double)
    case decimal(Decimal)
    case bool(Bool)
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

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    public var decimalValue: Decimal? {
        if case .decimal(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

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
    public let value: any RouteParameterCastable
    /// The name the cast was registered under.
    public let typeName: String
    /// The decoded text the value was made from.
    public let text: String

    public init(value: any RouteParameterCastable, typeName: String, text: String) {
        self.value = value
        self.typeName = typeName
        self.text = text
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.typeName == rhs.typeName && lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(text)
    }
}

extension RouteParameterValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// Parameters by name: what a registration gives as defaults, what the query carries and what
/// a call adds.
public typealias RouteParameters = [String: RouteParameterValue]
