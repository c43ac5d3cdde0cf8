/// A color as a picture draws it: red, green and blue, 0–255 each.
package struct RGBColor: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb`.
    package var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            text.append(digits[Int(component >> 4)])
            text.append(digits[Int(component & 0xF)])
        }
        return text
    }

    /// The color `fraction` of the way from this one to `other` (dim text fades into its background).
    package func mixed(with other: RGBColor, fraction: Double) -> RGBColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) * (1 - fraction) + Double(b) * fraction).rounded())
        }
        return RGBColor(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
    }
}

/// The concrete colors exports draw with: a dark terminal's default foreground and background
/// (the colors a terminal's "default" stands for), and xterm's values for the 256-color palette,
/// the same table the color approximations use (`Color.rgb(of:)`).
package struct ExportPalette: Hashable, Sendable {
    /// What the terminal's default foreground looks like.
    package var defaultForeground: RGBColor
    /// What the terminal's default background looks like.
    package var defaultBackground: RGBColor

    /// Light grey on near-black: the theme's bars (palette 235 and up) stay distinct from it.
    package static let dark = ExportPalette(
        defaultForeground: RGBColor(208, 208, 208), defaultBackground: RGBColor(24, 24, 24))

    /// The color `color` stands for; the default one is the foreground's or the background's.
    package func rgb(_ color: Color, foreground: Bool) -> RGBColor {
        guard let index = color.paletteIndex else { return foreground ? defaultForeground : defaultBackground }
        let (red, green, blue) = Color.rgb(of: index)
        return RGBColor(UInt8(red), UInt8(green), UInt8(blue))
    }

    /// What a cell drawn in `style` shows: its foreground and background after reverse and dim.
    package func colors(of style: ResolvedStyle) -> (foreground: RGBColor, background: RGBColor) {
        var foreground = rgb(style.foreground, foreground: true)
        var background = rgb(style.background, foreground: false)
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim) { foreground = foreground.mixed(with: background, fraction: 0.45) }
        return (foreground, background)
    }
}
