import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// A unit written right after a reference (`"{spacing.12}px"`): Tokens Studio places the target's text
/// (`64`) and reads what it gives (`64px`), one value, not a list of values.
@Suite struct TokensStudioGluedUnitTests {
    static let files = [
        "tokens.json": """
            { "spacing": { "3": { "value": "12", "type": "spacing" },
                           "12": { "value": "64", "type": "spacing" },
                           "rem": { "value": "4rem", "type": "spacing" },
                           "px": { "value": "4px", "type": "spacing" },
                           "alias": { "value": "{spacing.12}", "type": "spacing" },
                           "auto": { "value": "auto", "type": "spacing" } },
              "borderRadius": { "sm": { "value": "{spacing.3}px", "type": "borderRadius" },
                                "xxl": { "value": "{spacing.12}px", "type": "borderRadius" },
                                "negative": { "value": "-{spacing.3}px", "type": "dimension" },
                                "pair": { "value": "{spacing.3} {spacing.12}", "type": "borderRadius" },
                                "mixed": { "value": "{spacing.rem}px", "type": "borderRadius" },
                                "twice": { "value": "{spacing.px}px", "type": "borderRadius" },
                                "through": { "value": "{spacing.alias}px", "type": "borderRadius" },
                                "fluid": { "value": "{spacing.auto}px", "type": "borderRadius" } },
              "card": { "radius": { "value": "{borderRadius.sm}", "type": "borderRadius" },
                        "fluid": { "value": "{borderRadius.fluid}", "type": "borderRadius" } },
              "breakpoint": { "value": "(min-width: {spacing.12}px)", "type": "text" } }
            """
    ]

    private func points(_ value: TokenValue?) -> Double? {
        guard case .dimension(let length)? = value, length.unit == .px else { return nil }
        return length.value
    }

    @Test func aUnitGluedToAReferenceIsOneLength() {
        let result = resolveFiles(Self.files, format: .tokensStudio)
        #expect(points(result["borderRadius.sm"]) == 12)
        #expect(points(result["borderRadius.xxl"]) == 64)
        #expect(points(result["borderRadius.negative"]) == -12)
        // Through an alias, the number the alias's target holds is placed.
        #expect(points(result["borderRadius.through"]) == 64)
        // A token aliasing one reads the same value.
        #expect(points(result["card.radius"]) == 12)
        // Placed in text, the number is placed before the unit, as the plugin places `64`.
        #expect(result["breakpoint"] == .string("(min-width: 64px)"))
        let glued = result.diagnostics.filter { ($0.tokenPath ?? "").hasPrefix("borderRadius.") && $0.tokenPath != "borderRadius.pair" }
        #expect(glued.allSatisfy { !$0.message.contains("several values") }, "\(glued.map(\.message))")
    }

    @Test func valuesSeparatedBySpacesAndOtherUnitsAreNotOneLength() {
        let result = resolveFiles(Self.files, format: .tokensStudio)
        // Two values: still left out with one warning saying so.
        #expect(result["borderRadius.pair"] == nil)
        let pair = result.diagnostics.filter { $0.tokenPath == "borderRadius.pair" }
        #expect(pair.count == 1 && pair[0].severity == .warning && pair[0].message.contains("several values"), "\(pair.map(\.message))")
        // `4rem` followed by `px` gives `4rempx` in the plugin too, and `4px` written with its unit gives
        // `4pxpx`: no length, an error at the token.
        #expect(result["borderRadius.mixed"] == nil)
        #expect(result["borderRadius.twice"] == nil)
        #expect(Set(result.errors.compactMap(\.tokenPath)) == ["borderRadius.mixed", "borderRadius.twice"], "\(result.errors.map(\.message))")
        #expect(result.errors.contains { $0.message.contains("4pxpx") }, "\(result.errors.map(\.message))")
    }

    @Test func aChainThroughALeftOutTokenIsLeftOutNamingTheRoot() {
        let result = resolveFiles(Self.files, format: .tokensStudio)
        // `auto` has no value in an app (rule 1): the length glued to it and the alias of that are left out.
        #expect(result["spacing.auto"] == nil)
        #expect(result["borderRadius.fluid"] == nil)
        #expect(result["card.fluid"] == nil)
        let chain = result.all(.leftOutReference).filter { $0.tokenPath == "borderRadius.fluid" || $0.tokenPath == "card.fluid" }
        #expect(chain.count == 2, "\(result.diagnostics.map(\.message))")
        #expect(chain.allSatisfy { $0.severity == .warning && $0.message.contains("spacing.auto") }, "\(chain.map(\.message))")
    }

