import Logging

/// Where the log goes and how much of it, from the command line or the environment.
struct LoggingSettings {
    static let levelVariable = "NAVIGATION_DEMO_LOG_LEVEL"
    static let fileVariable = "NAVIGATION_DEMO_LOG_FILE"

    let level: Logger.Level
    let file: LogFile?

    /// A flag wins over its environment variable; a bad level or a file that cannot be opened
    /// is an error that names it.
    init(options: LoggingOptions, environment: [String: String]) throws(LoggingSettingsError) {
        if let argument = options.logLevel {
            self.level = argument.level
        } else if let text = environment[Self.levelVariable], !text.isEmpty {
            guard let level = LogLevelArgument(argument: text)?.level else {
                throw LoggingSettingsError(
                    "\(Self.levelVariable) must be one of "
                        + Logger.Level.allCases.map(\.rawValue).joined(separator: ", ") + ", not '\(text)'")
            }
            self.level = level
        } else {
            level = .warning
        }
        let path = options.logFile ?? environment[Self.fileVariable].flatMap { $0.isEmpty ? nil : $0 }
        do {
            file = try path.map { path throws(LogFileError) in try LogFile(path: path) }
        } catch {
            throw LoggingSettingsError(error.description)
        }
    }

    func bootstrap() {
        let level = level
        if let file {
            LoggingSystem.bootstrap { label in FileLogHandler(label: label, file: file, logLevel: level) }
        } else {
            LoggingSystem.bootstrap { label in
                var handler = TerminalSafeLogHandler(base: StreamLogHandler.standardError(label: label))
                handler.logLevel = level
                return handler
            }
        }
    }
}

struct LoggingSettingsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
