import Foundation
import TestSupport
import Testing

/// The code behind a call and rewind with the real binary: the code view comes from the
/// program itself (it works run from `/`), `R` rewinds in a real terminal over the app and
/// beside it and returns to the present, and `--replay FILE --until N` plays a recorded session
/// up to just after entry N, then hands the keyboard over.
@Suite("Code view and rewind on the command line", .serialized)
struct RewindCommandLineTests {
    @Test("the code view is built into the program: run from /, it shows the method and its file")
    func codeViewFromAnywhere() throws {
        let assets = PackagePaths.root.appendingPathComponent("demo-assets").path
        let result = try DemoBinary.run(
            [
                "--headless", "--size", "120x30", "--idiom", "compact", "--assets", assets, "--keys",
                "down down enter i enter", "--dump",
            ], in: "/")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("code: Sources/NavigationDemo/Modules/Categories/CategoriesRouters.swift:8"))
        #expect(result.stdout.contains("8 ▶ func showSubcategories(categoryId: String) { traced {"), "\(result.stdout)")
        let ascii = try DemoBinary.run(
            [
                "--headless", "--size", "120x30", "--idiom", "compact", "--ascii", "--assets", assets, "--keys",
                "down down enter i enter", "--dump",
            ], in: "/")
        #expect(ascii.stdout.contains("8 > func showSubcategories"), "\(ascii.stdout)")
        let codeLines = ascii.stdout.split(separator: "\n").filter { $0.contains("code:") || $0.contains(" > func") }
        #expect(codeLines.count == 2)
        #expect(codeLines.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "the code view in ASCII: \(codeLines)")
    }

    @Test("R in a real terminal: over the app, the screen of then; app keys kept from it; End R returns")
    func rewindOverTheApp() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "compact"])
        try tmux.waitFor("Select category")
        try tmux.sendKeys("Down", "Down", "Enter")
        try tmux.waitFor("All subcategories")
        try tmux.sendKeys("Down", "Enter")
        try tmux.waitFor("Cars 1")
        try tmux.sendKeys("i", "Home", "R")
        try tmux.waitFor("⏪ rewound to #1")
        try tmux.waitFor("later, in the present")
        try tmux.sendKeys("Escape")
        var pane = try tmux.waitFor("All subcategories")
        #expect(!pane.contains("Cars 1"), "\(pane)")
        // The app takes no keys while rewound.
        try tmux.sendKeys("Down", "Enter", "BSpace")
        pane = try tmux.waitFor("⏪ rewound to #1")
        #expect(pane.contains("All subcategories") && !pane.contains("Cars 1"), "\(pane)")
        try tmux.sendKeys("i", "End", "R")
        try tmux.waitUntilGone("rewound")
        try tmux.sendKeys("Escape")
        try tmux.waitFor("Cars 1")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        #expect(isSane(stty: tmux.sttyAfterExit), "\(tmux.sttyAfterExit)")
    }

    @Test("R beside the app (150 columns): one entry back, the arrows move, R on the newest returns")
    func rewindBesideTheApp() throws {
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--idiom", "split"], width: 150, height: 36)
        try tmux.waitFor("Select category")
        try tmux.sendKeys("Down", "Down", "Enter")
        try tmux.waitFor("All subcategories")
        try tmux.sendKeys("Down", "Enter")
        try tmux.waitFor("Cars 1")
        try tmux.sendKeys("i")
        try tmux.waitFor("R Rewind")
        try tmux.sendKeys("R")
        try tmux.waitFor("⏪ rewound to #1")
        try tmux.sendKeys("Down")
        try tmux.waitFor("R Present")
        try tmux.sendKeys("R")
        try tmux.waitUntilGone("rewound")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }

    @Test("--replay FILE --until 1, live: it plays up to just after entry 1, then the keyboard takes over")
    func replayUntilLive() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navdemo-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorded = try DemoBinary.dump(
            size: "100x30", keys: "wait:500ms down wait:300ms down wait:300ms enter wait:1s down enter wait:1s",
            extra: ["--record", file.path])
        #expect(recorded.status == 0)
        let tmux = try Tmux.require()
        try tmux.start(arguments: ["--replay", file.path, "--until", "1"])
        let playing = try tmux.waitFor("▶ replay ")
        #expect(playing.contains("/3"), "three events up to entry 1: \(playing)")
        try tmux.waitUntilGone("▶ replay")
        var pane = try tmux.waitFor("All subcategories")
        #expect(!pane.contains("Cars 1"), "\(pane)")
        // The keyboard is the user's: the entry after it never happens unless they make it.
        try tmux.sendKeys("Down", "Enter")
        pane = try tmux.waitFor("Cars 1")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
    }
}
