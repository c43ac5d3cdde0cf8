#if canImport(Glibc)
    import Glibc
#endif

/// Which sanitizer this test process runs under (`swift test --sanitize=…`).
enum Sanitizers {
    /// AddressSanitizer keeps freed memory in quarantine and pads every allocation: resident
    /// memory says nothing about leaks then (LeakSanitizer does), so memory bounds are not
    /// checked. Known by its runtime's symbol, or by `ASAN_OPTIONS`, which the documented
    /// command sets.
    static let address = dlsym(nil, "__asan_init") != nil || getenv("ASAN_OPTIONS") != nil

    /// Why crash tests do not run under AddressSanitizer: the Swift runtime's backtracer, which
    /// a crash runs, cannot read an address-sanitized process and ends it with status 1.
    static let noBacktracer = "the Swift backtracer cannot run in an address-sanitized process"
}
