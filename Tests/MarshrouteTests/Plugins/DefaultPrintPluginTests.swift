import Testing

@testable import Marshroute

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite("The default print plugin", .marshrouteDiagnostics)
struct DefaultPrintPluginTests {
    @Test("writes to standard error, never to standard output (the screen of a curses app)")
    func writesToStandardError() throws {
        let (out, err) = try captureStandardStreams {
            DefaultMarshroutePrintPlugin().print("handler not found", separator: " ", terminator: "\n")
        }
        #expect(err == "handler not found\n")
        #expect(out.isEmpty)
    }

    /// Runs `body` with fd 1 and fd 2 pointed at pipes and returns what each received.
    private func captureStandardStreams(_ body: () -> Void) throws -> (String, String) {
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        try #require(pipe(&outPipe) == 0 && pipe(&errPipe) == 0)
        let savedOut = dup(STDOUT_FILENO)
        let savedErr = dup(STDERR_FILENO)
        dup2(outPipe[1], STDOUT_FILENO)
        dup2(errPipe[1], STDERR_FILENO)
        body()
        dup2(savedOut, STDOUT_FILENO)
        dup2(savedErr, STDERR_FILENO)
        for fd in [outPipe[1], errPipe[1], savedOut, savedErr] { close(fd) }
        defer { for fd in [outPipe[0], errPipe[0]] { close(fd) } }
        return (readAll(outPipe[0]), readAll(errPipe[0]))
    }

    private func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
