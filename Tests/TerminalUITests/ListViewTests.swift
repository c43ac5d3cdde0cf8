import Testing

@testable import TerminalUI

@MainActor
@Suite("List view")
struct ListViewTests {
    func makeList(count: Int = 50, height: Int = 10, disabled: Set<Int> = []) -> ListView {
        let list = ListView(
            items: (0..<count).map { ListItem("Row \($0 + 1)", isEnabled: !disabled.contains($0)) },
            frame: Rect(x: 0, y: 0, width: 30, height: height))
        list.layoutIfNeeded()
        return list
    }

    @Test("arrows and j/k move the selection and stop at the ends")
    func arrows() {
        let list = makeList()
        #expect(list.selectedIndex == 0)
        _ = list.handleKey(.up)
        #expect(list.selectedIndex == 0)
        _ = list.handleKey(.down)
        _ = list.handleKey(.character("j"))
        #expect(list.selectedIndex == 2)
        _ = list.handleKey(.character("k"))
        #expect(list.selectedIndex == 1)
        _ = list.handleKey(.end)
        #expect(list.selectedIndex == 49)
        _ = list.handleKey(.down)
        #expect(list.selectedIndex == 49)
        _ = list.handleKey(.home)
        #expect(list.selectedIndex == 0)
    }

    @Test("scrolling keeps the selection visible")
    func scrolling() {
        let list = makeList()
        for _ in 0..<12 { _ = list.handleKey(.down) }
        #expect(list.selectedIndex == 12)
        #expect(list.scrollOffset == 3)
        let canvas = Canvas(size: Size(width: 30, height: 10))
        list.render(in: canvas)
        let lines = canvas.buffer.textLines()
        #expect(lines.first?.contains("Row 4") == true)
        #expect(lines.last?.contains("› Row 13") == true)
        _ = list.handleKey(.home)
        #expect(list.scrollOffset == 0)
    }

    @Test("page down and up move by a screenful less one")
    func paging() {
        let list = makeList()
        _ = list.handleKey(.pageDown)
        #expect(list.selectedIndex == 9)
        _ = list.handleKey(.pageDown)
        #expect(list.selectedIndex == 18)
        #expect(list.scrollOffset == 9)
        _ = list.handleKey(.pageUp)
        #expect(list.selectedIndex == 9)
    }

    @Test("disabled rows are skipped and never selected")
    func disabledRows() {
        let list = makeList(count: 6, disabled: [0, 2, 3, 5])
        #expect(list.selectedIndex == 1)
        _ = list.handleKey(.down)
        #expect(list.selectedIndex == 4)
        _ = list.handleKey(.down)
        #expect(list.selectedIndex == 4)
        _ = list.handleKey(.home)
        #expect(list.selectedIndex == 1)
        list.select(2)
        #expect(list.selectedIndex == 1)
        let none = makeList(count: 3, disabled: [0, 1, 2])
        #expect(none.selectedIndex == nil)
        #expect(!none.handleKey(.character("x")))
    }

    @Test("Enter and clicks activate; clicks select first")
    func activation() {
        let list = makeList()
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        _ = list.handleKey(.down)
        _ = list.handleKey(.enter)
        #expect(list.mouseClicked(at: Point(x: 3, y: 5)))
        #expect(list.selectedIndex == 5)
        #expect(activated == [1, 5])
    }

    @Test("replacing items keeps a valid selection")
    func replacingItems() {
        let list = makeList()
        _ = list.handleKey(.end)
        list.items = [ListItem("Only")]
        #expect(list.selectedIndex == 0)
        #expect(list.scrollOffset == 0)
        list.items = []
        #expect(list.selectedIndex == nil)
    }

    @Test("rendering at 0x0 and 1x1 does not trap")
    func tinySizes() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 1)] {
            let list = makeList()
            list.frame = Rect(size: size)
            let canvas = Canvas(size: size)
            list.render(in: canvas)
            _ = list.handleKey(.pageDown)
            _ = list.handleKey(.end)
            // Whatever the size, the selection stays on a row and moves: End reaches the last.
            #expect(list.selectedIndex == 49, "at \(size)")
            #expect(canvas.buffer.textLines().count == size.height)
        }
    }
}
