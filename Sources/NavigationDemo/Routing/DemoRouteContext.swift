import Marshroute
import TerminalUI

/// What the route table's entries read from the app they route in: the assemblies and
/// services, the screens on view, the tabs, the device events and the layout switch.
@MainActor
final class DemoRouteContext {
    let factory: AssemblyFactory
    /// Every screen the user sees now (both columns of a split view).
    let visibleViewControllers: @MainActor () -> [ViewController]
    weak var rootTransitionsHandler: TabBarTransitionsHandler?
    weak var device: ApplicationViewInput?
    /// Asked to switch the layout by `layout/{idiom}`.
    var onLayoutChange: ((DemoIdiom) -> Void)?

    init(
        factory: AssemblyFactory, rootTransitionsHandler: TabBarTransitionsHandler, device: ApplicationViewInput,
        visibleViewControllers: @escaping @MainActor () -> [ViewController]
    ) {
        self.factory = factory
        self.rootTransitionsHandler = rootTransitionsHandler
        self.device = device
        self.visibleViewControllers = visibleViewControllers
    }

    var services: ServiceFactory { factory.services }
    var strings: DemoStrings { services.strings }
    var idiom: DemoIdiom { factory.idiom }

    /// The screens of the detail column's navigation stack, root first, in the split view on
    /// screen (the topmost one); empty when none shows.
    func splitDetailStack() -> [ViewController] {
        let split = visibleViewControllers().last { $0 is SplitViewController } as? SplitViewController
        guard let detail = split?.detailViewController else { return [] }
        return (detail as? NavigationController)?.viewControllers ?? [detail]
    }

    /// The root tab bar's titles, for `tabs/{title}`.
    func tabTitles() -> [String] {
        rootTransitionsHandler?.tabTitles ?? []
    }

    /// The category with `id`, or an error saying where the ids are listed.
    func category(_ id: String) throws -> Category {
        guard let category = services.categoriesProvider.category(id: id) else {
            throw DemoRouteError(
                "there is no category \(id); 'navigation-demo routes' and Tab in the prompt list the ids")
        }
        return category
    }

    /// The advertisement of a number, or an error giving the numbers in use.
    func advertisementId(number: Int) throws -> AdvertisementID {
        let numbering = services.advertisementNumbering
        guard let id = numbering.advertisementId(number: number) else {
            throw DemoRouteError(
                "there is no advertisement #\(number); numbers go from 1 to \(numbering.largestNumber)")
        }
        return id
    }
}
