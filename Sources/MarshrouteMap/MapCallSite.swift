import Marshroute

/// Where an edge's router method is written (Marshroute's `RouterCallSite`, as a value a map
/// keeps and writes in JSON): for a tool that shows the method's code beside the edge.
public struct MapCallSite: Sendable, Codable, Hashable {
    /// The method as `#function` spells it: `showSubcategories(categoryId:)`.
    public let function: String
    /// The file as `#fileID` spells it: `NavigationDemo/CategoriesRouters.swift`.
    public let fileID: String
    /// A line inside the method.
    public let line: Int

    /// The site Marshroute recorded.
    public init(_ site: RouterCallSite) {
        function = site.function
        fileID = site.fileID
        line = site.line
    }

    /// As Marshroute names it (what an inspector's code view reads).
    public var routerCallSite: RouterCallSite { RouterCallSite(function: function, fileID: fileID, line: line) }
}
