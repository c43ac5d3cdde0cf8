import Routes
import TerminalUI

/// The demo's URL routes, each declared once. A screen a deep link opens is its module's
/// files plus one entry here (and in `all`): the registration (`DemoRouting`), the table
/// `navigation-demo routes` prints, the Go-to prompt's completions and the URL each screen
/// writes for the layout switch and `H` (`routeURL`) all come from these entries.
enum DemoRouteTable {
    /// Every route, in the order `routes` prints them: the app's, then the device's.
    static let all: [DemoRouteEntry] = [
        DemoRouteEntry(topCategories), DemoRouteEntry(subcategories), DemoRouteEntry(searchResults),
        DemoRouteEntry(advertisement), DemoRouteEntry(recursion), DemoRouteEntry(authorization),
        DemoRouteEntry(shelves), DemoRouteEntry(tab), layout, shake, memoryWarning,
    ]

    /// Where the banner shows them too: a modal with navigation in the compact layout (with a
    /// Stop button and its own comeback timer), pushed onto the topmost stack in the split.
    static let topCategories: DemoScreenRoute<Void> = DemoScreenRoute(
        "categories", destination: "Categories", summary: "the top categories, where the banner opens them", sample: (),
        value: { _ in }, parameters: { _ in [:] },
        presentation: { _, idiom in idiom == .compact ? .modalNavigation(.fullScreen, prestacked: []) : .push },
        target: { _, presentation, context in
            .show(module: context.strings.selectCategory, presentation: presentation) { _, seed in
                context.factory.categoriesAssembly().module(categoryId: nil, routerSeed: seed)
            }
        })

    static let subcategories: DemoScreenRoute<String> = DemoScreenRoute(
        "categories/{categoryId}", destination: "Categories", summary: "that category's subcategories", sample: "1",
        completions: [DemoRouteCompletion("categoryId") { $0.services.categoryIds(withSubcategories: true) }],
        value: { $0["categoryId"]?.description ?? "" }, parameters: { ["categoryId": $0] },
        presentation: { _, idiom in idiom == .compact ? .push : .detail },
        target: { id, presentation, context in
            let category = try context.category(id)
            guard let subcategories = category.subcategories, !subcategories.isEmpty else {
                throw DemoRouteError(
                    "category \(id) (\(category.title)) has no subcategories; its results are "
                        + (searchResults.url(id) ?? searchResults.pattern))
            }
            return .show(module: category.title, presentation: presentation) { _, seed in
                context.factory.categoriesAssembly().module(categoryId: id, routerSeed: seed)
            }
        })

    static let searchResults: DemoScreenRoute<String> = DemoScreenRoute(
        "categories/{categoryId}/results", destination: "Search results", summary: "its search results",
        sample: "1.1",
        completions: [DemoRouteCompletion("categoryId") { $0.services.categoryIds(withSubcategories: false) }],
        value: { $0["categoryId"]?.description ?? "" }, parameters: { ["categoryId": $0] },
        presentation: { _, idiom in idiom == .compact ? .push : .detail },
        target: { id, presentation, context in
            let category = try context.category(id)
            guard context.services.advertisementNumbering.hasResults(categoryId: id) else {
                throw DemoRouteError(
                    "category \(id) (\(category.title)) has subcategories; open one of them: "
                        + (subcategories.url(id) ?? subcategories.pattern))
            }
            return .show(module: "\(category.title) results", presentation: presentation) { _, seed in
                context.factory.searchResultsAssembly().module(categoryId: id, routerSeed: seed)
            }
        })

