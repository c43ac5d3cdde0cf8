import Foundation
import Marshroute
import Testing

/// Causes are types (issue 34): the sources compare no kinds or router method names as text,
/// the inspector reconstructs nothing Marshroute reports, and a capability is a typed field of
/// the stack, never a cast to the one type that has it. Comments may name anything.
@Suite("Causes are types: the sources")
struct TypedCausesSourceTests {
    /// Every Swift file under `Sources/`, by its path from the package root, with its code lines
    /// (comments dropped).
    static let sources: [(path: String, lines: [String])] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        var files: [(String, [String])] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }
            files.append((String(url.path.dropFirst(root.path.count + 1)), code))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// `path:line: text` of every code line that contains one of `fragments`, in files under `folder`.
    static func lines(containing fragments: [String], under folder: String = "Sources/") -> [String] {
        sources.filter { $0.path.hasPrefix(folder) }.flatMap { file in
            file.lines.enumerated().compactMap { index, line in
                fragments.contains(where: line.contains) ? "\(file.path):\(index + 1): \(line)" : nil
            }
        }
    }

    @Test("the sources were found")
    func found() {
        #expect(Self.sources.count > 300)
        #expect(
            Self.sources.contains {
                $0.path == "Sources/Marshroute/Transitions/TransitionsObserving/RouterMethod.swift"
            })
    }

    @Test("no router method's name is written as a string: calls carry RouterMethod")
    func noMethodNames() {
        let quoted = RouterMethod.allCases.map { "\"\($0.rawValue)\"" }
        #expect(Self.lines(containing: quoted) == [])
        // The router protocols' helpers took `call: String = #function`.
        #expect(Self.lines(containing: ["call: String", "#function)"], under: "Sources/Marshroute/Routers/") == [])
    }

    @Test("no kind is compared as text")
    func noKindsAsText() {
        let comparisons = [
            "kind == \"", "kind != \"", "method == \"", "method != \"", "facts[.outcome]",
        ]
        #expect(Self.lines(containing: comparisons) == [])
        // An initiator's kind as text, whatever holds it (the map's edges once compared their
        // `router` text with "route").
        let kinds = RouterCallInitiator.Kind.allCases.flatMap { kind in
            ["== \"\(kind.rawValue)\"", "!= \"\(kind.rawValue)\"", "case \"\(kind.rawValue)\""]
        }
        #expect(Self.lines(containing: kinds) == [])
    }

    @Test("the inspector reconstructs nothing Marshroute reports")
    func inspectorReadsEvents() {
        let reconstruction = ["Mirror(", "lastIndex(where:", "last(where:", "undoCalls"]
        #expect(Self.lines(containing: reconstruction, under: "Sources/MarshrouteInspector/") == [])
    }

    @Test("capabilities are typed fields, animators typed per presentation: no cast finds them")
    func noCapabilityCasts() {
        let casts = [
            "as? PeekAndPopFrozenTransitionProviding", "as? PeekAndPopStateObservable",
            "as? TabSelectingTabBarController",
            "as? TransitionsHandlersProviderHolder", "as? TypedRouteTargeting", "as? RouterIdentifiable",
            "animator as?", "Animator.self, context",
        ]
        #expect(Self.lines(containing: casts) == [])
    }

    @Test("an advertisement's id is not taken apart at a slash")
    func noAdvertisementIdParsing() {
        #expect(Self.lines(containing: ["lastIndex(of: \"/\")"], under: "Sources/NavigationDemo/") == [])
    }
}
