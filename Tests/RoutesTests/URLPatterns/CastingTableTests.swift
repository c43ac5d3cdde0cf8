import Foundation
import Testing

@testable import Routes

/// A custom castable type, as ARoute's `MyObject` implementing `ACastable`.
struct CategoryID: RouteParameterCastable, Hashable {
    let rawValue: String

    init?(routeParameterValue value: String) {
        guard value.hasPrefix("c"), value.count > 1 else { return nil }
        rawValue = value
    }
}

/// ARoute's "Parameter casting" table and the casts this port adds.
@Suite("Parameter casting")
struct CastingTableTests {
    private func value(_ pattern: String, _ url: String, casts: RouteParameterCasts = .builtIn)
        throws -> RouteParameterValue?
    {
        try RoutePattern(pattern, casts: casts).match(RouteURL(url))?["userId"]
    }

    @Test func theCastingTable() throws {
        #expect(try value("user-profile/{userId}", "user-profile/42") == .string("42"))
        #expect(try value("user-profile/{userId|string}", "user-profile/42") == .string("42"))
        #expect(try value("user-profile/{userId|NSString}", "user-profile/42") == .string("42"))
        #expect(try value("user-profile/{userId|number}", "user-profile/42") == .int(42))
        #expect(try value("user-profile/{userId|NSNumber}", "user-profile/42") == .int(42))
        #expect(try value("user-profile/{userId|int}", "user-profile/-7") == .int(-7))
        #expect(try value("user-profile/{userId|decimal}", "user-profile/1.25") == .decimal(Decimal(string: "1.25")!))
        #expect(
            try value("user-profile/{userId|NSDecimalNumber}", "user-profile/10") == .decimal(Decimal(10)))
        #expect(try value("user-profile/{userId|double}", "user-profile/2.5e3") == .double(2500))
        #expect(try value("user-profile/{userId|bool}", "user-profile/yes") == .bool(true))
        let uuid = UUID()
        #expect(try value("user-profile/{userId|uuid}", "user-profile/\(uuid.uuidString)") == .uuid(uuid))
    }

    /// ARoute's `number` is an `NSNumber`: whole numbers stay `.int`, others are `.double`;
    /// `int` stays whole numbers only; `float` (URLNavigator's name) is a `.double`.
    @Test func numberIsAnyDecimalNumberAndIntOnlyWholeOnes() throws {
        #expect(try value("p/{userId|number}", "p/12.5") == .double(12.5))
        #expect(try value("p/{userId|number}", "p/-3") == .int(-3))
        #expect(try value("p/{userId|number}", "p/16.0") == .double(16), "written with a fraction")
        #expect(try value("p/{userId|number}", "p/1e3") == nil, "no exponent")
        #expect(try value("p/{userId|number}", "p/99999999999999999999") == nil, "whole, and beyond Int")
        #expect(try value("p/{userId|int}", "p/12.5") == nil)
        #expect(try value("p/{userId|float}", "p/2.5e1") == .double(25))
        #expect(try value("p/{userId|Float}", "p/-0.5") == .double(-0.5))
        #expect(try RoutePattern("p/{x|float}").canonicalKey == RoutePattern("p/{x|double}").canonicalKey)
    }

    @Test func aCustomCastRegisteredUnderAName() throws {
        var casts = RouteParameterCasts.builtIn
        try casts.register(CategoryID.self, named: "CategoryID")
        let cast = try #require(try value("user-profile/{userId|CategoryID}", "user-profile/c12", casts: casts))
        #expect(cast.value(as: CategoryID.self) == CategoryID(routeParameterValue: "c12"))
        #expect(cast.typeName == "CategoryID")
        #expect(try value("user-profile/{userId|CategoryID}", "user-profile/12", casts: casts) == nil)
        #expect(throws: RoutePatternError.castAlreadyRegistered("CategoryID")) {
            try casts.register(CategoryID.self, named: "CategoryID")
        }
        #expect(throws: RoutePatternError.castAlreadyRegistered("int")) {
            try casts.register(CategoryID.self, named: "int")
        }
    }

    @Test func aCustomCastingSeparator() throws {
        let syntax = try RoutePatternSyntax(castingSeparator: "=")
        let pattern = try RoutePattern("user-profile/{userId=number}", syntax: syntax)
        #expect(try pattern.match(RouteURL("user-profile/42")) == ["userId": 42])
    }

    /// Built-in casts are strict: a value that casts means one thing only.
    @Test(arguments: [
        ("int", "+5"), ("int", "5 "), ("int", "0x10"), ("int", "99999999999999999999"), ("int", "1.0"),
        ("double", "nan"), ("double", "inf"), ("double", "0x1p3"), ("double", "1."), ("double", ".5"),
        ("decimal", "12abc"), ("decimal", "1e"), ("bool", "maybe"), ("uuid", "not-a-uuid"),
    ])
    func strictCastsRefuse(_ cast: String, _ text: String) throws {
        #expect(RouteParameterCasts.builtIn[cast]?.cast(text) == nil)
    }

    @Test func anUnknownCastIsARegistrationError() {
        #expect(throws: RoutePatternError.unknownCast(pattern: "a/{id|Nope}", parameter: "id", cast: "Nope")) {
            try RoutePattern("a/{id|Nope}")
        }
    }
}
