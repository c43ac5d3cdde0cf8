/// The inspector's pages, in the order Tab visits them.
public enum InspectorPage: Int, CaseIterable, Sendable {
    case tree, timeline, ledger

    package var title: String { ["Tree", "Timeline", "Ledger"][rawValue] }
}
