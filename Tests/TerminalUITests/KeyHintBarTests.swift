import Testing

@testable import TerminalUI

@MainActor
@Suite("Key-hint line")
struct KeyHintBarTests {
    let hints = [
        KeyHint("▲▼", "Move"), KeyHint("⏎", "Open"), KeyHint("p", "Peek"), KeyHint("Tab", "Detail"),
        KeyHint("?", "Help", essential: true), KeyHint("q", "Quit", essential: true),
    ]

    func line(width: Int) -> String {
        let bar = KeyHintBar()
        bar.hints = hints
        let canvas = Canvas(size: Size(width: width, height: 1))
        bar.draw(in: canvas)
        return canvas.buffer.textLines().first ?? ""
    }

    @Test("every hint shows when there is room, in order")
    func allFit() {
        #expect(line(width: 60) == " ▲▼ Move  ⏎ Open  p Peek  Tab Detail  ? Help  q Quit")
    }

    @Test("when the line is short, the last ordinary hints give way and the essential ones stay")
    func essentialsStay() {
        #expect(line(width: 45) == " ▲▼ Move  ⏎ Open  p Peek  ? Help  q Quit")
        #expect(line(width: 25) == " ▲▼ Move  ? Help  q Quit")
        #expect(line(width: 16) == " ? Help  q Quit")
    }

    @Test("when even the essential hints do not fit, the line shows what fits and no part of a hint")
    func essentialsTooWide() {
        #expect(line(width: 10) == " ? Help")
        #expect(line(width: 4) == "")
    }
}
