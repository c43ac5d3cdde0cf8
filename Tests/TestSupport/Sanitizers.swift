import CNcurses
import SystemLibc

/// Which sanitizer this test process runs under (`swift test --sanitize=…`).
package enum Sanitizers {
    /// AddressSanitizer keeps freed memory in quarantine and pads every allocation: resident
    /// memory says nothing about leaks then (LeakSanitizer does), so memory bounds are not
    /// checked. Known by its runtime's symbol, or by `ASAN_OPTIONS`, which the documented
    /// command sets.
    package static let address = cnc_testing_has_symbol("__asan_init") != 0 || getenv("ASAN_OPTIONS") != nil

    /// ThreadSanitizer maps shadow memory for what the program touches and keeps metadata for
    /// its allocations, so resident memory grows with the work done, not with what is held.
    package static let thread = cnc_testing_has_symbol("__tsan_init") != 0 || getenv("TSAN_OPTIONS") != nil

    /// Whether a memory bound means nothing in this run (either sanitizer).
    package static let inflatesMemory = address || thread

    /// Why crash tests do not run under AddressSanitizer: the Swift runtime's backtracer, which
    /// a crash runs, cannot read an address-sanitized process and ends it with status 1.
    package static let noBacktracer = "the Swift backtracer cannot run in an address-sanitized process"
}
