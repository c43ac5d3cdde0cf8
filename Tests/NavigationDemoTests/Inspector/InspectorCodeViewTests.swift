import Foundation
import Marshroute
import Testing

@testable import MarshrouteInspector
@testable import NavigationDemo
@testable import TerminalUI

/// The code behind a call: for every router call of long random sessions in both layouts, the
/// code view shows the method the call's site names, as the test finds it in the real source
/// file (its own way: the nearest `func` of that name above the line, down to the closing brace
/// at the same indentation). Entries without a method say why.
@MainActor
@Suite("Inspector: the code behind a call")
struct InspectorCodeViewTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The module's sources by file name (a `#fileID` names the module and the file).
    static let sourcesByName: [String: URL] = {
        let folder = packageRoot.appendingPathComponent("Sources/NavigationDemo")
        var result: [String: URL] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { result[url.lastPathComponent] = url }
        }
        return result
    }()

    /// The method around `site`, read from the real file: the path from the package's root, the
    /// number of its `func` line, and its lines.
    static func methodInRealFile(_ site: RouterCallSite) -> (path: String, first: Int, lines: [String])? {
        let name = String(site.fileID.split(separator: "/").last ?? "")
        guard let url = sourcesByName[name], let text = try? String(contentsOf: url, encoding: .utf8) else {
            return nil
        }
        let lines = text.components(separatedBy: "\n")
        guard
            let start = stride(from: site.line - 1, through: 0, by: -1).first(where: {
                lines[$0].contains("func \(site.method)(")
            })
        else { return nil }
        let indentation = lines[start].prefix { $0 == " " }
        // One line (`func f() { traced { … } }`), or down to the `}` at the func's indentation.
        let end: Int
        if lines[start].hasSuffix("}")
            && lines[start].filter({ $0 == "{" }).count == lines[start].filter({ $0 == "}" }).count
        {
            end = start
        } else {
            guard let close = lines[(start + 1)...].firstIndex(where: { $0 == indentation + "}" }) else { return nil }
            end = close
        }
        let path = url.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
        return (path, start + 1, Array(lines[start...end]))
    }

    /// Random keys of the screens (and now and then a deep link), a fixed seed.
    static func randomSession(_ h: DemoHarness, seed: UInt64, steps: Int, visit: (InspectorTimelineEntry) -> Void) {
        let keys = [
            "up", "down", "down", "enter", "enter", "enter", "backspace", "esc", "1", "2", "3", "r", "c", "x", "h", "l",
            "m", "s", "p", "t", "wait:300ms", "wait:2s", "wait:7s",
        ]
        var state = seed
        var seen = 0
        for _ in 0..<steps {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            h.run(keys[Int((state >> 33) % UInt64(keys.count))])
            for entry in h.demo.inspector.journal.timeline where entry.number > seen {
                visit(entry)
                seen = entry.number
            }
        }
    }

    @Test("every router call shows the method that made it, as written in its file", arguments: DemoIdiom.allCases)
    func everyCallShowsItsMethod(idiom: DemoIdiom) throws {
        let h = DemoHarness(idiom: idiom)
        var checked = 0
        var files: Set<String> = []
        var methods: Set<String> = []
        Self.randomSession(h, seed: idiom == .compact ? 11 : 12, steps: 1_500) { entry in
            guard case .routerCall(let site?, _) = entry.origin else { return }
            let shown = h.demo.inspector.view.codeView.lines(for: entry, glyphs: .unicode)
            guard let real = Self.methodInRealFile(site) else {
                Issue.record("no func \(site.method) above \(site.fileID):\(site.line) in the real file")
                return
            }
            #expect(shown.first?.text == "code: \(real.path):\(site.line)", "\(entry.summary)")
            let numbered = shown.dropFirst().map(\.text)
            let indent =
                real.lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
                .min() ?? 0
            let width = String(real.first + real.lines.count - 1).count
            let expected = real.lines.enumerated().map { offset, line in
                let number = real.first + offset
                let label = String(repeating: " ", count: width - String(number).count) + String(number)
                return "\(label) \(number == site.line ? "▶" : "│") \(line.dropFirst(min(indent, line.count)))"
            }
            #expect(numbered == expected, "\(entry.summary)")
            checked += 1
            files.insert(site.fileID)
            methods.insert("\(site.fileID) \(site.function)")
        }
        #expect(checked > 100, "router calls checked: \(checked)")
        // Every module router of the layout took part: the check is not about one file.
        #expect(files.count >= 5, "\(files.sorted())")
        #expect(methods.count >= 8, "\(methods.sorted())")
    }

    @Test("a multi-line method is shown whole, from func to its closing brace, the traced line marked")
    func multiLineMethod() throws {
        let h = DemoHarness(idiom: .split)
        h.run("down down enter")
        let entry = try #require(h.demo.inspector.journal.timeline.last)
        let lines = h.demo.inspector.view.codeView.lines(for: entry, glyphs: .unicode).map(\.text)
        // The call's line is the `traced {` under the method's `func`, in the real file.
        let source = try String(
            contentsOf: Self.packageRoot.appendingPathComponent(
                "Sources/NavigationDemo/Modules/Categories/CategoriesRouters.swift"),
            encoding: .utf8
        ).components(separatedBy: "\n")
        let function = try #require(
            source.indices.dropLast().first { index in
                source[index].hasSuffix("func showSubcategories(categoryId: String) {")
                    && source[index + 1].trimmingCharacters(in: .whitespaces) == "traced {"
            })
        #expect(
            lines.first == "code: Sources/NavigationDemo/Modules/Categories/CategoriesRouters.swift:\(function + 2)",
            "\(lines)"
        )
        #expect(
            lines.dropFirst().first?.hasSuffix("│ func showSubcategories(categoryId: String) {") == true, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("▶     traced {") }, "\(lines)")
        #expect(lines.last?.hasSuffix("│ }") == true, "\(lines)")
        #expect(lines.count == 8, "\(lines)")
    }

    @Test("Enter on an entry shows its code under its explanation; ASCII marks the line with >")
    func enterShowsCode() {
        let h = DemoHarness(idiom: .compact, size: Size(width: 120, height: 30), appKeys: true)
        h.run("down down enter i enter")
        #expect(
            h.text.contains("code: Sources/NavigationDemo/Modules/Categories/CategoriesRouters.swift:8"), "\(h.text)")
        #expect(h.text.contains("8 ▶ func showSubcategories(categoryId: String) { traced {"), "\(h.text)")
        let entry = h.demo.inspector.journal.timeline[0]
        #expect(
            h.demo.inspector.view.codeView.lines(for: entry, glyphs: .ascii).last?.text.hasPrefix("8 > func") == true)
    }

    @Test(
        "a route, a call a route or a builder route made, Marshroute's own entry and a call without a site each say why no method"
    )
    func entriesWithoutAMethod() throws {
        let h = DemoHarness(idiom: .compact, appKeys: true)
        h.run("g type:adverts/2 enter wait:1s")
        let entries = h.demo.inspector.journal.timeline
        let route = try #require(entries.first { $0.origin == .route })
        #expect(
            h.demo.inspector.view.codeView.lines(for: route, glyphs: .unicode).map(\.text) == [
                "code: a route runs no module router method: Routes matched the URL against the registered "
                    + "patterns and performs its plan through Marshroute"
            ])
        // A call a route made, and one a builder route made (the advertisement's Next): no
        // module router method ran, and the line names the request.
        let builder = DemoHarness(idiom: .compact, appKeys: true)
        builder.run("down down enter down enter down down down down enter n wait:1s")
        for (kind, h) in [(RouterCallInitiator.Kind.route, h), (.builder, builder)] {
            let entry = try #require(
                h.demo.inspector.journal.timeline.first {
                    guard case .routerCall(nil, let initiator?) = $0.origin else { return false }
                    return initiator.kind == kind
                }, "a call made by a \(kind.rawValue)")
            guard case .routerCall(_, let initiator?) = entry.origin else { continue }
            #expect(
                h.demo.inspector.view.codeView.lines(for: entry, glyphs: .unicode).map(\.text) == [
                    "code: no module router method: the \(kind.rawValue) #\(initiator.id) that asked for it called "
                        + "Marshroute's router itself"
                ])
        }
        var own = InspectorTimelineEntry(actor: "Marshroute", call: "clean history")
        own.outcome = .cleaned(screens: 1)
        #expect(
            h.demo.inspector.view.codeView.lines(for: own, glyphs: .unicode).first?.text.contains("by itself") == true)
        let untraced = InspectorTimelineEntry(
            actor: "AuthorizationRouterImpl", call: "dismissCurrentModule",
            origin: .routerCall(site: nil, initiator: nil))
        #expect(
            h.demo.inspector.view.codeView.lines(for: untraced, glyphs: .unicode).map(\.text) == [
                "code: this call has no site: its router method does not wrap its body in traced { }"
            ])
        // A site the embedded sources do not have is named, not guessed.
        let stray = RouterCallSite(function: "nowhere()", fileID: "NavigationDemo/Nowhere.swift", line: 3)
        let strayEntry = InspectorTimelineEntry(
            actor: "X", call: "push", origin: .routerCall(site: stray, initiator: nil))
        #expect(
            h.demo.inspector.view.codeView.lines(for: strayEntry, glyphs: .unicode).map(\.text) == [
                "code: NavigationDemo/Nowhere.swift is not among the sources built into the program"
            ])
        // A program without its router sources says how to add them.
        #expect(
            InspectorCodeView(sources: .none).lines(for: strayEntry, glyphs: .unicode).map(\.text) == [
                "code: no router sources built into the program: add the RouterSourcesPlugin to the target of "
                    + "the routers and set the inspector's routerSources to .embedded"
            ])
    }

    @Test("the method finder refuses a line outside the method's body and skips braces in strings and parentheses")
    func finderRules() {
        let file = RouterSources.File(
            fileID: "M/F.swift", path: "F.swift",
            text: """
                final class R {
                    func show(x: () -> Void = {}) {
                        traced { print("}") }
                    }

                    func other() {}
                }
                """)
        let inside = RouterMethodSource.find(
            RouterCallSite(function: "show(x:)", fileID: "M/F.swift", line: 3), in: file)
        #expect((try? inside.get())?.lines.count == 3)
        #expect((try? inside.get())?.firstLine == 2)
        let outside = RouterMethodSource.find(
            RouterCallSite(function: "show(x:)", fileID: "M/F.swift", line: 6), in: file)
        #expect((try? outside.get()) == nil)
    }
}
