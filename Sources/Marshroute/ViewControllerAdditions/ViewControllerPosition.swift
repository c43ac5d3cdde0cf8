/// How a module was shown, from its seed: the demo shows a Stop button on modal modules.
public enum ViewControllerPosition: Sendable, Hashable {
    /// The first screen of a stack: nothing presented it.
    case root
    /// Pushed onto a navigation stack.
    case pushed
    /// Modal or popover.
    case modal

    /// Reads the position from a module's seed.
    @MainActor
    public init(routerSeed seed: RouterSeed) {
        self.init(presenting: seed.presentingTransitionsHandler, own: seed.transitionsHandlerBox.unbox())
    }

    /// Reads the position from a master-detail module's seed.
    @MainActor
    public init(masterDetailRouterSeed seed: MasterDetailRouterSeed) {
        self.init(presenting: seed.presentingTransitionsHandler, own: seed.masterTransitionsHandlerBox.unbox())
    }

    @MainActor
    private init(presenting: TransitionsHandler?, own: TransitionsHandler) {
        guard let presenting else {
            self = .root
            return
        }
        self = presenting === own ? .pushed : .modal
    }
}
