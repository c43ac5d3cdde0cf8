import TerminalUI
import Testing

@Suite("Theme")
struct ThemeTests {
    let theme = Theme.standard

    @Test("without color the selection, the title and the active tab stay distinguishable")
    func monochromeDistinguishable() {
        let roles: [StyleRole] = [.normal, .selection, .title, .tabActive]
        let resolved = roles.map { theme.resolve(Style($0), mode: .monochrome) }
        #expect(Set(resolved).count == roles.count)
        for style in resolved {
            #expect(style.foreground == .default && style.background == .default)
        }
        #expect(resolved[1].attributes.contains(.reverse))
        #expect(resolved[2].attributes.contains(.bold))
        #expect(resolved[3].attributes.contains(.underline))
    }

    @Test("every role resolves in every mode, within the mode's colors")
    func everyMode() {
        for mode in ColorMode.allCases {
            for role in StyleRole.allCases {
                let resolved = theme.resolve(Style(role), mode: mode)
                for color in [resolved.foreground, resolved.background] {
                    guard let index = color.paletteIndex else { continue }
                    switch mode {
                    case .colors256: break
                    case .colors16: #expect(index < 16)
                    case .colors8: #expect(index < 8)
                    case .monochrome: Issue.record("color in monochrome")
                    }
                }
            }
        }
    }

    @Test("an app adds its own role with a look in every mode; the library's roles keep theirs")
    func appDefinedRole() {
        let highlight = StyleRole(appDefined: 3, name: "highlight")
        #expect(highlight != .normal && !StyleRole.allCases.contains(highlight))
        #expect(highlight == StyleRole(appDefined: 3))
        let themed = theme.adding(
            highlight, colors256: .init(.palette(226)), colors16: .init(.brightYellow), monochrome: [.underline])
        #expect(themed.resolve(Style(highlight), mode: .colors256).foreground == .palette(226))
        #expect(themed.resolve(Style(highlight), mode: .colors16).foreground == .brightYellow)
        #expect(themed.resolve(Style(highlight), mode: .monochrome).attributes == [.underline])
        #expect(theme.resolve(Style(highlight), mode: .monochrome).attributes == [])
        for role in StyleRole.allCases {
            #expect(themed.resolve(Style(role), mode: .colors256) == theme.resolve(Style(role), mode: .colors256))
        }
    }

    @Test("dimmed content fades in every mode")
    func dimmed() {
        let dimmed = Style(.selection, attributes: [.dim])
        #expect(theme.resolve(dimmed, mode: .monochrome).attributes == [.dim])
        #expect(theme.resolve(dimmed, mode: .colors256).foreground == .palette(240))
        #expect(!theme.resolve(dimmed, mode: .colors16).attributes.contains(.reverse))
    }

    @Test("NO_COLOR counts when present and not empty; TERM=dumb too")
    func noColorVariable() {
        #expect(ColorMode.colorIsDisabled(environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.colorIsDisabled(environment: ["NO_COLOR": ""]))
        #expect(ColorMode.colorIsDisabled(environment: ["TERM": "dumb"]))
        #expect(!ColorMode.colorIsDisabled(environment: ["TERM": "xterm-256color"]))
        #expect(ColorMode(colorCount: 256) == .colors256)
        #expect(ColorMode(colorCount: 8) == .colors8)
        #expect(ColorMode(colorCount: 0) == .monochrome)
    }

    @Test("256-color entries approximate to the nearest ANSI color")
    func approximation() {
        #expect(Color.palette(196).approximated(for: .colors16) == .brightRed)
        #expect(
            Color.palette(21).approximated(for: .colors16) == .blue
                || Color.palette(21).approximated(for: .colors16) == .brightBlue)
        #expect(Color.palette(9).approximated(for: .colors8) == .red)
        #expect(Color.default.approximated(for: .colors8) == .default)
    }
}
