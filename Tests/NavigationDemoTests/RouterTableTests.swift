import NavigationDemo
import Testing

@testable import TerminalUI

/// Every row of the original demo's table of what each router method does on iPhone and iPad, in each layout, checked on the
/// screen and in Marshroute's history.
@MainActor
@Suite("Routers per layout")
struct RouterTableTests {
    // MARK: Application

    @Test("memory warning: compact pushes Authorization onto the topmost stack")
    func authorizationCompact() {
        let h = DemoHarness(idiom: .compact)
        h.run("down down enter m")
        #expect(h.lines[0].contains("Authorization"))
        #expect(h.lines[0].contains("[x]Cancel") && h.lines[0].contains("[l]Log in"))
        #expect(h.firstStack == "Select category > Transport > Authorization")
    }

    @Test("memory warning: split presents Authorization in a form sheet")
    func authorizationSplit() {
        let h = DemoHarness(idiom: .split)
        h.run("m")
        #expect(h.text.contains("╭"))
        #expect(h.lines.contains { $0.contains("[x]Cancel") && $0.contains("Authorization") })
        #expect(h.history == ["Select category", "Shelves (root)", "modal:", "Authorization", "Recursion"])
    }

    @Test("banner: compact presents Categories modally, with its timer and a Stop button")
    func bannerCategoriesCompact() {
        let h = DemoHarness(idiom: .compact)
        h.run("2 s enter")
        #expect(h.lines[0].contains("Select category") && h.lines[0].contains("[x]Stop"))
        #expect(h.lines[1].contains("Start comeback timer"))
        #expect(h.history == ["Select category", "Recursion", "modal:", "Select category", "Shelves (root)"])
    }

    @Test("banner: split pushes Categories onto the detail column")
    func bannerCategoriesSplit() {
        let h = DemoHarness(idiom: .split)
        h.run("s enter")
        #expect(h.history == ["Select category", "Shelves (root) > Select category", "Recursion"])
        #expect(!h.lines[0].contains("[x]Stop"))
    }

