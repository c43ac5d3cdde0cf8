import Foundation

/// Where a program the tests run is: the first executable of that name on `PATH`, then in the
/// usual folders `PATH` may lack when the tests run from an IDE (Homebrew's on Apple silicon
/// among them).
enum ProgramSearch {
    static let fallbackDirectories = ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]

    static func path(of name: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return (directories + fallbackDirectories).map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
