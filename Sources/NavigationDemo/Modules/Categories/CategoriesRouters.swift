import Marshroute

/// Outside the split layout's master column (the compact layout, categories opened from the
/// banner or in a popover): subcategories and search results are pushed, and coming back is
/// focusing on this module. The same on both layouts, as in the original.
@MainActor
final class CategoriesRouterImpl: DemoRouter, CategoriesRouter {
    func showSubcategories(categoryId: String) { traced { pushCategories(categoryId: categoryId) } }
    func showSearchResults(categoryId: String) { traced { pushSearchResults(categoryId: categoryId) } }
    func returnToCategories() { traced { focusOnCurrentModule() } }
    func closeCategories() { traced { dismissCurrentModule() } }
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
        traced {
            pushMasterViewControllerDerivedFrom { routerSeed in
                assemblyFactory.categoriesAssembly().masterModule(categoryId: categoryId, routerSeed: routerSeed)
            }
        }
    }

    func showSearchResults(categoryId: String) {
        traced {
            setDetailViewControllerDerivedFrom { routerSeed in
                assemblyFactory.searchResultsAssembly().module(categoryId: categoryId, routerSeed: routerSeed)
            }
        }
    }

    func returnToCategories() {
        traced {
            focusOnCurrentModule()
            setDetailViewControllerDerivedFrom { routerSeed in
                assemblyFactory.shelfAssembly().module(style: .root, routerSeed: routerSeed)
            }
        }
    }

    func closeCategories() { traced { dismissCurrentModule() } }

    var canPreviewSearchResults: Bool { false }
}
