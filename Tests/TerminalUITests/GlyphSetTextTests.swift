import Testing

@testable import TerminalUI

/// `GlyphSet.text`: the ASCII set writes every symbol the Unicode set draws, and any other
/// character outside ASCII, in ASCII; the Unicode set leaves text alone. A view's `glyphs`
/// are its window's, however often it read them before.
@MainActor
@Suite("Glyph set text")
struct GlyphSetTextTests {
    @Test("the ASCII set writes symbols as their stand-ins and anything else outside ASCII as ?")
    func ascii() {
        let ascii = GlyphSet.ascii
        #expect(ascii.text("a → b · c") == "a -> b - c")
        #expect(ascii.text("½× speed") == "1/2x speed")
        #expect(ascii.text("⅒× speed") == "1/10x speed")
        #expect(ascii.text("⏸ paused") == "|| paused")
        #expect(ascii.text("⏎ Open  ⌫ Back  ▲▼ Move") == "Enter Open  Bksp Back  ^v Move")
        #expect(ascii.text("╭─ Go ─╮") == "+- Go -+")
        #expect(ascii.text("••••") == "****")
        #expect(ascii.text("[r] [c] [x]…") == "[r] [c] [x]...")
        #expect(ascii.text("▸ Tab  ◀ here  ⚠ leak") == "> Tab  < here  ! leak")
        #expect(ascii.text("café 🍇") == "caf? ?")
        #expect(ascii.text("plain") == "plain")
    }

    @Test("every symbol of the Unicode set has an ASCII stand-in")
    func everySymbol() {
        let unicode = GlyphSet.unicode
        let symbols =
            [
                unicode.back, unicode.ellipsis, unicode.timer, unicode.lock, unicode.bullet, unicode.enterKey,
                unicode.backspaceKey, unicode.arrowTo, unicode.separator, unicode.times, unicode.pause,
                unicode.warning, unicode.activeMarker,
            ]
            + [
                unicode.verticalLine, unicode.horizontalLine, unicode.arrowUp, unicode.arrowDown, unicode.arrowLeft,
                unicode.arrowRight, unicode.scrollThumb, unicode.selectionMarker, unicode.mask,
                unicode.box.topLeft, unicode.box.topRight, unicode.box.bottomLeft, unicode.box.bottomRight,
            ].map(String.init)
        for symbol in symbols {
            let written = GlyphSet.ascii.text(symbol)
            #expect(written.utf8.allSatisfy { $0 < 0x80 } && !written.contains("?"), "\(symbol) -> \(written)")
        }
    }

    @Test("the Unicode set leaves text alone")
    func unicode() {
        #expect(GlyphSet.unicode.text("a → b · ½× 🍇") == "a → b · ½× 🍇")
    }

    @Test("key hints are written in the set")
    func keyHints() {
        let hint = KeyHint("⏎", "Go → there", essential: true).written(in: .ascii)
        #expect(hint == KeyHint("Enter", "Go -> there", essential: true))
    }

    @Test("a view's glyphs follow its window's: after they change, and after the view moves to another window")
    func viewGlyphsFollowTheWindow() {
        let unicode = TestWindow(glyphs: .unicode)
        let ascii = TestWindow(glyphs: .ascii)
        let screen = SampleScreens.list("First")
        unicode.root = screen
        unicode.render()
        let view = screen.view
        #expect(view.glyphs == .unicode)
        unicode.window.glyphs = .ascii
        #expect(view.glyphs == .ascii, "the view kept the glyphs its window had")
        unicode.window.glyphs = .unicode
        #expect(view.glyphs == .unicode)
        unicode.window.glyphs = .ascii
        #expect(view.glyphs == .ascii)
        unicode.root = nil
        #expect(view.glyphs == .unicode, "off screen, a view has the default glyphs")
        ascii.root = screen
        ascii.render()
        #expect(view.glyphs == .ascii, "moved to another window, the view kept the first one's glyphs")
        #expect(ascii.text.contains("Enter"), "the other window's hint line is not in ASCII")
    }
}
