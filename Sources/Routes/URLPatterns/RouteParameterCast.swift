import Foundation

/// One cast a pattern can name after its casting separator: how a parameter's decoded text
/// becomes a typed value. Built-in casts are strict (no leading `+`, no spaces, no `nan` or
/// hexadecimal floats), so a value that casts means one thing only.
public struct RouteParameterCast: Sendable, Hashable {
    /// The name that identifies the cast: aliases (`number`, `int`, `NSNumber`) share one.
    public let canonicalName: String
    private let convert: @Sendable (String) -> RouteParameterValue?

    init(canonicalName: String, convert: @escaping @Sendable (String) -> RouteParameterValue?) {
        self.canonicalName = canonicalName
        self.convert = convert
    }

    /// The typed value for `text`, or nil when it does not cast.
    public func cast(_ text: String) -> RouteParameterValue? { convert(text) }

    /// True for every cast but `string`: a typed parameter outranks an untyped one.
    public var isTyped: Bool { canonicalName != Self.string.canonicalName }

    /// Two casts are equal when their canonical names are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.canonicalName == rhs.canonicalName }
    /// Hashes the canonical name.
    public func hash(into hasher: inout Hasher) { hasher.combine(canonicalName) }

    // MARK: Built-in casts

    /// Any text: the value is `.string`.
    public static let string = RouteParameterCast(canonicalName: "string") { .string($0) }

    /// Whole numbers (`-?[0-9]+`) that fit in `Int`.
    public static let int = RouteParameterCast(canonicalName: "int") { text in
        guard isInteger(text.utf8[...]), let value = Int(text) else { return nil }
        return .int(value)
    }

    /// ARoute's `number` (an `NSNumber` there): a decimal number without an exponent. Written
    /// without a fraction (`12`) it stays a whole number, `.int` (in `Int`'s range); with one
    /// (`12.5`, `16.0`) it is a `.double`. `int` stays whole numbers only.
    public static let number = RouteParameterCast(canonicalName: "number") { text in
        guard isDecimalNumber(text, allowsExponent: false) else { return nil }
        if isInteger(text.utf8[...]) { return Int(text).map { .int($0) } }
        guard let value = Double(text), value.isFinite else { return nil }
        return .double(value)
    }

    /// Decimal numbers with an optional exponent, as `Double`.
    public static let double = RouteParameterCast(canonicalName: "double") { text in
        guard isDecimalNumber(text), let value = Double(text), value.isFinite else { return nil }
        return .double(value)
    }

    /// Decimal numbers with an optional exponent, as `Decimal`.
    public static let decimal = RouteParameterCast(canonicalName: "decimal") { text in
        guard isDecimalNumber(text), let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return .decimal(value)
    }

    /// `true`, `yes` or `1`, and `false`, `no` or `0`, in any case.
    public static let bool = RouteParameterCast(canonicalName: "bool") { text in
        switch text.lowercased() {
        case "true", "yes", "1": .bool(true)
        case "false", "no", "0": .bool(false)
        default: nil
        }
    }

    /// UUIDs in their usual hyphenated form.
    public static let uuid = RouteParameterCast(canonicalName: "uuid") { text in
        UUID(uuidString: text).map { .uuid($0) }
    }

    /// A cast to a custom type, registered under `name`.
    public static func custom<T: RouteParameterCastable>(_ type: T.Type, named name: String) -> RouteParameterCast {
        RouteParameterCast(canonicalName: name) { text in
            T(routeParameterValue: text).map {
                .custom(RouteCustomParameterValue(value: $0, typeName: name, text: text))
            }
        }
    }

    /// `-?[0-9]+`
    private static func isInteger(_ bytes: Substring.UTF8View) -> Bool {
        var digits = bytes
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// `-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?`, or without the exponent part.
    private static func isDecimalNumber(_ text: String, allowsExponent: Bool = true) -> Bool {
        var rest = text.utf8[...]
        func digits() -> Bool {
            let count = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            rest = rest.dropFirst(count)
            return count > 0
        }
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        guard digits() else { return false }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard digits() else { return false }
        }
        if allowsExponent, rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }
}
