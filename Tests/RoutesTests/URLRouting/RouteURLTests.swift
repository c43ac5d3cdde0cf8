import Testing

@testable import Routes

@Suite("Strict URL handling")
struct RouteURLTests {
    @Test func schemeAndHostAreCaseInsensitiveThePathIsNot() throws {
        let url = try RouteURL("NavDemo://Adverts/ABC")
        #expect(url.scheme == "navdemo")
        #expect(url.segments == ["adverts", "ABC"])
        #expect(try RouteURL("Adverts/ABC").segments == ["Adverts", "ABC"])
    }

    @Test func aBarePathWithOrWithoutALeadingSlash() throws {
        #expect(try RouteURL("adverts/16").segments == ["adverts", "16"])
        #expect(try RouteURL("/adverts/16").segments == ["adverts", "16"])
        #expect(try RouteURL("adverts/16").scheme == nil)
    }

    @Test func oneTrailingSlashIsIgnored() throws {
        #expect(try RouteURL("adverts/16/").segments == ["adverts", "16"])
        #expect(throws: RouteURLError.emptySegment(url: "adverts/16//", index: 2)) { try RouteURL("adverts/16//") }
    }

    @Test func thePathIsSplitBeforeDecoding() throws {
        #expect(try RouteURL("files/a%2Fb").segments == ["files", "a/b"])
        #expect(try RouteURL("caf%C3%A9/x").segments == ["café", "x"])
    }

    @Test func emptyDotAndDotDotSegmentsAreRefusedHoweverSpelled() {
        #expect(throws: RouteURLError.emptySegment(url: "a//b", index: 1)) { try RouteURL("a//b") }
        #expect(throws: RouteURLError.dotSegment(url: "a/./b", index: 1)) { try RouteURL("a/./b") }
        #expect(throws: RouteURLError.dotSegment(url: "a/../b", index: 1)) { try RouteURL("a/../b") }
        #expect(throws: RouteURLError.dotSegment(url: "a/%2E%2E/b", index: 1)) { try RouteURL("a/%2E%2E/b") }
        #expect(throws: RouteURLError.dotSegment(url: "a/.%2e", index: 1)) { try RouteURL("a/.%2e") }
    }

    @Test func queryItemsAreDecodedInOrderAndTheFragmentIsDropped() throws {
        let url = try RouteURL("search?sort=price&page=2&q=a+b%26c&empty&=x#top")
        #expect(
            url.queryItems == [
                RouteQueryItem(name: "sort", value: "price"), RouteQueryItem(name: "page", value: "2"),
                RouteQueryItem(name: "q", value: "a b&c"), RouteQueryItem(name: "empty", value: ""),
            ])
        #expect(url.segments == ["search"])
    }

    @Test func theLengthLimit() throws {
        let longest = String(repeating: "a", count: RouteURL.maximumByteCount)
        #expect(try RouteURL(longest).segments == [longest])
        #expect(throws: RouteURLError.tooLong(byteCount: 2_049)) { try RouteURL(longest + "b") }
    }

    @Test func errorMessagesAreSafeToPrint() {
        do {
            _ = try RouteURL("a/\u{1B}]0;pwned\u{07}")
            Issue.record("a control character was accepted")
        } catch {
            #expect(!error.description.unicodeScalars.contains { RouteText.isControl($0) })
            #expect(error.description.contains("\\u{1B}"))
        }
    }
}