    /// Another unit glued after a plain number (`"{base}rem"`), or after a value the plugin computes from
    /// plain numbers (`"{scale.2}rem"`, `scale.2` = `"2 / $base"`): the plugin places the number it holds
    /// (`16`, `0.125`) and reads `16rem`, `0.125rem`.
    static let otherUnits = [
        "tokens.json": """
            { "base": { "value": "16", "type": "fontSizes" },
              "ratio": { "value": "1.5", "type": "number" },
              "fluid": { "value": "auto", "type": "spacing" },
              "scale": { "2": { "value": "2 / $base", "type": "dimension" },
                         "braced": { "value": "{base} / 8", "type": "dimension" },
                         "scaled": { "value": "{base} * {ratio} / 16", "type": "dimension" },
                         "withUnit": { "value": "{base} * 1px", "type": "dimension" },
                         "fluid": { "value": "2 / {fluid}", "type": "dimension" } },
              "spacing": { "plain": { "value": "{base}rem", "type": "spacing" },
                           "2": { "value": "{scale.2}rem", "type": "spacing" },
                           "braced": { "value": "{scale.braced}em", "type": "spacing" },
                           "scaled": { "value": "{scale.scaled}rem", "type": "spacing" },
                           "written": { "value": "{scale.withUnit}rem", "type": "spacing" },
                           "fluid": { "value": "{scale.fluid}rem", "type": "spacing" },
                           "card": { "value": "{spacing.fluid}", "type": "spacing" } },
              "percent": { "value": "125", "type": "number" },
              "lineHeights": { "rem": { "value": "{scale.braced}rem", "type": "lineHeights" },
                               "px": { "value": "{base}px", "type": "lineHeights" },
                               "percent": { "value": "{percent}%", "type": "lineHeights" },
                               "viewport": { "value": "{base}vh", "type": "lineHeights" },
                               "alias": { "value": "{lineHeights.viewport}", "type": "lineHeights" } } }
            """
    ]

    private func length(_ value: TokenValue?) -> (Double, String)? {
        guard case .dimension(let length)? = value else { return nil }
        return (length.value, length.unit.rawValue)
    }

