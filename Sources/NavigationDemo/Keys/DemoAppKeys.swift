import TerminalUI

/// The app-wide keys, declared once as Textual declares an app's bindings: each row its keys,
/// its action, its hint on the key-hint line (and the hint's place), its `?` help, and when
/// it is offered. The window runs them as its key commands (`NavigationDemoApp.installAppKeyCommands`);
/// `DemoKeyMap` makes the `?` help, `navigation-demo --help` and the README's Keys table from
/// this table and the screens'. While the app is rewound only the actions of
/// `actionsReachingRewoundApp` reach it.
@MainActor
package final class DemoAppKeys: KeyBindingPanel {
    /// What an app-wide key does.
    package enum KeyAction: Equatable, Sendable, CaseIterable {
        case help, marshrouteHistory, goTo, switchLayout, inspector, lessons, slower, faster, pause, screenshot, quit
    }

    /// The rows, in the help's order; the hint line orders its hints by their positions.
    package nonisolated static let keyBindings: KeyBindings<DemoAppKeys> = [
        KeyBinding(
            .character("H"), .marshrouteHistory,
            help: .init(
                "Show Marshroute's history of transitions",
                details: "and where you are as a line of routes (arrows, PgUp/PgDn scroll it when it does not fit)"),
            // Over the history too (a modal panel), which it closes as its footer says.
            when: { $0.showsApp }, worksOverModalPanels: true),
        KeyBinding(
            [.character("g"), .character(":")], .goTo, hint: .init("Go to", position: 2),
            help: .init(
                "Go to a screen by its URL (adverts/16, tabs/recursion; Tab completes)",
                details: "the line under it previews the plan, Enter runs it, Esc closes"),
            when: { $0.showsApp }),
        KeyBinding(
            .character("L"), .switchLayout,
            help: "Switch the layout live (compact / split), staying on the same screen", when: { $0.showsApp }),
        KeyBinding(
            .character("i"), .inspector, hint: .init("Inspector", position: 3),
            help: .init(
                "Inspector: the container tree, a timeline of router calls, the leak ledger, the map around you",
                details:
                    "Tab switches pages, Enter explains an entry and shows its code, R rewinds the app to it, Esc closes"
            ),
            when: { !$0.isTooSmall }),
        KeyBinding(
            .character("e"), .lessons, hint: .init("Lessons", position: 1),
            help: .init(
                "Lessons: a task, checked by Marshroute's events, then what happened",
                details: "Enter starts one, h a hint, x stops it, Esc closes; a running lesson shows under the app"),
            when: { $0.showsApp }),
        KeyBinding(
            [.character("<"): .slower, .character(">"): .faster],
            help: .init(
                "Slow down or speed up every animation and timer (1x, ½, ¼, ⅒)",
                details: "the key-hint line shows the speed"),
            offered: { keys, _ in keys.showsApp && keys.playback != nil }),
        KeyBinding(
            .character("z"), .pause,
            help: .init("Pause or resume time: nothing moves, no timer fires", details: "the hint line shows ⏸ paused"),
            when: { $0.showsApp && $0.playback != nil }),
        // Over the help, the lesson list and the history too, which keep the app's other keys.
        KeyBinding(
            .character("?"), .help, hint: .init("Help", essential: true, position: 0),
            help: .init("Show or hide this help", details: "it scrolls the same way on a small terminal"),
            when: { $0.showsApp }, worksOverModalPanels: true),
        KeyBinding(
            .character("S"), .screenshot,
            help: .init(
                "Screenshot: an SVG picture of the screen in the current folder",
                details: "`navigation-demo-1.svg`, then `-2`…; the key-hint line says where"),
            when: { !$0.isTooSmall }),
        // Always: the way out of a terminal too small to show the app. (Ctrl-C quits in the
        // application itself, before any key reaches the window.)
        KeyBinding(
            [.character("q"), .ctrl("c")], .quit, hint: .init("Quit", essential: true, position: 4), help: "Quit",
            worksOverModalPanels: true),
    ]

    private weak var app: NavigationDemoApp?
    private weak var window: Window?
    private let quit: @MainActor () -> Void
    /// The virtual clock's controls, when the app's clock has them (`<`, `>`, `z`).
    let playback: (any PlaybackControl)?
    /// Made the first time it is asked for: most runs never open it.
    private var help: HelpOverlayView?

    init(
        app: NavigationDemoApp, window: Window, playback: (any PlaybackControl)?,
        quit: @escaping @MainActor () -> Void
    ) {
        self.app = app
        self.window = window
        self.playback = playback
        self.quit = quit
    }

    /// The terminal is too small to show the app: a key acting on screens nobody sees would
    /// surprise, so only quit acts.
    var isTooSmall: Bool { window?.isTooSmall ?? true }

    /// The app shows.
    var showsApp: Bool { !isTooSmall }

    /// What still reaches the app while the inspector shows it rewound (a picture of the past
    /// over it): quitting, the inspector (where one steps through the past), a screenshot. The
    /// inspector keeps the window's other commands from it meanwhile (`DemoSessionRewinding`).
    nonisolated static let actionsReachingRewoundApp: [KeyAction] = [.inspector, .screenshot, .quit]

    /// Whether `key` is one of the keys that reach the app while it is rewound.
    nonisolated static func reachesRewoundApp(_ key: Key) -> Bool {
        keyBindings.rows.contains { row in
            row.keys.contains { $0.key == key && actionsReachingRewoundApp.contains($0.action) }
        }
    }

    package func perform(_ action: KeyAction) {
        guard let app, let window else { return }
        switch action {
        case .help:
            let overlay = help ?? HelpOverlayView(title: "Keys", sections: app.helpSections(glyphs: window.glyphs))
            help = overlay
            if window.topOverlay === overlay { overlay.close() } else { window.showOverlay(overlay) }
        case .marshrouteHistory:
            MarshrouteHistoryOverlay.toggle(in: window, lines: app.historyLines(labelled: true), routes: app.stateURLs)
        case .goTo: app.goTo.open(in: window)
        case .switchLayout: app.onLayoutChange?(app.idiom == .compact ? .split : .compact)
        case .inspector: app.inspector.toggle()
        case .lessons: app.onLessons?()
        // A picture of the screen (the shell writes it, when the command line allows).
        case .screenshot: app.onScreenshot?()
        case .slower: playback.map { $0.setSpeed($0.speed.slower) }
        case .faster: playback.map { $0.setSpeed($0.speed.faster) }
        case .pause: playback?.togglePause()
        case .quit: quit()
        }
    }
}
