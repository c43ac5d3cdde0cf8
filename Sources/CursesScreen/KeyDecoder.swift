import CNcurses
import TerminalUI

/// One result of `get_wch`: a character, or a key code (`CNC_KEY_…`) when it returned one.
enum RawInput: Equatable, Sendable {
    case character(UInt32)
    case keyCode(Int32)
}

/// What the screen does with one input.
enum DecodedInput: Equatable, Sendable {
    case key(Key)
    /// `KEY_RESIZE`: ncurses has already resized its windows.
    case resize
    /// `KEY_MOUSE`: the event waits in `getmouse`.
    case mouse
    /// Ctrl-Z, which raw mode delivers as a byte instead of a signal.
    case suspend
    /// A key code beyond the standard ones: a key the terminfo entry names with an extended
    /// capability (such as `kUP5`, Ctrl-Up); `keyname` tells which.
    case extendedKeyCode(Int32)
    /// Consumed without an event: an unknown key, a stray escape sequence, a NUL.
    case ignored
}

/// Maps what curses reads (in keypad mode) to `Key`s.
///
/// Keypad mode turns the sequences the terminfo entry names into key codes; what it does not
/// know arrives byte by byte. An ESC with nothing right behind it is the Esc key (ncurses has
/// already waited `ESCDELAY` for more). An ESC followed at once by `[` or `O` starts a sequence
/// the terminfo entry does not name: it is read whole, decoded when it is one of the common
/// VT/xterm key sequences (a terminal sending `ESC [ A` while terminfo says `ESC O A`), and
/// otherwise swallowed, so that it neither acts as Esc nor types its bytes as text. Modifiers
/// (Shift, Ctrl, Alt) are dropped: Ctrl-Up is Up.
enum KeyDecoder {
    /// The longest unknown escape sequence swallowed; more than any real terminal sends.
    static let maximumSequenceLength = 32

    /// Decodes `input`. `next` reads what is already waiting (without blocking), nil when
    /// nothing is; `pushBack` returns an input to be read again by the next call.
    static func decode(_ input: RawInput, next: () -> RawInput?, pushBack: (RawInput) -> Void) -> DecodedInput {
        switch input {
        case .keyCode(let code):
            return decode(keyCode: code)
        case .character(0x1B):
            return decodeEscape(next: next, pushBack: pushBack)
        case .character(let value):
            return decode(character: value)
        }
    }

    static func decode(character value: UInt32) -> DecodedInput {
        switch value {
        case 0x1A:
            return .suspend
        case 0x00, 0x1C...0x1F, 0x80..<0xA0:
            return .ignored
        case 0x01..<0x20, 0x7F:
            return Key(controlByte: value).map(DecodedInput.key) ?? .ignored
        default:
            guard let scalar = Unicode.Scalar(value) else { return .ignored }
            return .key(.character(Character(scalar)))
        }
    }

    static func decode(keyCode code: Int32) -> DecodedInput {
        switch code {
        // Shifted keys have codes of their own (Shift-Down is "scroll forward"); they act as
        // the key itself.
        case CNC_KEY_UP, CNC_KEY_SR: return .key(.up)
        case CNC_KEY_DOWN, CNC_KEY_SF: return .key(.down)
        case CNC_KEY_LEFT, CNC_KEY_SLEFT: return .key(.left)
        case CNC_KEY_RIGHT, CNC_KEY_SRIGHT: return .key(.right)
        case CNC_KEY_ENTER: return .key(.enter)
        case CNC_KEY_BTAB: return .key(.backtab)
        case CNC_KEY_BACKSPACE: return .key(.backspace)
        case CNC_KEY_DC, CNC_KEY_SDC: return .key(.delete)
        // Home and End also come as the keypad's corner keys or as Find/Select (`\e[1~`, `\e[4~`).
        case CNC_KEY_HOME, CNC_KEY_SHOME, CNC_KEY_A1, CNC_KEY_FIND: return .key(.home)
        case CNC_KEY_END, CNC_KEY_SEND, CNC_KEY_C1, CNC_KEY_SELECT, CNC_KEY_LL: return .key(.end)
        case CNC_KEY_PPAGE, CNC_KEY_SPREVIOUS, CNC_KEY_A3: return .key(.pageUp)
        case CNC_KEY_NPAGE, CNC_KEY_SNEXT, CNC_KEY_C3: return .key(.pageDown)
        case CNC_KEY_RESIZE: return .resize
        case CNC_KEY_MOUSE: return .mouse
        case (CNC_KEY_F0 + 1)...(CNC_KEY_F0 + 12): return .key(.function(Int(code - CNC_KEY_F0)))
        case (CNC_KEY_MAX + 1)...: return .extendedKeyCode(code)
        default: return .ignored
        }
    }

