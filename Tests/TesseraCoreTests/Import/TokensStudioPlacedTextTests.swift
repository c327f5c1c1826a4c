import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// Tokens Studio places a token's written text wherever a reference names it, whatever the
/// token's own type: a token left out for its own value (rule 1) still gives that text to the
/// tokens that place it, where it reads as their type.
@Suite struct TokensStudioPlacedTextTests {
    /// Percentages kept as `color` tokens for `rgba()`, and as `dimension` tokens for line heights.
    private static let files = [
        "tokens.json": """
            { "palette": { "white": { "value": "#ffffff", "type": "color" },
                           "opacity": { "80": { "value": "80%", "type": "color" },
                                        "half": { "value": "0.5", "type": "color" } } },
              "overlay": { "value": "rgba({palette.white}, {palette.opacity.80})", "type": "color" },
              "scrim": { "value": "rgba( {palette.white} , {palette.opacity.half} )", "type": "color" },
              "alias": { "value": "{palette.opacity.80}", "type": "color" },
              "line-height": { "tight": { "$value": "110%", "$type": "dimension" },
                               "fluid": { "$value": "5vw", "$type": "dimension" } },
              "size": { "$value": "20px", "$type": "dimension" },
              "body": { "$value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "{size}",
                                    "lineHeight": "{line-height.tight}" }, "$type": "typography" },
              "fluid": { "$value": { "fontFamily": "Inter", "fontWeight": "400", "fontSize": "{line-height.fluid}",
                                     "lineHeight": "1.5" }, "$type": "typography" },
              "gap": { "$value": "{line-height.tight}", "$type": "dimension" } }
            """
    ]

