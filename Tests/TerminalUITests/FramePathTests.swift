import Testing

@testable import TerminalUI

/// What the frame path's shortcuts (docs/PERFORMANCE.md) must not change: cells compared as
/// words, scalars measured by range, glyph sets shared until written, windows remembered.
@MainActor
@Suite("Frame path shortcuts")
struct FramePathTests {
    @Test("the differ sees a change in every field of a cell, and nothing else")
    func differSeesEveryField() {
        let base = Cell(glyph: Glyph(asciiByte: UInt8(ascii: "a")), width: 1, style: .normal)
        var changes: [Cell] = []
        var glyph = base
        glyph.glyph = Glyph(asciiByte: UInt8(ascii: "b"))
        changes.append(glyph)
        var width = base
        width.width = 2
        changes.append(width)
        for style in [
            Style(.title), Style(attributes: [.bold]), Style(foreground: .palette(200)),
            Style(background: .palette(17)), Style(background: .palette(0x80)),
        ] {
            var styled = base
            styled.style = style
            changes.append(styled)
        }
        for (index, changed) in changes.enumerated() {
            var differ = FrameDiffer(size: Size(width: 8, height: 1))
            let before = CellBuffer(size: Size(width: 8, height: 1), fill: base)
            differ.apply(before) { _, _, _ in }
            let after = CellBuffer(size: Size(width: 8, height: 1), fill: base)
            after.row(0)[5] = changed
            var written: [Range<Int>] = []
            let stats = differ.apply(after) { _, columns, _ in written.append(columns) }
            // A wide glyph is written with its second half.
            let expected = changed.width == 2 ? 5..<7 : 5..<6
            #expect(written == [expected], "change \(index): \(changed)")
            #expect(stats.cellsWritten == expected.count)
            // And a frame with the same cells, built anew, writes nothing.
            let same = CellBuffer(size: Size(width: 8, height: 1), fill: base)
            same.row(0)[5] = Cell(glyph: changed.glyph, width: changed.width, style: changed.style)
            #expect(differ.apply(same) { _, _, _ in }.cellsWritten == 0, "change \(index)")
        }
    }

    @Test("symbols are measured by range exactly as by their Unicode properties")
    func rangeWidthsMatchProperties() {
        var checked = 0
        for value in UInt32(0x2000)..<0x2C00 where DisplayText.standsAlone(value) {
            let scalar = Unicode.Scalar(value)!
            #expect(TextWidth.of(scalar) == TextWidth.propertyWidth(scalar), "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 2000)
        #expect(TextWidth.of("⏱ 4 seconds till comeback") == 25)
        #expect(TextWidth.of("⌚") == 2)
    }

    @Test("a glyph set is shared until one copy changes a symbol")
    func glyphSetCopyOnWrite() {
        var custom = GlyphSet.unicode
        #expect(custom == .unicode)
        custom.ellipsis = "..."
        custom.box.topLeft = "+"
        #expect(custom.ellipsis == "...")
        #expect(custom.box.topLeft == "+")
        #expect(GlyphSet.unicode.ellipsis == "…")
        #expect(GlyphSet.unicode.box.topLeft == "╭")
        #expect(custom != .unicode)
        var back = custom
        back.ellipsis = "…"
        back.box.topLeft = "╭"
        #expect(back == .unicode)
        #expect(back.hashValue == GlyphSet.unicode.hashValue)
        #expect(custom.ellipsis == "...")
    }

    @Test("a view's window follows it into and out of a window, however deep")
    func viewsKnowTheirWindow() {
        let window = Window(size: Size(width: 40, height: 10), loop: EventLoop(clock: ManualClock()))
        let other = Window(size: Size(width: 40, height: 10), loop: EventLoop(clock: ManualClock()))
        let top = View()
        let middle = View()
        let leaf = View()
        middle.addSubview(leaf)
        top.addSubview(middle)
        #expect(leaf.window == nil)
        window.rootView.addSubview(top)
        #expect(leaf.window === window)
        #expect(middle.window === window)
        middle.removeFromSuperview()
        #expect(leaf.window == nil)
        #expect(top.window === window)
        other.rootView.addSubview(middle)
        #expect(leaf.window === other)
        // Moved between windows without leaving one.
        window.rootView.addSubview(middle)
        #expect(leaf.window === window)
        leaf.removeFromSuperview()
        #expect(leaf.window == nil)
    }
}
