import Marshroute

/// Compact layout: everything is pushed onto the current stack.
@MainActor
final class CategoriesRouterCompact: BaseRouter, CategoriesRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showSubcategories(categoryId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.categoriesAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
        }
    }

    func showSearchResults(categoryId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.searchResultsAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
        }
    }

    func returnToCategories() {
        focusOnCurrentModule()
    }

    var canPreviewSearchResults: Bool { true }
}

/// Split layout, outside the master column (categories shown from the banner, or inside a
/// popover): the same pushes as on the compact layout.
@MainActor
final class CategoriesRouterSplit: BaseRouter, CategoriesRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: RouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showSubcategories(categoryId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.categoriesAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
        }
    }

    func showSearchResults(categoryId: String) {
        pushViewControllerDerivedFrom { routerSeed in
            assemblyFactory.searchResultsAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
        }
    }

    func returnToCategories() {
        focusOnCurrentModule()
    }

    var canPreviewSearchResults: Bool { true }
}

/// Split layout, the master column: subcategories are pushed on the master stack, search
/// results replace the detail column's root, and coming back also puts the shelves back in
/// the detail.
@MainActor
final class CategoriesMasterDetailRouterSplit: BaseMasterDetailRouter, CategoriesRouter {
    private let assemblyFactory: AssemblyFactory

    init(assemblyFactory: AssemblyFactory, routerSeed: MasterDetailRouterSeed) {
        self.assemblyFactory = assemblyFactory
        super.init(routerSeed: routerSeed)
    }

    func showSubcategories(categoryId: String) {
        pushMasterViewControllerDerivedFrom { routerSeed in
            assemblyFactory.categoriesAssembly().masterModule(categoryId: categoryId, routerSeed: routerSeed)
        }
    }

    func showSearchResults(categoryId: String) {
        setDetailViewControllerDerivedFrom { routerSeed in
            assemblyFactory.searchResultsAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
        }
    }

    func returnToCategories() {
        focusOnCurrentModule()
        setDetailViewControllerDerivedFrom { routerSeed in
            assemblyFactory.shelfAssembly().module(style: .root, routerSeed: routerSeed)
        }
    }

    var canPreviewSearchResults: Bool { false }
}
