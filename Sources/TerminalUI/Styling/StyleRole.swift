/// What a piece of the screen *is*. Views draw roles; a `Theme` decides how each role looks
/// for the terminal at hand, so the same screen works in 256 colors and with `NO_COLOR`.
public enum StyleRole: UInt8, Sendable, CaseIterable {
    case normal
    /// Less important text: subtitles, counters, explanations.
    case secondary
    /// A bar title (navigation bar, box headers).
    case title
    /// The background of a navigation bar.
    case navigationBar
    /// A bar button (or the back button) in a navigation bar.
    case barButton
    /// The hotkey letter of a bar button, or a key in a hint.
    case hotkey
    /// The selected row of the focused list.
    case selection
    /// The selected row of a list that does not have focus.
    case selectionInactive
    /// A tile (a prominent button row, such as the timer tile).
    case tile
    /// A selected tile.
    case tileSelected
    /// The background of the tab bar.
    case tabBar
    /// The selected tab.
    case tabActive
    /// Box and sheet borders.
    case border
    /// The border or divider of the side that has focus.
    case borderFocused
    /// The key-hint line at the bottom of the screen.
    case keyHint
    /// Rows that cannot be chosen.
    case disabled
    /// A banner sliding in from the top.
    case banner
    /// Warnings and errors.
    case alert
    /// The label of an overlay (peek) or a popover header.
    case overlayLabel
    /// Emphasized text that is not a selection.
    case accent
}
