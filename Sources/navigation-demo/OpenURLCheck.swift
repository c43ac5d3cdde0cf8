import Logging
import NavigationDemo
import TerminalUI

/// `--open URL` is checked before the terminal is touched: a URL no route matches is a usage
/// error, printed in words (escaped) with the nearest patterns.
@MainActor
enum OpenURLCheck {
    static func problem(with url: String, assets: DemoAssets) -> String? {
        let shell = DemoShell(
            screen: HeadlessScreen(size: Size(width: 100, height: 30)), clock: ManualClock(),
            animationsEnabled: false, idiom: .compact, assets: assets, logger: Logger(label: "navigation-demo"),
            appKeyCommands: false)
        do {
            _ = try shell.demo.routing.registry.match(url)
            return nil
        } catch {
            return error.description
        }
    }
}
