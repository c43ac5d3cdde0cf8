import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

// Exit codes: 0 success, 2 bad usage or no terminal. (ArgumentParser's own default for
// usage errors is 64; the project promises 2.)
let command: NavigationDemoCommand
do {
    guard let parsed = try NavigationDemoCommand.parseAsRoot() as? NavigationDemoCommand else {
        fatalError("unexpected command type")
    }
    command = parsed
} catch {
    let code = NavigationDemoCommand.exitCode(for: error)
    if code == .success {
        print(NavigationDemoCommand.fullMessage(for: error))
        exit(0)
    }
    FileHandleStream.standardError.write("navigation-demo: \(NavigationDemoCommand.fullMessage(for: error))\n")
    exit(2)
}

let status = MainActor.assumeIsolated {
    Launcher(command: command).run()
}
exit(status)
