import CNcurses
import Foundation
import TerminalUI
import Testing

@testable import CursesScreen

extension CursesScreenTests {
    @Test func keysDecodeAsXtermSendsThem() throws {
        let script =
            "\u{1b}OA\u{1b}OB\u{1b}OC\u{1b}OD" + "\r\n\t\u{1b}[Z" + "\u{1b}OP\u{1b}[15~\u{1b}[24~"
            + "\u{3}\u{1}\u{7f}\u{8}\u{1b}[3~" + "\u{1b}OH\u{1b}OF\u{1b}[5~\u{1b}[6~" + "xé漢 " + "\u{1b}OM" + "\u{1b}"
        let harness = try CursesHarness(input: Array(script.utf8))
        defer { harness.finish() }
        let keys = harness.drainEvents()
        #expect(
            keys == [
                .up, .down, .right, .left,
                .enter, .enter, .tab, .backtab,
                .function(1), .function(5), .function(12),
                .ctrl("c"), .ctrl("a"), .backspace, .backspace, .delete,
                .home, .end, .pageUp, .pageDown,
                .character("x"), .character("é"), .character("漢"), .space,
                .enter, .escape,
            ])
    }

    @Test func unknownEscapeSequencesAreSwallowed() throws {
        // A sequence xterm-256color does not name, an SS3 one, then Esc followed by a key.
        let script = "\u{1b}[99;42q" + "a" + "\u{1b}Oz" + "b" + "\u{1b}[2~" + "c" + "\u{1b}q"
        let harness = try CursesHarness(input: Array(script.utf8))
        defer { harness.finish() }
        #expect(harness.drainEvents() == [.character("a"), .character("b"), .character("c"), .escape, .character("q")])
    }

    @Test func keySequencesOutsideTheTerminfoEntryStillDecode() throws {
        // Cursor keys in normal mode (ESC [ A) although keypad mode asks for ESC O A; a
        // Ctrl-Up that xterm-256color names as the extended key kUP5; rxvt's Home and End.
        let script = "\u{1b}[A\u{1b}[D" + "\u{1b}[1;5A\u{1b}[1;2B" + "\u{1b}[7~\u{1b}[8~" + "\u{1b}[11~"
        let harness = try CursesHarness(input: Array(script.utf8))
        defer { harness.finish() }
        #expect(harness.drainEvents() == [.up, .left, .up, .down, .home, .end, .function(1)])
    }

    @Test func mouseClicksArriveWithTheirCell() throws {
        // xterm-256color's kmous is SGR (1006): press then release of button 1 at column 5, row 3.
        let script = "\u{1b}[<0;5;3M\u{1b}[<0;5;3m" + "z"
        let harness = try CursesHarness(input: Array(script.utf8))
        defer { harness.finish() }
        #expect(harness.drainEvents() == [.mouseClick(Point(x: 4, y: 2)), .character("z")])
        #expect(occurrences(of: "\u{1b}[?1006;1000h", in: harness.output()) == 1)
    }

    @Test func waitingBlocksUntilTheTimeoutWithoutSpinning() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        let clock = ContinuousClock()
        let cpuBefore = threadCPUTime()
        let start = clock.now
        #expect(harness.screen.nextEvent(timeout: .milliseconds(200)) == nil)
        let elapsed = start.duration(to: clock.now)
        let cpu = threadCPUTime() - cpuBefore
        #expect(elapsed >= .milliseconds(200))
        #expect(cpu < 50_000_000, "spent \(cpu) ns of CPU time waiting")
    }

    @Test func typingWakesAWait() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        let writer = harness.writerDescriptor
        let thread = Thread {
            usleep(80_000)
            _ = "k".utf8CString.withUnsafeBufferPointer { write(writer, $0.baseAddress, 1) }
        }
        thread.start()
        // A wait that timed out would return nil: the key proves the typing woke it.
        #expect(harness.screen.nextEvent(timeout: .seconds(10)) == .character("k"))
    }

    @Test func aLoneEscArrivesPromptly() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        harness.type("\u{1b}")
        // ESCDELAY is 25 ms unless the environment sets it: with curses' own second, the wait
        // would end empty, still waiting for the rest of a sequence.
        let wait: Duration = ProcessInfo.processInfo.environment["ESCDELAY"] == nil ? .milliseconds(500) : .seconds(5)
        #expect(harness.screen.nextEvent(timeout: wait) == .escape)
        harness.type("\u{1b}OA")
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == .up)
    }

    @Test func sigtermWakesABlockingWaitAndIsReported() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        #expect(harness.screen.terminationSignal == nil)
        let thread = Thread {
            usleep(100_000)
            kill(getpid(), SIGTERM)
        }
        thread.start()
        // Woken by the signal, the wait returns long before its own timeout.
        let timeout = Duration.seconds(60)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(harness.screen.nextEvent(timeout: timeout) == nil)
        #expect(start.duration(to: clock.now) < timeout, "the signal woke the wait")
        #expect(harness.screen.terminationSignal == SIGTERM)
        // Keys still waiting do not delay the exit.
        harness.type("abc")
        #expect(harness.screen.nextEvent(timeout: .seconds(1)) == nil)
        harness.screen.end()
        #expect(harness.screen.terminationSignal == SIGTERM)
    }

    @Test func sighupIsReportedToo() throws {
        let harness = try CursesHarness(fifo: true)
        defer { harness.finish() }
        kill(getpid(), SIGHUP)
        #expect(harness.screen.nextEvent(timeout: .seconds(5)) == nil)
        #expect(harness.screen.terminationSignal == SIGHUP)
    }

    @Test func terminationHandlersAreRemovedByEnd() throws {
        let before = [SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGILL].map(signalHandlerAddress)
        let harness = try CursesHarness()
        #expect([SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGILL].map(signalHandlerAddress) != before)
        harness.finish()
        #expect([SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGILL].map(signalHandlerAddress) == before)
    }

    @Test func sigwinchBecomesAResizeEvent() throws {
        let harness = try CursesHarness(width: 40, height: 10, fifo: true)
        defer { harness.finish() }
        harness.screen.draw(harness.frame(["before"]))
        // A file has no window size, and the harness keeps curses from reading LINES and
        // COLUMNS (setting them would race with other suites): the size stays, but SIGWINCH
        // still arrives as a resize and the next frame repaints every cell. A real change of
        // size is checked in tmux (EndToEndTests).
        // Sent to the waiting thread, as the kernel does when that thread is the one not
        // blocking SIGWINCH (the test may run on a thread that normally blocks it).
        let waiter = pthread_self()
        let thread = Thread {
            usleep(100_000)
            pthread_kill(waiter, SIGWINCH)
        }
        thread.start()
        // A wait that timed out would return nil: the resize proves the signal woke it.
        #expect(harness.screen.nextEvent(timeout: .seconds(10)) == .resize(Size(width: 40, height: 10)))
        let stats = harness.screen.draw(harness.frame(["after"]))
        // A repaint: the erased window gets every cell that is not blank.
        #expect(stats.cellsWritten == "after".count)
    }

    @Test func ctrlZSuspendsResumesAndAsksForARedraw() throws {
        // Input from a file is no terminal: the process is not stopped, but curses is left and
        // re-entered exactly as around a real stop.
        let harness = try CursesHarness(input: [0x1A, UInt8(ascii: "n")])
        defer { harness.finish() }
        harness.screen.draw(harness.frame(["before suspend"]))
        let before = harness.output().count
        #expect(harness.screen.nextEvent(timeout: .milliseconds(100)) == .resize(Size(width: 40, height: 10)))
        let added = String(decoding: harness.output()[before...], as: UTF8.self)
        let left = try #require(added.range(of: "\u{1b}[?1049l"))
        let back = try #require(added.range(of: "\u{1b}[?1049h"))
        #expect(left.upperBound <= back.lowerBound)
        let stats = harness.screen.draw(harness.frame(["before suspend"]))
        // A repaint: the erased window gets every cell that is not blank.
        #expect(stats.cellsWritten == "beforesuspend".count)
        #expect(harness.screen.nextEvent(timeout: .milliseconds(100)) == .character("n"))
    }
}

/// The handler installed for `signal`, as an address (0 for SIG_DFL); read in C, where
/// `struct sigaction`'s handler field has one name on every system.
func signalHandlerAddress(_ signal: Int32) -> UInt {
    UInt(cnc_testing_signal_handler(signal))
}

/// CPU time of the calling thread in nanoseconds.
func threadCPUTime() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}
