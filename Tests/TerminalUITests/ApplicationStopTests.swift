import Testing

@testable import TerminalUI

/// `Application.run()` ends when its screen stops (a signal, a lost terminal), with no
/// `shouldStop` set: every app stops, not only those that ask.
@MainActor
@Suite("The application stops with its screen")
struct ApplicationStopTests {
    @Test("run() returns once the screen reports a stop", arguments: [ScreenStop.signal(15), .terminalClosed])
    func runEndsOnStop(stop: ScreenStop) {
        let screen = StoppingScreen(size: Size(width: 20, height: 5), stopAfter: 3, reason: stop)
        let window = Window(size: screen.size, loop: EventLoop(clock: ManualClock()))
        let application = Application(screen: screen, window: window)
        screen.application = application
        application.run()
        #expect(application.stopReason == stop)
        #expect(screen.callsAfterStop == 0)
        #expect(!application.hasQuit, "it stopped because of the screen, not through a fallback quit()")
    }

    @Test("a script stops with its screen too, and a replay reports its real screen's stop")
    func scriptAndReplayStop() throws {
        let screen = StoppingScreen(size: Size(width: 20, height: 5), stopAfter: 0, reason: .signal(1))
        let clock = ManualClock()
        let window = Window(size: screen.size, loop: EventLoop(clock: clock))
        let application = Application(screen: screen, window: window)
        _ = screen.nextEvent(timeout: nil)
        var keys = 0
        application.inputObserver = { _ in keys += 1 }
        FrameStepper(application: application, clock: clock).run(script: try KeyScript.parse("a b c"))
        #expect(keys == 0)
        let transcript = SessionTranscript(events: [.init(delay: .zero, key: .down)])
        let replay = ReplayingScreen(base: screen, transcript: transcript, clock: ManualClock())
        #expect(replay.stopReason == .signal(1))
        #expect(replay.nextEvent(timeout: nil) == nil, "no recorded key is played once the real screen stopped")
    }

    @Test("the stop says what it was")
    func description() {
        #expect(ScreenStop.signal(15).description == "signal 15")
        #expect(ScreenStop.signal(15).signal == 15)
        #expect(ScreenStop.terminalClosed.signal == nil)
        #expect(ScreenStop.terminalClosed.description == "terminal closed")
        #expect(HeadlessScreen(size: Size(width: 1, height: 1)).stopReason == nil)
    }
}

/// A screen that stops after a number of waits for input. A loop that asks it again after the
/// stop would spin (or block) for ever: it counts those calls and, past a few, quits the
/// application so that the test fails instead of hanging.
@MainActor
private final class StoppingScreen: Screen {
    let size: Size
    let colorMode = ColorMode.monochrome
    let supportsUnicode = true
    private(set) var stopReason: ScreenStop?
    private(set) var callsAfterStop = 0
    private var callsLeft: Int
    private let reason: ScreenStop
    weak var application: Application?

    init(size: Size, stopAfter calls: Int, reason: ScreenStop) {
        self.size = size
        callsLeft = calls
        self.reason = reason
    }

    func draw(_ frame: CellBuffer) -> FrameStats { FrameStats() }
    func invalidate() {}

    func nextEvent(timeout: Duration?) -> Key? {
        if stopReason != nil {
            callsAfterStop += 1
            if callsAfterStop > 5 { application?.quit() }
            return nil
        }
        if callsLeft == 0 {
            stopReason = reason
            return nil
        }
        callsLeft -= 1
        return .character("x")
    }
}
