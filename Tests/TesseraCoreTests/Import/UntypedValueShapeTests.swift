import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// The shape of an untyped Style Dictionary value says its type only where it is one of DTCG's: a list
/// of font names ending in a generic family is a font family (Style Dictionary joins it with commas),
/// and an object whose members describe other values rather than hold them (a schema a project's
/// build filters out by its `type`) is none of the composites, and is left out (rule 1).
@Suite struct UntypedValueShapeTests {
    static let files = [
        "tokens/typography.json": """
            { "typography": {
                "fonts": { "type": "font",
                           "primary": { "value": ["IBM Plex Sans", "-apple-system", "Segoe UI", "sans-serif"] },
                           "tags": { "value": ["draft", "final"] } },
                "sizes": { "large": { "value": "1.5rem" } },
                "styleType": { "type": "typedef",
                               "value": { "fontFamily": { "type": "font", "required": true },
                                          "fontSize": { "type": "dimension", "required": true } } },
                "styles": { "title": { "value": { "fontFamily": "{typography.fonts.primary}",
                                                  "fontSize": "{typography.sizes.large}",
                                                  "fontWeight": "700", "lineHeight": "2rem" } },
                            "schema": { "value": "{typography.styleType}" } } } }
            """
    ]

    @Test func aListOfFontNamesEndingInAGenericFamilyIsAFontFamily() {
        let result = resolveFiles(Self.files, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["typography.fonts.primary"] == .fontFamily(["IBM Plex Sans", "-apple-system", "Segoe UI", "sans-serif"]))
        guard case .typography(let title)? = result["typography.styles.title"] else {
            Issue.record("typography.styles.title: \(String(describing: result["typography.styles.title"]))")
            return
        }
        #expect(title.fontFamily == ["IBM Plex Sans", "-apple-system", "Segoe UI", "sans-serif"])
    }

    @Test func aListOfOtherWordsIsNoFontFamily() {
        let result = resolveFiles(Self.files, format: .styleDictionary)
        #expect(result["typography.fonts.tags"] == nil)
        #expect(result.all(.missingType).contains { $0.tokenPath == "typography.fonts.tags" && $0.severity == .warning })
    }

    @Test func anObjectDescribingItsMembersIsLeftOutAndSoIsAnAliasOfIt() {
        let result = resolveFiles(Self.files, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["typography.styleType"] == nil)
        let leftOut = result.all(.missingType).filter { $0.tokenPath == "typography.styleType" }
        #expect(leftOut.count == 1 && leftOut.first?.severity == .warning, "\(result.diagnostics.map(\.message))")
        #expect(result["typography.styles.schema"] == nil)
        let chain = result.all(.leftOutReference).filter { $0.tokenPath == "typography.styles.schema" }
        #expect(chain.count == 1 && chain.first?.message.contains("typography.styleType") == true, "\(result.diagnostics.map(\.message))")
    }
}
