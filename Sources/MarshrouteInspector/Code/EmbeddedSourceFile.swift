/// A source file of this module as it was built: what `EmbeddedRouterSources` (generated at
/// build time by Plugins/RouterSourcesPlugin) holds for every file that traces router calls.
package struct EmbeddedSourceFile: Sendable {
    /// As `#fileID` spells it: `NavigationDemo/CategoriesRouters.swift`.
    package let fileID: String
    /// From the package's root: `Sources/NavigationDemo/Categories/CategoriesRouters.swift`.
    package let path: String
    /// The whole file.
    package let text: String

    package init(fileID: String, path: String, text: String) {
        self.fileID = fileID
        self.path = path
        self.text = text
    }
}