    /// An advertisement by its number (`#16` on screen). One already on screen is not pushed
    /// a second time (Ariadne's updating route).
    static let advertisement: DemoScreenRoute<Int> = DemoScreenRoute(
        "adverts/{advertId|number}", destination: "Advertisement",
        summary: "that advertisement; a locked one asks for Authorization first", sample: 1,
        protect: DemoRouteProtection(make: lockedAdvertisementGuard),
        completions: [
            DemoRouteCompletion("advertId") {
                (1...$0.services.advertisementNumbering.largestNumber).map(String.init)
            }
        ],
        // `number` also casts `12.5` (ARoute's NSNumber); an advertisement's number is whole.
        value: { response in
            guard let number = response["advertId"]?.intValue else {
                let value = response["advertId"]?.description ?? ""
                throw DemoRouteError("adverts/{advertId} takes a whole number, not '\(RouteText.quoted(value))'")
            }
            return number
        },
        parameters: { ["advertId": String($0)] },
        // Compact: pushed onto the topmost stack. Split: the detail column, pushed only where
        // the app itself pushes it (`splitAdvertisementPresentation`).
        presentation: { _, idiom in idiom == .compact ? .push : .detail },
        target: { number, presentation, context in
            let advertisementId = try context.advertisementId(number: number)
            let name = "Advertisement #\(number)"
            if context.visibleViewControllers().contains(where: {
                ($0 as? AdvertisementViewController)?.advertisementNumber == number
            }) {
                return .update(module: name) {}
            }
            let presentation =
                context.idiom == .split
                ? splitAdvertisementPresentation(advertisementId, detailStack: context.splitDetailStack())
                : presentation
            return .show(module: name, presentation: presentation) { _, seed in
                context.factory.advertisementAssembly().module(advertisementId: advertisementId, routerSeed: seed)
            }
        })

    /// Where a deep link to an advertisement lands in the split layout: over its category's
    /// results when the detail column shows that category (its results are the detail stack's
    /// root), as choosing it there pushes it; a recommended one over an advertisement on top of
    /// the detail column, as its Recommended list pushes it. Anywhere else it becomes the detail
    /// column's root, so its back button never names a screen it did not come from (a push onto
    /// "Shelves (root)" would read "‹ Shelves (root)" over "All categories 16").
    @MainActor
    static func splitAdvertisementPresentation(_ advertisementId: AdvertisementID, detailStack: [ViewController])
        -> RoutePresentation
    {
        let onTop: Bool
        switch advertisementId {
        case .searchResult(let categoryId, _):
            let results = searchResults.url(categoryId)
            onTop = results != nil && (detailStack.first as? DemoViewController)?.routeURL == results
        case .recommendation:
            onTop = detailStack.last is AdvertisementViewController
        }
        return onTop ? .push : .detail
    }

    static let recursion: DemoScreenRoute<Void> = DemoScreenRoute(
        "recursion", destination: "Recursion", summary: "a Recursion module", sample: (), value: { _ in },
        parameters: { _ in [:] },
        presentation: { _, idiom in idiom == .compact ? .modalNavigation(.fullScreen, prestacked: []) : .push },
        target: { _, presentation, context in
            .show(module: context.strings.recursionTitle, presentation: presentation) { _, seed in
                context.factory.recursionAssembly().module(routerSeed: seed)
            }
        })

    /// Pushed in the compact layout, a form sheet in the split; the application router shows it
    /// there too (a memory warning, a locked result).
    static let authorization: DemoScreenRoute<Void> = DemoScreenRoute(
        "authorization", destination: "Authorization", summary: "Authorization", sample: (), value: { _ in },
        parameters: { _ in [:] },
        presentation: { _, idiom in idiom == .compact ? .push : .modalNavigation(.formSheet, prestacked: []) },
        target: { _, presentation, context in
            .show(module: context.strings.authorizationTitle, presentation: presentation) { _, seed in
                context.factory.authorizationAssembly().module(routerSeed: seed) { _ in }
            }
        })

