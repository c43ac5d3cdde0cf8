import Foundation
import Testing

/// A walk through the demo's lessons in a real terminal, in both layouts: the same keys a
/// newcomer would press, checked on the pane, and a clean exit.
@Suite("Terminal tour", .serialized, .enabled(if: Tmux.isAvailable || Tmux.isRequired))
struct TerminalTourTests {
    @Test("compact layout at 100x30")
    func compact() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact", "--no-animation"], width: 100, height: 30)
        try tmux.waitFor("Select category")
        // Push twice, open a search result's advertisement.
        try tmux.sendKeys("Down", "Down", "Enter", "Down", "Enter")
        try tmux.waitFor("Cars 5")
        try tmux.sendKeys("Down", "Down", "Down", "Down", "Enter")
        try tmux.waitFor("Recommended advertisements")
        // Peek at a recommendation, cancel it.
        try tmux.sendKeys("p")
        #expect(try tmux.waitFor("Peek:").contains("Enter opens"))
        try tmux.sendKeys("Escape")
        try tmux.waitUntilGone("Peek:")
        // Recursion as a modal, then the memory warning pushes Authorization onto it.
        try tmux.sendKeys("2", "r", "m")
        try tmux.waitFor("[l]Log in")
        try tmux.sendKeys("x")
        try tmux.waitUntilGone("[l]Log in")
        // Shelves: a sheet closed with Esc.
        try tmux.sendKeys("x", "3", "h", "h")
        try tmux.waitFor("Shelves (sheet)")
        try tmux.sendKeys("Escape")
        #expect(try tmux.waitUntilGone("Shelves (sheet)").contains("Shelves (modal)"))
        // The history overlay, the help overlay.
        try tmux.sendKeys("H")
        #expect(try tmux.waitFor("Marshroute history").contains("Shelves (modal)"))
        try tmux.sendKeys("Escape", "?")
        #expect(try tmux.waitFor("Marshroute at work").contains("Memory warning"))
        try tmux.sendKeys("Escape", "q")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit))
    }

    @Test("split layout at 140x40")
    func split() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "split"], width: 140, height: 40)
        try tmux.waitFor("Shelves (root)")
        // A category in the master column replaces the detail column.
        try tmux.sendKeys("Down", "Down", "Enter", "Down", "Enter")
        try tmux.waitFor("Cars 1")
        // Tab to the detail; a locked result asks for Authorization in a form sheet.
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitFor("[l]Log in")
        try tmux.sendKeys("l")
        #expect(try tmux.waitFor("Recommended advertisements").contains("Cars 1"))
        #expect(!(try tmux.capture()).contains("[l]Log in"))
        // Recursion opens popovers from its button: the popover's own text and arrow.
        try tmux.sendKeys("2", "r")
        #expect(try tmux.waitFor("dismissing it closes the popover").contains("▲"))
        try tmux.sendKeys("Escape", "q")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit))
    }
}
