import Foundation
import HelloRouterKit
import MarshrouteInspector
import TerminalUI
import Testing

/// The inspector embedded as the README says: `i` opens it beside the app on a wide terminal
/// and over it on a narrow one; the timeline names each router method, and the code view shows
/// it from the sources the RouterSourcesPlugin embedded.
@MainActor
@Suite("HelloRouter: the inspector")
struct HelloRouterInspectorTests {
    /// This package's root, and the repository's.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized
    static let repository = root.appendingPathComponent("../..").standardized

    @MainActor
    final class Run {
        let screen: HeadlessScreen
        let application: Application
        /// Moves the manual clock and turns the loop: keys in, frames out.
        let stepper: FrameStepper
        let app: HelloApp

        init(size: Size) {
            screen = HeadlessScreen(size: size)
            let clock = ManualClock()
            let window = Window(size: size, loop: EventLoop(clock: clock))
            window.animationsEnabled = false
            application = Application(screen: screen, window: window)
            stepper = FrameStepper(application: application, clock: clock)
            app = HelloApp(window: window) {}
        }

        func press(_ tokens: String) -> String {
            stepper.run(script: try! KeyScript.parse(tokens))
            return screen.textLines.joined(separator: "\n")
        }
    }

    @Test("on a wide terminal i opens it beside the app, which keeps its keys; the push shows its method's code")
    func besideTheApp() throws {
        let run = Run(size: Size(width: 160, height: 40))
        let screen = run.press("down enter i")
        #expect(run.app.inspector.isBeside)
        #expect(screen.contains("Inspector: Tree") && screen.contains("The note \"Ideas\""), "\(screen)")
        let timeline = run.app.inspector.text(of: .timeline)
        #expect(
            timeline.contains { $0.contains("NotesRouter.showNote → pushViewControllerDerivedFrom") }, "\(timeline)")
        // The newest entry's explanation shows beside the app, with its method from Notes.swift.
        let notes = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/HelloRouterKit/Notes.swift"), encoding: .utf8
        ).components(separatedBy: "\n")
        let function = try #require(notes.firstIndex { $0.hasSuffix("func showNote(title: String) {") })
        #expect(timeline.contains { $0.hasSuffix("code: Sources/HelloRouterKit/Notes.swift:\(function + 2)") })
        #expect(timeline.contains { $0.hasSuffix("▶     traced {") }, "\(timeline)")
        // x is the app's: it closes the note, and the timeline says how.
        _ = run.press("x")
        #expect(
            run.app.inspector.text(of: .timeline).contains { $0.contains("ModuleRouter.close → dismissCurrentModule") })
        _ = run.press("i")
        #expect(!run.app.inspector.isOpen)
    }

    @Test("on a narrow terminal it opens over the app: Tab turns its pages, Esc closes it")
    func overTheApp() {
        let run = Run(size: Size(width: 70, height: 20))
        let timeline = run.press("2 s i")
        #expect(run.app.inspector.isOpen && !run.app.inspector.isBeside)
        #expect(timeline.contains("[Timeline]") && timeline.contains("presentModalNavigationController"), "\(timeline)")
        let ledger = run.press("tab")
        #expect(ledger.contains("[Ledger]") && ledger.contains("SettingsViewController"), "\(ledger)")
        let tree = run.press("tab")
        #expect(tree.contains("presented modal") && tree.contains("next transition lands here"), "\(tree)")
        let app = run.press("esc")
        #expect(!run.app.inspector.isOpen && app.contains("Nothing to set yet"), "\(app)")
    }

    /// The statements of a document's `swift` blocks under `heading`, without comments and a
    /// leading `let`.
    static func statements(in document: String, under heading: String) throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
        let section = try #require(text.range(of: heading)).upperBound
        var rest = text[section...]
        if let next = rest.range(of: "\n## ") { rest = rest[..<next.lowerBound] }
        var statements: [String] = []
        var inCode = false
        for line in rest.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode = line == "```swift"
                continue
            }
            guard inCode else { continue }
            var code = line.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("let ") { code.removeFirst(4) }
            if !code.isEmpty { statements.append(code) }
        }
        return statements
    }

    @Test(
        "the README's and the article's lines that embed the inspector are HelloRouter's",
        arguments: [
            ("README.md", "## Inspect your own app"),
            (
                "Sources/MarshrouteInspector/MarshrouteInspector.docc/InspectYourAppsRouting.md",
                "## Embed it in a few lines"
            ),
        ])
    func documentedLinesAreTheExamples(document: String, heading: String) throws {
        let statements = try Self.statements(in: document, under: heading)
        #expect(statements.count >= 4, "\(document): \(statements)")
        let code = try ["Sources/HelloRouterKit/HelloApp.swift", "Package.swift"].flatMap {
            try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8).components(separatedBy: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        for statement in statements {
            #expect(code.contains(statement), "\(document): '\(statement)' is not HelloRouter's")
        }
    }
}
