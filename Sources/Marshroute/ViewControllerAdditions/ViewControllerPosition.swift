/// How a module was shown, from its seed: the demo shows a Stop button on modal modules.
public enum ViewControllerPosition: Sendable, Hashable {
    case root
    case pushed
    /// Modal or popover.
    case modal

    @MainActor
    public init(routerSeed seed: RouterSeed) {
        self.init(presenting: seed.presentingTransitionsHandler, own: seed.transitionsHandlerBox.unbox())
    }

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
