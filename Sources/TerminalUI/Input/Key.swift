/// One input event from the keyboard, the mouse or the terminal itself.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// An arrow key.
    case up, down, left, right
    /// Enter (Return).
    case enter
    /// Esc.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backtab
    /// Backspace.
    case backspace
    /// Delete (forward delete).
    case delete
    /// Home or End.
    case home, end
    /// Page Up or Page Down.
    case pageUp, pageDown
    /// F1 to F12.
    case function(Int)
    /// Ctrl plus a letter, stored lowercase (`ctrl("c")` is Ctrl-C).
    case ctrl(Character)
    /// A printable character (space included).
    case character(Character)
    /// The terminal changed size.
    case resize(Size)
    /// A mouse click (button 1) at a screen position.
    case mouseClick(Point)

    /// The space bar.
    public static let space = Key.character(" ")

    /// True for Ctrl-C, which quits the app (raw mode delivers it as a key, not a signal).
    public var isInterrupt: Bool { self == .ctrl("c") }

    /// The token that names this key in `--keys` scripts.
    public var description: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backtab: "backtab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .function(let n): "f\(n)"
        case .ctrl(let c): "ctrl-\(c)"
        case .character(" "): "space"
        case .character(let c): String(c)
        case .resize(let size): "resize:\(size)"
        case .mouseClick(let p): "click:\(p.x),\(p.y)"
        }
    }

    /// The key named by a control byte as a raw-mode terminal delivers it: Tab, Enter,
    /// Backspace, Esc or Ctrl-letter. Nil for anything else.
    public init?(controlByte byte: UInt32) {
        switch byte {
        case 0x09: self = .tab
        case 0x0A, 0x0D: self = .enter
        case 0x08, 0x7F: self = .backspace
        case 0x1B: self = .escape
        case 0x01...0x1A: self = .ctrl(Character(Unicode.Scalar(byte + 0x60)!))
        default: return nil
        }
    }
}
