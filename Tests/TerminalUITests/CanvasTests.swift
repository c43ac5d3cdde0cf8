import Testing

@testable import TerminalUI

@MainActor
@Suite("Canvas")
struct CanvasTests {
    @Test("ASCII text lands one cell per character and reports its width")
    func asciiText() {
        let canvas = Canvas(size: Size(width: 10, height: 1))
        let written = canvas.write("hello", at: Point(x: 2, y: 0), style: .normal)
        #expect(written == 5)
        #expect(canvas.buffer.textLines() == ["  hello"])
    }

    @Test("a wide character takes two cells: the glyph and a continuation")
    func wideCharacter() {
        let canvas = Canvas(size: Size(width: 6, height: 1))
        let written = canvas.write("a漢b", at: .zero, style: .normal)
        #expect(written == 4)
        #expect(canvas.buffer[1, 0].width == 2)
        #expect(canvas.buffer[2, 0].isContinuation)
        #expect(canvas.buffer[3, 0].glyph.string == "b")
        #expect(canvas.buffer.textLines() == ["a漢b"])
    }

    @Test("a wide character is never started in the last column")
    func wideNotInLastColumn() {
        let canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.write("abc漢", at: .zero, style: .normal)
        #expect(canvas.buffer[3, 0].width == 1)
        #expect(canvas.buffer[3, 0].glyph == .space)
        #expect(canvas.buffer.textLines() == ["abc"])
    }

    @Test("a wide character is not split by a sub-canvas edge")
    func wideNotSplitByClip() {
        let canvas = Canvas(size: Size(width: 8, height: 1))
        let sub = canvas.sub(Rect(x: 0, y: 0, width: 3, height: 1))
        sub.write("a🍌", at: .zero, style: .normal)
        sub.write("x漢", at: Point(x: 1, y: 0), style: .normal)
        #expect(canvas.buffer.textLines() == ["ax"])
        #expect(canvas.buffer[2, 0].width == 1)
    }

    @Test("overwriting half of a wide glyph blanks the other half")
    func overwriteHalfOfWide() {
        let canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.write("漢字", at: .zero, style: .normal)
        canvas.write("x", at: Point(x: 1, y: 0), style: .normal)
        #expect(canvas.buffer.textLines() == [" x字"])
        canvas.write("y", at: Point(x: 2, y: 0), style: .normal)
        #expect(canvas.buffer.textLines() == [" xy"])
        #expect(canvas.buffer[3, 0].width == 1)
    }

    @Test("drawing outside the clip is ignored")
    func clipping() {
        let canvas = Canvas(size: Size(width: 10, height: 3))
        let sub = canvas.sub(Rect(x: 2, y: 1, width: 4, height: 1))
        sub.write("abcdefgh", at: Point(x: -1, y: 0), style: .normal)
        sub.write("zzz", at: Point(x: 0, y: 1), style: .normal)
        sub.fill(Rect(x: -5, y: -5, width: 100, height: 100), with: "#")
        #expect(canvas.buffer.textLines() == ["", "  ####", ""])
    }

    @Test("a translated canvas moves content but keeps its clip")
    func translation() {
        let canvas = Canvas(size: Size(width: 6, height: 1))
        let sub = canvas.sub(Rect(x: 1, y: 0, width: 4, height: 1)).translated(dx: 2, dy: 0)
        sub.write("abcd", at: .zero, style: .normal)
        #expect(canvas.buffer.textLines() == ["   ab"])
    }

    @Test("text longer than maxWidth is cut with an ellipsis")
    func truncation() {
        let canvas = Canvas(size: Size(width: 20, height: 2))
        canvas.write("Consumer electronics", at: .zero, style: .normal, maxWidth: 10)
        canvas.write("漢字漢字漢字", at: Point(x: 0, y: 1), style: .normal, maxWidth: 6)
        #expect(canvas.buffer.textLines() == ["Consumer …", "漢字…"])
        #expect(DisplayText.truncated("Transport", toWidth: 5, ellipsis: "...") == "Tr...")
        #expect(DisplayText.truncated("abc", toWidth: 3) == "abc")
        #expect(DisplayText.truncated("abcd", toWidth: 1) == "…")
    }

