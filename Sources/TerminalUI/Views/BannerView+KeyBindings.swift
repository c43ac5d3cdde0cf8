extension BannerView: KeyBindingPanel {
    /// What the banner's key does.
    public enum KeyAction: Equatable, Sendable {
        /// Taps the banner.
        case tap
    }

    /// Enter taps the banner while it shows.
    public nonisolated static let keyBindings: KeyBindings<BannerView> = [
        KeyBinding(.enter, .tap, hint: "Tap banner", help: "Tap the banner", when: { $0.isShowing })
    ]

    /// Taps the banner.
    public func perform(_ action: KeyAction) {
        switch action {
        case .tap: tap()
        }
    }
}
