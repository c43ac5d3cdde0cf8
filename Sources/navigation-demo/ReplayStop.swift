import Logging
import NavigationDemo
import TerminalUI

/// `--replay FILE --until N`: the session of the transcript up to just after timeline entry N,
/// as the inspector's `R` rewinds to it. The transcript is played headless until the entry
/// appears (before the terminal is touched, so that a transcript without it is an error, exit
/// 2); then the session is replayed on a fresh shell up to the moment the entry was made
/// (`DemoShell.replayed(to:)`), which is what `--headless --dump` prints. Live, the transcript
/// plays at its pace up to the event after which the entry came, and the keyboard takes over
/// at the moment it came.
@MainActor
struct ReplayStop {
    /// The session up to just after the entry, on a headless screen.
    let replayed: (shell: DemoShell, screen: HeadlessScreen)
    /// The transcript's events up to the entry's, for a live replay.
    let transcript: SessionTranscript
    /// How long after the last of those events the entry came.
    let hold: Duration

    static func find(entry: Int, start: SessionStart, assets: DemoAssets) throws(SessionFiles.Problem) -> ReplayStop {
        guard let transcript = start.transcript, let settings = start.replayed else {
            throw SessionFiles.Problem(description: "--until only applies with --replay")
        }
        let size = settings.size ?? Size(width: 80, height: 24)
        let screen = HeadlessScreen(size: size, supportsUnicode: !settings.ascii)
        let clock = ManualClock()
        let probe = DemoShell(
            screen: screen, clock: ScaledClock(base: clock), glyphs: settings.ascii ? .ascii : .unicode,
            animationsEnabled: settings.animations, idiom: settings.idiom, assets: assets,
            logger: Logger(label: "navigation-demo.until", factory: { _ in SwiftLogNoOpLogHandler() }),
            appKeyCommands: true)
        probe.start(opening: settings.open, lesson: settings.lesson)
        let stepper = FrameStepper(application: probe.application, clock: clock)
        for step in transcript.script where probe.point(afterEntry: entry) == nil && !probe.application.hasQuit {
            stepper.perform(step) { screen.resize(to: $0) }
        }
        guard let point = probe.point(afterEntry: entry), let input = probe.sessionInput,
            let replayed = probe.replayed(to: point),
            let replayedScreen = replayed.application.screen as? HeadlessScreen
        else {
            let made = probe.newestTimelineEntry.map { "\($0)" } ?? "no"
            throw SessionFiles.Problem(
                description: "--until \(entry): the transcript's session makes \(made) timeline entries")
        }
        let lastEvent = point.events > 0 ? input.events[point.events - 1].instant : input.start
        return ReplayStop(
            replayed: (replayed, replayedScreen),
            transcript: SessionTranscript(
                settings: transcript.settings, events: Array(transcript.events.prefix(point.events))),
            hold: point.instant - lastEvent)
    }
}
