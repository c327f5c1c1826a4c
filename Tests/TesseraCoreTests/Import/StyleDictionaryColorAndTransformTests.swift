import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// Style Dictionary projects as their own builds read them: hex digits without `#` are a color
/// (tinycolor), and a member that tells the project's build to compute another value (`modify`)
/// leaves the token out instead of giving the written value as if it were the output.
@Suite struct StyleDictionaryColorAndTransformTests {
    /// sRGB components of an 8-bit color, as `srgb(_:)` gives them.
    private func rgb(_ red: Int, _ green: Int, _ blue: Int) -> [Double] {
        [Double(red) / 255, Double(green) / 255, Double(blue) / 255]
    }

    // MARK: Hex digits without `#`

    /// Style Dictionary's color transforms read colors with tinycolor, whose `#` is optional:
    /// `"ffebee"` under `color` is `#ffebee` in the project's CSS, `"00000026"` is black at 15%.
    @Test func hexDigitsWithoutTheirHashAreAColor() {
        let result = resolveFiles(
            [
                "tokens/color.json": """
                    { "color": { "brand": { "flamingo": { "value": "ffebee", "type": "semantic" },
                                            "emerald": { "value": "139142" },
                                            "shade": { "value": "00000026", "type": "color" },
                                            "short": { "value": "fa0" },
                                            "alias": { "value": "{color.brand.emerald.value}" } } },
                      "size": { "count": { "value": "123" } } }
                    """
            ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgb(result["color.brand.flamingo"]) == rgb(0xff, 0xeb, 0xee))
        #expect(srgb(result["color.brand.emerald"]) == rgb(0x13, 0x91, 0x42))
        #expect(srgb(result["color.brand.short"]) == rgb(0xff, 0xaa, 0))
        if case .color(let shade)? = result["color.brand.shade"] {
            #expect(shade.components.map { $0.numberValue } == [0, 0, 0])
            #expect(abs(shade.alpha - 0x26 / 255.0) < 1e-9)
        } else {
            Issue.record("color.brand.shade")
        }
        // A reference to one reads the same color.
        #expect(srgb(result["color.brand.alias"]) == srgb(result["color.brand.emerald"]))
        // One warning at each value, naming the fix.
        let said = result.all(.legacyValue).filter { $0.message.contains("without their #") }
        #expect(Set(said.compactMap(\.tokenPath)) == ["color.brand.flamingo", "color.brand.emerald", "color.brand.shade", "color.brand.short"])
        #expect(said.first { $0.tokenPath == "color.brand.emerald" }?.fixIt?.contains("#139142") == true)
        // Outside a color, the digits are what they were.
        #expect(result.types["size.count"] != .color)
    }

    /// A color written as its channel list (`[84, 96, 107, 0.6]`, Meetup's swarm-constants, whose own
    /// `color/optimizedRGBA` transform writes `rgba(84, 96, 107, 0.6)`): the color, under the `color`
    /// category or typed so, with a warning naming the CSS form; not a cubic Bézier (its shape alone).
    /// A list that is no channels (a channel over 255, an alpha over 1, five numbers) is typed from its shape.
    @Test func aChannelListUnderColorIsTheColor() {
        let result = resolveFiles(
            [
                "tokens/color.json": """
                    { "color": { "base": { "white": { "value": [255, 255, 255, 1] },
                                           "transp": { "value": [84, 96, 107, 0.6] },
                                           "rgb": { "value": [53, 62, 72] },
                                           "alias": { "value": "{color.base.transp.value}" } } },
                      "ui": { "typed": { "value": [0, 212, 128, 1], "type": "color" } },
                      "motion": { "ease": { "value": [0.4, 0, 0.2, 1] } } }
                    """
            ], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgb(result["color.base.white"]) == rgb(255, 255, 255))
        #expect(srgb(result["color.base.rgb"]) == rgb(53, 62, 72))
        #expect(srgb(result["ui.typed"]) == rgb(0, 212, 128))
        if case .color(let transp)? = result["color.base.transp"] {
            #expect(transp.components.map { $0.numberValue } == rgb(84, 96, 107))
            #expect(transp.alpha == 0.6)
        } else {
            Issue.record("color.base.transp")
        }
        #expect(result["color.base.alias"] == result["color.base.transp"])
        let said = result.all(.legacyValue).filter { $0.message.contains("is read as the color") }
        #expect(Set(said.compactMap(\.tokenPath)) == ["color.base.white", "color.base.transp", "color.base.rgb", "ui.typed"])
        #expect(said.first { $0.tokenPath == "color.base.transp" }?.fixIt == #"write "rgba(84, 96, 107, 0.6)""#)
        // Outside a color, a list of four numbers is still a cubic Bézier.
        #expect(result.types["motion.ease"] == .cubicBezier)
        // Channels out of range are no color: typed from the shape, whose own check refuses them.
        let out = resolveFiles(["tokens/color.json": #"{ "color": { "bad": { "value": [300, 0, 0, 1] } } }"#], format: .styleDictionary)
        #expect(out.types["color.bad"] != .color)
        #expect(!out.errors.isEmpty)
    }

    /// Seven digits are no hex color in tinycolor either (Style Dictionary writes black): an error,
    /// not a color Tessera makes up; a DTCG file's color keeps its `#` rule.
    @Test func malformedHexStaysAnError() {
        let result = resolveFiles(["tokens/color.json": ##"{ "color": { "base": { "green": { "value": "#d4cece4" }, "ok": { "value": "d4ece4" } } } }"##])
        #expect(result.errors.contains { $0.tokenPath == "color.base.green" }, "\(result.diagnostics.map(\.message))")
        #expect(srgb(result["color.base.ok"]) == rgb(0xd4, 0xec, 0xe4))
        let dtcg = resolveFiles(["tokens.json": ##"{ "ink": { "$type": "color", "$value": "ffebee" } }"##])
        #expect(dtcg.errors.contains { $0.tokenPath == "ink" })
    }

    // MARK: A member that computes another value

    /// A Style Dictionary 4 project (`$value`, plain members beside it) whose own transform darkens,
    /// mixes or picks a contrasting color from `modify`: the written value is not its output. The token
    /// is left out with one warning at the member, the tokens referring to it with it (naming it),
    /// and the others keep their values.
    @Test func aModifyMemberLeavesTheTokenOutInADTCGShapedFile() {
        let files = [
            "tokens/color.json": """
                { "color": { "$type": "color",
                             "brand": { "base": { "source": "$brand", "$value": "#0a3055" },
                                        "dark": { "source": "$brand-dark", "$value": "{color.brand.base}",
                                                  "modify": [{ "type": "darken", "amount": 0.1 }] },
                                        "hover": { "$value": "{color.brand.dark}" } } } }
                """
        ]
        let result = resolveFiles(files)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.brand.dark"] == nil && result["color.brand.hover"] == nil)
        #expect(srgb(result["color.brand.base"]) == rgb(0x0a, 0x30, 0x55))
        let said = result.all(.valueTransformMemberNotComputed)
        #expect(said.count == 1 && said.first?.severity == .warning && said.first?.tokenPath == "color.brand.dark")
        #expect(said.first?.message.contains("darken") == true, "\(said.first?.message ?? "")")
        #expect(said.first?.location?.line == 4)
        let chain = result.all(.leftOutReference)
        #expect(chain.map(\.tokenPath) == ["color.brand.hover"])
        #expect(chain.first?.message.contains("color.brand.dark") == true)
        // No unexpected-property warning hides it.
        #expect(result.all(.unknownProperty).allSatisfy { !$0.message.contains("modify") })
        let strict = resolveFiles(files, strict: true)
        #expect(strict.all(.valueTransformMemberNotComputed).contains { $0.severity == .error })
    }

    /// The same member in a Style Dictionary 3 file (`value`): left out the same way, not kept in
    /// `$extensions` while the written value stands in for the output.
    @Test func aModifyMemberLeavesTheTokenOutInAStyleDictionaryFile() {
        let result = resolveFiles(
            [
                "tokens/color.json": """
                    { "color": { "base": { "value": "#ffffff" },
                                 "muted": { "value": "{color.base.value}", "modify": [{ "type": "mix", "amount": 0.2, "otherColor": "#000000" }] },
                                 "text": { "value": "{color.muted.value}" },
                                 "plain": { "value": "{color.base.value}", "attributes": { "kind": "x" } } } }
                    """
            ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.muted"] == nil && result["color.text"] == nil)
        #expect(srgb(result["color.plain"]) == [1, 1, 1])
        let said = result.all(.valueTransformMemberNotComputed)
        #expect(said.map(\.tokenPath) == ["color.muted"] && said.first?.message.contains("mix") == true)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.text"])
    }

    /// REI Cedar's `size/space` transform multiplies a dimension by the `spacingModifier` beside it
    /// (`{options.space.stretch}`, 1.5): 32px written, 48px output. A member whose name says it modifies
    /// the value is read as `modify` is, the token left out with the tokens referring to it, since
    /// Tessera does not run the project's transform; a member whose name says nothing of the kind is an
    /// extension and the value stands.
    @Test func aMemberNamedAModifierLeavesTheTokenOut() {
        let files = [
            "tokens/space.json": """
                { "options": { "space": { "two-x": { "$value": "32px", "$type": "dimension" }, "stretch": { "$value": 1.5 } } },
                  "space": { "inset": {
                      "two-x": { "$value": "{options.space.two-x}", "$type": "dimension", "utility-class": true },
                      "two-x-stretch-top-bottom": { "$value": "{options.space.two-x}", "$type": "dimension",
                                                    "spacingModifier": "{options.space.stretch}" },
                      "padding": { "$value": "{space.inset.two-x-stretch-top-bottom}", "$type": "dimension" } } } }
                """
        ]
        let result = resolveFiles(files, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["space.inset.two-x-stretch-top-bottom"] == nil && result["space.inset.padding"] == nil)
        #expect(result["space.inset.two-x"] == .dimension(DimensionValue(32, .px)))
        let said = result.all(.valueTransformMemberNotComputed)
        #expect(said.map(\.tokenPath) == ["space.inset.two-x-stretch-top-bottom"], "\(result.diagnostics.map(\.message))")
        #expect(said.first?.message.contains("spacingModifier") == true)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["space.inset.padding"])
        // The DTCG reader knows the member the same way.
        let dtcg = resolveFiles(files, format: .dtcg)
        #expect(dtcg["space.inset.two-x-stretch-top-bottom"] == nil)
        #expect(dtcg.all(.valueTransformMemberNotComputed).map(\.tokenPath) == ["space.inset.two-x-stretch-top-bottom"])
    }

    /// REI Cedar's insets place two lengths side by side from references (`"{inset.y} {inset.x}"`, typed
    /// dimension): a CSS padding shorthand its css build writes as it is. Valid in its tool, one value in
    /// no app: left out with one warning (rule 1), and a token referring to it with it; `--strict` makes
    /// it an error. A single placed length still reads.
    @Test func lengthsSideBySideAreAShorthandLeftOut() {
        let files = [
            "tokens/space.json": """
                { "space": { "y": { "$value": { "value": 16, "unit": "px" }, "$type": "dimension" },
                             "x": { "$value": { "value": 24, "unit": "px" }, "$type": "dimension" },
                             "inset": { "$value": "{space.y.$value} {space.x.$value}", "$type": "dimension" },
                             "button": { "$value": "{space.inset}", "$type": "dimension" },
                             "single": { "$value": "{space.y}", "$type": "dimension" } } }
                """
        ]
        expectShorthandLeftOut(files, shorthand: "space.inset", text: "16px 24px", referrer: "space.button", single: "space.single")
    }

    /// The same shorthand written out, with no reference in it: a Style Dictionary 3 project keeps
    /// `"spacing": {"squish": {"md": {"value": "8px 16px"}}}` untyped, which the `spacing` category reads as a
    /// dimension, and its css build writes as it is (no size transform reads that category). Left out with one
    /// warning like the placed one, and the token referring to it with it; a single length under the same
    /// category still reads; `--strict` makes it an error.
    @Test func lengthsWrittenSideBySideAreAShorthandLeftOut() {
        let files = [
            "tokens/spacing.json": """
                { "spacing": { "md": { "value": "16px" },
                               "squish": { "md": { "value": "8px 16px" } },
                               "button": { "value": "{spacing.squish.md.value}" } } }
                """
        ]
        expectShorthandLeftOut(files, shorthand: "spacing.squish.md", text: "8px 16px", referrer: "spacing.button", single: "spacing.md")
    }

    /// Lengths side by side in Style Dictionary input: the shorthand left out with one warning quoting it,
    /// the token referring to it left out too, a single length read (16px), and `--strict` an error at the shorthand.
    private func expectShorthandLeftOut(
        _ files: [String: String], shorthand: String, text: String, referrer: String, single: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let result = resolveFiles(files, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))", sourceLocation: sourceLocation)
        #expect(result[shorthand] == nil && result[referrer] == nil, sourceLocation: sourceLocation)
        #expect(result[single] == .dimension(DimensionValue(16, .px)), sourceLocation: sourceLocation)
        let said = result.all(.invalidExpression)
        #expect(said.map(\.tokenPath) == [shorthand] && said.first?.severity == .warning, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(said.first?.message.contains(text) == true, sourceLocation: sourceLocation)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == [referrer], sourceLocation: sourceLocation)
        let strict = resolveFiles(files, strict: true, format: .styleDictionary)
        #expect(strict.errors.contains { $0.tokenPath == shorthand } && strict[shorthand] == nil, "\(strict.errors.map(\.message))", sourceLocation: sourceLocation)
    }

    /// AXA's tokens name the project's own transform beside the value (`"transform": "color-shade"`,
    /// `"shade": "dark"`), which its build selects with `token.transform === "color-shade"` and which blends
    /// the referenced color with black: `#00008f` written, `#000072` built. The token is left out with the
    /// tokens referring to it (rule 1), whatever the transform's name, since its code is the project's; a
    /// `transform` that is a group of tokens (an object) is no such member.
    @Test func aTransformMemberNamingTheProjectsTransformLeavesTheTokenOut() {
        let files = [
            "tokens/color.json": """
                { "color": { "blue": { "value": "#00008f", "type": "color" },
                             "blue-dark": { "value": "{color.blue}", "type": "color", "transform": "color-shade", "shade": "dark" },
                             "blue-20": { "value": "{color.blue}", "type": "color", "transform": ["color-transform"], "params": { "alpha": -0.8 } },
                             "link": { "value": "{color.blue-dark}", "type": "color" } },
                  "motion": { "transform": { "rotate": { "value": "45deg" } } } }
                """
        ]
        let result = resolveFiles(files, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.blue-dark"] == nil && result["color.blue-20"] == nil && result["color.link"] == nil)
        #expect(srgb(result["color.blue"]) == rgb(0, 0, 0x8f))
        let said = result.all(.valueTransformMemberNotComputed)
        #expect(Set(said.map(\.tokenPath)) == ["color.blue-dark", "color.blue-20"], "\(result.diagnostics.map(\.message))")
        #expect(said.contains { $0.message.contains("color-shade") })
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.link"])
        #expect(result.all(.valueTransformMemberNotComputed).allSatisfy { $0.tokenPath?.hasPrefix("motion") == false })
    }

    /// KfW's DTCG file keeps a second quantity beside the value (`"$fluid": {"unit": "vi", "value": 0.735}`),
    /// which its `size/fluid` transform adds to it: `0.735vi + 0.5588rem`, a length that grows with the
    /// viewport. Read as written it would be 5.588px with only an unknown-property warning; it is left out
    /// with TS0751 and its referrers with it, in both readers. A mode's value (`darkValue`) in that shape
    /// is that mode's value, not such a member.
    @Test func aQuantityBesideTheValueLeavesTheTokenOut() {
        let files = [
            "tokens/tokens.json": """
                { "space": { "$type": "dimension",
                             "fluid": { "$value": { "value": 5.588, "unit": "px" }, "$fluid": { "unit": "vi", "value": 0.735 } },
                             "gap": { "$value": "{space.fluid}" },
                             "static": { "$value": { "value": 10, "unit": "px" } } },
                  "safezone": { "$type": "number", "sm": { "$value": 5.625, "$fluid": { "unit": "vi" } }, "xl": { "$value": 0 } } }
                """
        ]
        for format in [InputFormat.dtcg, .styleDictionary] {
            let result = resolveFiles(files, format: format)
            #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
            #expect(result["space.fluid"] == nil && result["space.gap"] == nil, "\(format)")
            #expect(result["space.static"] == .dimension(DimensionValue(10, .px)))
            let said = result.all(.valueTransformMemberNotComputed)
            #expect(said.map(\.tokenPath) == ["space.fluid", "safezone.sm"] && said.first?.message.contains("0.735vi") == true, "\(result.diagnostics.map(\.message))")
            // A unit alone beside the value (the transform writes `5.625vi`) is read the same way.
            #expect(result["safezone.sm"] == nil && result["safezone.xl"] == .number(0))
            #expect(result.all(.unknownProperty).isEmpty)
            #expect(result.all(.leftOutReference).map(\.tokenPath) == ["space.gap"])
        }
        let modes = resolveFiles(
            ["tokens/t.json": #"{ "space": { "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" }, "darkValue": { "value": 8, "unit": "px" } } } }"#],
            input: ["mode": "dark"], format: .styleDictionary)
        #expect(modes["space.gap"] == .dimension(DimensionValue(8, .px)), "\(modes.diagnostics.map(\.message))")
    }

    @Test func onlyANameEndingInModifierNamesATransformMember() {
        for key in ["modify", "modifier", "modifiers", "spacingModifier", "size-modifier", "color_modifier"] {
            #expect(ValueTransformMember.isTransformMember(key), "\(key)")
        }
        for key in ["modified", "modifierType", "docs", "utility-class", "unmodifiable", "lastModified"] {
            #expect(!ValueTransformMember.isTransformMember(key), "\(key)")
        }
    }

    // MARK: CSS keywords that take their value from where they are used

    /// `inherit` where a color belongs and `none` where a shadow or transition belongs are valid CSS
    /// (Style Dictionary passes them to the stylesheet) with no value in an app: left out with one
    /// warning each, with the tokens referring to them; a misspelt color stays an error.
    @Test func cssKeywordsWithoutAnAppValueAreLeftOut() {
        let files = [
            "tokens/theme.json": """
                { "color": { "$type": "color",
                             "outline": { "$value": "inherit", "source": "$btn-outline-bg" },
                             "ink": { "$value": "currentColor" },
                             "hover": { "$value": "{color.outline}" },
                             "base": { "$value": "#101010" } },
                  "elevation": { "$type": "shadow",
                                 "flat": { "$value": "none" },
                                 "raised": { "$value": "0 1px 2px #000000" },
                                 "card": { "$value": "{elevation.flat}" } },
                  "motion": { "$type": "transition", "off": { "$value": "none" } } }
                """
        ]
        let result = resolveFiles(files)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        for id in ["color.outline", "color.ink", "color.hover", "elevation.flat", "elevation.card", "motion.off"] {
            #expect(result[id] == nil, "\(id)")
        }
        #expect(srgb(result["color.base"]) == rgb(0x10, 0x10, 0x10))
        if case .shadow(let layers)? = result["elevation.raised"] { #expect(layers.count == 1) } else { Issue.record("elevation.raised") }
        let said = result.all(.invalidValue).filter { $0.severity == .warning }
        #expect(Set(said.compactMap(\.tokenPath)) == ["color.outline", "color.ink", "elevation.flat", "motion.off"], "\(said.map(\.message))")
        #expect(Set(result.all(.leftOutReference).compactMap(\.tokenPath)) == ["color.hover", "elevation.card"])
        #expect(resolveFiles(files, strict: true).errors.contains { $0.tokenPath == "color.outline" })
        let misspelt = resolveFiles(["tokens/theme.json": ##"{ "color": { "$type": "color", "ink": { "$value": "inheritt" } } }"##])
        #expect(misspelt.errors.contains { $0.tokenPath == "color.ink" })
    }

    // MARK: A type that only labels the token

    /// Style Dictionary's type picks the transforms that run; a value they cannot read is passed through
    /// as written (Paragon's CSS has `line-height: 1.5rem` for a token typed `number`). A length labelled
    /// `number` is that length, with TS0717; a keyword, padding `{x, y}` or a list of CSS transitions
    /// where one dimension or transition belongs has no app value and is left out, with the tokens
    /// referring to it. A malformed value of the label's own kind stays an error.
    @Test func aValueOfAnotherShapeThanItsTypeIsReadByItsShape() {
        let files = [
            "tokens/theme.json": """
                { "typography": { "alert": { "line-height": { "$value": "1.5rem", "$type": "number" } },
                                  "body": { "line-height": { "$value": "1.5", "$type": "number" } },
                                  "print-page-size": { "$value": "a3", "$type": "dimension" } },
                  "spacing": { "$type": "dimension",
                               "cell": { "$value": { "x": ".5rem", "y": ".75rem" } },
                               "footer": { "$value": "{spacing.cell}" },
                               "gap": { "$value": "1rem" } },
                  "transition": { "input": { "$type": "transition",
                                             "$value": [ { "property": "border-color", "duration": ".15s", "timing-function": "ease-in-out" } ] } } }
                """
        ]
        let result = resolveFiles(files, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["typography.alert.line-height"] == .dimension(DimensionValue(1.5, .rem)))
        #expect(result["typography.body.line-height"] == .number(1.5))
        #expect(result["spacing.gap"] == .dimension(DimensionValue(1, .rem)))
        #expect(result.all(.labelContradictsValue).compactMap(\.tokenPath) == ["typography.alert.line-height"])
        for id in ["typography.print-page-size", "spacing.cell", "spacing.footer", "transition.input"] {
            #expect(result[id] == nil, "\(id)")
        }
        let leftOut = result.all(.invalidValue).filter { $0.severity == .warning }
        #expect(Set(leftOut.compactMap(\.tokenPath)) == ["typography.print-page-size", "spacing.cell", "transition.input"], "\(leftOut.map(\.message))")
        let chain = result.all(.leftOutReference).first { $0.tokenPath == "spacing.footer" }
        #expect(chain?.message.contains("spacing.cell") == true, "\(chain?.message ?? "")")
        // Strict mode, and DTCG files, whose type is the token's type: errors.
        #expect(resolveFiles(files, strict: true, format: .styleDictionary).errors.contains { $0.tokenPath == "typography.alert.line-height" })
        let dtcg = resolveFiles(files, format: .dtcg)
        #expect(Set(dtcg.errors.compactMap(\.tokenPath)).isSuperset(of: ["typography.alert.line-height", "typography.print-page-size", "spacing.cell"]))
        // A malformed color stays a color, and an error; a bare number keeps the label's reading.
        let malformed = resolveFiles(
            ["tokens/theme.json": ##"{ "ink": { "$value": "#d4cece4", "$type": "color" }, "pad": { "$value": "16", "$type": "dimension" } }"##],
            format: .styleDictionary)
        #expect(malformed.errors.map(\.tokenPath) == ["ink"])
        #expect(malformed.types["pad"] == .dimension)
    }

    /// A Style Dictionary 4 file synced from Figma variables carries `$extensions["com.figma"]` (scopes)
    /// on its groups or tokens: a bare number there is a Figma FLOAT, in px, not the rem that
    /// `size/rem` would make of it. A number-labelled token referring to such a size holds the
    /// `16px` text Style Dictionary places, a length (TS0303), so a typography's line height through
    /// it is 28px over a 20px font, a multiple of 1.4, not 28.
    @Test func aBareSizeSyncedFromAFigmaVariableIsInPixels() {
        let result = resolveFiles(
            [
                "tokens/size.json": """
                    { "size": { "$type": "dimension", "$extensions": { "com.figma": { "scopes": ["GAP"] } },
                                "16": { "$value": 16 }, "20": { "$value": 20 }, "28": { "$value": 28 } },
                      "own": { "$type": "dimension", "$value": 3, "$extensions": { "com.figma": { "scopes": ["CORNER_RADIUS"] } } },
                      "plain": { "$type": "dimension", "$value": 2 },
                      "lineHeight": { "$type": "number", "$extensions": { "com.figma": { "scopes": ["LINE_HEIGHT"] } },
                                      "400": { "$value": "{size.28}" } },
                      "text": { "$type": "typography",
                                "body": { "$value": { "fontFamily": "Inter", "fontWeight": 400, "fontSize": "{size.20}",
                                                      "lineHeight": "{lineHeight.400}" } } } }
                    """
            ], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["size.16"] == .dimension(DimensionValue(16, .px)))
        #expect(result["own"] == .dimension(DimensionValue(3, .px)))
        // Outside Figma's extension Style Dictionary's own reading stands.
        #expect(result["plain"] == .dimension(DimensionValue(2, .rem)))
        #expect(result["lineHeight.400"] == .dimension(DimensionValue(28, .px)))
        #expect(result.all(.referenceTypeMismatch).compactMap(\.tokenPath) == ["lineHeight.400"])
        guard case .typography(let body)? = result["text.body"] else {
            Issue.record("text.body is \(String(describing: result["text.body"]))")
            return
        }
        #expect(abs(body.lineHeight - 1.4) < 1e-9)
    }

    /// Style Dictionary's shadow transforms write `inset` when the member is set: `"inset": "inset"`
    /// (as CSS writes it) is an inset shadow, with a warning naming the fix; another word is an error.
    @Test func theWordInsetMakesAnInsetShadow() {
        let result = resolveFiles(
            [
                "tokens/shadow.json": """
                    { "focus": { "$type": "shadow", "$value": { "color": "#0d6efd", "offsetX": "0", "offsetY": "0", "blur": "0",
                                                                "spread": "2px", "inset": "inset" }, "source": "$focus" },
                      "odd": { "$type": "shadow", "$value": { "color": "#0d6efd", "offsetX": "0", "offsetY": "0", "blur": "0",
                                                              "spread": "2px", "inset": "sometimes" } } }
                    """
            ])
        if case .shadow(let layers)? = result["focus"] { #expect(layers.first?.inset == true) } else { Issue.record("focus") }
        #expect(result.all(.legacyValue).contains { $0.tokenPath == "focus" && $0.fixIt == "write \"inset\": true" })
        #expect(result.errors.contains { $0.tokenPath == "odd" })
        #expect(resolveFiles(["tokens/shadow.json": ##"{ "focus": { "$type": "shadow", "$value": { "color": "#0d6efd", "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "2px", "inset": "inset" } } }"##], strict: true).errors.contains { $0.tokenPath == "focus" })
    }
}
