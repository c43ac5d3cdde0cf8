/// A source file of this module as it was built: what `EmbeddedRouterSources` (generated at
/// build time by Plugins/RouterSourcesPlugin) holds for every file that traces router calls.
struct EmbeddedSourceFile: Sendable {
    /// As `#fileID` spells it: `NavigationDemo/CategoriesRouters.swift`.
    let fileID: String
    /// From the package's root: `Sources/NavigationDemo/Categories/CategoriesRouters.swift`.
    let path: String
    /// The whole file.
    let text: String
}