    static let shelves: DemoScreenRoute<DemoShelfRouteStyle> = DemoScreenRoute(
        "shelves/{style}", destination: "Shelves", summary: "a Shelves module (modal, sheet)", sample: .modal,
        completions: [DemoRouteCompletion("style") { _ in DemoShelfRouteStyle.allCases.map(\.rawValue) }],
        value: { response in
            let value = response["style"]?.description ?? ""
            guard let style = DemoShelfRouteStyle(rawValue: value) else {
                throw DemoRouteError("shelves/{style} takes modal or sheet, not '\(RouteText.quoted(value))'")
            }
            return style
        },
        parameters: { ["style": $0.rawValue] },
        presentation: { style, _ in
            switch style {
            case .modal: .modalNavigation(.fullScreen, prestacked: [])
            case .sheet: .modalNavigation(.bottomSheet(height: bottomSheetContentHeight), prestacked: [])
            }
        },
        target: { style, presentation, context in
            .show(module: context.strings["shelves.\(style.rawValue)"], presentation: presentation) { _, seed in
                context.factory.shelfAssembly().module(style: style.shelfStyle, routerSeed: seed)
            }
        })

    /// Selects a tab by its title (any case); nothing is built.
    static let tab: DemoScreenRoute<String> = DemoScreenRoute(
        "tabs/{title}", destination: "Tab", summary: "selects a tab by its title", sample: "recursion",
        completions: [DemoRouteCompletion("title") { $0.tabTitles().map { $0.lowercased() } }],
        value: { $0["title"]?.description ?? "" }, parameters: { ["title": $0.lowercased()] },
        presentation: { title, _ in .selectTab(.title(title), then: nil) },
        target: { _, presentation, _ in .presentation(presentation) })

    /// `layout/{idiom}`: a callback, since the switch rebuilds the app rather than showing a
    /// screen in it; its guard refuses a layout that does not exist, in words.
    static let layout: DemoRouteEntry = DemoRouteEntry(
        callback: "switch layout", pattern: "layout/{idiom}",
        summary: "switches the layout live, keeping where the user is", sample: "layout/split",
        protect: DemoRouteProtection { _ in
            RouteGuard("known layouts") { response in
                let value = response["idiom"]?.description ?? ""
                return DemoIdiom(rawValue: value) != nil
                    ? .allow
                    : .deny(DemoRouteError("layout/{idiom} takes compact or split, not '\(RouteText.quoted(value))'"))
            }
        },
        completions: [DemoRouteCompletion("idiom") { _ in DemoIdiom.allCases.map(\.rawValue) }]
    ) { response, context in
        guard let idiom = DemoIdiom(rawValue: response["idiom"]?.description ?? "") else { return }
        context.onLayoutChange?(idiom)
    }

    static let shake: DemoRouteEntry = DemoRouteEntry(
        callback: "shake", router: .device, pattern: "shake", summary: "a device shake: the banner", sample: "shake"
    ) { _, context in context.device?.onDeviceShake?() }

    static let memoryWarning: DemoRouteEntry = DemoRouteEntry(
        callback: "memory warning", router: .device, pattern: "memory-warning",
        summary: "a memory warning: Authorization, once", sample: "memory-warning"
    ) { _, context in context.device?.onMemoryWarning?() }

    /// A locked advertisement shows only after Log in, whatever the URL's spelling: the guard
    /// sees the cast number, so `016`, `%31%36` or a trailing slash reach it too.
    @MainActor
    private static func lockedAdvertisementGuard(context: DemoRouteContext) -> RouteGuard {
        let presentation = authorization.presentation((), context.idiom)
        return RouteGuard("locked adverts") { response in
            guard let number = response["advertId"]?.intValue,
                let id = context.services.advertisementNumbering.advertisementId(number: number),
                let result = context.services.searchResultsProvider.searchResult(id: id),
                result.requiresAuthorization, !context.services.authorizationStatus.isAuthorized
            else { return .allow }
            let challenge = RouteChallenge(name: context.strings.authorizationTitle, presentation: presentation) {
                _, seed, resolution in
                context.factory.authorizationAssembly().module(routerSeed: seed) { module in
                    module.onComplete = { isAuthorized in
                        if isAuthorized {
                            resolution.allow()
                        } else {
                            resolution.deny(
                                RouteDenial("Authorization was cancelled: advertisement #\(number) stays locked"))
                        }
                    }
                }
            }
            return .challenge(challenge)
        }
    }
}
