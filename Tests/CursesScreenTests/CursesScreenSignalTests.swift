import Foundation
import TerminalUI
import Testing

@testable import CursesScreen

/// Stop signals, interception and a terminal that goes away. The harness turns off
/// `endsProcessOnSignal`: here the signals go to the test runner itself. What a real process
/// does with them (end with the signal, terminal restored) is checked in tmux by
/// Tests/EndToEndTests/SignalTests.swift.
extension CursesScreenTests {
    @Test(
        "every stop signal stops the screen, and a stopped screen takes no more input",
        arguments: [
            SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
        ])
    func everyStopSignalStops(signal: Int32) throws {
        #expect(CursesScreen.stopSignals.contains(signal))
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        #expect(harness.screen.stopReason == nil)
        kill(getpid(), signal)
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(harness.screen.stopReason == .signal(signal))
        #expect(harness.screen.terminationSignal == signal)
        // Keys typed after the stop are not read: the app's loop must end, not go on.
        harness.type("k")
        #expect(harness.screen.nextEvent(timeout: .seconds(1)) == nil)
        harness.screen.end()
        #expect(harness.screen.stopReason == .signal(signal))
    }

    @Test("an intercepted signal goes to the app's handler and the screen runs on")
    func interceptedSignalKeepsRunning() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        let handler = SignalHandlerSpy(answer: .keepRunning)
        harness.screen.intercept([SIGUSR1, SIGHUP], with: handler.handle)
        kill(getpid(), SIGUSR1)
        // The wait ends (so the app can draw what its handler changed), and nothing stops.
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(handler.received == [SIGUSR1])
        #expect(harness.screen.stopReason == nil)
        harness.type("k")
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == .character("k"))
        // A signal it did not intercept still stops the screen.
        kill(getpid(), SIGUSR2)
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(harness.screen.stopReason == .signal(SIGUSR2))
        #expect(handler.received == [SIGUSR1])
    }

    @Test("a handler that answers .stop stops the screen with its signal; stopIntercepting gives it back")
    func interceptedSignalCanStop() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        let handler = SignalHandlerSpy(answer: .keepRunning)
        harness.screen.intercept([SIGTERM, SIGALRM], with: handler.handle)
        harness.screen.stopIntercepting([SIGALRM])
        kill(getpid(), SIGTERM)
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(harness.screen.stopReason == nil)
        handler.answer = .stop
        kill(getpid(), SIGTERM)
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(handler.received == [SIGTERM, SIGTERM])
        #expect(harness.screen.stopReason == .signal(SIGTERM))

        harness.screen.end()
        let second = try CursesHarness(fifo: true)
        defer { second.finish() }
        second.screen.intercept([SIGALRM]) { _ in .keepRunning }
        second.screen.stopIntercepting([SIGALRM])
        kill(getpid(), SIGALRM)
        #expect(second.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(second.screen.stopReason == .signal(SIGALRM))
    }

    @Test("a terminal that goes away stops the screen once what it sent is read")
    func lostTerminalStops() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        harness.type("ab")
        harness.closeInput()
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == .character("a"))
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == .character("b"))
        #expect(harness.screen.stopReason == nil)
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(harness.screen.stopReason == .terminalClosed)
        #expect(harness.screen.terminationSignal == nil)
    }

    @Test("a signal ignored at start (nohup) stays ignored; the others are put back by end()")
    func ignoredSignalsStayIgnored() throws {
        let previous = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, previous) }
        let others = CursesScreen.stopSignals.filter { $0 != SIGUSR2 }
        let before = others.map(signalHandlerAddress)
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        #expect(signalHandlerAddress(SIGUSR2) == unsafeBitCast(SIG_IGN, to: UInt.self))
        for (signal, address) in zip(others, before) {
            #expect(signalHandlerAddress(signal) != address, "no handler for signal \(signal)")
        }
        kill(getpid(), SIGUSR2)
        harness.type("k")
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == .character("k"))
        #expect(harness.screen.stopReason == nil)
        harness.screen.end()
        #expect(others.map(signalHandlerAddress) == before)
    }

    @Test("without an output file, standard output must be a terminal")
    func standardOutputMustBeATerminal() throws {
        guard isatty(STDOUT_FILENO) == 0 else { return } // the runner's own stdout is a terminal
        do {
            _ = try CursesScreen(
                options: CursesScreenOptions(redirectsStandardError: false, inputPath: "/dev/null"))
            Issue.record("a screen started on a standard output that is no terminal")
        } catch {
            #expect(error.call == "isatty(standard output)")
            #expect(error.reason.contains("not a terminal"))
        }
    }
}

/// An app's signal handler: answers as told and remembers what it got.
@MainActor
final class SignalHandlerSpy {
    var answer: SignalDecision
    private(set) var received: [Int32] = []

    init(answer: SignalDecision) { self.answer = answer }

    func handle(_ signal: Int32) -> SignalDecision {
        received.append(signal)
        return answer
    }
}

extension CursesScreenTests {
    @Test("a stop signal handled on another thread wakes the waiting one, and end() may follow at once")
    func signalOnAnotherThread() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        // The kernel runs the handler on the thread the signal is sent to; only the self-pipe
        // tells the waiting main thread.
        let receiver = SignalReceiverThread()
        receiver.start()
        receiver.signal(SIGUSR1)
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(harness.screen.stopReason == .signal(SIGUSR1))
        harness.screen.end()
        receiver.finish()
    }
}

/// A thread of its own that sleeps until told to end: `pthread_kill` sends it signals, which
/// the kernel then handles on it.
final class SignalReceiverThread: @unchecked Sendable {
    private let running = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var thread: pthread_t?
    private var done = false
    /// Signals it takes besides the stop signals.
    private let extraSignals: [Int32]

    init(extraSignals: [Int32] = []) { self.extraSignals = extraSignals }

    func start() {
        Thread { [self] in
            // A thread inherits its creator's mask, which may block the signal.
            var stopSignals = sigset_t()
            sigemptyset(&stopSignals)
            for signal in CursesScreen.stopSignals + extraSignals { sigaddset(&stopSignals, signal) }
            pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
            lock.withLock { thread = pthread_self() }
            running.signal()
            while !lock.withLock({ done }) { usleep(10_000) }
        }.start()
        running.wait()
    }

    func signal(_ number: Int32) {
        if let thread = lock.withLock({ thread }) { pthread_kill(thread, number) }
    }

    func finish() {
        lock.withLock { done = true }
    }
}
