import TerminalUI

/// The keys that stand in for what a simulator does to a phone: a memory warning and a
/// shake. The tab bar (`ApplicationViewController`) binds them as key commands.
@MainActor
final class SimulatedDeviceKeys: KeyBindingPanel {
    enum KeyAction: Equatable, Sendable {
        case memoryWarning, shake
    }

    nonisolated static let keyBindings: KeyBindings<SimulatedDeviceKeys> = [
        KeyBinding(
            .character("m"), .memoryWarning, help: "Memory warning: shows Authorization from wherever you are, once"),
        KeyBinding(.character("s"), .shake, help: "Shake: a banner; Enter opens Categories or Recursion"),
    ]

    private weak var controller: ApplicationViewController?

    init(controller: ApplicationViewController) {
        self.controller = controller
    }

    func perform(_ action: KeyAction) {
        switch action {
        case .memoryWarning: controller?.onMemoryWarning?()
        case .shake: controller?.onDeviceShake?()
        }
    }
}
