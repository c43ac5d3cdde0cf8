import Testing

@testable import MarshrouteInspector

/// Long names in the narrow inspector break after a dot, then before a capital, never inside a word.
@Suite("Inspector: breaking long names")
struct IdentifierBreakingTests {
    @Test func aNameThatFitsIsLeftAlone() {
        #expect(
            IdentifierBreaking.breakable("CategoriesRouterImpl.showSubcategories", limit: 60)
                == "CategoriesRouterImpl.showSubcategories")
    }

    @Test func aDotComesFirst() {
        #expect(
            IdentifierBreaking.breakable("CategoriesMasterDetailRouterSplit.showSubcategories", limit: 40)
                == "CategoriesMasterDetailRouterSplit. showSubcategories")
    }

    @Test func aPartTooLongBreaksBeforeItsCapitals() {
        #expect(
            IdentifierBreaking.breakable("CategoriesMasterDetailRouterSplit.showSubcategories", limit: 20)
                == "CategoriesMaster DetailRouterSplit. showSubcategories")
    }

    @Test func noPieceIsCutInsideAWord() {
        let name = "presentModalNavigationControllerWithRootViewControllerDerivedFrom"
        for limit in 8...40 {
            let pieces = IdentifierBreaking.breakable(name[...], limit: limit).split(separator: " ")
            #expect(pieces.joined() == name)
            for piece in pieces {
                #expect(piece.count <= limit || !piece.dropFirst().contains(where: \.isUppercase), "\(limit): \(piece)")
                #expect(piece.first?.isUppercase == true || piece == pieces.first, "\(limit): \(piece)")
            }
        }
    }

    @Test func aWordWithNowhereToBreakStaysWhole() {
        #expect(IdentifierBreaking.breakable("abcdefghijklmnop", limit: 5) == "abcdefghijklmnop")
    }
}
