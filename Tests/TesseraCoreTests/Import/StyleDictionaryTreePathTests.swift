import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// Style Dictionary resolves a reference against the whole tree it merged from its sources,
/// not against a list of tokens (`getValueByPath`): plain values, members beside a token's value,
/// groups. Its types label tokens; they never change the value a reference places.
@Suite struct StyleDictionaryTreePathTests {
    @Test func referencesToPlainValuesPlaceThemAsText() {
        // A plain value in one file, used by tokens of another: Style Dictionary places its text.
        let result = resolveFiles([
            "sd/a-options.json": #"{ "options": { "space": { "one-x": "16px", "ratio": 1.5 } } }"#,
            "sd/b-space.json": """
                { "space": {
                    "one-x": { "$type": "dimension", "$value": "{options.space.one-x}" },
                    "inset": { "$type": "dimension", "$value": "{ options.space.one-x.value }" },
                    "ratio": { "$type": "number", "$value": "{options.space.ratio}" },
                    "pair": { "$value": "{options.space.one-x} {options.space.one-x}" },
                    "chained": { "$type": "dimension", "$value": "{space.one-x}" } } }
                """,
        ], entry: "sd", format: .styleDictionary)
        // `{ a.value }` with a plain value at `a` names nothing, in Style Dictionary too: the one error.
        #expect(result.errors.map(\.tokenPath) == ["space.inset"], "\(result.errors.map(\.message))")
        #expect(result.all(.unresolvedReference).map(\.tokenPath) == ["space.inset"])
        #expect(result["space.one-x"] == .dimension(DimensionValue(16, .px)))
        #expect(result["space.ratio"] == .number(1.5))
        #expect(result["space.pair"] == .string("16px 16px"))
        #expect(result["space.chained"] == .dimension(DimensionValue(16, .px)))
        #expect(result.tokens["space.chained"]?.aliasOf == "space.one-x")
        // Plain values stay out of the outputs.
        #expect(result.tokens["options.space.one-x"] == nil)
    }

