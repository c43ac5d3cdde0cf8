#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's own driver: parses libFuzzer's flags from the command line and calls `test`
/// with each input. A SwiftPM executable has a `main` of its own, so libFuzzer's `main` is never
/// linked; each target's `main.swift` hands its test to this driver instead.
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with `test` and exits with its status.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(llvmFuzzerRunDriver(&argc, &argv, test))
}

/// The input as bytes (libFuzzer passes a null pointer for the empty input).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
}