    @Test("banner, second tap: compact presents Recursion modally; split pushes it")
    func bannerRecursion() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("s enter x s enter")
        #expect(compact.lines[0].contains("Recursion") && compact.lines[0].contains("[x]Stop"))
        #expect(compact.history.contains("modal:") && compact.history.last == "Shelves (root)")
        #expect(compact.history[3] == "Recursion")
        let split = DemoHarness(idiom: .split)
        split.run("s enter s enter")
        #expect(split.history[1] == "Shelves (root) > Select category > Recursion")
    }

    // MARK: Categories

    @Test("subcategories: compact pushes; split pushes on the master column")
    func subcategories() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("down down enter")
        #expect(compact.lines[0].contains("‹ Select category") && compact.lines[0].contains("Transport"))
        #expect(compact.firstStack == "Select category > Transport")
        let split = DemoHarness(idiom: .split)
        split.run("down down enter")
        #expect(split.history == ["Select category > Transport", "Shelves (root)", "Recursion"])
    }

    @Test("search results: compact pushes; split replaces the detail column's root")
    func searchResults() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("down down enter down enter")
        #expect(compact.firstStack == "Select category > Transport > Cars")
        #expect(compact.lines[0].contains("[r]Recursion"))
        let split = DemoHarness(idiom: .split)
        split.run("down down enter down enter")
        #expect(split.history[0] == "Select category > Transport")
        #expect(split.history[1].hasSuffix("Cars"))
        #expect(split.text.contains("Cars 1"))
    }

    @Test("comeback timer: compact focuses on Categories; split also puts the shelves back in the detail")
    func returnToCategories() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("enter down down enter down enter wait:6s")
        #expect(compact.firstStack == "Select category")
        #expect(compact.lines[1].contains("Start comeback timer"))
        let split = DemoHarness(idiom: .split)
        split.run("enter down down enter down enter wait:6s")
        #expect(split.history == ["Select category", "Shelves (root)", "Recursion"])
    }

    // MARK: Recursion

    @Test("Recursion opens Recursion: compact as a modal with navigation; split as a popover")
    func recursion() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("2 r")
        #expect(compact.history == ["Select category", "Recursion", "modal:", "Recursion", "Shelves (root)"])
        #expect(compact.lines[0].contains("[x]Stop"))
        let split = DemoHarness(idiom: .split)
        split.run("2 r r")
        #expect(
            split.history == [
                "Select category", "Shelves (root)", "Recursion", "popover:", "Recursion", "popover:", "Recursion",
            ])
    }

    @Test("Recursion opens Categories: compact as a modal; split as a popover")
    func recursionCategories() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("2 c")
        #expect(compact.history == ["Select category", "Recursion", "modal:", "Select category", "Shelves (root)"])
        let split = DemoHarness(idiom: .split)
        split.run("2 c")
        #expect(split.history == ["Select category", "Shelves (root)", "Recursion", "popover:", "Select category"])
        #expect(
            split.lines.contains { $0.contains("╭") && $0.contains("▲") },
            "the popover's border points at its bar button")
    }

    // MARK: Search results and advertisements

    @Test("an advertisement is pushed in both layouts")
    func advertisement() {
        for idiom in DemoIdiom.allCases {
            let h = DemoHarness(idiom: idiom)
            // In the split layout the results replace the detail column: Tab moves there.
            h.run("down down enter down enter \(idiom == .split ? "tab " : "")down down down down enter")
            #expect(h.text.contains("Recommended advertisements"), "\(idiom)")
            #expect(h.history.contains { $0.hasSuffix("Cars > Cars 5") }, "\(idiom): \(h.history)")
        }
    }

    @Test("Recursion from search results: compact modal; split popover from the button")
    func searchResultsRecursion() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("down down enter down enter r")
        #expect(compact.history[1] == "modal:" && compact.history[2] == "Recursion")
        let split = DemoHarness(idiom: .split)
        split.run("down down enter down enter tab r")
        #expect(split.history.contains("popover:"))
    }

    @Test("a recommendation is pushed; Recursion from an advertisement follows the layout")
    func similarAdvertisement() {
        let compact = DemoHarness(idiom: .compact)
        compact.run("down down enter down enter down down down down enter down enter")
        #expect(compact.firstStack.hasSuffix("Cars 5 > Apples"))
        compact.run("r")
        #expect(compact.history.contains("modal:"))
        let split = DemoHarness(idiom: .split)
        split.run("down down enter down enter tab down down down down enter down enter r")
        #expect(split.history[1].hasSuffix("Cars 5 > Apples"))
        #expect(split.history.contains("popover:"))
    }

    // MARK: Authorization and shelves

    @Test("Authorization dismisses itself in both layouts")
    func authorizationDismiss() {
        for idiom in DemoIdiom.allCases {
            let h = DemoHarness(idiom: idiom)
            h.run("m x")
            #expect(!h.text.contains("Authorization"), "\(idiom)")
            #expect(!h.history.contains("modal:") && !h.firstStack.contains("Authorization"), "\(idiom)")
        }
    }

    @Test("shelves: a modal with navigation, a sheet with navigation, a bare sheet")
    func shelves() {
        let h = DemoHarness(idiom: .compact)
        h.run("3 h")
        #expect(h.lines[0].contains("Shelves (modal)"))
        h.run("h")
        #expect(h.text.contains("╭") && h.text.contains("Shelves (sheet)"))
        h.run("h")
        #expect(h.text.contains("Esc closes this sheet"))
        #expect(
            h.history == [
                "Select category", "Recursion", "Shelves (root)", "modal:", "Shelves (modal)",
                "modal:", "Shelves (sheet)", "modal:", "Shelves (sheet)",
            ])
        let split = DemoHarness(idiom: .split)
        split.run("tab h")
        #expect(split.history[1] == "Shelves (root)" && split.history[2] == "modal:")
    }
}