    @Test("control characters never reach the buffer raw")
    func sanitizing() {
        let canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.write("a\u{1B}[31mb\u{07}\u{7F}\u{9B}c", at: .zero, style: .normal)
        let glyphs = canvas.buffer.cells.map(\.glyph.rawValue)
        #expect(!glyphs.contains { $0 < 0x20 && $0 != 0 || $0 == 0x7F || (0x80..<0xA0).contains($0) })
        #expect(canvas.buffer.textLines() == ["a␛[31mb␇␡�c"])
        #expect(DisplayText.sanitize("tab\there") == "tab here")
    }

    @Test("combining marks and emoji sequences measure as terminals draw them")
    func widths() {
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("🔒") == 2)
        #expect(TextWidth.of("👨‍👩‍👧") == 2)
        #expect(TextWidth.of("🇫🇷") == 2)
        #expect(TextWidth.of("❤️") == 2)
        #expect(TextWidth.of("⏱ Start") == 7)
        #expect(TextWidth.of("ｈｉ") == 4)
        #expect(TextWidth.of("\u{301}x") == 1)
        let canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.write("e\u{301}👨‍👩‍👧!", at: .zero, style: .normal)
        #expect(canvas.buffer.textLines() == ["e\u{301}👨‍👩‍👧!"])
    }

    @Test("wrapping breaks at spaces and hard-breaks long words")
    func wrapping() {
        #expect(
            DisplayText.wrapped("Terminal too small: 30x10, need 40x12", toWidth: 20)
                == ["Terminal too small:", "30x10, need 40x12"])
        #expect(DisplayText.wrapped("abcdefgh", toWidth: 3) == ["abc", "def", "gh"])
    }

    @Test("boxes fit any size without trapping")
    func boxes() {
        for width in 0...4 {
            for height in 0...3 {
                let canvas = Canvas(size: Size(width: width, height: height))
                canvas.drawBox(glyphs: GlyphSet.unicode.box, style: .normal, title: "Title")
                let lines = canvas.buffer.textLines()
                if width >= 2 && height >= 2 {
                    // A box with room for its corners has them, and a title never overwrites them.
                    #expect(lines.first?.first == "╭" && lines.first?.last == "╮", "\(width)x\(height)")
                    #expect(lines.last?.first == "╰" && lines.last?.last == "╯", "\(width)x\(height)")
                } else {
                    // Too small for corners: whatever is drawn stays inside the canvas.
                    #expect(lines.count == height && lines.allSatisfy { $0.count == width }, "\(width)x\(height)")
                }
            }
        }
        let canvas = Canvas(size: Size(width: 12, height: 3))
        canvas.drawBox(glyphs: GlyphSet.ascii.box, style: .normal, title: "Hi")
        #expect(canvas.buffer.textLines() == ["+- Hi -----+", "|          |", "+----------+"])
    }

    @Test("a blit wholly inside copies whole rows, and blanks wide glyphs it cuts at its edges")
    func blitInside() {
        let source = Canvas(size: Size(width: 3, height: 2))
        source.write("abc", at: Point(x: 0, y: 0), style: .normal)
        source.write("d界", at: Point(x: 0, y: 1), style: .normal)
        let canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.write("界界界界", at: Point(x: 0, y: 0), style: .normal)
        canvas.write("xxxxxxxx", at: Point(x: 0, y: 1), style: .normal)
        canvas.blit(source.buffer, at: Point(x: 3, y: 0))
        // The blit covers columns 3-5: the glyph at 2-3 loses its second half, so it is blanked.
        #expect(canvas.buffer.textLines() == ["界 abc界", "xxxd界xx"])
        canvas.write("界界界界", at: Point(x: 0, y: 0), style: .normal)
        canvas.blit(source.buffer, at: Point(x: 2, y: 0))
        // Columns 2-4: the glyph at 4-5 loses its first half, so its second is blanked.
        #expect(canvas.buffer.textLines() == ["界abc 界", "xxd界 xx"])
        let clipped = Canvas(size: Size(width: 4, height: 2))
        clipped.blit(source.buffer, at: Point(x: 2, y: 1))
        #expect(clipped.buffer.textLines() == ["", "  ab"], "partly outside: the cell-by-cell path")
    }
}
