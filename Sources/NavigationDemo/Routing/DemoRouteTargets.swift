import Marshroute
import Routes
import TerminalUI

/// Says, for each typed route of the demo, which module to build and how the current layout's
/// application router shows it; Routes then plans and performs it with Marshroute (so `H`, the
/// Go-to prompt's preview and `explain` all see real transitions). An advertisement already on
/// screen is not pushed a second time (Ariadne's updating route).
@MainActor
final class DemoRouteTargets: TypedRouteTargeting {
    private let factory: AssemblyFactory
    private let presentations: DemoRoutePresentations
    private let visibleViewControllers: @MainActor () -> [ViewController]

    /// `visibleViewControllers`: every screen the user sees now (both columns of a split view).
    init(
        factory: AssemblyFactory, presentations: DemoRoutePresentations,
        visibleViewControllers: @escaping @MainActor () -> [ViewController]
    ) {
        self.factory = factory
        self.presentations = presentations
        self.visibleViewControllers = visibleViewControllers
    }

    private var services: ServiceFactory { factory.services }
    private var strings: DemoStrings { services.strings }

    func target(for route: Any, response: RouteResponse) throws -> RouteTarget {
        guard let route = route as? DemoRoute else { throw DemoRouteError("not a route of the demo: \(route)") }
        let presentation = presentations.presentation(for: route)
        let factory = factory
        switch route {
        case .categories(let id):
            let title = try categoryTitle(id)
            return .show(module: title, presentation: presentation) { _, seed in
                factory.categoriesAssembly().module(categoryId: id, routerSeed: seed)
            }
        case .searchResults(let categoryId):
            guard let category = services.categoriesProvider.category(id: categoryId) else {
                throw unknownCategory(categoryId)
            }
            guard services.advertisementNumbering.hasResults(categoryId: categoryId) else {
                throw DemoRouteError(
                    "category \(categoryId) (\(category.title)) has subcategories; open one of them: "
                        + "categories/\(categoryId)")
            }
            return .show(module: "\(category.title) results", presentation: presentation) { _, seed in
                factory.searchResultsAssembly().module(categoryId: categoryId, routerSeed: seed)
            }
        case .advertisement(let number):
            let advertisementId = try self.advertisementId(number: number)
            let name = "Advertisement #\(number)"
            if visibleViewControllers().contains(where: {
                ($0 as? AdvertisementViewController)?.advertisementNumber == number
            }) {
                return .update(module: name) {}
            }
            return .show(module: name, presentation: presentation) { _, seed in
                factory.advertisementAssembly().module(advertisementId: advertisementId, routerSeed: seed)
            }
        case .recursion:
            return .show(module: strings.recursionTitle, presentation: presentation) { _, seed in
                factory.recursionAssembly().module(routerSeed: seed)
            }
        case .authorization:
            return .show(module: strings.authorizationTitle, presentation: presentation) { _, seed in
                factory.authorizationAssembly().module(routerSeed: seed) { _ in }
            }
        case .shelf(let style):
            return .show(module: strings["shelves.\(style.rawValue)"], presentation: presentation) { _, seed in
                factory.shelfAssembly().module(style: style.shelfStyle, routerSeed: seed)
            }
        case .tab:
            return .presentation(presentation)
        }
    }

    /// The internal id of an advertisement number, or an error giving the numbers in use.
    func advertisementId(number: Int) throws -> String {
        let numbering = services.advertisementNumbering
        guard let id = numbering.advertisementId(number: number) else {
            throw DemoRouteError(
                "there is no advertisement #\(number); numbers go from 1 to \(numbering.largestNumber)")
        }
        return id
    }

    private func categoryTitle(_ id: String?) throws -> String {
        guard let id else { return strings.selectCategory }
        guard let category = services.categoriesProvider.category(id: id) else { throw unknownCategory(id) }
        guard let subcategories = category.subcategories, !subcategories.isEmpty else {
            throw DemoRouteError(
                "category \(id) (\(category.title)) has no subcategories; its results are categories/\(id)/results")
        }
        return category.title
    }

    private func unknownCategory(_ id: String) -> DemoRouteError {
        DemoRouteError("there is no category \(id); 'navigation-demo routes' and Tab in the prompt list the ids")
    }
}
