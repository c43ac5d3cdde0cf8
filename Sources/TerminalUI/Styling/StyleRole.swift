import Synchronization

/// What a piece of the screen *is*. Views draw roles; a `Theme` decides how each role looks
/// for the terminal at hand, so the same screen works in 256 colors and with `NO_COLOR`.
///
/// The library's roles are the static members. An app adds its own with
/// `StyleRole(appDefined:)` and gives them a look with `Theme.adding(_:_:)`.
public struct StyleRole: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A small number, unique per role: library roles below 128, app roles from 128 up.
    /// It is all a role stores: every cell of every frame holds a style, so a role must copy
    /// without reference counting (names live in a table beside it).
    public let rawValue: UInt8

    /// The role's name, for debugging.
    public var description: String {
        Self.names.withLock { $0[rawValue] } ?? "app role \(rawValue &- 128)"
    }

    private static let names = Mutex<[UInt8: String]>([:])

    private init(library rawValue: UInt8, _ name: String) {
        self.rawValue = rawValue
        Self.names.withLock { $0[rawValue] = name }
    }

    /// An app's own role, number 0 to 127 (two app roles with the same number are the same role).
    public init(appDefined number: UInt8, name: String = "") {
        precondition(number < 128, "app-defined style roles are numbered 0 to 127")
        rawValue = 128 + number
        if !name.isEmpty { Self.names.withLock { $0[rawValue] = name } }
    }

    /// Two roles are equal when their numbers are.
    public static func == (lhs: StyleRole, rhs: StyleRole) -> Bool { lhs.rawValue == rhs.rawValue }
    /// Hashes the number.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Ordinary text.
    public static let normal = StyleRole(library: 0, "normal")
    /// Less important text: subtitles, counters, explanations.
    public static let secondary = StyleRole(library: 1, "secondary")
    /// A bar title (navigation bar, box headers).
    public static let title = StyleRole(library: 2, "title")
    /// The background of a navigation bar.
    public static let navigationBar = StyleRole(library: 3, "navigationBar")
    /// A bar button (or the back button) in a navigation bar.
    public static let barButton = StyleRole(library: 4, "barButton")
    /// The hotkey letter of a bar button, or a key in a hint.
    public static let hotkey = StyleRole(library: 5, "hotkey")
    /// The selected row of the focused list.
    public static let selection = StyleRole(library: 6, "selection")
    /// The selected row of a list that does not have focus.
    public static let selectionInactive = StyleRole(library: 7, "selectionInactive")
    /// A button: a prominent, pressable row or control.
    public static let button = StyleRole(library: 8, "button")
    /// A button that has focus.
    public static let buttonFocused = StyleRole(library: 9, "buttonFocused")
    /// The background of the tab bar.
    public static let tabBar = StyleRole(library: 10, "tabBar")
    /// The selected tab.
    public static let tabActive = StyleRole(library: 11, "tabActive")
    /// Box and sheet borders.
    public static let border = StyleRole(library: 12, "border")
    /// The border or divider of the side that has focus.
    public static let borderFocused = StyleRole(library: 13, "borderFocused")
    /// The key-hint line at the bottom of the screen.
    public static let keyHint = StyleRole(library: 14, "keyHint")
    /// Rows that cannot be chosen.
    public static let disabled = StyleRole(library: 15, "disabled")
    /// A notice that stands out from the screen (a banner sliding in from the top).
    public static let notice = StyleRole(library: 16, "notice")
    /// Warnings and errors.
    public static let alert = StyleRole(library: 17, "alert")
    /// The label of an overlay (peek) or a popover header.
    public static let overlayLabel = StyleRole(library: 18, "overlayLabel")
    /// Emphasized text that is not a selection.
    public static let accent = StyleRole(library: 19, "accent")

    /// The library's roles.
    public static let allCases: [StyleRole] = [
        .normal, .secondary, .title, .navigationBar, .barButton, .hotkey, .selection, .selectionInactive, .button,
        .buttonFocused, .tabBar, .tabActive, .border, .borderFocused, .keyHint, .disabled, .notice, .alert,
        .overlayLabel, .accent,
    ]
}
