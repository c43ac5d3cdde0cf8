import CursesScreen
import TerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// Runs what the command line asked for and returns the exit status.
@MainActor
struct Launcher {
    let command: NavigationDemoCommand

    func run() -> Int32 {
        let colorDisabled = command.noColor || ColorMode.colorIsDisabled(environment: environment())
        if command.headless {
            return runHeadless(colorDisabled: colorDisabled)
        }
        guard isatty(0) == 1, isatty(1) == 1 else {
            FileHandleStream.standardError.write(
                "navigation-demo: no terminal: standard input and output must both be a terminal. "
                + "Use --headless (with --keys and --dump) to run without one.\n")
            return 2
        }
        return runInteractive(colorDisabled: colorDisabled)
    }

    private func environment() -> [String: String] {
        var result: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }

    private func settings(unicode: Bool, width: Int) -> AppShell.Settings {
        AppShell.Settings(glyphs: command.ascii || !unicode ? .ascii : .unicode,
                          animationsEnabled: !command.noAnimation,
                          idiom: command.idiom)
    }

    private func runHeadless(colorDisabled: Bool) -> Int32 {
        let size = command.size?.size ?? Size(width: 80, height: 24)
        let screen = HeadlessScreen(size: size, colorMode: colorDisabled ? .monochrome : .colors256,
                                    supportsUnicode: !command.ascii)
        let clock = ManualClock()
        let shell = AppShell(screen: screen, clock: clock, settings: settings(unicode: !command.ascii, width: size.width))
        shell.application.run(script: command.script, resize: { screen.resize(to: $0) })
        if command.dump {
            FileHandleStream.standardOutput.write(screen.textLines.joined(separator: "\n") + "\n")
        }
        return 0
    }

    private func runInteractive(colorDisabled: Bool) -> Int32 {
        var options = CursesScreenOptions()
        options.colorEnabled = !colorDisabled
        options.forceASCII = command.ascii
        let screen: CursesScreen
        do {
            screen = try CursesScreen(options: options)
        } catch {
            FileHandleStream.standardError.write("navigation-demo: cannot start the terminal: \(error)\n")
            return 2
        }
        let shell = AppShell(screen: screen, clock: MonotonicClock(),
                             settings: settings(unicode: screen.supportsUnicode, width: screen.size.width))
        shell.application.shouldStop = { screen.terminationSignal != nil }
        shell.application.run()
        screen.end()
        if let signal = screen.terminationSignal {
            let log = screen.logFilePath.map { " Log: \($0)" } ?? ""
            FileHandleStream.standardError.write("navigation-demo: stopped by signal \(signal).\(log)\n")
            return 128 + signal
        }
        return 0
    }
}