    /// The key for an extended key name as `keyname` gives it (`kUP5` is Ctrl-Up): the base
    /// key without its modifier, or nil.
    static func key(forExtendedName name: String) -> Key? {
        let base = name.prefix { !$0.isNumber }
        switch base {
        case "kUP": return .up
        case "kDN": return .down
        case "kLFT": return .left
        case "kRIT": return .right
        case "kHOM": return .home
        case "kEND": return .end
        case "kPRV": return .pageUp
        case "kNXT": return .pageDown
        case "kDC": return .delete
        default: return nil
        }
    }

    private static func decodeEscape(next: () -> RawInput?, pushBack: (RawInput) -> Void) -> DecodedInput {
        guard let following = next() else { return .key(.escape) }
        switch following {
        case .character(0x5B): // ESC [: a control sequence
            return readControlSequence(next: next, pushBack: pushBack).map(DecodedInput.key) ?? .ignored
        case .character(0x4F): // ESC O: one more byte
            guard let last = next() else { return .ignored }
            if case .character(let value) = last, (0x40...0x7E).contains(value) {
                return singleShiftKey(value).map(DecodedInput.key) ?? .ignored
            }
            pushBack(last)
            return .ignored
        default:
            // Esc and then another key (Alt+key in most terminals): deliver both, in order.
            pushBack(following)
            return .key(.escape)
        }
    }

    /// Reads parameter and intermediate bytes up to the final byte (0x40–0x7E) and decodes
    /// the sequence when it is a key.
    private static func readControlSequence(next: () -> RawInput?, pushBack: (RawInput) -> Void) -> Key? {
        var parameters: [UInt8] = []
        for _ in 0..<maximumSequenceLength {
            guard let input = next() else { return nil }
            guard case .character(let value) = input, (0x20...0x7E).contains(value) else {
                pushBack(input)
                return nil
            }
            if value >= 0x40 {
                return controlSequenceKey(parameters: parameters, final: UInt8(value))
            }
            parameters.append(UInt8(value))
        }
        return nil
    }

    /// `ESC [ params final` as VT220 and xterm send keys: `A`–`D`, `H`, `F`, `Z`, `P`–`S`
    /// (with an optional `1;modifier`), and `n~` for the editing and function keys.
    static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        let fields = String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
        guard fields.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
        let first = fields.first.flatMap { Int($0) }
        if final == UInt8(ascii: "~") {
            guard let number = first else { return nil }
            switch number {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case 11...15: return .function(number - 10)
            case 17...21: return .function(number - 11)
            case 23, 24: return .function(number - 12)
            default: return nil
            }
        }
        guard first == nil || first == 1 else { return nil }
        if final == UInt8(ascii: "Z") { return .backtab }
        return singleShiftKey(UInt32(final))
    }

    /// The key after `ESC O` (or a CSI with the same final byte).
    static func singleShiftKey(_ final: UInt32) -> Key? {
        switch final {
        case 0x41: .up // A
        case 0x42: .down // B
        case 0x43: .right // C
        case 0x44: .left // D
        case 0x48: .home // H
        case 0x46: .end // F
        case 0x4D: .enter // M (keypad Enter)
        case 0x50...0x53: .function(Int(final - 0x4F)) // P–S: F1–F4
        default: nil
        }
    }
}
