import Foundation
import NavigationDemo
import SystemLibc
import TerminalUI

/// `--record` and `--replay`: the transcript files, and the settings a transcript carries
/// (how the session started, so that a replay starts the same way).
enum SessionFiles {
    /// A file that could not be used, in words for the command line.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads and checks a transcript for `--replay` (its settings: `settings(of:path:)`). A
    /// problem starts with `source` ("--replay PATH" unless given).
    static func load(_ path: String, source: String? = nil) throws(Problem) -> SessionTranscript {
        let source = source ?? "--replay \(path)"
        let data: [UInt8]
        do {
            data = try readTranscriptFile(path)
        } catch {
            throw Problem(description: "\(source): \(error.description)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Problem(description: "\(source): not UTF-8 text")
        }
        let transcript: SessionTranscript
        do {
            transcript = try SessionTranscript(parsing: text)
        } catch {
            throw Problem(description: "\(source): \(error)")
        }
        return transcript
    }

    /// The bytes of a transcript file: a regular file no larger than a transcript may be. A
    /// folder, a device (/dev/zero would never end) or a pipe is refused in words, before
    /// reading, in the words every command uses for a file.
    static func readTranscriptFile(_ path: String) throws(Problem) -> [UInt8] {
        do {
            return try BoundedFileReader.read(path, limit: SessionTranscript.maximumBytes)
        } catch {
            throw Problem(description: error.text)
        }
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
                    "\(source ?? "--replay \(path)"): set \(name) \(KeyScriptError.quoted(transcript.setting(name) ?? "")): expected \(expected)"
            )
        }
        var settings = Settings(idiom: .compact, size: nil, animations: true, ascii: false, open: nil)
        if let layout = transcript.setting("layout") {
            guard let idiom = DemoIdiom(rawValue: layout) else { throw bad("layout", "compact or split") }
            settings.idiom = idiom
        }
        if let size = transcript.setting("size") {
            do {
                settings.size = try Size.screenSize(parsing: size)
            } catch {
                throw bad("size", "<cols>x<rows>: \(error)")
            }
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
