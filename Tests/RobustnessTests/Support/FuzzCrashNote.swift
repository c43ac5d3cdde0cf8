import CNcurses
import SystemLibc

/// What the fuzzer was doing, kept where a signal handler can print it. A trap (the invariant
/// "no trap") ends the process before any Swift code could report it, so a handler for the
/// fatal signals writes the seed, the session's layout and its tokens so far as a command that
/// replays them, puts the previous handler back and returns: the faulting instruction then
/// faults again into that handler (the Swift runtime's backtracer), and `abort()` raises its
/// signal again by itself.
enum FuzzCrashNote {
    private static let capacity = 1 << 20
    private static let signalCount = 6

    // The signal handler touches nothing but these (already initialized) buffers and calls
    // nothing but write(2) and sigaction(2) (`cnc_testing_restore_signal`).
    nonisolated(unsafe) private static var note = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var noteLength = 0
    nonisolated(unsafe) private static var tail = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    nonisolated(unsafe) private static var tailLength = 0
    nonisolated(unsafe) private static var active = false
    nonisolated(unsafe) private static var signals = UnsafeMutablePointer<Int32>.allocate(capacity: signalCount)
    nonisolated(unsafe) private static var installed = false

    /// Installs the handlers for the duration of a fuzz run.
    static func install() {
        guard !installed else { return }
        installed = true
        tailLength = 0
        for byte in "' swift test --filter RobustnessTests.FuzzTests/replay\n\n".utf8 {
            tail[tailLength] = byte
            tailLength += 1
        }
        for (index, signal) in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE].enumerated() {
            signals[index] = signal
            _ = cnc_testing_catch_signal(signal) { signal in FuzzCrashNote.report(signal) }
        }
    }

    /// Puts the previous handlers back.
    static func uninstall() {
        guard installed else { return }
        installed = false
        active = false
        for index in 0..<signalCount {
            cnc_testing_restore_signal(signals[index])
        }
    }

    /// Starts the note of a session.
    static func begin(seed: UInt64, session: Int, configuration: FuzzConfiguration) {
        active = false
        noteLength = 0
        write(
            "\n*** The fuzzer trapped (seed \(seed), session \(session), layout \(configuration)).\n"
                + "*** The session's keys up to the trap, to shrink and replay with the invariants checked:\n"
                + "FUZZ_REPLAY='\(configuration)|")
        active = true
    }

    /// Adds a token to the note.
    static func append(_ token: String) {
        write(token + " ")
    }

    private static func write(_ text: String) {
        for byte in text.utf8 where noteLength < capacity {
            note[noteLength] = byte
            noteLength += 1
        }
    }

    static func end() {
        active = false
        noteLength = 0
    }

    /// Signal context.
    private static func report(_ signal: Int32) {
        if active {
            active = false
            _ = SystemLibc.write(2, note, noteLength)
            _ = SystemLibc.write(2, tail, tailLength)
        }
        for index in 0..<signalCount where signals[index] == signal {
            cnc_testing_restore_signal(signal)
        }
    }
}
