import CNcurses
import TerminalUI

/// One result of `get_wch`: a character, or a key code when it returned `KEY_CODE_YES`.
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
    /// Consumed without an event: an unknown key, a stray escape sequence, a NUL.
    case ignored
}

/// Maps what curses reads (in keypad mode) to `Key`s.
///
/// Keypad mode turns the sequences the terminfo entry names into key codes; what it does not
/// know arrives byte by byte. An ESC with nothing right behind it is the Esc key (ncurses has
/// already waited `ESCDELAY` for more); an ESC followed at once by `[` or `O` starts a sequence
/// the terminfo entry does not name (Ctrl-arrows on some terminals, a focus report), which is
/// swallowed whole so that it neither acts as Esc nor types its bytes as text.
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
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_ENTER: return .key(.enter)
        case KEY_BTAB: return .key(.backtab)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        // Home and End also come as the keypad's corner keys or as Find/Select (`\e[1~`, `\e[4~`).
        case KEY_HOME, KEY_A1, KEY_FIND: return .key(.home)
        case KEY_END, KEY_C1, KEY_SELECT, KEY_LL: return .key(.end)
        case KEY_PPAGE, KEY_A3: return .key(.pageUp)
        case KEY_NPAGE, KEY_C3: return .key(.pageDown)
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return .mouse
        case cnc_KEY_F(1)...cnc_KEY_F(12): return .key(.function(Int(code - cnc_KEY_F(0))))
        default: return .ignored
        }
    }

    private static func decodeEscape(next: () -> RawInput?, pushBack: (RawInput) -> Void) -> DecodedInput {
        guard let following = next() else { return .key(.escape) }
        switch following {
        case .character(0x5B):                   // ESC [: a control sequence
            swallowControlSequence(next: next, pushBack: pushBack)
            return .ignored
        case .character(0x4F):                   // ESC O: one more byte
            if let last = next() {
                if case .character(let value) = last, (0x40...0x7E).contains(value) { return .ignored }
                pushBack(last)
            }
            return .ignored
        default:
            // Esc and then another key (Alt+key in most terminals): deliver both, in order.
            pushBack(following)
            return .key(.escape)
        }
    }

    /// Reads parameter and intermediate bytes up to the final byte (0x40–0x7E).
    private static func swallowControlSequence(next: () -> RawInput?, pushBack: (RawInput) -> Void) {
        for _ in 0..<maximumSequenceLength {
            guard let input = next() else { return }
            guard case .character(let value) = input, (0x20...0x7E).contains(value) else {
                pushBack(input)
                return
            }
            if value >= 0x40 { return }
        }
    }
}
