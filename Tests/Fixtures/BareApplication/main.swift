import CursesScreen
import SystemLibc
import TerminalUI

// The smallest app on TerminalUI, written the way docs/CURSES.md shows it, with nothing about
// signals in it: the end-to-end tests (Tests/EndToEndTests/SignalTests.swift) end it with
// every stop signal, a crash signal and a lost terminal, and check that it restores the
// terminal and ends with the signal by default. `q` quits. With `--exit-without-end` it exits
// without calling `end()`, as an app that forgets it would: the exit hook must still restore
// the terminal and end the process with the signal that stopped it.
final class GreetingViewController: ViewController {
    override func loadView() { view = Label("Bare application: q quits") }
}

let screen: CursesScreen
do {
    screen = try CursesScreen()
} catch {
    let message = Array("bare-application: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(2)
}
let window = Window(size: screen.size, loop: EventLoop(clock: MonotonicClock()))
window.rootViewController = GreetingViewController()
let application = Application(screen: screen, window: window)
window.keyCommands = [
    KeyCommand(.character("q"), hint: KeyHint("q", "Quit", essential: true)) { [weak application] in
        application?.quit()
    }
]
application.run()
if CommandLine.arguments.contains("--exit-without-end") {
    exit(0)
}
screen.end()
