import TerminalUI

/// Every key of the demo's tables of keys, as a key to press, with the panel that binds it:
/// what the latency benchmark presses on every screen (Benchmarks/, docs/PERFORMANCE.md). A
/// key a panel adds to its table is pressed the next time the benchmark runs.
@_spi(Benchmarks)
public enum DemoKeyPresses {
    /// One key of a table.
    public struct Press: Sendable {
        public let key: Key
        /// The panel whose table binds it first (`DemoAppKeys`, `ListView`…).
        public let panel: String
        /// Quits the app: nothing is drawn after it.
        public let quits: Bool
    }

    /// The keys of every table, table by table, each key once.
    public static func all() -> [Press] {
        let quitting = DemoAppKeys.keyBindings.keys(for: .quit)
        var presses: [Press] = []
        for table in DemoKeyMap.tables {
            for key in table.keys where !presses.contains(where: { $0.key == key }) {
                presses.append(Press(key: key, panel: table.panel, quits: quitting.contains(key)))
            }
        }
        return presses
    }

    /// Lets `S` write its pictures into `directory` on `shell`, as the command line lets it
    /// write them into the current folder: the benchmark measures that key too.
    @MainActor public static func allowScreenshots(on shell: DemoShell, in directory: String) {
        shell.screenshots = ScreenshotSettings(directory: directory)
    }
}
