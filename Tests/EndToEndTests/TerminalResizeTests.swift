import Foundation
import Testing

/// A real terminal changing size (tmux): the app follows it, and while the terminal is too
/// small every key but quit is ignored.
@Suite("Terminal resize end to end", .serialized, .enabled(if: Tmux.isAvailable || Tmux.isRequired))
struct TerminalResizeTests {
    @Test("too small: ?, g, i, H and L do nothing unseen; back to a usable size the app is as it was; q still quits")
    func tooSmall() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        try tmux.tmux(["resize-window", "-t", tmux.session, "-x", "30", "-y", "10"])
        try tmux.waitFor("Terminal too small")
        try tmux.sendKeys("?", "g", "i", "H", "L", "2")
        try tmux.tmux(["resize-window", "-t", tmux.session, "-x", "100", "-y", "30"])
        let pane = try tmux.waitFor("Select category")
        #expect(!pane.contains("─ Go to ─") && !pane.contains("Inspector:") && !pane.contains("─ Keys ─"), "\(pane)")
        #expect(!pane.contains("Marshroute history") && pane.contains("1 Advertisements │ 2 Recursion │ 3 Shelves"))
        try tmux.tmux(["resize-window", "-t", tmux.session, "-x", "30", "-y", "10"])
        try tmux.waitFor("Terminal too small")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit), "\(tmux.sttyAfterExit)")
    }
}