    @Test func anotherUnitGluedToAPlainOrComputedNumberTakesThatUnit() {
        let result = resolveFiles(Self.otherUnits, format: .tokensStudio)
        #expect(length(result["spacing.plain"]).map { $0 == (16, "rem") } == true, "\(String(describing: result["spacing.plain"]))")
        #expect(length(result["spacing.2"]).map { $0 == (0.125, "rem") } == true, "\(String(describing: result["spacing.2"]))")
        #expect(length(result["spacing.braced"]).map { $0 == (2, "em") } == true, "\(String(describing: result["spacing.braced"]))")
        #expect(length(result["spacing.scaled"]).map { $0 == (1.5, "rem") } == true, "\(String(describing: result["spacing.scaled"]))")
        // The computed value itself is still a length in px, as a plain number is.
        #expect(points(result["scale.2"]) == 0.125)
        #expect(!result.diagnostics.contains { ($0.tokenPath ?? "").hasPrefix("spacing.") && $0.tokenPath != "spacing.written" && ($0.tokenPath ?? "").hasSuffix("fluid") == false && $0.tokenPath != "spacing.card" },
                "\(result.diagnostics.map(\.message))")
    }

    @Test func aLineHeightFromTextWithReferencesIsAMultipleOrALength() {
        let result = resolveFiles(Self.otherUnits, format: .tokensStudio)
        // As written in place: `2rem` and `16px` are lengths, `125%` the multiple 1.25; no type is guessed.
        #expect(length(result["lineHeights.rem"]).map { $0 == (2, "rem") } == true, "\(String(describing: result["lineHeights.rem"]))")
        #expect(points(result["lineHeights.px"]) == 16)
        #expect(result["lineHeights.percent"] == .number(1.25))
        let read = result.diagnostics.filter { ["lineHeights.rem", "lineHeights.px", "lineHeights.percent"].contains($0.tokenPath ?? "") }
        #expect(read.isEmpty, "\(read.map(\.message))")
    }

    @Test func aLineHeightFromTextWithReferencesInAViewportUnitIsLeftOutWithItsAlias() {
        let result = resolveFiles(Self.otherUnits, format: .tokensStudio)
        // `16vh` is valid CSS with no value in an app (rule 1): left out with one warning, and its alias with it.
        #expect(result["lineHeights.viewport"] == nil && result["lineHeights.alias"] == nil)
        let own = result.diagnostics.filter { $0.tokenPath == "lineHeights.viewport" }
        #expect(own.count == 1 && own[0].severity == .warning, "\(own.map(\.message))")
        let chain = result.all(.leftOutReference).filter { $0.tokenPath == "lineHeights.alias" }
        #expect(chain.count == 1 && chain[0].severity == .warning && chain[0].message.contains("lineHeights.viewport"), "\(chain.map(\.message))")
    }

    @Test func aComputedValueWrittenWithAUnitKeepsIt() {
        let result = resolveFiles(Self.otherUnits, format: .tokensStudio)
        // `16 * 1px` holds `16px` in the plugin: `16pxrem` is no length, an error at the token.
        #expect(result["spacing.written"] == nil)
        #expect(result.errors.contains { $0.tokenPath == "spacing.written" && $0.message.contains("16pxrem") }, "\(result.errors.map(\.message))")
        #expect(Set(result.errors.compactMap(\.tokenPath)) == ["spacing.written"], "\(result.errors.map(\.message))")
    }

    @Test func anotherUnitGluedToAChainThroughALeftOutTokenIsLeftOut() {
        let result = resolveFiles(Self.otherUnits, format: .tokensStudio)
        // `auto` has no value in an app (rule 1): the value computed from it, the length glued to that and its alias are left out.
        #expect(result["scale.fluid"] == nil && result["spacing.fluid"] == nil && result["spacing.card"] == nil)
        let chain = result.all(.leftOutReference).filter { ["scale.fluid", "spacing.fluid", "spacing.card"].contains($0.tokenPath ?? "") }
        #expect(chain.count == 3, "\(result.diagnostics.map(\.message))")
        #expect(chain.allSatisfy { $0.severity == .warning && $0.message.contains("fluid") }, "\(chain.map(\.message))")
    }

    /// An alpha byte written right after a color reference (`"{brand}61"`): the plugin places the
    /// target's hex and reads `#567ff961`, the color at 38%, in a color token and in a shadow's layer alike.
    static let gluedAlpha = [
        "tokens.json": """
            { "brand": { "value": "#567ff9", "type": "color" },
              "web": { "value": "var(--brand)", "type": "color" },
              "focus": { "value": "{brand}61", "type": "color" },
              "halo": { "value": "{focus}", "type": "color" },
              "ring": { "value": [ { "x": "0", "y": "0", "blur": "0", "spread": "1", "color": "{brand}", "type": "innerShadow" },
                                   { "x": "0", "y": "0", "blur": "0", "spread": "2", "color": "{brand}61", "type": "dropShadow" } ],
                        "type": "boxShadow" },
              "webGlow": { "value": "{web}61", "type": "color" },
              "webGlowAlias": { "value": "{webGlow}", "type": "color" },
              "broken": { "value": "{brand}zz", "type": "color" } }
            """
    ]

    @Test func anAlphaByteGluedToAColorReferenceIsOneColor() throws {
        let result = resolveFiles(Self.gluedAlpha, format: .tokensStudio)
        let alpha = 0x61 / 255.0
        guard case .color(let focus)? = result["focus"] else { Issue.record("focus: \(String(describing: result["focus"]))"); return }
        #expect(focus.srgbHex == "#567ff9" && abs(focus.alpha - alpha) < 1e-9)
        // An alias of it reads the same color.
        #expect(result["halo"] == result["focus"])
        guard case .shadow(let layers)? = result["ring"] else { Issue.record("ring: \(String(describing: result["ring"]))"); return }
        #expect(layers.count == 2)
        #expect(layers.map { abs($0.color.alpha - 1) < 1e-9 } == [true, false])
        #expect(abs(layers[1].color.alpha - alpha) < 1e-9 && layers[1].color.srgbHex == "#567ff9")
        #expect(!result.diagnostics.contains { $0.message.contains("several values") }, "\(result.diagnostics.map(\.message))")
    }

    @Test func textGluedToAColorReferenceThatGivesNoColorIsAnError() throws {
        let result = resolveFiles(Self.gluedAlpha, format: .tokensStudio)
        // `#567ff9zz` is no color in the plugin either: an error at the token, not a guess.
        #expect(result["broken"] == nil)
        let error = try #require(result.errors.first { $0.tokenPath == "broken" })
        #expect(error.message.contains("#567ff9zz"), "\(error.message)")
        #expect(result.errors.count == 1, "\(result.errors.map(\.message))")
    }

    @Test func anAlphaGluedToALeftOutColorLeavesTheChainOutNamingTheRoot() {
        let result = resolveFiles(Self.gluedAlpha, format: .tokensStudio)
        // `var(--brand)` has no value in an app (rule 1): the color glued to it and its alias are left out.
        #expect(result["web"] == nil && result["webGlow"] == nil && result["webGlowAlias"] == nil)
        let chain = result.all(.leftOutReference).filter { $0.tokenPath == "webGlow" || $0.tokenPath == "webGlowAlias" }
        #expect(chain.count == 2, "\(result.diagnostics.map(\.message))")
        #expect(chain.allSatisfy { $0.severity == .warning && $0.message.contains("refers to web") || $0.message.contains("because it refers to web") }, "\(chain.map(\.message))")
    }

    /// A length unit written after a space (`"16 px"`, `"1 rem"`): the plugin's `parseFloat` stops at the
    /// space and it reads the unit by the text's end, so the value is `16px`, `1rem`, not two values.
    static let spacedUnit = [
        "tokens.json": """
            { "size": { "16": { "value": "16 px", "type": "dimension" },
                        "rem": { "value": "1 rem", "type": "dimension" },
                        "negative": { "value": "-2 px", "type": "dimension" },
                        "margin": { "value": "0 auto", "type": "dimension" },
                        "pair": { "value": "8 16px", "type": "dimension" } },
              "spacing": { "md": { "value": "{size.16}", "type": "spacing" },
                           "centered": { "value": "{size.margin}", "type": "spacing" },
                           "wide": { "value": "{spacing.centered}", "type": "spacing" } } }
            """
    ]

    @Test func aLengthUnitAfterASpaceIsOneLength() {
        let result = resolveFiles(Self.spacedUnit, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(points(result["size.16"]) == 16)
        #expect(result["size.rem"] == .dimension(DimensionValue(1, .rem)))
        #expect(points(result["size.negative"]) == -2)
        // An alias of it reads the same length.
        #expect(points(result["spacing.md"]) == 16)
        let spaced = result.diagnostics.filter { ["size.16", "size.rem", "size.negative", "spacing.md"].contains($0.tokenPath ?? "") }
        #expect(spaced.isEmpty, "\(spaced.map(\.message))")
    }

    @Test func aWordOrANumberAfterASpaceIsStillSeveralValues() {
        let result = resolveFiles(Self.spacedUnit, format: .tokensStudio)
        // `0 auto` and `8 16px` are a shorthand's values: left out with one warning each, saying so.
        #expect(result["size.margin"] == nil && result["size.pair"] == nil)
        for path in ["size.margin", "size.pair"] {
            let warnings = result.diagnostics.filter { $0.tokenPath == path }
            #expect(warnings.count == 1 && warnings[0].severity == .warning && warnings[0].message.contains("several values"), "\(warnings.map(\.message))")
        }
        // The tokens referring to one are left out too, each with a warning naming the root.
        #expect(result["spacing.centered"] == nil && result["spacing.wide"] == nil)
        let chain = result.all(.leftOutReference).filter { ($0.tokenPath ?? "").hasPrefix("spacing.") }
        #expect(Set(chain.compactMap(\.tokenPath)) == ["spacing.centered", "spacing.wide"], "\(result.diagnostics.map(\.message))")
        #expect(chain.allSatisfy { $0.severity == .warning && $0.message.contains("size.margin") }, "\(chain.map(\.message))")
    }
}