    @Test func referencesToMembersBesideAValueAndSpacedValueReferences() {
        // A style built from its own members, as Style Dictionary 3 projects write CSS `font` shorthands.
        let result = resolveFiles([
            "sd/font.json": """
                { "font": {
                    "weights": { "book": { "value": "400" } },
                    "sizes": { "body": { "value": "16px" } },
                    "style": { "body": {
                        "weight": "{ font.weights.book.value }",
                        "size": "{font.sizes.body}",
                        "value": "{ font.style.body.weight } { font.style.body.size }" } },
                    "label": { "value": "{ font.sizes.body.value }" } } }
                """
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["font.style.body"] == .string("400 16px"))
        // Spaces inside the braces and a last `.value`, together: the token itself.
        #expect(result.tokens["font.label"]?.aliasOf == "font.sizes.body")
        #expect(result["font.label"] == .dimension(DimensionValue(16, .px)))
    }

    @Test func aReferenceToAGroupLeavesTheTokenOutWithTheTokensReferringToIt() {
        let result = resolveFiles([
            "sd/color.json": """
                { "palette": { "blue": { "50": { "value": "#0000ff" }, "90": { "value": "#000080" } } },
                  "theme": { "palette": { "value": "{palette.blue}" },
                             "accent": { "value": "{theme.palette.value.50}" },
                             "link": { "value": "{theme.palette}" } } }
                """
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let group = result.all(.referenceToGroup)
        #expect(group.map(\.tokenPath) == ["theme.palette"])
        #expect(group.first?.severity == .warning)
        #expect(result.tokens["theme.palette"] == nil)
        // The chain through the left-out token is left out too, naming it.
        #expect(result.tokens["theme.link"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["theme.link"])
        // A path through the token's value into the group it names is that group's token.
        #expect(srgb(result["theme.accent"]) == [0, 0, 1])
        #expect(result.tokens["theme.accent"]?.aliasOf == "palette.blue.50")
    }

    @Test func aReferenceToAGroupIsAnErrorInStrictMode() {
        let result = resolveFiles([
            "sd/color.json": ##"{ "palette": { "blue": { "50": { "value": "#0000ff" } } }, "theme": { "value": "{palette.blue}" } }"##
        ], entry: "sd", strict: true, format: .styleDictionary)
        #expect(result.all(.valueWithoutAppMeaning).map(\.tokenPath) == ["theme"])
        #expect(result.all(.valueWithoutAppMeaning).first?.severity == .error)
    }

    @Test func aWrittenTypeLabelsAnAliasWithoutChangingItsValue() {
        // Style Dictionary passes the referenced text through whatever `type` says.
        let files = [
            "sd/fonts.json": """
                { "base": { "family": { "type": "string", "value": "Inter, sans-serif" }, "gap": { "type": "dimension", "value": "4px" } },
                  "semantic": {
                    "family": { "type": "number", "value": "{base.family}" },
                    "body": { "type": "string", "value": "{semantic.family}" },
                    "gap": { "type": "color", "value": "{base.gap}" } },
                  "motion": { "$type": "number", "fast": { "$value": "{base.family}" } } }
                """
        ]
        let result = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["semantic.family"] == .string("Inter, sans-serif"))
        #expect(result["semantic.body"] == .string("Inter, sans-serif"))
        #expect(result["semantic.gap"] == .dimension(DimensionValue(4, .px)))
        #expect(result.tokens["semantic.gap"]?.type == .dimension)
        #expect(result["motion.fast"] == .string("Inter, sans-serif"))
        let labels = result.all(.referenceTypeMismatch)
        #expect(labels.allSatisfy { $0.severity == .warning })
        // One reading per pair of types: `motion.fast`, a second number label on text, is said with `semantic.family`.
        #expect(Set(labels.compactMap(\.tokenPath)) == ["semantic.family", "semantic.gap"])
        #expect(labels.first { $0.tokenPath == "semantic.family" }?.message
            == "token semantic.family is declared as number but its reference resolves to a string; read as string, as Style Dictionary passes the referenced value through (said once for every number label on a string)")
        // DTCG references keep their target's type: the same mismatch is an error there, and in strict mode.
        let strict = resolveFiles([
            "sd/x.json": #"{ "a": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } }, "b": { "$type": "color", "$value": "{a}" } }"#
        ], entry: "sd", strict: true, format: .styleDictionary)
        #expect(strict.all(.referenceTypeMismatch).map(\.severity) == [.error], "\(strict.diagnostics.map(\.message))")
        let dtcg = resolveJSON(#"{ "a": { "$type": "dimension", "$value": "4px" }, "b": { "$type": "number", "$value": "{a}" } }"#)
        #expect(dtcg.all(.referenceTypeMismatch).map(\.severity) == [.error])
    }

    @Test func shadowLayersInTokensStudiosShapeReadAsSdTransformsReadsThem() throws {
        // A Tokens Studio export kept in a Style Dictionary project: `x`, `y`, px numbers, `innerShadow`.
        let result = resolveFiles([
            "sd/shadow.json": ##"""
                { "shadow": {
                    "card": { "type": "boxShadow", "value": [
                        { "x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#000000", "type": "dropShadow" },
                        { "x": 1, "y": 0, "blur": 2, "spread": 1, "color": "#ff0000", "type": "innerShadow" } ] },
                    "flat": { "type": "boxShadow", "value": { "offsetX": "1px", "offsetY": "1px", "blur": "0px", "spread": "0px", "color": "#000000" } } } }
                """##
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        guard case .shadow(let layers)? = result["shadow.card"] else { throw Failure("no shadow") }
        #expect(layers.map(\.offsetY) == [DimensionValue(2, .px), DimensionValue(0, .px)])
        #expect(layers.map(\.offsetX) == [DimensionValue(0, .px), DimensionValue(1, .px)])
        #expect(layers.map(\.blur) == [DimensionValue(4, .px), DimensionValue(2, .px)])
        #expect(layers.map(\.inset) == [false, true])
        // DTCG's own names are read as they are.
        guard case .shadow(let flat)? = result["shadow.flat"] else { throw Failure("no shadow") }
        #expect(flat.map(\.offsetX) == [DimensionValue(1, .px)])
    }

    @Test func aCategoryDoesNotTypeTextWithReferences() throws {
        // Style Dictionary runs no category transform (color/css) on a value with references: the
        // text it gives is passed through, and is typed from that text.
        let result = resolveFiles([
            "sd/color.json": ##"""
                { "color": {
                    "base": { "red": { "value": "#ff0000" }, "blue": { "value": "#0000ff" }, "digits": { "value": "ff0000", "type": "string" } },
                    "accent": { "value": "#{color.base.digits}" },
                    "gradient": { "value": "linear-gradient(60deg, {color.base.red} 0%, {color.base.blue} 100%)" },
                    "border": { "value": "1px solid {color.base.red}" },
                    "flat": { "value": "linear-gradient(60deg, #ff0000 0%, #0000ff 100%)" } },
                  "size": { "base": { "value": "12px" },
                    "inset": { "value": "{size.base} - 1px" },
                    "shadow": { "value": "0 1px 2px {color.base.red}" },
                    "elevation": { "value": "0 4px 8px 0 rgba(0, 0, 0, 0.5)" },
                    "unitless": { "value": "16" } } }
                """##
        ], entry: "sd", format: .styleDictionary)
        // Text that shows no type of its own is read as the category says, as before.
        #expect(Set(result.errors.compactMap(\.tokenPath)) == ["color.border"], "\(result.errors.map(\.message))")
        // A literal CSS gradient read as a color is valid CSS with no color value: left out (rule 1).
        #expect(result.tokens["color.flat"] == nil)
        #expect(result.all(.invalidValue).first { $0.tokenPath == "color.flat" }?.severity == .warning)
        // The text agrees with the category: read quietly.
        #expect(srgb(result["color.accent"]) == [1, 0, 0])
        #expect(!result.all(.inferredType).contains { $0.tokenPath == "color.accent" })
        // The CSS gradient its references give (no category transform runs on it) is read as one,
        // with a warning naming the category it overrides.
        guard case .gradient(let stops)? = result["color.gradient"] else { throw Failure("no gradient") }
        #expect(stops.map(\.color.srgbHex) == ["#ff0000", "#0000ff"])
        #expect(result.all(.inferredType).contains { $0.tokenPath == "color.gradient" && $0.message.contains("read as gradient") })
        #expect(result.all(.missingType).isEmpty)
        // A shape of its own wins over the category, with a warning naming it.
        guard case .shadow(let layers)? = result["size.shadow"] else { throw Failure("no shadow") }
        #expect(layers.map(\.offsetY) == [DimensionValue(1, .px)])
        #expect(layers.map(\.blur) == [DimensionValue(2, .px)])
        #expect(result.all(.inferredType).first { $0.tokenPath == "size.shadow" }?.message.contains("its path suggests dimension") == true)
        // A literal too: a CSS shadow under `size` is a shadow; a bare number is still the category's rem.
        guard case .shadow(let elevation)? = result["size.elevation"] else { throw Failure("no shadow") }
        #expect(elevation.map(\.offsetY) == [DimensionValue(4, .px)])
        #expect(result["size.unitless"] == .dimension(DimensionValue(16, .rem)))
        // Arithmetic text under `size` is still a length, as the category reads it.
        #expect(result["size.inset"] == .dimension(DimensionValue(11, .px)))
    }

    @Test func aMemberNamedValueIsATokenNameInADictionaryOfDollarValues() {
        // Style Dictionary 4 decides DTCG syntax once for everything it merged (`usesDtcg`): then a
        // token is an object with `$value`, and `value` is a name like any other (Cru's Cornerstone:
        // `input.color.text.value` beside `input.color.text.placeholder`).
        let ink: [Double] = [26 / 255, 26 / 255, 26 / 255], grey: [Double] = [128 / 255, 128 / 255, 128 / 255]
        let result = resolveFiles([
            "sd/ref.json": ##"{ "ref": { "ink": { "$type": "color", "$value": "#1a1a1a" } } }"##,
            "sd/field.json": """
                { "field": { "text": {
                    "value": { "$type": "color", "$value": "{ref.ink}" },
                    "placeholder": { "$type": "color", "$value": "#808080" } },
                  "caret": { "$type": "color", "$value": "{field.text.value}" } } }
                """,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        // The hex strings' TS0407 only: nothing is left out.
        #expect(result.warnings.allSatisfy { $0.code == .legacyValue }, "\(result.warnings.map(\.message))")
        #expect(srgb(result["field.text.value"]) == ink)
        #expect(srgb(result["field.text.placeholder"]) == grey)
        #expect(result.tokens["field.text"] == nil)
        // A reference through the member named `value` reaches that token.
        #expect(result.tokens["field.caret"]?.aliasOf == "field.text.value")
        #expect(srgb(result["field.caret"]) == ink)
    }

    @Test func anObjectWithValueIsATokenInADictionaryWithoutDollarValues() {
        // Style Dictionary 3 syntax everywhere: an object with `value` is the token, its other
        // members its data.
        let ink: [Double] = [26 / 255, 26 / 255, 26 / 255]
        let result = resolveFiles([
            "sd/field.json": """
                { "field": { "text": { "value": "#1a1a1a", "placeholder": "#808080" },
                  "caret": { "value": "{field.text.value}" } } }
                """
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgb(result["field.text"]) == ink)
        #expect(result.tokens["field.text.value"] == nil)
        #expect(result.tokens["field.text.placeholder"] == nil)
        #expect(result.tokens["field.caret"]?.aliasOf == "field.text")
    }
}
