import HelloRouterKit
import TerminalUI
import Testing

/// The example on a headless screen: keys in, screens out.
@MainActor
@Suite("HelloRouter")
struct HelloRouterTests {
    let screen = HeadlessScreen(size: Size(width: 70, height: 14))
    let window: Window
    let application: Application
    /// Moves the manual clock and turns the loop: keys in, frames out.
    let stepper: FrameStepper
    let app: HelloApp

    init() {
        let clock = ManualClock()
        window = Window(size: screen.size, loop: EventLoop(clock: clock))
        window.animationsEnabled = false
        application = Application(screen: screen, window: window)
        stepper = FrameStepper(application: application, clock: clock)
        app = HelloApp(window: window) {}
    }

    func press(_ tokens: String) -> String {
        stepper.run(script: try! KeyScript.parse(tokens))
        return screen.textLines.joined(separator: "\n")
    }

    @Test("Enter pushes a note; x closes it with dismissCurrentModule()")
    func pushAndDismiss() {
        #expect(press("").contains("Groceries"))
        let note = press("down enter")
        #expect(note.contains("The note \"Ideas\""))
        let back = press("x")
        #expect(!back.contains("The note") && back.contains("Books"))
    }

    @Test("s presents Settings over the About tab; x dismisses it")
    func modalAndDismiss() {
        let settings = press("2 s")
        #expect(settings.contains("Nothing to set yet"))
        let about = press("x")
        #expect(!about.contains("Nothing to set yet") && about.contains("Press s for settings"))
    }
}
