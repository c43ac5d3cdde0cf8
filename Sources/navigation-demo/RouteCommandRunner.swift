import Foundation
import Logging
import NavigationDemo
import TerminalUI

/// Runs `routes` and `explain` on the demo built headless, as it starts (the first screen).
@MainActor
enum RouteCommandRunner {
    static func routes(idiom: DemoIdiom, assets: String?) throws(CommandFailure) {
        let shell = try shell(idiom: idiom, assetsPath: assets)
        let width = TerminalWidth.current(environment: ProcessInfo.processInfo.environment)
        try FileHandleStream.standardOutput.writeAll(RouteTableText.text(shell.demo.routing.table, width: width))
    }

    /// Prints the plan when a route matches; otherwise why none does, as a failure (status 1).
    static func explain(_ url: String, idiom: DemoIdiom, assets: String?) throws(CommandFailure) {
        let shell = try shell(idiom: idiom, assetsPath: assets)
        let plan = shell.demo.routing.plan(url)
        guard plan.matched else {
            let why = plan.error.map { "\($0)" } ?? "no route matches"
            throw CommandFailure("explain \(url): \(why)", status: ExitStatus.incomplete)
        }
        let layout = "Layout: \(idiom.rawValue), from the first screen\n"
        try FileHandleStream.standardOutput.writeAll(TerminalSafeText.escaped(layout + plan.description + "\n"))
    }

    /// The demo on a screen of the layout's usual size, as `--headless` builds it.
    private static func shell(idiom: DemoIdiom, assetsPath: String?) throws(CommandFailure) -> DemoShell {
        let assets = try Launcher.loadAssets(path: assetsPath)
        let size = idiom == .split ? Size(width: 140, height: 36) : Size(width: 100, height: 30)
        return DemoShell(
            screen: HeadlessScreen(size: size), clock: ManualClock(), animationsEnabled: false, idiom: idiom,
            assets: assets, logger: Logger(label: "navigation-demo"), appKeyCommands: false)
    }
}
