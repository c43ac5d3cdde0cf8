import TerminalUI

/// The tab bar. `m` simulates a memory warning and `s` a device shake
/// (`SimulatedDeviceKeys`); they are key commands, so they work from any screen, presented
/// ones included.
@MainActor
final class ApplicationViewController: TabBarController, ApplicationViewInput {
    var presenter: ApplicationPresenter?
    /// The banner module's view lives as long as the application.
    var bannerView: BannerViewAdapter?
    var onMemoryWarning: (() -> Void)?
    var onDeviceShake: (() -> Void)?

    override var keyCommands: [KeyCommand] { commands }

    /// Made once: the window asks for the hints before every frame.
    private lazy var device = SimulatedDeviceKeys(controller: self)
    private lazy var commands = SimulatedDeviceKeys.keyBindings.keyCommands(on: device, glyphs: .unicode)
}
