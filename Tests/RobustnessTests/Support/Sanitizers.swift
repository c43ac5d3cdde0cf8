import CNcurses
import SystemLibc

/// Which sanitizer this test process runs under (`swift test --sanitize=…`).
enum Sanitizers {
    /// AddressSanitizer keeps freed memory in quarantine and pads every allocation: resident
    /// memory says nothing about leaks then (LeakSanitizer does), so memory bounds are not
    /// checked. Known by its runtime's symbol, or by `ASAN_OPTIONS`, which the documented
    /// command sets.
    static let address = cnc_testing_has_symbol("__asan_init") != 0 || getenv("ASAN_OPTIONS") != nil

    /// ThreadSanitizer maps shadow memory for what the program touches and keeps metadata for
    /// its allocations, so resident memory grows with the work done, not with what is held.
    static let thread = cnc_testing_has_symbol("__tsan_init") != 0 || getenv("TSAN_OPTIONS") != nil

    /// Whether a memory bound means nothing in this run (either sanitizer).
    static let inflatesMemory = address || thread
}
