import TerminalUI

/// The tab bar. `m` simulates a memory warning and `s` a device shake; they are key commands,
/// so they work from any screen, presented ones included.
@MainActor
final class ApplicationViewController: TabBarController, ApplicationViewInput {
    var presenter: ApplicationPresenter?
    /// The banner module's view lives as long as the application.
    var bannerView: BannerViewAdapter?
    var onMemoryWarning: (() -> Void)?
    var onDeviceShake: (() -> Void)?

    override var keyCommands: [KeyCommand] { commands }

    /// Made once: the window asks for the hints before every frame.
    private lazy var commands = [
        KeyCommand(.character("m")) { [weak self] in self?.onMemoryWarning?() },
        KeyCommand(.character("s")) { [weak self] in self?.onDeviceShake?() },
    ]
}
