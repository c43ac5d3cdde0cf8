import Logging
import Marshroute
import TerminalUI

/// Replays a session's input on a fresh shell, up to a point: a headless screen of the size
/// the session started with, a manual clock standing where the session's base clock stood, the
/// same settings, the same URL opened first, then each event at its time through
/// `FrameStepper.perform`, as a headless run takes its script. Runs are deterministic, so the
/// shell ends with the screens, stacks, history and timeline the session had at that point.
/// The replay logs nothing and raises no Marshroute message or assertion a second time.
@MainActor
enum DemoReplay {
    /// A fresh shell of `input`'s session, replayed up to `point` (a point past the input's end
    /// replays all of it, then lets the clock run to the point's time).
    static func replay(_ input: DemoSessionInput, to point: DemoSessionPoint, assets: DemoAssets) -> DemoShell {
        let base = ManualClock(now: input.start)
        let scaled = input.scaledClock ? ScaledClock(base: base) : nil
        let screen = HeadlessScreen(size: input.size, supportsUnicode: !input.glyphs.isASCII)
        let silent = Logger(label: "navigation-demo.replay", factory: { _ in SwiftLogNoOpLogHandler() })
        let plugins = (prints: DemoPrintPlugin(logger: silent), assertions: DemoAssertionPlugin(logger: silent))
        return MarshroutePrintManager.withPrintPlugin(plugins.prints) {
            MarshrouteAssertionManager.withAssertionPlugin(plugins.assertions) {
                let shell = DemoShell(
                    screen: screen, clock: scaled ?? base, playback: scaled, glyphs: input.glyphs,
                    animationsEnabled: input.animationsEnabled,
                    idiom: input.idiom, assets: assets, logger: silent, appKeyCommands: true, role: .replay)
                shell.replayedScreenshotNotices = input.screenshotNotices[...]
                shell.start(opening: input.openedURL, lesson: input.startedLesson)
                let stepper = FrameStepper(application: shell.application, clock: base)
                shell.stepper = stepper
                for event in input.events.prefix(point.events) {
                    if event.instant > base.now { stepper.advance(by: event.instant - base.now) }
                    if case .resize(let size) = event.key {
                        stepper.perform(.resize(size)) { screen.resize(to: $0) }
                    } else {
                        stepper.press(event.key)
                    }
                }
                if point.instant > base.now { stepper.advance(by: point.instant - base.now) }
                return shell
            }
        }
    }
}
