import Logging
import MarshrouteMap
import TerminalUI

/// The demo as `MarshrouteMap` explores it (`navigation-demo map`, the map tests, the README's
/// maps): a fresh `DemoShell` for every run, headless, on a manual clock, animations off,
/// nothing drawn and nothing logged; the keys `DemoMapKeys` offers, two waits, and the sample
/// URL of every route of the table (the layout switch aside: it builds another app).
@MainActor
package enum DemoMap {
    /// The window the map explores in: wide enough for the split layout's two columns.
    package static let size = Size(width: 140, height: 40)

    /// Every module of the demo, by the name the map gives it: each must be reachable from the
    /// start in at least one layout.
    package static let modules: Set<String> = [
        "Application", "Categories", "SearchResults", "Advertisement", "Recursion", "Authorization", "Shelf",
    ]

    /// The deep links tried from every state: each route's sample URL.
    package static let deepLinks: [String] = DemoRouteTable.all.filter { !$0.pattern.hasPrefix("layout/") }
        .map(\.sampleURL)

    /// A fresh demo in `idiom`, ready to explore: on a window of `size`, with the URL `open`
    /// opened first and `lesson` running, as a recorded session may have started.
    package static func target(
        idiom: DemoIdiom, assets: DemoAssets, size: Size = size, open: String? = nil, lesson: String? = nil
    ) -> MapTarget {
        let screen = HeadlessScreen(size: size)
        // As a replay's shell: no input kept for a rewind; and without the app-wide keys, which
        // only open tools (`DemoMapKeys.excluded`).
        let clock = ManualClock()
        let shell = DemoShell(
            screen: screen, clock: clock, playback: nil, glyphs: .unicode, animationsEnabled: false, idiom: idiom,
            assets: assets, logger: Logger(label: "navigation-demo.map", factory: { _ in SwiftLogNoOpLogHandler() }),
            appKeyCommands: false, role: .replay)
        if let open { shell.demo.open(open, in: shell.window) }
        if let lesson {
            shell.lessons.isPanelHidden = true
            _ = shell.lessons.start(lesson)
        }
        let target = MapTarget(
            application: shell.application, clock: clock, stack: shell.demo.marshrouteStack,
            routes: shell.demo.routing.registry,
            deepLinks: deepLinks, retaining: shell)
        target.offeredActions = { target in
            MapOffers.actions(
                fromKeys: DemoMapKeys.offered(in: target.window), in: target.window, rowKeys: DemoMapKeys.rowKeys)
                + DemoMapKeys.waits + target.deepLinks.map(MapAction.open)
        }
        target.close = { [weak shell] in shell?.close() }
        return target
    }

    /// The demo's finished maps in this process, by layout (default bounds): exploring is the
    /// expensive part, and the inspector's Map page (after a layout switch too) and the tests
    /// read the same map.
    package static var explored: [DemoIdiom: AppMap] = [:]

    /// The bounds the inspector's Map page explores within (a test of how the page explores
    /// sets smaller ones for a while, and `explored` back).
    package static var pageBounds = MapBounds()

    /// An explorer of the demo in `idiom`. Headless (`navigation-demo map`, the tests) it keeps
    /// up to 256 apps parked (split: 93 MB at most, a quarter less time than none); the Map
    /// page, inside the running app, keeps fewer. The map is the same either way.
    package static func explorer(
        idiom: DemoIdiom, assets: DemoAssets, bounds: MapBounds = MapBounds(), parkedApps: Int = 256
    ) -> MapExplorer {
        MapExplorer(name: idiom.rawValue, bounds: bounds, parkedApps: parkedApps) {
            target(idiom: idiom, assets: assets)
        }
    }
}
