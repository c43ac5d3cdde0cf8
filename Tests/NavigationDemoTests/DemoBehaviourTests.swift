import NavigationDemo
import Testing

@testable import TerminalUI

/// The demo's lessons, each checked on the screen and in Marshroute's history.
@MainActor
@Suite("Demo behaviours")
struct DemoBehaviourTests {
    // MARK: Timer tiles

    @Test("a timer tile counts down from 6 to 1, then starts over", arguments: DemoIdiom.allCases)
    func timerCountsDown(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        h.run("2")
        #expect(h.lines[1].contains("⏱ Start comeback timer"))
        h.run("enter")
        #expect(h.lines[1].contains("⏱ 6 seconds till comeback"))
        for seconds in [5, 4, 3, 2] {
            h.run("wait:1s")
            #expect(h.lines[1].contains("⏱ \(seconds) seconds till comeback"))
        }
        h.run("wait:1s")
        #expect(h.lines[1].contains("⏱ 1 second till comeback"))
        h.run("wait:1s")
        #expect(h.lines[1].contains("⏱ Start comeback timer"))
    }

    @Test(
        "when the timer fires, its module focuses on itself: everything above it closes", arguments: DemoIdiom.allCases)
    func timerFocuses(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        h.run("2 enter wait:2s r r")
        #expect(h.history.filter { $0 == "Recursion" }.count == 3)
        h.run("wait:3s")
        #expect(h.history.filter { $0 == "Recursion" }.count == 3, "one second to go")
        h.run("wait:1s")
        #expect(h.history.filter { $0 == "Recursion" }.count == 1, "the two Recursion modules above were closed")
        #expect(h.lines[1].contains("⏱ Start comeback timer"))
        #expect(h.assertions.isEmpty)
    }

    @Test(
        "a presented Recursion says what dismissing it closes, and it does: the modal (compact), the popover (split)",
        arguments: [
            (DemoIdiom.compact, "This module was presented: dismissing it closes the modal."),
            (DemoIdiom.split, "Presented in a popover: dismissing it closes the popover."),
        ])
    func presentedSaysWhatDismissingCloses(idiom: DemoIdiom, said: String) {
        let h = DemoHarness(idiom: idiom)
        h.run("2 r")
        #expect(h.lines.contains { $0.contains(said) }, "\(h.lines.joined(separator: "\n"))")
        #expect(h.history.filter { $0 == "Recursion" }.count == 2)
        h.run("x")
        #expect(!h.lines.contains { $0.contains(said) }, "what it said was closed")
        #expect(h.history.filter { $0 == "Recursion" }.count == 1)
        #expect(h.lines.contains { $0.contains("This module is a root: it has nothing to dismiss.") })
    }

    @Test("every module has its own timer; several run at once; each returns to its owner")
    func severalTimers() {
        let h = DemoHarness(idiom: .compact)
        h.run("2 enter r") // the root Recursion's timer, then a modal Recursion
        h.run("wait:2s enter r r") // the modal's own timer, then two more
        #expect(h.history.filter { $0 == "Recursion" }.count == 4)
        h.run("wait:4s") // the root's timer fires first: back to the root
        #expect(h.history.filter { $0 == "Recursion" }.count == 1)
        h.run("wait:3s") // the modal's timer fires too, but its module is gone
        #expect(h.history.filter { $0 == "Recursion" }.count == 1)
        #expect(h.lines[0].contains("Recursion") && !h.lines[0].contains("[x]Stop"))
        #expect(h.assertions.isEmpty)
    }

    @Test(
        "a comeback timer firing while a pop animates, whose completion opens the next screen, closes everything cleanly"
    )
    func timerDuringPopWithCompletion() {
        // Found by the fuzzer: logging in pops Authorization and, once that animation ends,
        // opens the advertisement. The Recursion timer fired mid-pop and closed the modal;
        // the pop's completion then pushed onto the modal's deleted history (an assertion).
        let h = DemoHarness(idiom: .compact, animations: true)
        h.run("2 enter wait:5855ms") // the root Recursion's timer: 145 ms to go
        h.run("c down enter enter") // modal categories, a locked result, Authorization
        #expect(h.text.contains("[l]Log in"))
        h.run("l wait:1s") // the pop animates when the timer fires
        #expect(h.assertions.isEmpty, "\(h.assertions)")
        #expect(h.history == ["Select category", "Recursion", "Shelves (root)"])
        h.run("wait:2s")
        #expect(h.leakedControllers() == [])
        #expect(h.assertions.isEmpty)
    }

    @Test("a timer whose module was dismissed does nothing")
    func timerOwnerGone() {
        let h = DemoHarness(idiom: .compact)
        h.run("2 r enter x") // the modal starts its timer, then is stopped
        h.run("r") // another modal is open when the old timer runs out
        h.run("wait:7s")
        #expect(h.history == ["Select category", "Recursion", "modal:", "Recursion", "Shelves (root)"])
        #expect(h.assertions.isEmpty)
    }

