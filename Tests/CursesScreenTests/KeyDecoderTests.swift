import CNcurses
import TerminalUI
import Testing

@testable import CursesScreen

/// The decoder alone, fed from a scripted list of what `get_wch` would return.
@Suite struct KeyDecoderTests {
    /// Decodes everything in `inputs` the way the screen does (with a push-back queue).
    private func decode(_ inputs: [RawInput]) -> [DecodedInput] {
        var queue = inputs
        var results: [DecodedInput] = []
        while !queue.isEmpty {
            let first = queue.removeFirst()
            var pushed: [RawInput] = []
            let result = KeyDecoder.decode(
                first, next: { queue.isEmpty ? nil : queue.removeFirst() },
                pushBack: { pushed.append($0) })
            queue.insert(contentsOf: pushed, at: 0)
            results.append(result)
        }
        return results
    }

    private func characters(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func aLoneEscIsEscape() {
        #expect(decode([.character(0x1B)]) == [.key(.escape)])
    }

    @Test func escFollowedByAKeyIsEscapeThenTheKey() {
        #expect(decode(characters("\u{1b}x")) == [.key(.escape), .key(.character("x"))])
        #expect(decode(characters("\u{1b}\u{1b}")) == [.key(.escape), .key(.escape)])
        #expect(decode([.character(0x1B), .keyCode(CNC_KEY_UP)]) == [.key(.escape), .key(.up)])
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        #expect(decode(characters("\u{1b}[200~hi")) == [.ignored, .key(.character("h")), .key(.character("i"))])
        #expect(decode(characters("\u{1b}[?1;2c")) == [.ignored])
        #expect(decode(characters("\u{1b}[I")) == [.ignored]) // a focus report
        #expect(decode(characters("\u{1b}Oq")) == [.ignored])
        // A sequence cut short by a key code keeps the key.
        #expect(decode(characters("\u{1b}[1") + [.keyCode(CNC_KEY_DOWN)]) == [.ignored, .key(.down)])
    }

    @Test func commonKeySequencesDecodeWithoutTerminfo() {
        #expect(
            decode(characters("\u{1b}[A\u{1b}[B\u{1b}[C\u{1b}[D")) == [
                .key(.up), .key(.down), .key(.right), .key(.left),
            ])
        #expect(
            decode(characters("\u{1b}OA\u{1b}OH\u{1b}OF\u{1b}OM")) == [
                .key(.up), .key(.home), .key(.end), .key(.enter),
            ])
        #expect(
            decode(characters("\u{1b}[1;5C\u{1b}[Z\u{1b}[1;2P")) == [.key(.right), .key(.backtab), .key(.function(1))])
        #expect(
            decode(characters("\u{1b}[1~\u{1b}[4~\u{1b}[3~\u{1b}[5~\u{1b}[6~"))
                == [.key(.home), .key(.end), .key(.delete), .key(.pageUp), .key(.pageDown)])
        #expect(
            decode(characters("\u{1b}[15~\u{1b}[17~\u{1b}[21~\u{1b}[23~\u{1b}[24~"))
                == [
                    .key(.function(5)), .key(.function(6)), .key(.function(10)), .key(.function(11)),
                    .key(.function(12)),
                ])
    }

    @Test func controlBytes() {
        #expect(
            decode(characters("\u{3}\u{9}\r\n\u{7f}\u{8}\u{1}")) == [
                .key(.ctrl("c")), .key(.tab), .key(.enter), .key(.enter), .key(.backspace), .key(.backspace),
                .key(.ctrl("a")),
            ])
        #expect(decode([.character(0x1A)]) == [.suspend])
        #expect(decode([.character(0), .character(0x1C), .character(0x85)]) == [.ignored, .ignored, .ignored])
    }

    @Test func printableUnicode() {
        #expect(
            decode(characters("é漢😀 ")) == [
                .key(.character("é")), .key(.character("漢")), .key(.character("😀")), .key(.space),
            ])
    }

    @Test func keyCodes() {
        let codes: [(Int32, DecodedInput)] = [
            (CNC_KEY_UP, .key(.up)), (CNC_KEY_ENTER, .key(.enter)), (CNC_KEY_BTAB, .key(.backtab)),
            (CNC_KEY_BACKSPACE, .key(.backspace)), (CNC_KEY_DC, .key(.delete)), (CNC_KEY_HOME, .key(.home)),
            (CNC_KEY_END, .key(.end)), (CNC_KEY_PPAGE, .key(.pageUp)), (CNC_KEY_NPAGE, .key(.pageDown)),
            (CNC_KEY_F0 + 1, .key(.function(1))), (CNC_KEY_F0 + 12, .key(.function(12))), (CNC_KEY_F0 + 13, .ignored),
            (CNC_KEY_RESIZE, .resize), (CNC_KEY_MOUSE, .mouse), (CNC_KEY_MAX + 5, .extendedKeyCode(CNC_KEY_MAX + 5)),
        ]
        for (code, expected) in codes {
            #expect(KeyDecoder.decode(.keyCode(code), next: { nil }, pushBack: { _ in }) == expected, "code \(code)")
        }
    }

    @Test func extendedKeyNames() {
        #expect(KeyDecoder.key(forExtendedName: "kUP5") == .up)
        #expect(KeyDecoder.key(forExtendedName: "kRIT3") == .right)
        #expect(KeyDecoder.key(forExtendedName: "kDC6") == .delete)
        #expect(KeyDecoder.key(forExtendedName: "kxIN") == nil)
    }
}
