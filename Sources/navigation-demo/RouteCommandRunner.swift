import Foundation
import Logging
import NavigationDemo
import TerminalUI

/// Runs `routes` and `explain` on the demo built headless, as it starts (the first screen).
@MainActor
enum RouteCommandRunner {
    static func routes(idiom: DemoIdiom, assets: String?) throws {
        let shell = try shell(idiom: idiom, assetsPath: assets)
        let width = TerminalWidth.current(environment: ProcessInfo.processInfo.environment)
        FileHandleStream.standardOutput.write(
            RouteTableText.text(shell.demo.routing.table, width: width))
    }

    /// Prints the plan; returns whether a route matched.
    static func explain(_ url: String, idiom: DemoIdiom, assets: String?) throws -> Bool {
        let shell = try shell(idiom: idiom, assetsPath: assets)
        let plan = shell.demo.routing.plan(url)
        let layout = "Layout: \(idiom.rawValue), from the first screen\n"
        FileHandleStream.standardOutput.write(TerminalSafeText.escaped(layout + plan.description + "\n"))
        return plan.matched
    }

    /// The demo on a screen of the layout's usual size, as `--headless` builds it.
    private static func shell(idiom: DemoIdiom, assetsPath: String?) throws -> DemoShell {
        let assets: DemoAssets
        do {
            assets = try Launcher.loadAssets(path: assetsPath)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
        let size = idiom == .split ? Size(width: 140, height: 36) : Size(width: 100, height: 30)
        return DemoShell(
            screen: HeadlessScreen(size: size), clock: ManualClock(), animationsEnabled: false, idiom: idiom,
            assets: assets, logger: Logger(label: "navigation-demo"), appKeyCommands: false)
    }
}