    // MARK: Memory warning and shake

    @Test("a memory warning shows Authorization once, however often it comes", arguments: DemoIdiom.allCases)
    func memoryWarningTwice(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        h.run("m m")
        #expect(h.history.filter { $0 == "Authorization" || $0.hasSuffix("> Authorization") }.count == 1)
        h.run("x")
        #expect(!h.history.contains { $0 == "Authorization" || $0.hasSuffix("> Authorization") }, "x closes it")
        h.run("m")
        #expect(
            h.history.filter { $0 == "Authorization" || $0.hasSuffix("> Authorization") }.count == 1,
            "after closing, it shows again")
    }

    @Test("a shake shows a banner that alternates its target, taps with Enter and hides after 3 seconds")
    func shake() {
        let h = DemoHarness(idiom: .compact)
        h.run("s")
        #expect(h.text.contains("Tap to open Categories"))
        h.run("wait:2s")
        #expect(h.text.contains("Tap to open Categories"))
        h.run("wait:1s")
        #expect(!h.text.contains("Tap to open"))
        h.run("s")
        #expect(h.text.contains("Tap to open Categories"), "untapped, the target stays")
        h.run("enter")
        #expect(!h.text.contains("Tap to open"))
        #expect(h.lines[0].contains("Select category") && h.lines[0].contains("[x]Stop"))
        h.run("s")
        #expect(h.text.contains("Tap to open Recursion"))
    }

    // MARK: Peek

    @Test("peek shows the row's screen in an overlay; Enter commits the same transition", arguments: DemoIdiom.allCases)
    func peekCommit(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        h.run("down down p")
        #expect(h.text.contains("Peek: Transport"))
        #expect(h.history[0] == "Select category", "a frozen transition is not in history")
        h.run("enter")
        #expect(!h.text.contains("Peek:"))
        #expect(h.history[0] == "Select category > Transport")
    }

    @Test("Esc cancels a peek: the screen and history are exactly as before")
    func peekCancel() {
        let h = DemoHarness(idiom: .compact)
        h.run("down down")
        let before = h.lines
        let history = h.history
        h.run("p esc")
        #expect(h.lines == before)
        #expect(h.history == history)
    }

    @Test("another transition interrupts a peek: the preview closes and the other one runs")
    func peekInterrupted() {
        let h = DemoHarness(idiom: .compact)
        h.run("2 enter c") // Recursion's timer runs; Categories opens modally
        h.run("down down p") // peeking at Transport in the modal categories
        #expect(h.text.contains("Peek: Transport"))
        h.run("wait:6s") // the timer fires: Recursion focuses on itself
        #expect(!h.text.contains("Peek:"))
        #expect(h.history == ["Select category", "Recursion", "Shelves (root)"])
        #expect(h.assertions.isEmpty)
    }

    @Test("peek on the Recursion bar button previews the next Recursion; Enter opens it")
    func peekBarButton() {
        let h = DemoHarness(idiom: .compact)
        h.run("2 p")
        #expect(h.text.contains("Peek: Recursion"))
        h.run("enter")
        #expect(h.history[1] == "Recursion" && h.history[2] == "modal:")
    }

    @Test("peek on an advertisement shows only its pattern; committing shows the recommendations")
    func peekAdvertisement() {
        let h = DemoHarness(idiom: .compact)
        h.run("down down enter down enter down down down down p")
        #expect(h.text.contains("Peek: Cars 5"))
        #expect(!h.text.contains("Recommended advertisements"))
        h.run("enter")
        #expect(h.text.contains("Recommended advertisements"))
    }

    @Test("a committed peek of Authorization is the real module: its Cancel closes it")
    func peekAuthorizationThenCancel() {
        let h = DemoHarness(idiom: .split, size: Size(width: 140, height: 40))
        h.run("2 c down p enter p")
        #expect(h.text.contains("Peek: Authorization"))
        h.run("enter")
        #expect(h.history.suffix(2) == ["modal:", "Authorization"])
        h.run("x")
        #expect(!h.history.contains("Authorization"))
        #expect(!h.text.contains("[l]Log in"))
    }

    // MARK: Sibling rule, sheets, authorization

    @Test("the sibling rule: opening the advertisement one step back returns to it", arguments: DemoIdiom.allCases)
    func siblingRule(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        let tab = idiom == .split ? "tab " : ""
        h.run("down down enter down enter \(tab)down down down down enter enter down enter")
        #expect(h.history.contains { $0.hasSuffix("Cars 5 > Grapes > Apples") })
        h.run("down enter") // Grapes again, one step back: go back instead
        #expect(h.history.contains { $0.hasSuffix("Cars 5 > Grapes") })
        h.run("home enter down enter") // Bananas, then Apples: Grapes is two steps back now
        h.run("down enter") // so Grapes opens again
        #expect(h.history.contains { $0.hasSuffix("Grapes > Bananas > Apples > Grapes") })
    }

    @Test("Esc closes a bottom sheet; the parent's dismissCurrentModule afterwards dismisses nothing twice")
    func bottomSheetDoubleDismiss() {
        let h = DemoHarness(idiom: .compact)
        h.run("3 h h h")
        #expect(h.history.suffix(2) == ["modal:", "Shelves (sheet)"])
        h.run("esc")
        #expect(
            h.history == [
                "Select category", "Recursion", "Shelves (root)", "modal:", "Shelves (modal)", "modal:",
                "Shelves (sheet)",
            ])
        #expect(
            h.text.contains("[x]Cancel") && h.text.contains("Shelves (sheet)"), "the sheet with navigation still shows")
        h.run("wait:2s")
        #expect(h.assertions.isEmpty, "no retain cycle: the closed sheet was released")
        h.run("esc wait:2s")
        #expect(h.history == ["Select category", "Recursion", "Shelves (root)", "modal:", "Shelves (modal)"])
        #expect(h.assertions.isEmpty)
    }

    @Test("a locked result asks for Authorization; logging in opens its advertisement", arguments: DemoIdiom.allCases)
    func lockedResult(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        let tab = idiom == .split ? "tab " : ""
        h.run("down down enter down enter \(tab)")
        #expect(h.text.contains("🔒 Cars 1"))
        h.run("enter")
        #expect(h.text.contains("Authorization"))
        h.run("l")
        #expect(h.text.contains("Recommended advertisements"))
        #expect(h.history.contains { $0.hasSuffix("Cars > Cars 1") }, "\(h.history)")
        #expect(!h.history.contains { $0.contains("Authorization") })
        h.run("backspace")
        #expect(!h.text.contains("🔒"), "unlocked now")
    }

    @Test("a cancelled Authorization does not open the advertisement")
    func lockedResultCancelled() {
        let h = DemoHarness(idiom: .compact)
        h.run("down down enter down enter enter x")
        #expect(h.firstStack == "Select category > Transport > Cars")
        #expect(h.text.contains("🔒 Cars 1"))
    }

    // MARK: Narrow split layout

    @Test("split layout narrowed to one column: a memory warning's Authorization shows and takes the keys")
    func authorizationInCollapsedSplit() {
        // Found by the fuzzer: the form sheet came from the hidden detail column and stayed
        // invisible while keys went on to the categories under it.
        let h = DemoHarness(idiom: .split)
        h.run("resize:59x20 m")
        #expect(h.text.contains("Authorization") && h.text.contains("[l]Log in"), "\(h.text)")
        h.run("x")
        #expect(!h.text.contains("[l]Log in"))
        #expect(h.lines[0].contains("Select category"), "the categories the user was on show again")
        #expect(h.assertions.isEmpty)
    }

    @Test("split layout narrowed to one column: a chosen category shows its results; back returns to the categories")
    func resultsInCollapsedSplit() {
        let h = DemoHarness(idiom: .split)
        h.run("resize:59x20 down down enter down enter")
        #expect(
            h.lines[0].contains("Cars") && h.text.contains("Cars 5"),
            "the results show at once, no Tab needed\n\(h.text)")
        #expect(!h.text.contains("Motorcycles"))
        #expect(h.lines[0].hasPrefix(" ‹ Transport"), "a back button names the categories")
        #expect(h.lines.last?.contains("⌫ Back") == true, "and the key hints say so")
        h.run("down down down down enter")
        #expect(h.lines[0].contains("Cars 5"), "keys went to the results")
        h.run("left")
        #expect(
            h.lines[0].contains("Cars") && !h.lines[0].contains("Cars 5") && h.text.contains("Cars 5"),
            "back from the advertisement shows the results")
        h.run("left")
        #expect(
            h.lines[0].contains("Transport") && h.text.contains("Motorcycles"),
            "back from the first result screen shows the categories")
        h.run("tab click:2,0")
        #expect(h.text.contains("Motorcycles"), "a click on the back button does the same")
        h.run("resize:140x20")
        #expect(
            !h.lines[0].contains("‹ Transport") && h.lines[0].contains("Cars"),
            "side by side, the detail has no back button\n\(h.text)")
        #expect(h.assertions.isEmpty)
    }

    // MARK: Releasing

    @Test("after returning to the root, every module shown on the way was released", arguments: DemoIdiom.allCases)
    func modulesReleased(idiom: DemoIdiom) {
        let h = DemoHarness(idiom: idiom)
        let tab = idiom == .split ? "tab " : ""
        h.run("down down enter down enter \(tab)down down down down enter enter r")
        h.run("enter r c down down enter x x")
        h.run("m x 3 h h h esc x x 1")
        h.run("s enter")
        h.run("1 \(tab)enter wait:7s")
        h.run("2 p esc r x")
        #expect(h.leakedControllers() == [])
        #expect(h.assertions.isEmpty)
    }
}
