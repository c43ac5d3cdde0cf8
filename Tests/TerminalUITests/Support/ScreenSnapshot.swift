import SnapshotTesting

@testable import TerminalUI

/// Golden text of a screen: its text, then a map of style roles, then the attributes the
/// screen would have without color. Reviewing a golden shows layout and emphasis at once.
enum ScreenSnapshot {
    static func roleCode(_ style: Style) -> Character {
        if style.attributes.contains(.dim) { return "." }
        switch style.role {
        case .normal: return " "
        case .secondary: return "s"
        case .title: return "T"
        case .navigationBar: return "n"
        case .barButton: return "b"
        case .hotkey: return "h"
        case .selection: return "S"
        case .selectionInactive: return "i"
        case .button: return "t"
        case .buttonFocused: return "U"
        case .tabBar: return "_"
        case .tabActive: return "A"
        case .border: return "|"
        case .borderFocused: return "F"
        case .keyHint: return "k"
        case .disabled: return "x"
        case .notice: return "B"
        case .alert: return "!"
        case .overlayLabel: return "L"
        case .accent: return "a"
        default: return "?"
        }
    }

    /// ` ` none; otherwise a hex digit of bold 1, dim 2, underline 4, reverse 8.
    static func attributeCode(_ attributes: TextAttributes) -> Character {
        let value = Int(attributes.rawValue & 0x0F)
        return value == 0 ? " " : Character(String(value, radix: 16))
    }

    static func describe(_ buffer: CellBuffer, theme: Theme = .standard, styles: Bool = true) -> String {
        var out = buffer.textLines()
        guard styles else { return out.joined(separator: "\n") + "\n" }
        func map(_ code: (Cell) -> Character) -> [String] {
            (0..<buffer.height).map { y in
                var line = String((0..<buffer.width).map { code(buffer[$0, y]) })
                while line.last == " " { line.removeLast() }
                return line
            }
        }
        out.append(
            "── roles: T title, n bar, b button, h hotkey, S selection, i inactive selection, t tile, U selected tile, _ tab bar, A active tab, | border, F focused border, k hints, x disabled, . dimmed ──"
        )
        out += map { roleCode($0.style) }
        out.append("── without color: 1 bold, 2 dim, 4 underline, 8 reverse (hex sums) ──")
        out += map { attributeCode(theme.resolve($0.style, mode: .monochrome).attributes) }
        return out.joined(separator: "\n") + "\n"
    }
}

extension Snapshotting where Value == CellBuffer, Format == String {
    /// Text, style roles and monochrome attributes.
    static var screen: Snapshotting {
        SimplySnapshotting.lines.pullback { ScreenSnapshot.describe($0) }
    }

    /// Text only (animation frames).
    static var screenText: Snapshotting {
        SimplySnapshotting.lines.pullback { ScreenSnapshot.describe($0, styles: false) }
    }
}
