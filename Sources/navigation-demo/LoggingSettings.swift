import Logging

/// Where the log goes and how much of it, from the command line or the environment.
struct LoggingSettings {
    static let levelVariable = "NAVIGATION_DEMO_LOG_LEVEL"
    static let fileVariable = "NAVIGATION_DEMO_LOG_FILE"

    let level: Logger.Level
    /// `--log-file`, or the default place's new log while the demo has the terminal; nil
    /// when the log goes to stderr (headless runs, or no folder for the default place).
    let file: LogFile?
    /// The default place's folder when `file` is its new log (`LogPlace`): kept only when
    /// worth keeping.
    let defaultFolder: String?

    /// A flag wins over its environment variable; a bad level or a file that cannot be opened
    /// is an error that names it. `interactive`: the demo will take the terminal, so stderr
    /// is no place for the log.
    init(options: LoggingOptions, interactive: Bool, environment: [String: String]) throws(LoggingSettingsError) {
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
        if let path {
            do {
                file = try LogFile(path: path)
            } catch {
                throw LoggingSettingsError(error.description)
            }
            defaultFolder = nil
        } else if interactive, let folder = LogPlace.folder(environment: environment),
            let log = try? LogFile(path: LogPlace.newLogPath(in: folder))
        {
            file = log
            defaultFolder = folder
        } else {
            file = nil
            defaultFolder = nil
        }
    }

    /// At the end of the run: the default place's log is removed unless it holds a warning,
    /// an error or other output (then the oldest logs beyond `LogPlace.keptLogs` go); a log
    /// that holds any says where it is (`note`). `failure`: the log could not be written.
    func finish() -> (note: String?, failure: CommandFailure?) {
        guard let file else { return (nil, nil) }
        let failure = file.problem.map { CommandFailure.incomplete($0) }
        let problems = file.problemCount
        let otherOutput = file.holdsOtherOutput
        guard problems > 0 || otherOutput else {
            if defaultFolder != nil { file.remove() }
            return (nil, failure)
        }
        if let defaultFolder { LogPlace.prune(defaultFolder) }
        let what =
            problems > 0
            ? "\(problems) warning\(problems == 1 ? "" : "s") or error\(problems == 1 ? "" : "s") logged"
            : "messages logged"
        return ("\(what): \(file.path)", failure)
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
