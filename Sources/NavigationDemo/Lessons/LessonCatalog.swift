import Foundation

/// The lessons of `demo-assets/lessons/`: every `*.lesson` file, in file-name order, each read
/// strictly (`LessonFileParser`), ids unique. Anything else in the folder but hidden files is
/// refused, so a misnamed lesson is not silently skipped.
package enum LessonCatalog {
    package static let folderName = "lessons"
    package static let fileExtension = "lesson"
    static let maximumLessons = 100

    /// Reads the lessons under `root` (the assets folder).
    package static func load(from root: URL) throws(AssetError) -> [Lesson] {
        let folder = root.appendingPathComponent(folderName)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw AssetError(file: folder.path, problem: "missing (the lessons folder)")
        }
        guard isDirectory.boolValue else { throw AssetError(file: folder.path, problem: "is not a folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            throw AssetError(file: folder.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        guard names.count <= maximumLessons else {
            throw AssetError(file: folder.path, problem: "holds more than \(maximumLessons) files")
        }
        var lessons: [Lesson] = []
        var files: [String: String] = [:]
        for name in names {
            let url = folder.appendingPathComponent(name)
            guard url.pathExtension == fileExtension else {
                throw AssetError(file: url.path, problem: "is not a lesson (lesson files end in .\(fileExtension))")
            }
            let lesson = try LessonFileParser.parse(try read(url), file: url.path)
            if let other = files[lesson.id] {
                throw AssetError(file: url.path, problem: "the id '\(lesson.id)' is taken by \(other)")
            }
            files[lesson.id] = url.path
            lessons.append(lesson)
        }
        guard !lessons.isEmpty else {
            throw AssetError(file: folder.path, problem: "holds no lesson (*.\(fileExtension))")
        }
        return lessons
    }

    /// A file's bytes, refused unread when it is too large (or not a regular file), in the
    /// words every command uses for a file (`FileReadProblem`).
    private static func read(_ url: URL) throws(AssetError) -> Data {
        do {
            return Data(try BoundedFileReader.read(url.path, limit: LessonFileParser.maximumBytes))
        } catch {
            guard case .tooLarge = error else { throw AssetError(file: url.path, problem: error.text) }
            throw AssetError(
                file: url.path,
                problem: "is larger than \(LessonFileParser.maximumBytes / 1024) KiB: a lesson is a page of text")
        }
    }
}