    @Test func aPercentageInAColorTokenIsLeftOutAndItsTextIsPlacedInRGBA() throws {
        let result = resolveFiles(Self.files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        // The percentages are no colors: left out, one warning each, saying so.
        #expect(result["palette.opacity.80"] == nil)
        #expect(result["palette.opacity.half"] == nil)
        let unmapped = result.all(.unmappedValue).filter { $0.tokenPath?.hasPrefix("palette.opacity") == true }
        #expect(unmapped.count == 2)
        #expect(unmapped.allSatisfy { $0.severity == .warning && $0.message.contains("no color") }, "\(unmapped.map(\.message))")
        // Their text reads where rgba() places it: white at 80% and at 0.5.
        guard case .color(let overlay)? = result["overlay"], case .color(let scrim)? = result["scrim"] else {
            Issue.record("overlay and scrim should resolve: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(srgb(.color(overlay)) == [1, 1, 1])
        #expect(abs(overlay.alpha - 0.8) < 1e-9)
        #expect(abs(scrim.alpha - 0.5) < 1e-9)
        // A color alias of the percentage is no color either: left out with it, naming the root.
        #expect(result["alias"] == nil)
        let alias = result.all(.leftOutReference).first { $0.tokenPath == "alias" }
        #expect(alias?.message.contains("palette.opacity.80") == true, "\(alias?.message ?? "none")")
    }

    @Test func aPercentageDimensionIsPlacedAsALineHeight() throws {
        let result = resolveFiles(Self.files, format: .tokensStudio)
        // `110%` has no length value (left out), but as a line height it is 1.1, as written in place.
        #expect(result["line-height.tight"] == nil)
        guard case .typography(let body)? = result["body"] else {
            Issue.record("body should resolve: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(abs(body.lineHeight - 1.1) < 1e-9)
        // Text that reads as nothing there stays left out with its root: 5vw is no font size.
        #expect(result["fluid"] == nil)
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "fluid" && $0.message.contains("line-height.fluid") })
        // A whole-value alias of the left-out length is no length either.
        #expect(result["gap"] == nil)
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "gap" })
        #expect(result.all(.unresolvedReference).isEmpty)
    }

    @Test func strictModeKeepsTheLeftOutTokenAnError() {
        let result = resolveFiles(Self.files, strict: true, format: .tokensStudio)
        // Strict mode reads nothing textually past a left-out token: the typography is not read from it.
        #expect(result["body"] == nil)
        #expect(!result.errors.isEmpty)
    }

    /// A shadow written as CSS box-shadow text, which sd-transforms passes to CSS as it is.
    @Test func aShadowWrittenAsCSSTextIsReadAsCSSReadsIt() throws {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "ink": { "$value": "#0d0d0d", "$type": "color" },
                      "shadow": { "sm": { "$value": "0px 1px 3px 0px rgba(13, 13, 13, 0.1), 0px 1px 2px -1px {ink}", "$type": "boxShadow" },
                                  "none": { "$value": "none", "$type": "boxShadow" },
                                  "zero": { "$value": "0", "$type": "boxShadow" },
                                  "broken": { "$value": "0px 1px wide #000", "$type": "boxShadow" } } }
                    """
            ], format: .tokensStudio)
        guard case .shadow(let layers)? = result["shadow.sm"] else {
            Issue.record("shadow.sm should resolve: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(layers.count == 2)
        #expect(layers[0].offsetY == DimensionValue(1, .px) && layers[0].blur == DimensionValue(3, .px))
        #expect(abs(layers[0].color.alpha - 0.1) < 1e-9)
        #expect(layers[1].spread == DimensionValue(-1, .px))
        #expect(srgb(.color(layers[1].color)).map { $0.map { ($0 * 255).rounded() } } == [13, 13, 13])
        // A keyword is still left out with a warning; text CSS cannot read is an error at the token.
        #expect(result["shadow.none"] == nil && result["shadow.zero"] == nil)
        #expect(result.all(.unmappedValue).contains { $0.tokenPath == "shadow.none" && $0.severity == .warning })
        #expect(result.all(.unmappedValue).contains { $0.tokenPath == "shadow.zero" && $0.severity == .warning })
        #expect(result.errors.map(\.tokenPath) == ["shadow.broken"], "\(result.errors.map(\.message))")
    }

    /// `Auto` where a length belongs (Figma's auto layout gap) is said to be a layout keyword, not a broken expression.
    @Test func anAutoSpacingIsALayoutKeywordLeftOut() {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "gap": { "auto": { "value": "Auto", "type": "spacing" }, "fixed": { "value": "8", "type": "spacing" },
                               "alias": { "value": "{gap.auto}", "type": "spacing" } } }
                    """
            ], format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["gap.fixed"] == .dimension(DimensionValue(8, .px)))
        #expect(result["gap.auto"] == nil && result["gap.alias"] == nil)
        #expect(result.all(.invalidExpression).isEmpty)
        #expect(result.all(.unmappedValue).contains { $0.tokenPath == "gap.auto" && $0.message.contains("keyword") })
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "gap.alias" && $0.message.contains("gap.auto") })
    }

    /// An `other` token's text placed where a length or a weight belongs reads as it reads written there:
    /// `auto` and a CSS comment (a team's "no value yet", which the CSS build writes as an empty value) leave
    /// the alias out (rule 1) with the tokens aliasing it; a number reads; malformed text stays an error.
    @Test func textPlacedFromAnOtherTokenReadsAsWrittenInPlace() {
        let files = [
            "tokens.json": """
                { "no-token": { "value": "/* */", "type": "other" },
                  "keyword": { "value": "auto", "type": "other" },
                  "plain": { "value": "12", "type": "other" },
                  "broken": { "value": "wide", "type": "other" },
                  "button": { "inline-size": { "value": "{no-token}", "type": "dimension" },
                              "font-weight": { "value": "{no-token}", "type": "fontWeights" },
                              "block-size": { "value": "{keyword}", "type": "dimension" },
                              "gap": { "value": "{plain}", "type": "dimension" },
                              "wide": { "value": "{broken}", "type": "dimension" },
                              "min-size": { "value": "{button.inline-size}", "type": "dimension" } } }
                """
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result["button.gap"] == .dimension(DimensionValue(12, .px)))
        for id in ["button.inline-size", "button.font-weight", "button.block-size", "button.min-size"] {
            #expect(result[id] == nil, "\(id)")
        }
        let leftOut = result.diagnostics.filter { $0.severity == .warning && $0.code == .invalidValue }
        #expect(leftOut.contains { $0.tokenPath == "button.inline-size" && $0.message.contains("CSS comment") }, "\(leftOut.map(\.message))")
        #expect(leftOut.contains { $0.tokenPath == "button.font-weight" && $0.message.contains("CSS comment") })
        #expect(leftOut.contains { $0.tokenPath == "button.block-size" && $0.message.contains("auto") })
        // The chain through the left-out alias is left out too, naming its root.
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "button.min-size" && $0.message.contains("button.inline-size") })
        // Text with no reading anywhere is a defect of the data: one error, at the alias.
        #expect(result.errors.map(\.tokenPath) == ["button.wide"], "\(result.errors.map(\.message))")
        #expect(result.all(.referenceTypeMismatch).isEmpty)
        // Strict mode refuses the text tokens themselves (no DTCG type), and reads nothing through them.
        let strict = resolveFiles(files, strict: true, format: .tokensStudio)
        #expect(strict.errors.contains { $0.tokenPath == "no-token" })
        #expect(strict["button.inline-size"] == nil && strict.all(.invalidValue).allSatisfy { $0.severity == .error })
    }

    /// An untyped value whose references give CSS text no type reads (`"{space.4} 0"`, a padding shorthand;
    /// `"1px solid {ink}"`, a border) is what sd-transforms writes into CSS as it is: left out with a warning,
    /// with the tokens aliasing it (rule 1), an error under `--strict`. Text that shows a type is read as it.
    @Test func anUntypedShorthandWithReferencesIsLeftOut() {
        let files = [
            "tokens.json": """
                { "space": { "4": { "$value": "32px", "$type": "dimension" } },
                  "ink": { "$value": "#000000", "$type": "color" },
                  "dialog": { "padding-block": { "$value": "{space.4} 0" },
                              "border": { "$value": "1px solid {ink}" },
                              "gap": { "$value": "{space.4}" },
                              "inset": { "$value": "{dialog.padding-block}", "$type": "dimension" } } }
                """
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["dialog.gap"] == .dimension(DimensionValue(32, .px)))
        #expect(result["dialog.padding-block"] == nil && result["dialog.border"] == nil && result["dialog.inset"] == nil)
        let leftOut = result.all(.missingType).filter { $0.severity == .warning }
        #expect(leftOut.contains { $0.tokenPath == "dialog.padding-block" && $0.message.contains("\"32px 0\"") }, "\(leftOut.map(\.message))")
        #expect(leftOut.contains { $0.tokenPath == "dialog.border" })
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "dialog.inset" })
        let strict = resolveFiles(files, strict: true, format: .tokensStudio)
        #expect(strict.errors.contains { $0.tokenPath == "dialog.padding-block" })
    }

    /// A border whose style references a text token (`other`, as PrimeOne's Figma kit keeps `focus.ring.style`)
    /// reads the placed text as a style written there: `solid` is solid, and `none`, CSS for no border, has
    /// no value in an app, so the border is left out with one warning (rule 1), and with it the tokens that
    /// alias it, never a type mismatch.
    @Test func aBorderStylePlacedFromATextTokenReadsAsWrittenThere() {
        let files = [
            "tokens.json": """
                { "ring": { "solid": { "value": "solid", "type": "other" },
                            "off": { "value": "none", "type": "other" },
                            "style": { "value": "{ring.off}", "type": "other" } },
                  "ink": { "value": "#000000", "type": "color" },
                  "shown": { "value": { "color": "{ink}", "width": "1", "style": "{ring.solid}" }, "type": "border" },
                  "hidden": { "value": { "color": "{ink}", "width": "1", "style": "{ring.style}" }, "type": "border" },
                  "focus": { "value": "{hidden}", "type": "border" } }
                """
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        guard case .border(let shown)? = result["shown"] else {
            Issue.record("shown should resolve: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(shown.style == .keyword("solid"))
        #expect(result["hidden"] == nil && result["focus"] == nil)
        let hidden = result.all(.invalidValue).filter { $0.tokenPath == "hidden" }
        #expect(hidden.count == 1 && hidden.first?.severity == .warning, "\(result.diagnostics.map(\.message))")
        #expect(hidden.first?.message.contains("\"none\"") == true, "\(hidden.map(\.message))")
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "focus" }, "\(result.diagnostics.map(\.message))")
        #expect(result.all(.referenceTypeMismatch).isEmpty)
        // Strict mode reads DTCG to the letter, where `other` is no type: the border is an error, never a value.
        let strict = resolveFiles(files, strict: true, format: .tokensStudio)
        #expect(!strict.errors.isEmpty && strict["hidden"] == nil)
    }
}
