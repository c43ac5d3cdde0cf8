import Foundation
@_spi(Benchmarks) import NavigationDemo
import Routes
import TerminalUI

/// Key to frame, where the user is: every key of the demo's tables of keys (`DemoKeyPresses`,
/// which reads `DemoKeyMap.tables`) pressed on every screen that offers it, in both layouts,
/// on a real curses screen writing into a file. Each press starts from a fresh app brought to its screen by a
/// key script (not timed); the time is from the key's delivery to the end of the frame it
/// caused (`Application.send` then one loop turn, as the run loop does), the frame's curses
/// output included. docs/PERFORMANCE.md has the figures.
@MainActor
public enum KeyLatency {
    /// A screen of the app, reached from the start by `script`.
    public struct Context: Sendable {
        public let name: String
        public let script: String
    }

    /// One timed key.
    public struct Sample: Sendable {
        public let layout: String
        public let context: String
        public let key: String
        public let nanoseconds: Int
        /// The key changed the screen: a frame was drawn (many keys do nothing on a given screen).
        public let drewFrame: Bool
    }

    /// The screens: the demo's (tabs, pushed and presented modules, sheets, banner, peek),
    /// the overlays (help, history), Go-to with completion, the inspector's pages and its code
    /// view, the lesson list and a running lesson, a rewound app.
    public static let contexts: [Context] = [
        Context(name: "first screen", script: ""),
        Context(name: "subcategories", script: "down down enter"),
        Context(name: "search results", script: "down down enter down enter"),
        Context(name: "advertisement", script: "down down enter down enter down down down down enter"),
        Context(name: "recursion", script: "2"),
        Context(name: "recursion presented", script: "2 r"),
        Context(name: "timer running", script: "2 enter"),
        Context(name: "shelves", script: "3"),
        Context(name: "shelves sheet", script: "3 h h"),
        Context(name: "authorization", script: "m"),
        Context(name: "banner", script: "s"),
        Context(name: "peek", script: "down down p"),
        Context(name: "history overlay", script: "H"),
        Context(name: "help overlay", script: "?"),
        Context(name: "go-to, empty", script: "g"),
        Context(name: "go-to, adverts/", script: "g type:adverts/"),
        Context(name: "go-to, adv", script: "g type:adv"),
        Context(name: "inspector timeline", script: "down down enter i"),
        Context(name: "inspector code view", script: "down down enter i enter"),
        Context(name: "inspector ledger", script: "down down enter i tab"),
        // The pages in Tab's order: Timeline, Ledger, Map, Tree.
        Context(name: "inspector map, exploring", script: "down down enter i tab tab"),
        Context(name: "inspector tree", script: "down down enter i tab tab tab"),
        Context(name: "rewound", script: "down down enter down enter i R"),
        Context(name: "lesson list", script: "e"),
        Context(name: "lesson running", script: "e enter"),
    ]

    /// The layouts and the terminal sizes they are measured at.
    public static let layouts: [(idiom: DemoIdiom, size: Size)] = [
        (.compact, Size(width: 100, height: 30)), (.split, Size(width: 160, height: 50)),
    ]

    /// Every key on every screen, `rounds` times, in both layouts. `progress` hears each
    /// screen as it starts.
    public static func measureKeyMap(rounds: Int, progress: (String) -> Void = { _ in }) throws -> [Sample] {
        let presses = DemoKeyPresses.all().filter { !$0.quits }
        let pictures = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: pictures) }
        var samples: [Sample] = []
        for (idiom, size) in layouts {
            let curses = try CursesFileScreen(size: size)
            defer { curses.end() }
            for context in contexts {
                progress("\(idiom.rawValue): \(context.name)")
                for _ in 0..<rounds {
                    for press in presses {
                        let session = ready(context, idiom: idiom, screen: curses.screen, pictures: pictures)
                        let (time, drew) = timedPress(press.key, in: session)
                        samples.append(
                            Sample(
                                layout: idiom.rawValue, context: context.name, key: press.key.description,
                                nanoseconds: time, drewFrame: drew))
                        curses.truncate()
                    }
                }
            }
        }
        return samples
    }

    /// Go-to over a table of `patterns` more routes (the shapes of the route-matching
    /// benchmark, `section{i}/…`): each key typed, each Tab and each Backspace in the prompt.
    public static func measureGoTo(patterns: Int, progress: (String) -> Void = { _ in }) throws -> [Sample] {
        let size = Size(width: 100, height: 30)
        let curses = try CursesFileScreen(size: size)
        defer { curses.end() }
        let session = DemoSession(
            screen: curses.screen, idiom: .compact, assets: DemoAssetsCache.assets, appKeyCommands: true)
        session.shell.start(opening: nil)
        progress("registering \(patterns) patterns")
        let router = session.demo.routing.registry.defaultRouter
        for index in 0..<(patterns / 4) {
            try router.register("section\(index)/items/{id|int}", callback: "items") { _ in }
            try router.register("section\(index)/{name}/details", callback: "details") { _ in }
            try router.register("section\(index)/files/*", callback: "files") { _ in }
            try router.register("section\(index)/pages(/page/{page|int})", callback: "pages") { _ in }
        }
        var samples: [Sample] = []
        let script =
            "g type:section4 tab tab tab tab backspace type:2 tab tab tab esc g type:section12345 tab tab "
            + "tab type:/ tab tab tab esc g tab tab tab esc g type:section7/it tab tab backspace backspace tab esc"
        progress("typing in the prompt")
        for _ in 0..<3 {
            for step in try KeyScript.parse(script) {
                guard case .key(let key) = step else { continue }
                let (time, drew) = timedPress(key, in: session)
                samples.append(
                    Sample(
                        layout: "compact", context: "go-to over \(patterns)", key: key.description, nanoseconds: time,
                        drewFrame: drew))
                curses.truncate()
            }
        }
        return samples
    }

    /// A fresh app on `screen`, brought to the context's screen, its animations done and
    /// its frame drawn, the clock a frame on so that the next key's frame is not held back.
    private static func ready(_ context: Context, idiom: DemoIdiom, screen: any Screen, pictures: String)
        -> DemoSession
    {
        screen.invalidate()
        let session = DemoSession(
            screen: screen, idiom: idiom, assets: DemoAssetsCache.assets, animations: true, appKeyCommands: true)
        DemoKeyPresses.allowScreenshots(on: session.shell, in: pictures)
        session.shell.start(opening: nil)
        session.run(context.script)
        session.stepper.advance(by: .milliseconds(100))
        session.application.drawFrame()
        session.clock.advance(by: .milliseconds(50))
        return session
    }

    /// Key to frame: the key delivered, then one turn of the loop (timers, animations, the
    /// frame), in nanoseconds of the monotonic clock; and whether a frame was drawn.
    private static func timedPress(_ key: Key, in session: DemoSession) -> (nanoseconds: Int, drewFrame: Bool) {
        session.clock.advance(by: .milliseconds(50))
        let frames = session.application.framesDrawn
        let start = DispatchTime.now().uptimeNanoseconds
        session.stepper.press(key)
        let end = DispatchTime.now().uptimeNanoseconds
        return (Int(end - start), session.application.framesDrawn > frames)
    }

    private static func temporaryDirectory() throws -> String {
        var template = Array("\(NSTemporaryDirectory())/navdemo-latency-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CursesFileScreenError("mkdtemp failed") }
        return String(cString: made)
    }
}
