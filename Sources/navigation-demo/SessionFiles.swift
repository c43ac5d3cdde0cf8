import Foundation
import NavigationDemo
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// `--record` and `--replay`: the transcript files, and the settings a transcript carries
/// (how the session started, so that a replay starts the same way).
enum SessionFiles {
    /// A file that could not be used, in words for the command line.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens (creates or empties) `path` for `--record`; the descriptor stays open for the run.
    static func openForRecording(_ path: String) throws(Problem) -> FileHandleStream {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Problem(description: "--record \(path): \(String(cString: strerror(errno)))")
        }
        return FileHandleStream(descriptor: descriptor)
    }

    /// Reads and checks a transcript for `--replay` (its settings: `settings(of:path:)`).
    static func load(_ path: String) throws(Problem) -> SessionTranscript {
        let url = URL(fileURLWithPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        if let size, size > SessionTranscript.maximumBytes {
            throw Problem(description: "--replay \(path): larger than \(SessionTranscript.maximumBytes >> 20) MiB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Problem(description: "--replay \(path): cannot be read (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(description: "--replay \(path): not UTF-8 text")
        }
        let transcript: SessionTranscript
        do {
            transcript = try SessionTranscript(parsing: text)
        } catch {
            throw Problem(description: "--replay \(path): \(error)")
        }
        return transcript
    }

    /// How a session started, as a transcript records it.
    struct Settings {
        var idiom: DemoIdiom
        var size: Size?
        var animations: Bool
        var ascii: Bool
        var open: String?
        /// The lesson running from the start (`--lesson`), if any.
        var lesson: String? = nil

        var transcriptSettings: [SessionTranscript.Setting] {
            var result = [
                SessionTranscript.Setting(name: "layout", value: idiom.rawValue),
                SessionTranscript.Setting(name: "animations", value: animations ? "on" : "off"),
                SessionTranscript.Setting(name: "glyphs", value: ascii ? "ascii" : "unicode"),
            ]
            if let size { result.insert(SessionTranscript.Setting(name: "size", value: "\(size)"), at: 1) }
            if let open { result.append(SessionTranscript.Setting(name: "open", value: open)) }
            if let lesson { result.append(SessionTranscript.Setting(name: "lesson", value: lesson)) }
            return result
        }
    }

    /// The settings of `transcript`; a missing one takes the command line's default. A problem
    /// starts with `source` ("--replay PATH" unless given).
    static func settings(of transcript: SessionTranscript, path: String, source: String? = nil) throws(Problem)
        -> Settings
    {
        func bad(_ name: String, _ expected: String) -> Problem {
            Problem(
                description:
                    "\(source ?? "--replay \(path)"): set \(name) \(transcript.setting(name) ?? ""): expected \(expected)"
            )
        }
        var settings = Settings(idiom: .compact, size: nil, animations: true, ascii: false, open: nil)
        if let layout = transcript.setting("layout") {
            guard let idiom = DemoIdiom(rawValue: layout) else { throw bad("layout", "compact or split") }
            settings.idiom = idiom
        }
        if let size = transcript.setting("size") {
            guard let parsed = Size(parsing: size[...]), parsed.width > 0, parsed.height > 0, parsed.width <= 2000,
                parsed.height <= 1000
            else { throw bad("size", "<cols>x<rows> up to 2000x1000") }
            settings.size = parsed
        }
        if let animations = transcript.setting("animations") {
            guard ["on", "off"].contains(animations) else { throw bad("animations", "on or off") }
            settings.animations = animations == "on"
        }
        if let glyphs = transcript.setting("glyphs") {
            guard ["ascii", "unicode"].contains(glyphs) else { throw bad("glyphs", "ascii or unicode") }
            settings.ascii = glyphs == "ascii"
        }
        settings.open = transcript.setting("open")
        settings.lesson = transcript.setting("lesson")
        return settings
    }
}
