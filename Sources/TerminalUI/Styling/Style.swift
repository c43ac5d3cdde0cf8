/// A cell's style: a semantic role, extra attributes, and optional explicit colors (used by
/// content that carries its own colors, such as text art). Six bytes, compared bitwise.
public struct Style: Hashable, Sendable {
    public var role: StyleRole
    public var attributes: TextAttributes
    public var foreground: Color
    public var background: Color

    public init(
        _ role: StyleRole = .normal, attributes: TextAttributes = [],
        foreground: Color = .default, background: Color = .default
    ) {
        self.role = role
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    public static let normal = Style(.normal)

    public static func role(_ role: StyleRole) -> Style { Style(role) }

    public func with(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    public func withRole(_ role: StyleRole) -> Style {
        var copy = self
        copy.role = role
        return copy
    }
}

/// A style as a terminal draws it: concrete colors and attributes.
public struct ResolvedStyle: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}
