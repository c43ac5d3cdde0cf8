import Marshroute
import TerminalUI

/// The demo's services. Long-lived ones are made once; a timer service is new for every
/// module that asks, so each tile counts down on its own.
@MainActor
final class ServiceFactory {
    let assets: DemoAssets
    /// The glyphs of the window (Unicode or ASCII): the timer and lock symbols follow them.
    let glyphs: GlyphSet
    let loop: EventLoop
    let marshroute: MarshrouteStack
    let categoriesProvider: CategoriesProvider
    let searchResultsProvider: SearchResultsProvider
    let advertisementProvider: AdvertisementProvider
    let advertisementNumbering: AdvertisementNumbering
    let authorizationStatus = AuthorizationStatus()
    let moduleRegistering: ModuleRegisteringServiceImpl
    let topViewControllerFinding: TopViewControllerFindingService
    /// Ariadne-style builder routes (the advertisement's Next).
    let builderRoutes: DemoBuilderRoutes
    /// Set once the root tab bar exists.
    weak var rootTransitionsHandler: TabBarTransitionsHandler?
    /// Set only while the retain-cycle lesson runs: Shelves modules made then hold themselves.
    weak var deliberateLeak: DeliberateLeak?

    init(assets: DemoAssets, glyphs: GlyphSet, loop: EventLoop, marshroute: MarshrouteStack) {
        self.assets = assets
        self.glyphs = glyphs
        self.loop = loop
        self.marshroute = marshroute
        let categories = CategoriesProviderImpl(categories: assets.categories, topTitle: assets.strings.selectCategory)
        categoriesProvider = categories
        let searchResults = SearchResultsProviderImpl(categories: categories, patterns: assets.searchResultPatterns)
        searchResultsProvider = searchResults
        let numbering = AdvertisementNumbering(recommendations: assets.recommendations, categories: assets.categories)
        advertisementNumbering = numbering
        advertisementProvider = AdvertisementProviderImpl(
            searchResults: searchResults, recommendations: assets.recommendations, numbering: numbering)
        var rootLookup: (() -> ContainingTransitionsHandler?)!
        moduleRegistering = ModuleRegisteringServiceImpl(
            transitionsTracker: marshroute.transitionsTracker,
            transitionsMarker: marshroute.transitionsMarker,
            rootTransitionsHandler: { rootLookup() })
        topViewControllerFinding = TopViewControllerFindingServiceImpl(
            topViewControllerFinder: marshroute.topViewControllerFinder,
            rootTransitionsHandler: { rootLookup() })
        builderRoutes = DemoBuilderRoutes(stack: marshroute, rootHandler: { rootLookup() })
        rootLookup = { [weak self] in self?.rootTransitionsHandler }
    }

    /// Category ids for the Go-to prompt's completion: those with subcategories, or those
    /// with search results, in the catalog's order.
    func categoryIds(withSubcategories: Bool) -> [String] {
        var ids: [String] = []
        func add(_ category: Category) {
            let hasSubcategories = !(category.subcategories ?? []).isEmpty
            if hasSubcategories == withSubcategories { ids.append(category.id) }
            category.subcategories?.forEach(add)
        }
        assets.categories.forEach(add)
        return ids
    }

    func timerService() -> TimerService {
        TimerServiceImpl(loop: loop)
    }

    var strings: DemoStrings { assets.strings }
    var peekAndPopUtility: PeekAndPopUtility { marshroute.peekAndPopUtility }
    var peekAndPopStateObservable: PeekAndPopStateViewControllerObservable {
        marshroute.peekAndPopStateViewControllerObservable
    }
}
