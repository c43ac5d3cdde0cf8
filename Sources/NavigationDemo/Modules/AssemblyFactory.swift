/// Hands out each module's assembly. Routers ask it for the next module's assembly, so a
/// router names what to show and never builds a screen itself.
@MainActor
final class AssemblyFactory {
    let idiom: DemoIdiom
    let services: ServiceFactory
    /// The application module, shared: search results ask it for Authorization.
    weak var applicationModule: ApplicationModuleInput?

    init(idiom: DemoIdiom, services: ServiceFactory) {
        self.idiom = idiom
        self.services = services
    }

    func applicationAssembly() -> ApplicationAssembly { ApplicationAssembly(factory: self) }
    func authorizationAssembly() -> AuthorizationAssembly { AuthorizationAssembly(factory: self) }
    func bannerAssembly() -> BannerAssembly { BannerAssembly(factory: self) }
    func categoriesAssembly() -> CategoriesAssembly { CategoriesAssembly(factory: self) }
    func recursionAssembly() -> RecursionAssembly { RecursionAssembly(factory: self) }
    func searchResultsAssembly() -> SearchResultsAssembly { SearchResultsAssembly(factory: self) }
    func advertisementAssembly() -> AdvertisementAssembly { AdvertisementAssembly(factory: self) }
    func shelfAssembly() -> ShelfAssembly { ShelfAssembly(factory: self) }
}
