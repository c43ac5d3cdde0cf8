import Foundation
import GettingStarted
import TerminalUI
import Testing

/// The article's app on a headless screen: keys and URLs in, screens out.
@MainActor
@Suite("Getting started")
struct GettingStartedTests {
    let screen = HeadlessScreen(size: Size(width: 60, height: 10))
    let window: Window
    let application: Application
    /// Moves the manual clock and turns the loop: keys in, frames out.
    let stepper: FrameStepper
    let app: NotesApp

    init() throws {
        let clock = ManualClock()
        window = Window(size: screen.size, loop: EventLoop(clock: clock))
        window.animationsEnabled = false
        application = Application(screen: screen, window: window)
        stepper = FrameStepper(application: application, clock: clock)
        app = try NotesApp(window: window)
    }

    func press(_ tokens: String) throws -> String {
        stepper.run(script: try KeyScript.parse(tokens))
        return screen.textLines.joined(separator: "\n")
    }

    @Test("Enter pushes the chosen note; x closes it with dismissCurrentModule()")
    func pushAndClose() throws {
        #expect(try press("").contains("Groceries"))
        let note = try press("down enter")
        #expect(note.contains("The note \"Ideas\""))
        #expect(note.contains("‹ Notes"), "the note was pushed onto the notes' stack")
        let back = try press("x")
        #expect(!back.contains("The note") && back.contains("Books"))
    }

    @Test("a URL pushes a note through the RoutePerformer on the single stack")
    func route() throws {
        var failure: String?
        app.routes.route("notes/Plans").failure { failure = "\($0)" }.execute()
        let screen = try press("")
        #expect(failure == nil)
        #expect(screen.contains("The note \"Plans\"") && screen.contains("‹ Notes"))
        #expect(app.routes.plan("notes/Plans").error == nil)
    }

    @Test("below the minimum size the app says so")
    func minimumSize() throws {
        let small = try press("resize:29x10")
        #expect(small.contains("too small"))
        #expect(try press("resize:30x6").contains("Groceries"))
    }
}
