// The C library for Swift on either platform: Darwin on macOS, Glibc (or Musl) on Linux. A
// Swift file of this package that calls libc imports this module, never Glibc or Darwin by
// name (`.ci/check-portability` holds every file to that), and a call that must name its
// module, beside a method of the same name, spells it `SystemLibc.write(…)`.
//
// Only what both platforms have in the same shape is called through it; what differs between
// the C libraries (wide characters, `sigaction`, spawn attributes) stays in C behind functions
// with fixed-width arguments (CNcurses).
#if canImport(Darwin)
    @_exported import Darwin
#elseif canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#else
    #error("SystemLibc: no C library module for this platform")
#endif
