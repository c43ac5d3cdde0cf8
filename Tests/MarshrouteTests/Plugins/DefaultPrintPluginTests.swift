import SystemLibc
import Testing

@testable import Marshroute

@MainActor
@Suite("The default print plugin", .marshrouteDiagnostics)
struct DefaultPrintPluginTests {
    @Test("writes to standard error, never to standard output (the screen of a curses app)")
    func targetsStandardError() {
        let plugin = DefaultMarshroutePrintPlugin()
        #expect(plugin.fileDescriptor == STDERR_FILENO)
        #expect(plugin.fileDescriptor != STDOUT_FILENO)
    }

    @Test("writes the whole message, separator and terminator included, to its descriptor")
    func writesWholeMessage() throws {
        // A pipe instead of the process's stderr: other tests run in parallel and write there.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let plugin = DefaultMarshroutePrintPlugin(fileDescriptor: ends[1])
        plugin.print("handler not found", separator: " ", terminator: "\n")
        plugin.print(String(repeating: "x", count: 3000), separator: " ", terminator: "|")
        close(ends[1])
        let received = readAll(ends[0])
        #expect(received == "handler not found\n" + String(repeating: "x", count: 3000) + "|")
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
