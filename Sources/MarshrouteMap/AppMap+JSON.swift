import Foundation

extension AppMap {
    /// The version of the JSON this library writes (docs/MAP.md describes it); a reader checks
    /// it before anything else.
    public static let jsonSchemaVersion = 1

    private struct Document: Codable {
        let schema: String
        let version: Int
        let maps: [AppMap]
    }

    /// Maps as one JSON document: `{"schema": "marshroute-map", "version": 1, "maps": [...]}`,
    /// keys sorted, so that the same maps always print the same text.
    public static func json(_ maps: [AppMap]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(schema: "marshroute-map", version: jsonSchemaVersion, maps: maps)
        // Only strings, numbers and arrays of them: encoding cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads maps back from ``json(_:)``'s text.
    /// - Throws: `DecodingError` for text that is not such a document, ``MapJSONError`` for
    ///   another schema or version.
    public static func maps(fromJSON text: String) throws -> [AppMap] {
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        guard document.schema == "marshroute-map", document.version == jsonSchemaVersion else {
            throw MapJSONError(schema: document.schema, version: document.version)
        }
        return document.maps
    }
}

/// JSON of another schema or version than this library reads.
public struct MapJSONError: Error, CustomStringConvertible {
    /// The document's schema.
    public let schema: String
    /// Its version.
    public let version: Int

    public var description: String {
        "a \(schema) document of version \(version), not marshroute-map version \(AppMap.jsonSchemaVersion)"
    }
}
