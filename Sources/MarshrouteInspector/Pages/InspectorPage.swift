/// A page of the inspector's panel, named by its tab's title. The built-in pages come first,
/// in the order Tab visits them: the tree, the timeline, the ledger; pages added with
/// `Inspector.addPage(titled:content:)` follow, in the order they were added.
public struct InspectorPage: Hashable, Sendable, CustomStringConvertible {
    /// The tab's title (`Timeline`); no two pages of an inspector share one.
    public let title: String

    init(title: String) {
        self.title = title
    }

    /// The window's containers and screens, one line each, and where the next transition lands.
    public static let tree = InspectorPage(title: "Tree")
    /// Every router call as it happens, with what became of it; Enter explains an entry and
    /// shows the code behind it, `R` rewinds the app to just after it.
    public static let timeline = InspectorPage(title: "Timeline")
    /// The live modules by screen, and the ones that outlived their screen (retain-cycle suspects).
    public static let ledger = InspectorPage(title: "Ledger")

    /// The built-in pages, in Tab's order.
    static let builtIn: [InspectorPage] = [.tree, .timeline, .ledger]

    /// The title.
    public var description: String { title }
}
