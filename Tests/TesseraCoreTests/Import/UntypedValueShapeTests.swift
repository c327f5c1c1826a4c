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

    /// An untyped `calc()` computes to what its operands' units are, as a browser computes it: a font
    /// size built as `calc({base} * {ratio})` is a length, never the CSS text; one that needs the layout
    /// (`%`) is left out with one warning (rule 1), and so is a token referring to it.
    static let scale = [
        "tokens/size.json": """
            { "typography": { "ratio": { "value": "1.125" }, "base": { "value": "1rem" },
                              "sm": { "value": "calc({typography.base.value} * {typography.ratio.value})" },
                              "md": { "value": "calc({typography.sm.value} * {typography.ratio.value})" },
                              "fixed": { "value": "calc(4px * 2 + 1px)" },
                              "fluid": { "value": "calc(100% - 2rem)" },
                              "wide": { "value": "{typography.fluid.value}" },
                              "note": { "value": "calc is what a browser computes" } } }
            """
    ]

    @Test func anUntypedCalcOfFixedLengthsIsALength() {
        let result = resolveFiles(Self.scale, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["typography.sm"] == .dimension(DimensionValue(1.125, .rem)))
        #expect(result["typography.fixed"] == .dimension(DimensionValue(9, .px)))
        guard case .dimension(let md)? = result["typography.md"] else {
            Issue.record("typography.md: \(String(describing: result["typography.md"]))")
            return
        }
        #expect(abs(md.value - 1.265625) < 1e-3 && md.unit == .rem)
    }

    @Test func anUntypedCalcNeedingTheLayoutIsLeftOutAndSoIsAnAliasOfIt() {
        let result = resolveFiles(Self.scale, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["typography.fluid"] == nil)
        #expect(result.diagnostics.contains { $0.tokenPath == "typography.fluid" && $0.severity == .warning && $0.message.contains("%") })
        #expect(result["typography.wide"] == nil)
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "typography.wide" && $0.message.contains("typography.fluid") })
        // Text that only begins with the word stays text.
        #expect(result["typography.note"] == .string("calc is what a browser computes"))
    }
}
