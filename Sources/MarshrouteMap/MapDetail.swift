/// How much of a map a drawing shows.
public enum MapDetail: String, Sendable, CaseIterable, Codable {
    /// A node per module, whatever container it lives in; an arrow per pair of modules and
    /// style, labelled with the app's router methods; deep links from one node; tab switches
    /// and a route's own closing left out. The README's overview.
    case modules
    /// A node per module and container; an arrow per pair and router method, without causes;
    /// deep links from one node.
    case places
    /// Everything: nodes with their titles, an arrow per transition with Marshroute's method,
    /// its causes and the guards met.
    case full
}
