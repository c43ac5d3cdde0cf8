/// Which of a map's transitions sessions took: recorded sessions replayed on a fresh app
/// (``MapExplorer/edges(taken:)``) compared with the map, edge by edge.
public struct MapCoverage: Sendable, Equatable {
    /// The map's edges taken.
    public let covered: Set<MapEdgeID>
    /// How many edges the map has.
    public let total: Int
    /// Edges the sessions took that the map does not have (the exploration's bounds, or
    /// states it took to be the same), sorted.
    public let outside: [MapEdgeID]

    /// The share of the map's edges taken, from 0 to 1.
    public var share: Double { total == 0 ? 0 : Double(covered.count) / Double(total) }

    /// `12 of 236 transitions (5%)`.
    public var summary: String {
        let percent = Int((share * 100).rounded())
        return "\(covered.count) of \(total) transitions (\(percent)%)"
    }
}

extension AppMap {
    /// How much of this map the sessions' edges cover.
    public func coverage(of taken: [Edge]) -> MapCoverage {
        let ids = Set(edges.map(\.id))
        let takenIDs = Set(taken.map(\.id))
        return MapCoverage(
            covered: ids.intersection(takenIDs), total: ids.count, outside: takenIDs.subtracting(ids).sorted())
    }

    /// The map with each edge marked covered or not (``Edge/covered``): drawings show covered
    /// edges thick, and the JSON says so.
    public func marking(_ coverage: MapCoverage) -> AppMap {
        var map = self
        for index in map.edges.indices {
            map.edges[index].covered = coverage.covered.contains(map.edges[index].id)
        }
        return map
    }
}
