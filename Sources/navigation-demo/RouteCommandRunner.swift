import Logging
import NavigationDemo
import TerminalUI

/// Runs `routes` and `explain` on the demo built headless, as it starts (the first screen).
@MainActor
enum RouteCommandRunner {
    static func routes(_ command: RoutesCommand) -> Int32 {
        guard let shell = shell(idiom: command.main.fixedIdiom, assetsPath: command.main.assets) else { return 2 }
        let header = ["ROUTER", "PATTERN", "DESTINATION", "PRESENTATION", "GUARD", "OPENS"]
        let rows =
            [header]
            + shell.demo.routing.table.map {
                [$0.router, $0.pattern, $0.destination, $0.presentation, $0.guardName, $0.summary]
            }
        let widths = (0..<header.count - 1).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var output = ""
        for row in rows {
            let padded = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
            output += (padded + [row[row.count - 1]]).joined(separator: "  ") + "\n"
        }
        FileHandleStream.standardOutput.write(TerminalSafeText.escaped(output))
        return 0
    }

    static func explain(_ command: ExplainCommand) -> Int32 {
        guard let shell = shell(idiom: command.main.fixedIdiom, assetsPath: command.main.assets) else { return 2 }
        let plan = shell.demo.routing.plan(command.url)
        let layout = "Layout: \(command.main.fixedIdiom.rawValue), from the first screen\n"
        FileHandleStream.standardOutput.write(TerminalSafeText.escaped(layout + plan.description + "\n"))
        return plan.matched ? 0 : 1
    }

    /// The demo on a screen of the layout's usual size, as `--headless` builds it.
    private static func shell(idiom: DemoIdiom, assetsPath: String?) -> DemoShell? {
        let assets: DemoAssets
        do {
            assets = try Launcher.loadAssets(path: assetsPath)
        } catch {
            FileHandleStream.standardError.write(TerminalSafeText.escaped("navigation-demo: \(error)\n"))
            return nil
        }
        let size = idiom == .split ? Size(width: 140, height: 36) : Size(width: 100, height: 30)
        return DemoShell(
            screen: HeadlessScreen(size: size), clock: ManualClock(), animationsEnabled: false, idiom: idiom,
            assets: assets, logger: Logger(label: "navigation-demo"), appKeyCommands: false)
    }
}
