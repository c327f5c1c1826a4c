import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// "did you mean" for references misspelled in any segment, for `$type` names, and the helpers behind them.
@Suite struct SuggestionTests {
    static let palette = """
        { "palette": { "$type": "color",
            "gray": { "900": { "$value": "#111111" }, "100": { "$value": "#eeeeee" } },
            "blue": { "500": { "$value": "#0000ff" } } },
          "x": { "$value": "{REFERENCE}" } }
        """

    static func fix(for reference: String) throws -> String? {
        let result = resolveJSON(palette.replacingOccurrences(of: "REFERENCE", with: reference))
        let error = try #require(result.first(.unresolvedReference))
        return error.fixIt
    }

    @Test(arguments: [
        ("palette.grey.900", "palette.gray.900"),
        ("pallete.gray.900", "palette.gray.900"),
        ("palette.blu.500", "palette.blue.500"),
        ("Pallete.Grey.900", "palette.gray.900"),
        ("palette.gray.90", "palette.gray.900"),
    ])
    func aMisspelledSegmentAnywhereIsSuggested(_ written: String, _ expected: String) throws {
        #expect(try Self.fix(for: written) == "replace with {\(expected)}")
    }

    @Test(arguments: ["palette.red.900", "colors.primary", "palette.gray.900.light", "xyz"])
    func farNamesGetNoSuggestion(_ written: String) throws {
        #expect(try Self.fix(for: written) == nil)
    }

    @Test func pathSuggesterPrefersTheFewestEdits() {
        let suggester = PathSuggester(paths: ["size.small", "size.smaller", "space.small"])
        #expect(suggester.nearest(to: "size.smal") == "size.small")
        #expect(suggester.nearest(to: "spase.smal") == "space.small")
        #expect(suggester.nearest(to: "size.small") == nil, "an existing path needs no suggestion")
        #expect(suggester.nearest(to: "") == nil)
    }

    @Test func nearestNameIsOneBestWithinTheLimit() {
        #expect(EditDistance.nearest(to: "colour", among: ["dimension", "color", "number"]) == "color")
        #expect(EditDistance.nearest(to: "apperance", among: ["appearance", "brand"]) == "appearance")
        #expect(EditDistance.nearest(to: "dim", among: ["dark", "light"]) == nil)
        #expect(EditDistance.nearest(to: "sepia", among: ["light", "dark"]) == nil)
    }

    @Test func aMisspelledTypeIsSuggested() throws {
        let result = resolveJSON(##"{ "c": { "$type": "colour", "$value": "#ff0000" } }"##)
        let error = try #require(result.first(.unknownType))
        #expect(error.fixIt == "did you mean \"color\"?")
        let cased = resolveJSON(##"{ "c": { "$type": "Color", "$value": "#ff0000" } }"##)
        #expect(try #require(cased.first(.unknownType)).fixIt == "did you mean \"color\"? (types are case-sensitive)")
    }
}
