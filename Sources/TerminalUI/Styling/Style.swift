/// A cell's style: a semantic role, extra attributes, and optional explicit colors (used by
/// content that carries its own colors, such as text art). Six bytes, compared bitwise.
public struct Style: Hashable, Sendable {
    /// What the styled text is; the theme decides its look.
    public var role: StyleRole
    /// Attributes added to the role's.
    public var attributes: TextAttributes
    /// An explicit foreground color, or `default` for the role's.
    public var foreground: Color
    /// An explicit background color, or `default` for the role's.
    public var background: Color

    /// Creates a style.
    public init(
        _ role: StyleRole = .normal, attributes: TextAttributes = [],
        foreground: Color = .default, background: Color = .default
    ) {
        self.role = role
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// The normal role, no extras.
    public static let normal = Style(.normal)

    /// A style of `role` with no extras.
    public static func role(_ role: StyleRole) -> Style { Style(role) }

    /// This style with `attributes` added.
    public func with(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// This style with another role.
    public func withRole(_ role: StyleRole) -> Style {
        var copy = self
        copy.role = role
        return copy
    }
}

/// A style as a terminal draws it: concrete colors and attributes.
public struct ResolvedStyle: Hashable, Sendable {
    /// The foreground color.
    public var foreground: Color
    /// The background color.
    public var background: Color
    /// The attributes.
    public var attributes: TextAttributes

    /// Creates a resolved style.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}
