import CursesScreen
import HelloRouterKit
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

// Runs HelloRouter in this terminal until q (or Ctrl-C).
let status: Int32 = MainActor.assumeIsolated {
    do {
        let screen = try CursesScreen()
        defer { screen.end() }
        let window = Window(size: screen.size, loop: EventLoop(clock: MonotonicClock()))
        let application = Application(screen: screen, window: window)
        let app = HelloApp(window: window) { [weak application] in application?.quit() }
        withExtendedLifetime(app) { application.run() }
        return 0
    } catch {
        print("hello-router: \(error)")
        return 2
    }
}
exit(status)
