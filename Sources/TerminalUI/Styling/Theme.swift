/// Maps semantic roles to what a terminal can draw, for every color mode.
///
/// Without color (`NO_COLOR`, `--no-color`, a mono terminal) each role that must stand out
/// keeps its own decoration: the selection is reversed, titles are bold, the active tab is bold
/// and underlined, so no state depends on color alone.
public struct Theme: Sendable {
    /// How a role looks in a color mode: colors and attributes.
    public struct Appearance: Sendable, Hashable {
        /// The foreground color.
        public var foreground: Color
        /// The background color.
        public var background: Color
        /// The attributes.
        public var attributes: TextAttributes

        /// Creates an appearance.
        public init(_ foreground: Color = .default, _ background: Color = .default, _ attributes: TextAttributes = []) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }
    }

    /// Each role's look with 256 colors.
    public var colors256: [StyleRole: Appearance]
    /// Each role's look with 16 (or 8) colors.
    public var colors16: [StyleRole: Appearance]
    /// Each role's attributes without color; a role that must stand out keeps a decoration here.
    public var monochrome: [StyleRole: TextAttributes]
    /// How dimmed content (behind a sheet) is drawn in color modes.
    public var dimmedForeground256: Color
    /// How dimmed content is drawn with 16 colors.
    public var dimmedForeground16: Color

    /// Creates a theme from a look per role and color mode.
    public init(
        colors256: [StyleRole: Appearance], colors16: [StyleRole: Appearance],
        monochrome: [StyleRole: TextAttributes],
        dimmedForeground256: Color = .palette(240), dimmedForeground16: Color = .brightBlack
    ) {
        self.colors256 = colors256
        self.colors16 = colors16
        self.monochrome = monochrome
        self.dimmedForeground256 = dimmedForeground256
        self.dimmedForeground16 = dimmedForeground16
    }

    /// How `style` looks in `mode`.
    public func resolve(_ style: Style, mode: ColorMode) -> ResolvedStyle {
        if mode == .monochrome {
            if style.attributes.contains(.dim) { return ResolvedStyle(attributes: [.dim]) }
            let base = monochrome[style.role] ?? []
            return ResolvedStyle(attributes: base.union(style.attributes))
        }
        let table = mode == .colors256 ? colors256 : colors16
        let base = table[style.role] ?? Appearance()
        var resolved = ResolvedStyle(
            foreground: style.foreground.isDefault ? base.foreground : style.foreground,
            background: style.background.isDefault ? base.background : style.background,
            attributes: base.attributes.union(style.attributes))
        if style.attributes.contains(.dim) {
            // Content behind a sheet loses its emphasis and fades to gray.
            resolved = ResolvedStyle(
                foreground: mode == .colors256 ? dimmedForeground256 : dimmedForeground16,
                background: .default, attributes: [])
            if mode == .colors8 { resolved.attributes = [.dim] }
        }
        resolved.foreground = resolved.foreground.approximated(for: mode)
        resolved.background = resolved.background.approximated(for: mode)
        return resolved
    }

    /// The library's theme: blue bars, cyan selection, and distinct attributes for every role without color.
    public static let standard = Theme(
        colors256: [
            .normal: Appearance(),
            .secondary: Appearance(.palette(245)),
            .title: Appearance(.palette(231), .palette(24), [.bold]),
            .navigationBar: Appearance(.palette(252), .palette(24)),
            .barButton: Appearance(.palette(153), .palette(24)),
            .hotkey: Appearance(.palette(221), .palette(24), [.bold]),
            .selection: Appearance(.palette(231), .palette(31), [.bold]),
            .selectionInactive: Appearance(.palette(252), .palette(238)),
            .button: Appearance(.palette(231), .palette(25)),
            .buttonFocused: Appearance(.palette(231), .palette(33), [.bold]),
            .tabBar: Appearance(.palette(250), .palette(236)),
            .tabActive: Appearance(.palette(231), .palette(31), [.bold]),
            .border: Appearance(.palette(244)),
            .borderFocused: Appearance(.palette(75), .default, [.bold]),
            .keyHint: Appearance(.palette(246), .palette(235)),
            .disabled: Appearance(.palette(242)),
            .notice: Appearance(.palette(231), .palette(29), [.bold]),
            .alert: Appearance(.palette(231), .palette(160), [.bold]),
            .overlayLabel: Appearance(.palette(231), .palette(94), [.bold]),
            .accent: Appearance(.palette(75)),
        ],
        colors16: [
            .normal: Appearance(),
            .secondary: Appearance(.brightBlack),
            .title: Appearance(.brightWhite, .blue, [.bold]),
            .navigationBar: Appearance(.white, .blue),
            .barButton: Appearance(.brightCyan, .blue),
            .hotkey: Appearance(.brightYellow, .blue, [.bold]),
            .selection: Appearance(.brightWhite, .cyan, [.bold]),
            .selectionInactive: Appearance(.black, .white),
            .button: Appearance(.brightWhite, .blue),
            .buttonFocused: Appearance(.brightWhite, .cyan, [.bold]),
            .tabBar: Appearance(.white, .black),
            .tabActive: Appearance(.brightWhite, .cyan, [.bold]),
            .border: Appearance(.brightBlack),
            .borderFocused: Appearance(.brightCyan, .default, [.bold]),
            .keyHint: Appearance(.white, .black),
            .disabled: Appearance(.brightBlack),
            .notice: Appearance(.brightWhite, .green, [.bold]),
            .alert: Appearance(.brightWhite, .red, [.bold]),
            .overlayLabel: Appearance(.brightWhite, .magenta, [.bold]),
            .accent: Appearance(.brightCyan),
        ],
        monochrome: [
            .title: [.bold],
            .hotkey: [.bold, .underline],
            .selection: [.reverse],
            .selectionInactive: [.underline],
            .button: [.bold],
            .buttonFocused: [.reverse, .bold],
            .tabActive: [.bold, .underline],
            .borderFocused: [.bold],
            .disabled: [.dim],
            .secondary: [.dim],
            .notice: [.reverse, .bold],
            .alert: [.reverse, .bold, .underline],
            .overlayLabel: [.reverse],
            .accent: [.bold],
        ])
}

extension Theme {
    /// This theme with a look for `role` (an app's own role, or a library role restyled):
    /// its colors in 256 and in 16 colors, and the attributes that keep it distinct without
    /// color.
    public func adding(
        _ role: StyleRole, colors256 look256: Appearance, colors16 look16: Appearance,
        monochrome attributes: TextAttributes
    ) -> Theme {
        var theme = self
        theme.colors256[role] = look256
        theme.colors16[role] = look16
        theme.monochrome[role] = attributes
        return theme
    }
}
