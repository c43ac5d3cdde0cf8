import FuzzSupport
import TerminalUI

@testable import CursesScreen

// Terminal input decoding (CursesScreen's `KeyDecoder`): the input is what curses hands the
// screen in keypad mode, one input at a time: a byte below 0x80 is that character; 0xFF and
// two more bytes are a key code (256–1279: ncurses' standard codes and extended ones beyond
// KEY_MAX); other bytes start a UTF-8 character (an invalid one is its byte's value, as a C1
// control or a Latin-1 letter). The decoder is driven as `CursesScreen` drives it.
//
// Invariants: every call consumes at least one input and pushes back at most the last one it
// read; no sequence is longer than the decoder's bound; and no key appears that the inputs
// consumed for it do not name: a printable character only from that one character, a control
// key only from its control byte or a key code, Esc only from an ESC, a navigation or function
// key only from a key code or an ESC [ / ESC O sequence, a resize, a mouse event or an extended
// key only from a key code, suspend only from Ctrl-Z.

func inputs(of bytes: UnsafeBufferPointer<UInt8>) -> [RawInput] {
    var result: [RawInput] = []
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == 0xFF, index + 2 < bytes.count {
            let code = 256 + (Int32(bytes[index + 1]) << 8 | Int32(bytes[index + 2])) % 1024
            result.append(.keyCode(code))
            index += 3
        } else if byte < 0x80 {
            result.append(.character(UInt32(byte)))
            index += 1
        } else {
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            let end = min(bytes.count, index + length)
            if length > 1, let text = String(validating: bytes[index..<end], as: UTF8.self),
                text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first
            {
                result.append(.character(scalar.value))
                index = end
            } else {
                result.append(.character(UInt32(byte)))
                index += 1
            }
        }
    }
    return result
}

func isPrintable(_ value: UInt32) -> Bool {
    value >= 0x20 && value != 0x7F && !(0x80..<0xA0).contains(value) && Unicode.Scalar(value) != nil
}

/// Whether `key` may come from `consumed` (what one call read, pushed-back input excluded).
func explains(_ consumed: [RawInput], _ key: Key) -> Bool {
    guard let first = consumed.first else { return false }
    let isSequence =
        consumed.count >= 2 && first == .character(0x1B)
        && (consumed[1] == .character(0x5B) || consumed[1] == .character(0x4F))
    if case .keyCode = first, consumed.count == 1 {
        switch key {
        case .character, .ctrl, .tab, .escape, .resize, .mouseClick: return false
        default: return true
        }
    }
    switch key {
    case .character(let character):
        let scalars = character.unicodeScalars
        return consumed.count == 1 && scalars.count == 1 && consumed[0] == .character(scalars.first!.value)
            && isPrintable(scalars.first!.value)
    case .ctrl(let letter):
        guard consumed.count == 1, case .character(let byte) = first, (0x01...0x1A).contains(byte) else { return false }
        return Character(Unicode.Scalar(byte + 0x60)!) == letter
    case .tab: return consumed == [.character(0x09)]
    case .enter: return consumed == [.character(0x0A)] || consumed == [.character(0x0D)] || isSequence
    case .backspace: return consumed == [.character(0x08)] || consumed == [.character(0x7F)]
    case .escape: return first == .character(0x1B) && consumed.count <= 2
    case .resize, .mouseClick: return false
    default: return isSequence
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var queue = inputs(of: fuzzInput(data, size))[...]
    while let first = queue.popFirst() {
        var consumed = [first]
        var pushedBack: [RawInput] = []
        let decoded = KeyDecoder.decode(
            first,
            next: {
                guard let input = queue.popFirst() else { return nil }
                consumed.append(input)
                return input
            },
            pushBack: { pushedBack.append($0) })
        fuzzCheck(pushedBack.count <= 1, "pushed back \(pushedBack.count) inputs")
        if let input = pushedBack.first {
            fuzzCheck(consumed.count >= 2 && consumed.last == input, "pushed back \(input), not the last read")
            consumed.removeLast()
            queue.insert(input, at: queue.startIndex)
        }
        fuzzCheck(
            consumed.count <= KeyDecoder.maximumSequenceLength + 3, "one call read \(consumed.count) inputs")
        switch decoded {
        case .key(let key):
            fuzzCheck(explains(consumed, key), "\(key) from \(consumed)")
        case .resize, .mouse, .extendedKeyCode:
            guard case .keyCode = first, consumed.count == 1 else {
                fuzzCheck(false, "\(decoded) from \(consumed)")
                return 0
            }
        case .suspend:
            fuzzCheck(consumed == [.character(0x1A)], "suspend from \(consumed)")
        case .ignored:
            break
        }
    }
    return 0
}

runFuzzer(testOneInput)
