import CursesScreen
import GettingStarted
import TerminalUI

try MainActor.assumeIsolated {
    let screen = try CursesScreen()
    defer { screen.end() }
    let window = Window(size: screen.size, loop: EventLoop(clock: MonotonicClock()))
    let application = Application(screen: screen, window: window)
    let app = try NotesApp(window: window)
    window.keyCommands = [
        KeyCommand(.character("q"), hint: KeyHint("q", "Quit")) { application.quit() },
        KeyCommand(.character("o"), hint: KeyHint("o", "notes/Today")) { app.routes.route("notes/Today").execute() },
    ]
    withExtendedLifetime(app) { application.run() }
}
