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
    /// characters are refused, and the size, the number of events and each delay are bounded.
    public init(parsing text: String) throws(SessionTranscriptError) {
        guard text.utf8.count <= Self.maximumBytes else {
            throw SessionTranscriptError(line: 0, reason: "larger than \(Self.maximumBytes >> 20) MiB")
        }
        var settings: [Setting] = []
        var events: [Event] = []
        var sawHeader = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if let bad = line.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw SessionTranscriptError(
                    line: number, reason: "control character U+\(String(bad.value, radix: 16, uppercase: true))")
            }
            if !sawHeader {
                guard line == Self.header else {
                    throw SessionTranscriptError(line: number, reason: "expected \"\(Self.header)\" first")
                }
                sawHeader = true
                continue
            }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("set ") {
                let parts = line.dropFirst(4).split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else {
                    throw SessionTranscriptError(line: number, reason: "expected set NAME VALUE")
                }
                settings.append(Setting(name: String(parts[0]), value: String(parts[1])))
                continue
            }
            guard events.count < Self.maximumEvents else {
                throw SessionTranscriptError(line: number, reason: "more than \(Self.maximumEvents) events")
            }
            events.append(try Self.event(from: line, number: number))
        }
        guard sawHeader else { throw SessionTranscriptError(line: 1, reason: "empty: expected \"\(Self.header)\"") }
        self.init(settings: settings, events: events)
    }

    /// `+S.ffffff TOKEN`.
    private static func event(from line: Substring, number: Int) throws(SessionTranscriptError) -> Event {
        let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].hasPrefix("+") else {
            throw SessionTranscriptError(line: number, reason: "expected +SECONDS TOKEN, as in +0.250000 enter")
        }
        guard let delay = duration(parts[0].dropFirst()) else {
            throw SessionTranscriptError(
                line: number, reason: "bad time \(parts[0]): seconds with up to 6 decimals, at most 86400")
        }
        let step: ScriptStep
        do {
            step = try KeyScript.parseToken(String(parts[1]))
        } catch {
            throw SessionTranscriptError(line: number, reason: error.description)
        }
        switch step {
        case .key(let key): return Event(delay: delay, key: key)
        case .resize(let size): return Event(delay: delay, key: .resize(size))
        case .wait: throw SessionTranscriptError(line: number, reason: "a wait is not an event; times come first")
        }
    }

    /// `1.250000` → 1.25 s. Digits only, a day at most.
    private static func duration(_ text: Substring) -> Duration? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            parts[0].count <= 5, let seconds = Int(parts[0]), parts[0].allSatisfy(\.isNumber)
        else { return nil }
        var microseconds = 0
        if parts.count == 2 {
            guard parts[1].count <= 6, parts[1].allSatisfy(\.isNumber), let fraction = Int(parts[1]) else { return nil }
            microseconds = fraction * Int([1, 100_000, 10_000, 1_000, 100, 10, 1][parts[1].count])
        }
        let duration = Duration.seconds(seconds) + .microseconds(microseconds)
        return duration <= KeyScript.maximumWait ? duration : nil
    }
}
