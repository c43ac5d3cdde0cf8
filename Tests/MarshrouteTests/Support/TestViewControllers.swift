import TerminalUI

@testable import Marshroute

/// A module's screen. Like a VIPER view (view → presenter → router), it keeps its router
/// alive; nothing else in the test needs to.
@MainActor
class ModuleViewController: ViewController {
    private(set) var router: ModuleRouter?
    private(set) var seed: RouterSeed?

    init(title: String) {
        super.init()
        self.title = title
    }

    /// Builds the module's router from the seed Marshroute handed over.
    func attach(seed: RouterSeed) {
        self.seed = seed
        router = ModuleRouter(routerSeed: seed)
    }

    /// The router, for tests that know the module was built through a router.
    var moduleRouter: ModuleRouter {
        guard let router else { fatalError("\(debugName) has no router: it was not built from a seed") }
        return router
    }
}

/// The master screen of a master-detail module, with a master-detail router.
@MainActor
final class MasterDetailModuleViewController: ViewController {
    private(set) var router: MasterDetailModuleRouter?
    private(set) var seed: MasterDetailRouterSeed?

    init(title: String) {
        super.init()
        self.title = title
    }

    func attach(seed: MasterDetailRouterSeed) {
        self.seed = seed
        router = MasterDetailModuleRouter(routerSeed: seed)
    }

    var moduleRouter: MasterDetailModuleRouter {
        guard let router else { fatalError("\(debugName) has no router: it was not built from a seed") }
        return router
    }
}

/// A screen that keeps itself alive (a leak, such as a closure capturing its view strongly).
/// Smart history cleaning must cope with it, and the retain-cycle check must name it.
@MainActor
class SelfRetainingViewController: ModuleViewController {
    private var selfReference: ViewController?

    override init(title: String) {
        super.init(title: title)
        selfReference = self
    }

    /// Ends the leak: the screen is released once nothing else holds it.
    func breakRetainCycle() {
        selfReference = nil
    }
}

/// The leaking screen the smart-cleaning tests remove "in the middle" of a stack.
@MainActor
final class MiddleSelfRetainingViewController: SelfRetainingViewController {}

/// A source view for peeking: it always has something under the peek key.
@MainActor
final class PeekSourceView: View {
    var location = Point(x: 1, y: 0)
    override var peekLocation: Point? { location }
}

/// A module screen with two peek sources in its view.
@MainActor
final class PeekableViewController: ModuleViewController {
    let sourceView = PeekSourceView(frame: Rect(x: 0, y: 0, width: 20, height: 3))
    let otherSourceView = PeekSourceView(frame: Rect(x: 0, y: 4, width: 20, height: 3))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sourceView)
        view.addSubview(otherSourceView)
    }
}
