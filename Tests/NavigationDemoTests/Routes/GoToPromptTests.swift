import NavigationDemo
import Routes
import Testing

@testable import TerminalUI

/// The Go-to prompt (`g` or `:`): live plan, completion, history, errors, Esc, resize, and
/// routes from inside a modal going where Marshroute's topmost rule sends them.
@MainActor
@Suite("The Go-to prompt")
struct GoToPromptTests {
    @Test("g opens it with a hint, typing previews the plan, Enter runs it", arguments: DemoIdiom.allCases)
    func previewAndRun(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom, appKeys: true)
        h.run("g")
        #expect(h.demo.goTo.isOpen)
        #expect(h.text.contains("─ Go to ─"))
        #expect(h.demo.goTo.message == GoToPrompt.emptyMessage)
        #expect(h.lines.last?.contains("Tab Complete") == true)
        #expect(h.lines.last?.contains("q Quit") == false, "letters type text while the prompt is open")
        h.run("type:adverts/2")
        // The split layout fills the detail column rather than push onto "Shelves (root)".
        let step =
            idiom == .compact
            ? "push Advertisement #2 onto the stack showing \"Select category\""
            : "set Advertisement #2 as the detail of the split view showing \"Shelves (root)\""
        #expect(h.demo.goTo.message == "adverts/{advertId|number} → \(step)")
        #expect(h.text.contains("› adverts/2"))
        h.run("enter")
        #expect(!h.demo.goTo.isOpen)
        #expect(h.history.contains { $0.hasSuffix("All categories 2") })
    }

    @Test("a failure stays in the prompt with the nearest patterns; Esc closes without routing")
    func errors() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        let before = h.history
        h.run(": type:advert/2")
        #expect(h.demo.goTo.message.contains("no route matches 'advert/2'"))
        h.run("enter")
        #expect(h.demo.goTo.isOpen)
        #expect(h.text.contains("nearest"))
        h.run("esc")
        #expect(!h.demo.goTo.isOpen)
        #expect(h.history == before)
    }

    @Test("Tab completes patterns and ids; Up brings back earlier entries")
    func completionAndHistory() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g type:adv tab")
        #expect(h.text.contains("› adverts"))
        h.run("ctrl-u type:shelves/s tab")
        #expect(h.text.contains("› shelves/sheet"))
        h.run("ctrl-u type:tabs/r tab")
        #expect(h.text.contains("› tabs/recursion"))
        h.run("enter g up")
        #expect(h.text.contains("› tabs/recursion"))
    }

    @Test("over a modal, a pushed route goes onto the modal's stack (Marshroute's topmost)")
    func overModal() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g type:recursion enter")
        #expect(h.history.prefix(3) == ["Select category", "modal:", "Recursion"])
        h.run("g type:adverts/2 enter")
        #expect(h.history.prefix(3) == ["Select category", "modal:", "Recursion > All categories 2"])
    }

    @Test("works at 40x12 and through a resize while open")
    func smallAndResize() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 40, height: 12), appKeys: true)
        h.run("g type:adverts/2")
        #expect(h.lines.contains { $0.hasPrefix("─ Go to ─") })
        h.run("resize:60x16")
        #expect(h.lines.count == 16)
        #expect(h.lines.contains { $0.hasPrefix("─ Go to ─") })
        #expect(h.text.contains("› adverts/2"))
        h.run("enter")
        #expect(h.history.contains { $0.hasSuffix("All categories 2") })
    }

    @Test("Cancel on the guard's Authorization opens the prompt again with the reason")
    func asyncFailure() {
        let h = DemoHarness(idiom: .split, appKeys: true)
        h.run("g type:adverts/16 enter")
        #expect(!h.demo.goTo.isOpen)
        #expect(h.text.contains("Sign in"))
        h.run("x wait:1s")
        #expect(h.demo.goTo.isOpen)
        #expect(h.demo.goTo.message.contains("Authorization was cancelled"))
        #expect(h.text.contains("› adverts/16"))
    }

    @Test("typed control characters never reach the screen")
    func controlCharacters() {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g type:adverts/%1B")
        #expect(!h.text.unicodeScalars.contains { $0.value == 0x1B })
        #expect(h.demo.goTo.message.contains("control"))
    }
}
