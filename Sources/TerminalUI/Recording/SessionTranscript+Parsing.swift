/// Why a transcript could not be read: the line (counted from 1) and what was wrong with it.
public struct SessionTranscriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counted from 1 (0 for the file as a whole).
    public var line: Int
    /// What was wrong with it.
    public var reason: String

    /// An error at `line` for `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// "line 3: bad time +x: …".
    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

extension SessionTranscript {
    /// Reads a transcript. A file is hostile until read: every line is checked, control
    /// characters are refused, and the size, the number of events and each delay are bounded
    /// (the rules of `SessionTranscriptLineParser`).
    public init(parsing text: String) throws(SessionTranscriptError) {
        guard text.utf8.count <= Self.maximumBytes else {
            throw SessionTranscriptError(line: 0, reason: "larger than \(Self.maximumBytes >> 20) MiB")
        }
        var parser = SessionTranscriptLineParser()
        var settings: [Setting] = []
        var events: [Event] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch try parser.parse(line, number: index + 1) {
            case .setting(let setting): settings.append(setting)
            case .event(let event): events.append(event)
            case .nothing: break
            }
        }
        try parser.finish()
        self.init(settings: settings, events: events)
    }
}
