/// The source files of an app's router methods, which the code view reads: Enter on a timeline
/// entry shows the method a router call ran in (`traced { … }` records where), from these.
///
/// The `RouterSourcesPlugin` build plugin makes them: added to a target, it embeds at build time
/// every file of that target that calls `traced`, as `RouterSources.embedded`, so the code view
/// works from any folder and in a release build. Without them the code view says how to get them.
///
/// ```swift
/// inspector.routerSources = .embedded
/// ```
///
/// An app whose routers live in several targets adds the plugin to each and joins their files.
public struct RouterSources: Sendable {
    /// One source file, as it was built.
    public struct File: Sendable, Equatable {
        /// As `#fileID` spells it: `HelloRouterKit/Notes.swift`.
        public let fileID: String
        /// From the package's root: `Sources/HelloRouterKit/Notes.swift`.
        public let path: String
        /// The whole file.
        public let text: String

        /// A file whose `#fileID` is `fileID`, at `path` from the package's root.
        public init(fileID: String, path: String, text: String) {
            self.fileID = fileID
            self.path = path
            self.text = text
        }
    }

    /// The files, each under its `#fileID` (the first of two with the same one).
    let filesByID: [String: File]

    /// The files, in no particular order.
    public var files: [File] { Array(filesByID.values) }

    /// Sources made of `files`.
    public init(files: [File]) {
        filesByID = Dictionary(files.map { ($0.fileID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// No sources: the code view says how to add them.
    public static let none = RouterSources(files: [])

    /// The file whose `#fileID` is `fileID`.
    func file(_ fileID: String) -> File? { filesByID[fileID] }
}
