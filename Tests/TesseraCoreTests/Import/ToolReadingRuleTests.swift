import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// The one rule for what becomes of a token (Documentation/Diagnostics.md), and reading each
/// tool's files as the tool reads them: for each rule the positive reading, the negative one, and
/// a reference chain through a left-out token.
@Suite struct ToolReadingRuleTests {
    // MARK: Rule 1: left out, with the tokens that refer to it

    /// A weight name Tokens Studio does not know, an alias of it, and a typography using the alias.
    private static let studioChain = [
        "tokens.json": """
            { "font": {
                "weight": { "expanded": { "value": "Expanded Medium", "type": "fontWeights" },
                            "alias": { "value": "{font.weight.expanded}", "type": "fontWeights" },
                            "bold": { "value": "Bold", "type": "fontWeights" } },
                "style": { "value": { "fontFamily": "Inter", "fontWeight": "{font.weight.alias}", "fontSize": "16",
                                      "lineHeight": "1.5" }, "type": "typography" },
                "kept": { "value": { "fontFamily": "Inter", "fontWeight": "{font.weight.bold}", "fontSize": "16",
                                     "lineHeight": "1.5" }, "type": "typography" } } }
            """
    ]

    @Test func aChainThroughALeftOutTokenIsLeftOutNamingTheRoot() {
        let result = resolveFiles(Self.studioChain, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        // The token exists in the files: no "there is no token" anywhere.
        #expect(result.all(.unresolvedReference).isEmpty)
        #expect(result["font.weight.expanded"] == nil)
        #expect(result["font.weight.alias"] == nil)
        #expect(result["font.style"] == nil)
        let leftOut = result.all(.leftOutReference)
        #expect(leftOut.compactMap(\.tokenPath).sorted() == ["font.style", "font.weight.alias"])
        // The typography two steps away names the root of the chain.
        let style = leftOut.first { $0.tokenPath == "font.style" }
        #expect(style?.message.contains("font.weight.expanded") == true, "\(style?.message ?? "")")
        // One warning at the root says why.
        #expect(result.all(.unmappedValue).filter { $0.tokenPath == "font.weight.expanded" }.count == 1)
        // Everything else builds.
        #expect(result["font.weight.bold"] == .fontWeight(700))
        if case .typography(let kept)? = result["font.kept"] { #expect(kept.fontWeight == 700) } else { Issue.record("font.kept") }
    }

    /// A token left out in one context only (a platform whose menu has `none` for a shadow, which
    /// has no value in an app) is left out of every output, with the tokens referring to it: the
    /// theme matrix, which build, the store and docs read, never gives that context another
    /// context's value. A token one context merely does not define keeps the values of the others.
    @Test func aTokenLeftOutInOneContextIsLeftOutOfEveryOutput() throws {
        let files = [
            "t/$themes.json": ##"""
            [{"name": "Figma", "group": "platform", "selectedTokenSets": {"core": "enabled", "figma": "enabled"}},
             {"name": "Penpot", "group": "platform", "selectedTokenSets": {"core": "enabled", "penpot": "enabled"}}]
            """##,
            "t/core.json": ##"{"menu": {"panel": {"value": "{menu.shadow}", "type": "boxShadow"}}}"##,
            "t/figma.json": ##"""
            {"menu": {"shadow": {"value": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000033", "type": "dropShadow"}, "type": "boxShadow"},
                      "gap": {"value": "8", "type": "spacing"},
                      "only": {"value": "2", "type": "spacing"}}}
            """##,
            "t/penpot.json": ##"{"menu": {"shadow": {"value": "none", "type": "boxShadow"}, "gap": {"value": "4", "type": "spacing"}}}"##,
        ]
        let fixture = StudioFixture(files, paths: ["t"])
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        let project = try #require(fixture.project)
        let matrix = try #require(ThemeMatrix.build(project))
        #expect(matrix.index(ofToken: "menu.shadow") == nil && matrix.index(ofToken: "menu.panel") == nil)
        // One warning at the root, one naming it for the token referring to it.
        #expect(fixture.diagnostics.diagnostics.filter { $0.tokenPath == "menu.shadow" && $0.severity == .warning }.count == 1, "\(fixture.messages)")
        #expect(fixture.diagnostics.diagnostics.filter { $0.code == .leftOutReference }.map(\.tokenPath) == ["menu.panel"])
        // The other tokens keep their value in each context.
        let gap = try #require(matrix.index(ofToken: "menu.gap"))
        #expect(matrix.token(at: gap, in: [1])?.value == .dimension(DimensionValue(4, .px)))
        #expect(matrix.token(at: gap, in: [0])?.value == .dimension(DimensionValue(8, .px)))
        #expect(matrix.index(ofToken: "menu.only") != nil)
    }

    /// A platform without shadows writes its shadow as the text `none` (`"$type": "string"`, or a type
    /// `none` of its own) where the others hold a shadow: no shadow there, which one Swift property of
    /// shadows cannot hold. The token is left out of every output with one warning (TS0526), not a
    /// type error; a token whose own type and value are `none` is left out in its context alone, and
    /// another text beside a shadow stays the TS0526 error.
    @Test func noneWhereOtherContextsHoldAShadowIsLeftOut() throws {
        let files = [
            "t/$themes.json": ##"""
            [{"name": "Figma", "group": "platform", "selectedTokenSets": {"core": "enabled", "figma": "enabled"}},
             {"name": "Penpot", "group": "platform", "selectedTokenSets": {"core": "enabled", "penpot": "enabled"}}]
            """##,
            "t/core.json": ##"{"menu": {"gap": {"value": "8", "type": "spacing"}}}"##,
            "t/figma.json": ##"""
            {"menu": {"shadow": {"value": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#00000033", "type": "dropShadow"}, "type": "boxShadow"},
                      "panel": {"value": {"x": "0", "y": "8", "blur": "16", "spread": "0", "color": "#00000033", "type": "dropShadow"}, "type": "boxShadow"}}}
            """##,
            "t/penpot.json": ##"{"menu": {"shadow": {"$value": "none", "$type": "string"}, "panel": {"$value": "none", "$type": "none"}}}"##,
        ]
        let fixture = StudioFixture(files, paths: ["t"])
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        let project = try #require(fixture.project)
        let matrix = try #require(ThemeMatrix.build(project))
        #expect(matrix.index(ofToken: "menu.shadow") == nil && matrix.index(ofToken: "menu.panel") == nil)
        #expect(matrix.index(ofToken: "menu.gap") != nil)
        let none = fixture.diagnostics.diagnostics.filter { $0.code == .typeVariesWithContext }
        #expect(none.map(\.tokenPath) == ["menu.shadow"] && none[0].severity == .warning, "\(fixture.messages)")
        let typedNone = fixture.diagnostics.diagnostics.filter { $0.tokenPath == "menu.panel" && $0.code == .invalidValue }
        #expect(typedNone.count == 1 && typedNone[0].message.contains("the type and the value \"none\""), "\(fixture.messages)")

        // Another text where the other context holds a shadow is a type that varies: an error.
        var flat = files
        flat["t/penpot.json"] = ##"{"menu": {"shadow": {"$value": "flat", "$type": "string"}, "panel": {"$value": "flat", "$type": "string"}}}"##
        let varies = StudioFixture(flat, paths: ["t"])
        let variesProject = try #require(varies.project)
        _ = ThemeMatrix.build(variesProject)
        #expect(varies.codes(.error).contains(.typeVariesWithContext), "\(varies.messages)")
    }

    /// A tool that writes its own `$` members on every token (`$title`) is one cause: outside strict
    /// mode one TS0202 warning per member name and kind, at the first; strict mode refuses each.
    @Test func anUnknownPropertyIsSaidOncePerName() {
        let text = ##"""
            { "$name": "kit",
              "a": { "$type": "number", "$value": 1, "$title": "A" },
              "b": { "$type": "number", "$value": 2, "$title": "B", "$dimensions": "24" },
              "c": { "$type": "number", "$value": 3, "$title": "C" } }
            """##
        let result = resolveFiles(["tokens.json": text], format: .dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let said = result.all(.unknownProperty)
        #expect(said.map(\.tokenPath) == [nil, "a", "b"] || said.map(\.tokenPath) == ["", "a", "b"], "\(said.map(\.message))")
        #expect(said.contains { $0.message.contains("\"$title\" in token a (said once for every token that has it)") })
        #expect(said.contains { $0.message.contains("\"$name\" in the file's top group") })
        #expect(result["c"] == .number(3))
        let strict = resolveFiles(["tokens.json": text], strict: true, format: .dtcg)
        #expect(strict.all(.unknownProperty).filter { $0.severity == .error }.count == 5)
    }

    /// A word where a color belongs (Figma text-case variables exported as colors): said to name no
    /// color, not to be a broken expression; its alias goes with it; a CSS color name still reads.
    @Test func aWordInAColorTokenNamesNoColor() {
        let result = resolveFiles(
            ["tokens.json": ##"{ "casing": { "none": { "$type": "color", "$value": "none" }, "alias": { "$type": "color", "$value": "{casing.none}" } }, "red": { "$type": "color", "$value": "red" } }"##],
            format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.invalidExpression).isEmpty)
        let said = result.all(.unmappedValue).filter { $0.tokenPath == "casing.none" }
        #expect(said.count == 1 && said[0].message.contains("names no color"), "\(said.map(\.message))")
        #expect(result["casing.none"] == nil && result["casing.alias"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["casing.alias"])
        #expect(result["red"] != nil)
    }

    /// A border whose color references a Tokens Studio color token holding a CSS gradient: the plugin
    /// paints a gradient stroke, so the border is left out with one warning naming the gradient (and so
    /// is an alias of the border); a border whose color is a color still reads; `--strict` refuses it.
    private static let gradientBorder = [
        "tokens.json": """
            { "paint": { "glow": { "value": "linear-gradient(90deg, #ff0000 0%, #0000ff 100%)", "type": "color" },
                         "ink": { "value": "#112233", "type": "color" } },
              "frame": { "fancy": { "value": { "color": "{paint.glow}", "width": "1px", "style": "solid" }, "type": "border" },
                         "alias": { "value": "{frame.fancy}", "type": "border" },
                         "plain": { "value": { "color": "{paint.ink}", "width": "2px", "style": "solid" }, "type": "border" } } }
            """
    ]

    @Test func aGradientWhereABorderColorBelongsIsLeftOut() {
        let result = resolveFiles(Self.gradientBorder, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["frame.fancy"] == nil && result["frame.alias"] == nil)
        let said = result.all(.referenceTypeMismatch)
        #expect(said.map(\.tokenPath) == ["frame.fancy"] && said[0].severity == .warning, "\(said.map(\.message))")
        #expect(said.first?.message.contains("paint.glow") == true)
        let alias = result.all(.leftOutReference).first { $0.tokenPath == "frame.alias" }
        #expect(alias?.message.contains("paint.glow") == true, "\(alias?.message ?? "")")
        if case .border(let border)? = result["frame.plain"] { #expect(border.width == DimensionValue(2, .px)) } else {
            Issue.record("frame.plain: \(String(describing: result["frame.plain"]))")
        }
        let strict = resolveFiles(Self.gradientBorder, strict: true, format: .tokensStudio)
        #expect(strict.errors.map(\.code) == [.referenceTypeMismatch], "\(strict.errors.map(\.message))")
    }

    /// A CSS gradient in a Style Dictionary color token, copied from a CSS declaration with its `;`:
    /// its CSS build writes `--x: linear-gradient(…);;`, which a browser reads as the gradient, so it is
    /// the same valid gradient as without the `;` and is left out the same way (rule 1), its alias with
    /// it. A color written with a `;` is not read past it: `#112233;` stays an error.
    private static let gradientWithItsSemicolon = [
        "tokens/color.json": """
            { "color": { "ov": { "player": { "value": "linear-gradient(180deg, #090D11 0%, #090D11cc 26.04%, #090D11 88.54%);", "type": "color" },
                                 "fade": { "value": "{color.ov.player}", "type": "color" } },
                         "ink": { "value": "#112233", "type": "color" } } }
            """
    ]

    @Test func aGradientCopiedWithItsSemicolonIsLeftOutAsAGradient() {
        let result = resolveFiles(Self.gradientWithItsSemicolon, format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.ov.player"] == nil && result["color.ov.fade"] == nil)
        let said = result.all(.invalidValue).filter { $0.tokenPath == "color.ov.player" }
        #expect(said.count == 1 && said[0].severity == .warning && said[0].message.contains("a CSS gradient"), "\(said.map(\.message))")
        let alias = result.all(.leftOutReference).first { $0.tokenPath == "color.ov.fade" }
        #expect(alias?.message.contains("color.ov.player") == true, "\(alias?.message ?? "")")
        #expect(srgb(result["color.ink"]) != nil)

        let strict = resolveFiles(Self.gradientWithItsSemicolon, strict: true, format: .styleDictionary)
        #expect(strict.errors.contains { $0.tokenPath == "color.ov.player" }, "\(strict.errors.map(\.message))")
    }

    @Test func aColorWrittenWithASemicolonStaysAnError() {
        let result = resolveFiles(
            ["tokens/color.json": ##"{ "color": { "ink": { "value": "#112233;", "type": "color" } } }"##], format: .styleDictionary)
        #expect(result.errors.compactMap(\.tokenPath) == ["color.ink"], "\(result.errors.map(\.message))")
    }

    @Test func strictModeMakesTheLeftOutKindAnError() {
        let result = resolveFiles(Self.studioChain, strict: true, format: .tokensStudio)
        #expect(result.all(.valueWithoutAppMeaning).map(\.tokenPath) == ["font.weight.expanded"])
        #expect(result.all(.unresolvedReference).isEmpty)
    }

    @Test func brokenInItsOwnToolStaysAnError() {
        let result = resolveFiles(
            ["tokens.json": #"{ "size": { "gap": { "value": "{size.nowhere}", "type": "spacing" } } }"#], format: .tokensStudio)
        #expect(result.all(.unresolvedReference).map(\.tokenPath) == ["size.gap"])
    }

    @Test func webOnlyValuesAreLeftOutInEveryReader() {
        let styleDictionary = resolveFiles(
            [
                "tokens/a.json": """
                    { "color": { "border": { "value": "var(--token-neutral)", "type": "color" },
                                 "edge": { "value": "{color.border}", "type": "color" },
                                 "ink": { "value": "#112233" } },
                      "size": { "fluid": { "value": "clamp(1rem, 2vw, 2rem)", "type": "dimension" },
                                "auto": { "value": "auto", "type": "dimension" } } }
                    """
            ], format: .styleDictionary)
        #expect(styleDictionary.errors.isEmpty, "\(styleDictionary.errors.map(\.message))")
        #expect(styleDictionary["color.border"] == nil)
        #expect(styleDictionary["color.edge"] == nil)
        #expect(styleDictionary["size.fluid"] == nil)
        #expect(styleDictionary["size.auto"] == nil)
        #expect(styleDictionary.all(.leftOutReference).map(\.tokenPath) == ["color.edge"])
        #expect(srgb(styleDictionary["color.ink"]) != nil)

        let dtcg = resolveJSON(#"{ "gap": { "$type": "dimension", "$value": "calc(100% - 2px)" }, "ok": { "$type": "dimension", "$value": "2px" } }"#)
        #expect(dtcg.errors.isEmpty, "\(dtcg.errors.map(\.message))")
        #expect(dtcg["gap"] == nil)
        #expect(dtcg["ok"] == .dimension(DimensionValue(2, .px)))
    }

    /// No share of a size is no size: `0%` (or `0vw`) where a length belongs is 0 in every reader,
    /// as the plugin (`parseFloat`) and a browser read it; any other percentage is still left out
    /// with the tokens referring to it (rule 1); strict mode still refuses the unit.
    @Test func aZeroPercentLengthIsZero() {
        let studio = resolveFiles(
            ["t.json": ##"""
                {"indent": {"none": {"value": "0%", "type": "paragraphIndent"}, "full": {"value": "100%", "type": "paragraphIndent"}},
                 "space": {"none": {"value": "{indent.none}", "type": "spacing"}, "full": {"value": "{indent.full}", "type": "spacing"}}}
                """##], format: .tokensStudio)
        #expect(studio.errors.isEmpty, "\(studio.errors.map(\.message))")
        #expect(studio["indent.none"] == .dimension(DimensionValue(0, .px)))
        #expect(studio["space.none"] == .dimension(DimensionValue(0, .px)))
        #expect(studio["indent.full"] == nil && studio["space.full"] == nil)
        #expect(studio.all(.leftOutReference).map(\.tokenPath) == ["space.full"], "\(studio.all(.leftOutReference).map(\.message))")

        let styleDictionary = resolveFiles(
            ["t.json": ##"""
                {"size": {"zero": {"value": "0%", "type": "dimension"}, "half": {"value": "50%", "type": "dimension"},
                          "flat": {"value": "0vw", "type": "dimension"}, "alias": {"value": "{size.half}", "type": "dimension"}}}
                """##], format: .styleDictionary)
        #expect(styleDictionary.errors.isEmpty, "\(styleDictionary.errors.map(\.message))")
        #expect(styleDictionary["size.zero"] == .dimension(DimensionValue(0, .px)))
        #expect(styleDictionary["size.flat"] == .dimension(DimensionValue(0, .px)))
        #expect(styleDictionary["size.half"] == nil && styleDictionary["size.alias"] == nil)
        #expect(styleDictionary.all(.leftOutReference).map(\.tokenPath) == ["size.alias"])

        #expect(resolveJSON(##"{"gap": {"$type": "dimension", "$value": {"value": 0, "unit": "%"}}}"##, strict: true).errors.count == 1)
    }

    /// CSS `calc()` of fixed values is the value a browser computes, in every reader, references
    /// and nested calls included; one that needs layout (`%`, `vw`) is left out with its aliases.
    @Test func calcOfFixedValuesIsComputedAndCalcNeedingLayoutIsLeftOut() {
        let studio = resolveFiles(
            ["t.json": ##"""
                {"lh": {"ratio": {"value": "calc(16/11)", "type": "lineHeights"}},
                 "space": {"s": {"value": "4", "type": "spacing"}, "m": {"value": "calc({space.s} * 2)", "type": "spacing"},
                           "fill": {"value": "calc(100% - 4px)", "type": "spacing"}, "inset": {"value": "{space.fill}", "type": "spacing"},
                           "text": {"value": "calc(1em + 4px)", "type": "spacing"}}}
                """##], format: .tokensStudio)
        #expect(studio.errors.isEmpty, "\(studio.errors.map(\.message))")
        // Rounded to 4 decimals, as every computed value is (sd-transforms' math).
        #expect(studio["lh.ratio"] == .number(1.4545))
        #expect(studio["space.m"] == .dimension(DimensionValue(8, .px)))
        #expect(studio["space.fill"] == nil && studio["space.inset"] == nil && studio["space.text"] == nil)
        #expect(studio.all(.invalidExpression).map(\.tokenPath) == ["space.fill", "space.text"])
        #expect(studio.all(.leftOutReference).map(\.tokenPath) == ["space.inset"])

        let styleDictionary = resolveFiles(
            ["t.json": ##"""
                {"size": {"base": {"value": "4px"}, "double": {"value": "calc({size.base.value} * 2)"},
                          "step": {"value": "calc(calc(1rem * 1.125) * 1.125)"}, "wide": {"value": "calc(100vw - 2px)"}}}
                """##], format: .styleDictionary)
        #expect(styleDictionary.errors.isEmpty, "\(styleDictionary.errors.map(\.message))")
        #expect(styleDictionary["size.double"] == .dimension(DimensionValue(8, .px)))
        #expect(styleDictionary["size.step"] == .dimension(DimensionValue(1.2656, .rem)))
        #expect(styleDictionary["size.wide"] == nil)

        let dtcg = resolveJSON(##"{"gap": {"$type": "dimension", "$value": "calc(16px * 2)"}, "wait": {"$type": "duration", "$value": "calc(100ms * 3)"}}"##)
        #expect(dtcg.errors.isEmpty, "\(dtcg.errors.map(\.message))")
        #expect(dtcg["gap"] == .dimension(DimensionValue(32, .px)))
        #expect(dtcg["wait"] == .duration(DurationValue(300, .ms)))
        // Strict mode reads DTCG to the letter: a string is no dimension.
        #expect(resolveJSON(##"{"gap": {"$type": "dimension", "$value": "calc(16px * 2)"}}"##, strict: true).errors.count == 1)
    }

    /// CSS where a color belongs that gives no single color (a gradient, `color-mix()`, relative color
    /// computing its channels) is left out with its aliases, also when references are placed in it; a
    /// CSS Color 4 color (`oklch()`, relative syntax keeping the channels) is read; a malformed color stays an error.
    @Test func cssColorTextWithoutAColorIsLeftOut() {
        let result = resolveFiles(
            [
                "tokens/a.json": """
                    { "color": { "black": { "value": "#000", "type": "color" },
                                 "zinc": { "value": "oklch(98.5% 0 0)", "type": "color" },
                                 "faint": { "value": "oklch(from {color.black} l c h / 0.06)", "type": "color" },
                                 "fade": { "value": "linear-gradient(180deg, oklch(from {color.black} l c h / 0.02) 2%, {color.zinc} 100%)", "type": "color" },
                                 "mix": { "value": "color-mix(in srgb, {color.black} 50%, white)", "type": "color" },
                                 "edge": { "value": "{color.fade}", "type": "color" } } }
                    """
            ], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        if case .color(let zinc)? = result["color.zinc"] { #expect(zinc.colorSpace == .oklch) } else { Issue.record("color.zinc") }
        if case .color(let faint)? = result["color.faint"] { #expect(faint.alpha == 0.06 && faint.hex == "#000000") } else {
            Issue.record("color.faint: \(String(describing: result["color.faint"]))")
        }
        #expect(result["color.fade"] == nil && result["color.mix"] == nil && result["color.edge"] == nil)
        #expect(result.all(.invalidValue).compactMap(\.tokenPath).sorted() == ["color.fade", "color.mix"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.edge"])

        let broken = resolveJSON(##"{ "c": { "$type": "color", "$value": "#ggg" } }"##)
        #expect(broken.errors.map(\.code) == [.invalidValue])

        // Tokens Studio's importer, which meets the text as math it cannot evaluate, says the same.
        let studio = resolveFiles(
            ["tokens.json": ##"{ "ink": {"value": "#000000", "type": "color"}, "hover": {"value": "color-mix(in srgb, {ink} 8%, transparent)", "type": "color"} }"##],
            format: .tokensStudio)
        #expect(studio.errors.isEmpty, "\(studio.errors.map(\.message))")
        let said = studio.all(.invalidExpression)
        #expect(said.map(\.tokenPath) == ["hover"] && said[0].message.contains("color-mix(), which Tessera does not implement"), "\(said.map(\.message))")
    }

    /// A value computed by a function Tessera does not implement (Tokens Studio's TokenScript:
    /// `set_chroma(set_lightness({c}, 0.4), 0.1)`, `chroma({c})`) is valid in the tool that wrote it:
    /// in every reader the token is left out with one warning naming the function, and the tokens
    /// that refer to it with TS0311 naming the root; CSS `calc()` of fixed values still computes,
    /// and a malformed call stays an error (an error in strict mode too).
    @Test func aFunctionTesseraDoesNotImplementIsLeftOut() {
        let text = """
            { "base": { "$value": "#3366cc", "$type": "color" },
              "tint": { "$value": "set_chroma(set_lightness({base}, 0.4), 0.1)", "$type": "color" },
              "chroma": { "$value": "chroma({base})", "$type": "number" },
              "surface": { "$value": "{tint}", "$type": "color" },
              "gap": { "$value": "calc(4px * 2)", "$type": "dimension" } }
            """
        // Read as DTCG (detection takes text placing references for Style Dictionary 4's, below).
        let result = resolveFiles(["tokens.json": text], format: .dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let said = result.all(.invalidValue).filter { $0.severity == .warning }
        #expect(said.compactMap(\.tokenPath).sorted() == ["chroma", "tint"], "\(said.map(\.message))")
        #expect(said.first { $0.tokenPath == "tint" }?.message.contains("set_chroma()") == true)
        #expect(result["tint"] == nil && result["chroma"] == nil && result["surface"] == nil)
        let chain = result.all(.leftOutReference)
        #expect(chain.map(\.tokenPath) == ["surface"] && chain[0].message.contains("tint"), "\(chain.map(\.message))")
        #expect(result.all(.unresolvedReference).isEmpty)
        #expect(result["gap"] == .dimension(DimensionValue(8, .px)))

        // Style Dictionary places the referenced values first, then reads the same text the same way.
        let placed = resolveFiles(
            ["tokens/a.json": """
                { "base": { "value": "#3366cc", "type": "color" },
                  "tint": { "value": "set_chroma(set_lightness({base}, 0.4), 0.1)", "type": "color" } }
                """], format: .styleDictionary)
        #expect(placed.errors.isEmpty, "\(placed.errors.map(\.message))")
        #expect(placed.all(.invalidValue).map(\.tokenPath) == ["tint"] && placed["tint"] == nil)
        // So is the whole file above, detected as Style Dictionary 4: `chroma(#3366cc)`, once placed, is
        // left out too (TS0701), not an error.
        let detected = resolveJSON(text)
        #expect(detected.errors.isEmpty, "\(detected.errors.map(\.message))")
        #expect(detected["chroma"] == nil && detected["tint"] == nil && detected["surface"] == nil)
        #expect(detected.all(.invalidExpression).contains { $0.tokenPath == "chroma" && $0.severity == .warning })

        // Tokens Studio's importer leaves it out as math it cannot evaluate (TS0701), saying the same.
        let studio = resolveFiles(
            ["tokens.json": ##"{ "base": {"value": "#3366cc", "type": "color"}, "tint": {"value": "set_chroma({base}, 0.1)", "type": "color"}, "edge": {"value": "{tint}", "type": "color"} }"##],
            format: .tokensStudio)
        #expect(studio.errors.isEmpty, "\(studio.errors.map(\.message))")
        let unevaluated = studio.all(.invalidExpression)
        #expect(unevaluated.map(\.tokenPath) == ["tint"] && unevaluated[0].message.contains("calls set_chroma()"), "\(unevaluated.map(\.message))")
        #expect(studio["edge"] == nil && studio.all(.leftOutReference).map(\.tokenPath) == ["edge"])

        // A malformed call (unbalanced) and a malformed color stay errors; strict mode makes the call one.
        // So does a name one letter from a function Tessera reads: a typo, broken in its tool too.
        let broken = resolveJSON(
            ##"{ "a": { "$value": "set_chroma(#000000, 0.1", "$type": "color" }, "b": { "$value": "#ggg", "$type": "color" }, "c": { "$value": "rgab(0, 0, 0, 0.5)", "$type": "color" } }"##)
        #expect(broken.errors.compactMap(\.tokenPath).sorted() == ["a", "b", "c"], "\(broken.errors.map(\.message))")
        #expect(resolveJSON(text, strict: true).errors.contains { $0.tokenPath == "tint" })
    }

    /// The plugin's per-corner and per-side composition properties (`borderRadiusTopLeft`,
    /// `borderWidthTop`, `borderTop`, `counterAxisSpacing`, `backgroundBlur`, `rotation`) are read
    /// as the type each one takes, not dropped; a property that is none of the plugin's is still
    /// left out with one warning; a `%` corner is left out (rule 1) with the token referring to it.
    @Test func aCompositionReadsThePluginsSideAndCornerProperties() {
        let files = [
            "tokens.json": """
                { "radius": { "value": "12", "type": "borderRadius" },
                  "line": { "value": { "color": "#cccccc", "width": "1", "style": "solid" }, "type": "border" },
                  "card": { "value": { "borderRadiusTopLeft": "{radius}", "borderRadiusBottomRight": "4",
                                       "borderWidthTop": "2", "borderTop": "{line}", "counterAxisSpacing": "8",
                                       "backgroundBlur": "128", "rotation": "45", "cornerSmoothing": "0.6" },
                            "type": "composition" },
                  "sheet": { "value": { "fill": "#ffffff", "cornerSmoothing": "0.6", "layoutMode": "vertical" }, "type": "composition" },
                  "pill": { "value": { "borderRadiusTopRight": "50%" }, "type": "composition" },
                  "corner": { "value": "{pill.borderRadiusTopRight}", "type": "borderRadius" } }
                """
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["card.borderRadiusTopLeft"] == .dimension(DimensionValue(12, .px)))
        #expect(result["card.borderRadiusBottomRight"] == .dimension(DimensionValue(4, .px)))
        #expect(result["card.borderWidthTop"] == .dimension(DimensionValue(2, .px)))
        #expect(result["card.counterAxisSpacing"] == .dimension(DimensionValue(8, .px)))
        #expect(result["card.backgroundBlur"] == .dimension(DimensionValue(128, .px)))
        #expect(result["card.rotation"] == .number(45))
        if case .border(let border)? = result["card.borderTop"] { #expect(border.width == DimensionValue(1, .px)) } else {
            Issue.record("card.borderTop: \(String(describing: result["card.borderTop"]))")
        }
        // A property the plugin does not have names nothing: left out, said once for every
        // composition that has it, at the first; another such property is its own cause.
        let unnamed = result.all(.unmappedValue).filter { $0.message.contains("names no token type") }
        #expect(unnamed.map(\.tokenPath) == ["card", "sheet"], "\(unnamed.map(\.message))")
        #expect(unnamed.first?.message.contains("cornerSmoothing") == true && unnamed.last?.message.contains("layoutMode") == true)
        #expect(result["card.cornerSmoothing"] == nil && result["sheet.cornerSmoothing"] == nil && result["sheet.layoutMode"] == nil)
        #expect(result["sheet.fill"] != nil)
        // A percentage corner has no length an app can use; the token referring to it goes with it.
        #expect(result["pill.borderRadiusTopRight"] == nil && result["corner"] == nil)
        let chain = result.all(.leftOutReference)
        #expect(chain.map(\.tokenPath) == ["corner"] && chain[0].message.contains("pill.borderRadiusTopRight"), "\(chain.map(\.message))")
    }

    /// Tokens Studio applies a color placed where a border belongs (a composition's `border`, the
    /// plugin's older border) as the stroke color alone: a border with no width or style, left out
    /// with one warning (rule 1) and the tokens referring to it with TS0311; a reference to a border
    /// token still reads; strict mode keeps the type error.
    @Test func aColorWhereABorderBelongsIsLeftOut() {
        let files = [
            "tokens.json": """
                { "gray": { "value": "#cccccc", "type": "color" },
                  "line": { "value": { "color": "{gray}", "width": "1", "style": "solid" }, "type": "border" },
                  "card": { "value": { "fill": "{gray}", "border": "$gray", "height": "64" }, "type": "composition" },
                  "tile": { "value": { "border": "{line}" }, "type": "composition" },
                  "edge": { "value": "{card.border}", "type": "border" } }
                """
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let said = result.all(.missingSubValue).filter { $0.severity == .warning }
        #expect(said.map(\.tokenPath) == ["card.border"], "\(said.map(\.message))")
        #expect(said.first?.message.contains("the color gray alone") == true)
        #expect(result["card.border"] == nil && result["edge"] == nil)
        let chain = result.all(.leftOutReference)
        #expect(chain.map(\.tokenPath) == ["edge"] && chain[0].message.contains("card.border"), "\(chain.map(\.message))")
        // The composition's other properties, and a border that references a border token, read.
        if case .color? = result["card.fill"] {} else { Issue.record("card.fill: \(String(describing: result["card.fill"]))") }
        if case .border(let border)? = result["tile.border"] { #expect(border.width == DimensionValue(1, .px)) } else {
            Issue.record("tile.border: \(String(describing: result["tile.border"]))")
        }
        #expect(result.all(.referenceTypeMismatch).isEmpty)
        let strict = resolveFiles(files, strict: true, format: .tokensStudio)
        #expect(strict.all(.referenceTypeMismatch).contains { $0.tokenPath == "card.border" && $0.severity == .error })
    }

    /// A width placed where a border belongs (a composition's `borderTop` referencing a border-width
    /// token) sets nothing in Tokens Studio, which applies a border or one side's only from a border's
    /// members: left out with one warning (rule 1), and the tokens referring to it with TS0311; the
    /// composition's other properties and a side referencing a border token read; strict mode keeps the
    /// type error.
    @Test func aWidthWhereABorderBelongsIsLeftOut() {
        let files = [
            "tokens.json": """
                { "thin": { "value": "1", "type": "borderWidth" },
                  "hairline": { "value": "{thin}", "type": "borderWidth" },
                  "line": { "value": { "color": "#cccccc", "width": "{thin}", "style": "solid" }, "type": "border" },
                  "row": { "value": { "borderTop": "{hairline}", "borderBottom": "{line}", "minHeight": "40" }, "type": "composition" },
                  "divider": { "value": "{row.borderTop}", "type": "border" } }
                """
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let said = result.all(.missingSubValue).filter { $0.severity == .warning }
        #expect(said.map(\.tokenPath) == ["row.borderTop"], "\(said.map(\.message))")
        #expect(said.first?.message.contains("the width hairline alone") == true)
        #expect(result["row.borderTop"] == nil && result["divider"] == nil)
        let chain = result.all(.leftOutReference)
        #expect(chain.map(\.tokenPath) == ["divider"] && chain[0].message.contains("row.borderTop"), "\(chain.map(\.message))")
        #expect(result["row.minHeight"] == .dimension(DimensionValue(40, .px)))
        if case .border(let border)? = result["row.borderBottom"] { #expect(border.width == DimensionValue(1, .px)) } else {
            Issue.record("row.borderBottom: \(String(describing: result["row.borderBottom"]))")
        }
        #expect(result.all(.referenceTypeMismatch).isEmpty)
        let strict = resolveFiles(files, strict: true, format: .tokensStudio)
        #expect(strict.all(.referenceTypeMismatch).contains { $0.tokenPath == "row.borderTop" && $0.severity == .error })
    }

    /// A CSS keyword where a color belongs that names no color (`inherit`, `currentColor`, `none`:
    /// Style Dictionary passes them to the stylesheet, where the element being styled gives the color)
    /// is left out with its aliases in every reader; `transparent` is a color; a misspelt keyword
    /// stays an error, and strict mode refuses the keyword.
    @Test func aCSSColorKeywordNamingNoColorIsLeftOut() {
        let text = ##"""
            { "color": { "$type": "color",
                "bg": { "outline": { "$value": "inherit" }, "link": { "$value": "currentColor" }, "step": { "$value": "none" },
                        "clear": { "$value": "transparent" }, "hover": { "$value": "{color.bg.outline}" } } } }
            """##
        for format in [InputFormat.dtcg, .styleDictionary] {
            let result = resolveFiles(["tokens.json": text], format: format)
            #expect(result.errors.isEmpty, "\(format): \(result.errors.map(\.message))")
            #expect(result["color.bg.outline"] == nil && result["color.bg.link"] == nil && result["color.bg.step"] == nil)
            #expect(result["color.bg.hover"] == nil)
            let said = result.all(.invalidValue).filter { $0.severity == .warning }
            #expect(said.compactMap(\.tokenPath).sorted() == ["color.bg.link", "color.bg.outline", "color.bg.step"], "\(format)")
            let chain = result.all(.leftOutReference)
            #expect(chain.map(\.tokenPath) == ["color.bg.hover"] && chain.first?.message.contains("inherit") == true, "\(chain.map(\.message))")
            if case .color(let clear)? = result["color.bg.clear"] { #expect(clear.alpha == 0) } else { Issue.record("color.bg.clear") }
        }
        let misspelt = resolveJSON(##"{ "c": { "$type": "color", "$value": "inherrit" } }"##)
        #expect(misspelt.errors.map(\.code) == [.invalidValue])
        let strict = resolveJSON(##"{ "c": { "$type": "color", "$value": "inherit" } }"##, strict: true)
        #expect(strict.errors.count == 1)
    }

    /// CSS that Style Dictionary passes to the stylesheet where a border, a stroke style or a length
    /// belongs (The Guardian's Stand): a CSS-wide keyword (`unset`) takes its value from the element it
    /// is used on, `none` is "no border", `auto` an outline style DTCG has not, and `26ch` a measure of
    /// the font in use. Each is left out with its aliases, in every reader; a misspelt keyword or an
    /// unknown unit stays an error, and strict mode refuses them all.
    @Test func cssKeywordsAndFontRelativeUnitsWhereABorderOrLengthBelongsAreLeftOut() {
        let text = ##"""
            { "avatar": { "border": { "$type": "border", "$value": "unset" },
                          "plain": { "$type": "border", "$value": "none" },
                          "ring": { "$type": "border", "$value": "{avatar.border}" },
                          "solid": { "$type": "border", "$value": { "color": "#000000", "width": "1px", "style": "solid" } } },
              "input": { "outline": { "$type": "strokeStyle", "$value": "auto" }, "dashed": { "$type": "strokeStyle", "$value": "dashed" } },
              "tooltip": { "maxWidth": { "$type": "dimension", "$value": "26ch" }, "panel": { "$type": "dimension", "$value": "{tooltip.maxWidth}" },
                           "gap": { "$type": "dimension", "$value": "8px" }, "size": { "$type": "dimension", "$value": "inherit" } } }
            """##
        for format in [InputFormat.dtcg, .styleDictionary] {
            let result = resolveFiles(["tokens.json": text], format: format)
            #expect(result.errors.isEmpty, "\(format): \(result.errors.map(\.message))")
            let leftOut = ["avatar.border", "avatar.plain", "input.outline", "tooltip.maxWidth", "tooltip.size"]
            #expect(leftOut.allSatisfy { result[$0] == nil }, "\(format)")
            let said = result.warnings.filter { [.invalidValue, .invalidUnit].contains($0.code) }.compactMap(\.tokenPath).sorted()
            #expect(said == leftOut.sorted(), "\(format): \(said)")
            let message = { (path: String) in result.warnings.first { $0.tokenPath == path }?.message ?? "" }
            #expect(message("avatar.border").contains("resolves from where it is used") && message("avatar.plain").contains("CSS for no border"))
            #expect(message("input.outline").contains("outline or border style"), "\(message("input.outline"))")
            // The tokens referring to one are left out with it, naming the root.
            let chain = result.all(.leftOutReference)
            #expect(chain.compactMap(\.tokenPath).sorted() == ["avatar.ring", "tooltip.panel"], "\(chain.map(\.message))")
            #expect(chain.first { $0.tokenPath == "tooltip.panel" }?.message.contains("tooltip.maxWidth") == true)
            #expect(result["avatar.solid"] != nil && result["input.dashed"] == .strokeStyle(.keyword("dashed")))
            #expect(result["tooltip.gap"] == .dimension(DimensionValue(8, .px)))
        }
        let misspelt = resolveJSON(##"{ "b": { "$type": "border", "$value": "unsett" }, "w": { "$type": "dimension", "$value": "26zz" } }"##)
        #expect(misspelt.errors.compactMap(\.tokenPath).sorted() == ["b", "w"], "\(misspelt.errors.map(\.message))")
        let strict = resolveJSON(text, strict: true)
        #expect(Set(strict.errors.compactMap(\.tokenPath)).isSuperset(of: ["avatar.border", "avatar.plain", "input.outline", "tooltip.maxWidth"]))
    }

    /// CSS's own spellings inside composite values (Paragon's Style Dictionary tokens): a transition's
    /// `timing-function` is its `timingFunction`, and a shadow's `"inset": "inset"` is inset; any other
    /// word there stays an error, and strict mode reads DTCG's names and booleans only.
    @Test func cssSpellingsInsideTransitionsAndShadowsAreRead() {
        let text = ##"""
            { "base": { "$type": "transition", "$value": { "property": "all", "duration": ".2s", "timing-function": "ease-in-out", "delay": "0s" } },
              "hover": { "$type": "shadow", "$value": { "color": "#0000ff", "spread": "2px", "offsetX": "0", "offsetY": "0", "blur": "0", "inset": "inset" } },
              "odd": { "$type": "shadow", "$value": { "color": "#0000ff", "spread": "2px", "offsetX": "0", "offsetY": "0", "blur": "0", "inset": "outward" } } }
            """##
        let result = resolveJSON(text)
        #expect(result.errors.map(\.tokenPath) == ["odd"], "\(result.errors.map(\.message))")
        if case .transition(let transition)? = result["base"] {
            #expect(transition.duration.value * (transition.duration.unit == .s ? 1000 : 1) == 200)
            #expect(transition.timingFunction == CubicBezier(0.42, 0, 0.58, 1))
        } else {
            Issue.record("base: \(String(describing: result["base"]))")
        }
        if case .shadow(let layers)? = result["hover"] { #expect(layers.count == 1 && layers[0].inset) } else { Issue.record("hover") }
        #expect(resolveJSON(text, strict: true).errors.count >= 3)
    }

    /// CSS `transition` text that names the property it animates (`opacity 70ms cubic-bezier(…)`) is that
    /// transition, as the object form's `property` is; a list of several (`opacity …, transform …`) holds one
    /// transition per property and no one value: left out with its aliases (rule 1), an error in strict mode.
    @Test func aCSSTransitionNamingItsPropertyIsReadAndAListOfSeveralIsLeftOut() {
        let text = ##"""
            { "duration": { "$type": "duration", "short": { "$value": "70ms" } },
              "transition": { "$type": "transition",
                "fade": { "$value": "opacity 70ms cubic-bezier(0, 0, 0.58, 1)" },
                "placed": { "$value": "opacity {duration.short} ease-out" },
                "move": { "$value": "opacity 70ms ease-out, transform 70ms ease-out" },
                "moveAgain": { "$value": "{transition.move}" } } }
            """##
        let result = resolveFiles(["tokens.json": text], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        for id in ["transition.fade", "transition.placed"] {
            if case .transition(let transition)? = result[id] {
                #expect(transition.duration == DurationValue(70, .ms), "\(id)")
                #expect(transition.timingFunction == CubicBezier(0, 0, 0.58, 1), "\(id)")
            } else {
                Issue.record("\(id): \(String(describing: result[id]))")
            }
        }
        #expect(result["transition.move"] == nil && result["transition.moveAgain"] == nil)
        #expect(result.all(.invalidValue).filter { $0.severity == .warning }.compactMap(\.tokenPath) == ["transition.move"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["transition.moveAgain"])
        // Text that names a property but is no transition stays an error.
        #expect(resolveJSON(##"{ "t": { "$type": "transition", "$value": "opacity fast, transform 70ms" } }"##).errors.count == 1)
        #expect(!resolveFiles(["tokens.json": text], strict: true, format: .styleDictionary).errors.isEmpty)
    }

    /// Lengths written side by side (`"0 0 0 0.75rem"`, a padding shorthand) are left out with their aliases
    /// as the same text placed by references is (rule 1); in a DTCG file, whose dimension is one object, the
    /// text stays an error, and strict mode refuses the shorthand.
    @Test func lengthsWrittenSideBySideAreLeftOutAsPlacedOnesAre() {
        let text = ##"""
            { "space": { "xs": { "value": "4px", "type": "spacing" } },
              "pad": { "value": "0 0 0 0.75rem", "type": "spacing" },
              "margin": { "value": "{space.xs} 0 0.375rem 1.125rem", "type": "spacing" },
              "padAgain": { "value": "{pad}", "type": "spacing" } }
            """##
        let result = resolveFiles(["tokens.json": text], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["pad"] == nil && result["margin"] == nil && result["padAgain"] == nil)
        #expect(result["space.xs"] == .dimension(DimensionValue(4, .px)))
        let said = result.all(.invalidExpression).filter { $0.severity == .warning }
        #expect(said.compactMap(\.tokenPath).sorted() == ["margin", "pad"], "\(said.map(\.message))")
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["padAgain"])
        #expect(resolveJSON(##"{ "pad": { "$type": "dimension", "$value": "0 0 0 0.75rem" } }"##).errors.count == 1)
        #expect(!resolveFiles(["tokens.json": text], strict: true, format: .styleDictionary).errors.isEmpty)
    }

    /// A weight that is a word naming no weight (Font Awesome's "Solid") is text its tool passes
    /// through: left out with its aliases (rule 1), an error in strict mode; a weight that is no word stays an error.
    @Test func aWordNamingNoWeightIsLeftOut() {
        let text = ##"""
            { "$type": "fontWeight", "solid": { "$value": "\"Solid\"" }, "icon": { "$value": "{solid}" },
              "bold": { "$value": "\"Bold\"" }, "odd": { "$value": "12px" } }
            """##
        let result = resolveJSON(text)
        #expect(result.errors.map(\.tokenPath) == ["odd"], "\(result.errors.map(\.message))")
        #expect(result["solid"] == nil && result["icon"] == nil && result["bold"] == .fontWeight(700))
        #expect(result.all(.unknownFontWeight).filter { $0.severity == .warning }.map(\.tokenPath) == ["solid"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["icon"])
        let strict = resolveJSON(text, strict: true)
        #expect(strict.all(.unknownFontWeight).contains { $0.tokenPath == "solid" && $0.severity == .error })
    }

    /// `string` is no DTCG type: the tools that write it in DTCG-shaped files (Style Dictionary 4,
    /// Figma exporters) only label a token with it, so an alias typed `string` takes its target's
    /// value and type, with a warning; a DTCG type that disagrees with its target stays an error.
    @Test func aTypeOutsideDTCGOnlyLabelsAnAlias() {
        let result = resolveJSON(
            ##"""
            { "ink": { "$type": "color", "$value": "#000000" }, "on-surface": { "$type": "string", "$value": "{ink}" },
              "label": { "$type": "string", "$value": "Hello" }, "gap": { "$type": "dimension", "$value": "{ink}" } }
            """##)
        if case .color(let color)? = result["on-surface"] { #expect(color.hex == "#000000") } else {
            Issue.record("on-surface: \(String(describing: result["on-surface"]))")
        }
        #expect(result["label"] == .string("Hello"))
        let mismatches = result.all(.referenceTypeMismatch)
        #expect(mismatches.first { $0.tokenPath == "on-surface" }?.severity == .warning)
        #expect(result.errors.map(\.tokenPath) == ["gap"], "\(result.errors.map(\.message))")
        let strict = resolveJSON(##"{ "ink": { "$type": "color", "$value": "#000000" }, "on": { "$type": "string", "$value": "{ink}" } }"##, strict: true)
        #expect(strict.errors.contains { $0.code == .nonStandardType }, "\(strict.errors.map(\.message))")
    }

    /// A Figma or plugin export types every text `string` and every flag `boolean`: one cause per type
    /// name, said once at the first token it types (the Design Tokens plugin's typography members gave
    /// 87 such warnings in one file). Strict mode refuses each token at its place.
    @Test func aTypeOutsideDTCGIsSaidOncePerName() {
        let text = ##"""
            { "a": { "$type": "string", "$value": "Inter" }, "b": { "$type": "string", "$value": "none" },
              "c": { "$type": "boolean", "$value": true }, "d": { "$type": "boolean", "$value": false } }
            """##
        let result = resolveJSON(text)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["b"] == .string("none") && result["d"] == .boolean(false))
        let said = result.all(.nonStandardType)
        #expect(said.map(\.tokenPath) == ["a", "c"], "\(said.map(\.message))")
        #expect(said.first?.message.hasSuffix("kept as a plain string (said once for every token so typed)") == true)
        let strict = resolveJSON(text, strict: true)
        #expect(strict.errors.filter { $0.code == .nonStandardType }.map(\.tokenPath) == ["a", "b", "c", "d"])
    }

    /// Tokens Studio and Style Dictionary allow a border that names only some members (the rest is the
    /// element's own stroke): no border an app can draw, so it is left out with its aliases (rule 1);
    /// a whole border reads, and a DTCG border missing a member stays an error.
    @Test func aBorderNamingOnlySomeMembersIsLeftOut() {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "line": { "value": "#cccccc", "type": "color" },
                      "outline": { "value": { "color": "{line}" }, "type": "border" },
                      "focus": { "value": "{outline}", "type": "border" },
                      "full": { "value": { "color": "{line}", "width": "2", "style": "solid" }, "type": "border" } }
                    """
            ], format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["outline"] == nil && result["focus"] == nil)
        #expect(result.all(.missingSubValue).map(\.tokenPath) == ["outline"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["focus"])
        if case .border(let border)? = result["full"] { #expect(border.width == DimensionValue(2, .px)) } else { Issue.record("full") }
        let dtcg = resolveJSON(##"{ "b": { "$type": "border", "$value": { "color": "#cccccc" } } }"##)
        #expect(dtcg.errors.contains { $0.code == .missingSubValue })
    }

    /// Text beside tokens in a DTCG file (a group's plain `description`, a reference written without its
    /// token) is skipped by the tools that build such files, Terrazzo and Style Dictionary, which walk
    /// objects only: it is left out with a warning, and a reference to it names nothing, as in their
    /// build. Strict mode, and any other value there (a number), keep the error.
    @Test func textBesideTokensIsLeftOutAsItsToolsSkipIt() {
        let tokens = """
            { "space": { "description": "Spacing scale", "$type": "dimension",
                         "0": { "$value": { "value": 0, "unit": "px" } }, "none": "{space.0}" } }
            """
        let result = resolveJSON(tokens)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.invalidGroup).map(\.tokenPath) == ["space.description", "space.none"])
        #expect(result.all(.invalidGroup).first?.fixIt == "rename it \"$description\"")
        #expect(result["space.0"] == .dimension(DimensionValue(0, .px)) && result["space.none"] == nil)
        let strict = resolveJSON(tokens, strict: true)
        #expect(strict.errors.filter { $0.code == .invalidGroup }.count == 2)
        let number = resolveJSON(##"{ "space": { "$type": "dimension", "1": { "$value": { "value": 4, "unit": "px" } }, "scale": 4 } }"##)
        #expect(number.errors.map(\.code) == [.invalidGroup])
    }

    /// A Style Dictionary or Tokens Studio shadow written without a color is drawn by CSS in the
    /// element's text color (`currentColor`): no shadow an app can draw, so it is left out with its
    /// aliases (rule 1); a DTCG shadow without one stays an error, as in strict mode.
    @Test func aShadowWithoutAColorIsLeftOut() {
        let tokens = """
            { "shadow": { "thin": { "value": { "offsetX": "0", "offsetY": "1px", "blur": "2px", "spread": "0" }, "type": "shadow" },
                          "card": { "value": "{shadow.thin}", "type": "shadow" },
                          "full": { "value": { "color": "#00000033", "offsetX": "0", "offsetY": "1px", "blur": "2px", "spread": "0" }, "type": "shadow" } } }
            """
        let result = resolveFiles(["tokens.json": tokens], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["shadow.thin"] == nil && result["shadow.card"] == nil)
        #expect(result.all(.missingSubValue).map(\.tokenPath) == ["shadow.thin"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["shadow.card"])
        if case .shadow(let layers)? = result["shadow.full"] { #expect(layers.first?.color.alpha ?? 0 < 0.3) } else { Issue.record("full") }
        let strict = resolveFiles(["tokens.json": tokens], strict: true, format: .styleDictionary)
        #expect(strict.errors.contains { $0.code == .missingSubValue && $0.tokenPath == "shadow.thin" })
        let dtcg = resolveJSON(##"{ "s": { "$type": "shadow", "$value": { "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px" } } }"##)
        #expect(dtcg.errors.contains { $0.code == .missingSubValue })
    }

    /// The same shadow as CSS box-shadow text (`0 3px 4px`, as a Theo team's aliases hold it) is valid CSS
    /// drawn in the text color: left out with its aliases (rule 1), as the object is, whether written or
    /// placed from references; text that is no shadow stays an error, and so does the colorless text in
    /// strict mode.
    @Test func aShadowTextWithoutAColorIsLeftOut() {
        let tokens = """
            { "shadow": { "thin": { "value": "0 3px 4px", "type": "box-shadow" },
                          "card": { "value": "{shadow.thin}", "type": "box-shadow" },
                          "y": { "value": "8px", "type": "size" },
                          "placed": { "value": "0 {shadow.y} 16px", "type": "box-shadow" },
                          "full": { "value": "0 3px 4px rgba(0, 0, 0, 0.2)", "type": "box-shadow" },
                          "broken": { "value": "0 3px 4px wobbly", "type": "box-shadow" } } }
            """
        let result = resolveFiles(["tokens.json": tokens], format: .styleDictionary)
        #expect(result.errors.map(\.tokenPath) == ["shadow.broken"], "\(result.errors.map(\.message))")
        #expect(result["shadow.thin"] == nil && result["shadow.card"] == nil && result["shadow.placed"] == nil)
        #expect(result.all(.missingSubValue).filter { $0.severity == .warning }.map(\.tokenPath) == ["shadow.thin", "shadow.placed"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["shadow.card"])
        if case .shadow(let layers)? = result["shadow.full"] { #expect(layers.first?.offsetY == DimensionValue(3, .px)) } else { Issue.record("full") }
        let strict = resolveFiles(["tokens.json": tokens], strict: true, format: .styleDictionary)
        #expect(strict.errors.contains { $0.tokenPath == "shadow.thin" } && strict.all(.missingSubValue).allSatisfy { $0.severity == .error })
    }

    /// Tokens Studio keeps a JSON `true` as written: an `other` token holding it is a flag, a text
    /// token the text "true".
    @Test func aFlagInAnOtherTokenIsABoolean() {
        let result = resolveFiles(
            ["tokens.json": #"{ "fill": { "value": true, "type": "other" }, "label": { "value": false, "type": "text" } }"#],
            format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["fill"] == .boolean(true))
        #expect(result["label"] == .string("false"))
    }

    // MARK: Tokens Studio: references are textual

    /// `hsl({hue} {sat} {light})` with number tokens holding `45%`: the plugin places each target's
    /// written text and reads the CSS color, with or without a modifier; the number itself is still
    /// 0.45. A color function over a left-out token is left out with it; one naming nothing is an error.
    @Test func aCSSColorFunctionPlacesTheWrittenTextOfItsReferences() {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "calc": { "hue": { "value": "228", "type": "number" }, "sat": { "value": "45%", "type": "number" },
                                "light": { "value": "44%", "type": "number" }, "alias": { "value": "{calc.light}", "type": "number" },
                                "odd": { "value": "Expanded Medium", "type": "fontWeights" } },
                      "brand": { "value": "hsl({calc.hue} {calc.sat} {calc.alias})", "type": "color" },
                      "lighter": { "value": "hsl({calc.hue} {calc.sat} {calc.light})", "type": "color",
                                   "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0", "space": "hsl" } } } },
                      "broken": { "value": "hsl({calc.hue} {calc.odd} 50%)", "type": "color" },
                      "missing": { "value": "hsl({calc.hue} {calc.nowhere} 50%)", "type": "color" } }
                    """
            ], format: .tokensStudio)
        if case .color(let brand)? = result["brand"] { #expect(brand.srgbHex == "#3e52a3") } else {
            Issue.record("brand: \(String(describing: result["brand"]))")
        }
        if case .color(let lighter)? = result["lighter"] { #expect(lighter.converted(to: .srgb).srgbHex == "#3e52a3") } else {
            Issue.record("lighter: \(String(describing: result["lighter"]))")
        }
        #expect(result["calc.sat"] == .number(0.45))
        #expect(result["broken"] == nil && result.all(.leftOutReference).map(\.tokenPath) == ["broken"])
        #expect(result.errors.map(\.tokenPath) == ["missing"], "\(result.errors.map(\.message))")
    }

    @Test func textAndNumberTokensReadAsTheMemberTheyAreUsedAs() {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "base": { "family": { "value": "Inter", "type": "text" },
                                "weight": { "value": "600", "type": "number" },
                                "size": { "value": "18", "type": "number" },
                                "case": { "value": "uppercase", "type": "textCase" } },
                      "heading": { "value": { "fontFamily": "{base.family}", "fontWeight": "{base.weight}",
                                              "fontSize": "{base.size}", "lineHeight": "125%", "textCase": "{base.case}" },
                                   "type": "typography" },
                      "stack": { "value": "{base.family}, {base.family}", "type": "fontFamilies" } }
                    """
            ], format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        guard case .typography(let heading)? = result["heading"] else {
            Issue.record("heading did not resolve")
            return
        }
        #expect(heading.fontFamily == ["Inter"])
        #expect(heading.fontWeight == 600)
        #expect(heading.fontSize == DimensionValue(18, .px))
        #expect(heading.lineHeight == 1.25)
        // Every member that is a reference is resolved.
        #expect(heading.textCase == "uppercase")
        #expect(result["stack"] == .fontFamily(["Inter", "Inter"]))
    }

    /// A line height referencing a `text` or `other` token: the plugin places its text, so `"125%"` is
    /// the multiple 1.25 as written in place; a keyword (`normal`) has no value in an app and leaves the
    /// typography out, with whatever refers to it (rule 1); a word that is no line height stays TS0303.
    @Test func aTextPercentagePlacedAsALineHeightIsItsMultiple() throws {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "size": { "rel": { "value": "125%", "type": "text" }, "loose": { "value": "150%", "type": "other" },
                                "normal": { "value": "normal", "type": "text" }, "word": { "value": "wide", "type": "text" } },
                      "body": { "value": { "fontFamily": "Inter", "fontSize": "16", "lineHeight": "{size.rel}" }, "type": "typography" },
                      "lead": { "value": { "fontFamily": "Inter", "fontSize": "20", "lineHeight": "{size.loose}" }, "type": "typography" },
                      "auto": { "value": { "fontFamily": "Inter", "fontSize": "16", "lineHeight": "{size.normal}" }, "type": "typography" },
                      "autoAlias": { "value": "{auto}", "type": "typography" },
                      "odd": { "value": { "fontFamily": "Inter", "fontSize": "16", "lineHeight": "{size.word}" }, "type": "typography" } }
                    """
            ], format: .tokensStudio)
        guard case .typography(let body)? = result["body"], case .typography(let lead)? = result["lead"] else {
            Issue.record("body: \(String(describing: result["body"])), lead: \(String(describing: result["lead"]))")
            return
        }
        #expect(body.lineHeight == 1.25 && lead.lineHeight == 1.5)
        // `normal` is left out with the token naming it, and the alias of that with it.
        #expect(result["auto"] == nil && result["autoAlias"] == nil)
        let keyword = try #require(result.warnings.first { $0.tokenPath == "auto" })
        #expect(keyword.message.contains("\"normal\""), "\(keyword.message)")
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["autoAlias"], "\(result.diagnostics.map(\.message))")
        // A word that reads as no line height is still a mismatch, as the plugin cannot read it either.
        #expect(result["odd"] == nil)
        #expect(result.errors.map(\.tokenPath) == ["odd"], "\(result.errors.map(\.message))")
        #expect(result.all(.referenceTypeMismatch).map(\.tokenPath) == ["odd"])
    }

    /// A `lineHeights` token aliasing a `text` or `other` token (`{size.rel}`): the plugin types it as a
    /// line height and places the target's text, so `"125%"` is the multiple 1.25 and `"24px"` a length,
    /// as written in place; a `text` alias of the same keeps the text; the keyword `normal` placed there,
    /// and an alias of a token left out for its own value, are left out with what refers to them (rule 1).
    @Test func aLineHeightAliasOfTextReadsAsALineHeight() throws {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "size": { "rel": { "value": "125%", "type": "text" }, "px": { "value": "24px", "type": "other" },
                                "auto": { "value": "auto", "type": "lineHeights" }, "normal": { "value": "normal", "type": "text" } },
                      "leading": { "rel": { "value": "{size.rel}", "type": "lineHeights" },
                                   "px": { "value": "{size.px}", "type": "lineHeights" },
                                   "auto": { "value": "{size.auto}", "type": "lineHeights" },
                                   "normal": { "value": "{size.normal}", "type": "lineHeights" } },
                      "loose": { "value": { "fontFamily": "Inter", "fontSize": "16", "lineHeight": "{leading.normal}" }, "type": "typography" },
                      "label": { "value": "{size.rel}", "type": "text" },
                      "body": { "value": { "fontFamily": "Inter", "fontSize": "16", "lineHeight": "{leading.rel}" }, "type": "typography" } }
                    """
            ], format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["leading.rel"] == .number(1.25))
        #expect(result["leading.px"] == .dimension(DimensionValue(24, .px)))
        #expect(result["label"] == .string("125%"))
        guard case .typography(let body)? = result["body"] else {
            Issue.record("body: \(String(describing: result["body"]))")
            return
        }
        #expect(body.lineHeight == 1.25)
        #expect(result["leading.auto"] == nil)
        // The keyword `normal` placed as a line height is left out (rule 1), with the typography naming it.
        #expect(result["leading.normal"] == nil && result["loose"] == nil)
        #expect(result.warnings.contains { $0.tokenPath == "leading.normal" && $0.message.contains("\"normal\"") })
        #expect(Set(result.all(.leftOutReference).compactMap(\.tokenPath)) == ["leading.auto", "loose"], "\(result.diagnostics.map(\.message))")
    }

    /// A `text` token aliasing a number written as a percentage places the text its target was written
    /// with, `45%`, as the plugin places it, not the 0.45 read from it; through another text alias too.
    @Test func aTextAliasPlacesTheTextItsTargetWasWrittenWith() {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "calc": { "sat": { "value": "45%", "type": "number" }, "count": { "value": "12", "type": "number" } },
                      "label": { "sat": { "value": "{calc.sat}", "type": "text" }, "again": { "value": "{label.sat}", "type": "text" },
                                 "count": { "value": "{calc.count}", "type": "text" } },
                      "ratio": { "value": "{calc.sat}", "type": "number" } }
                    """
            ], format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["label.sat"] == .string("45%"))
        #expect(result["label.again"] == .string("45%"))
        #expect(result["label.count"] == .string("12"))
        // A number alias still reads the number.
        #expect(result["ratio"] == .number(0.45))
    }

    /// A weight token aliasing an `other` or `text` token that names a weight, math over `other` tokens
    /// holding lengths, and a line height computed from a size: each reads as the plugin places the text.
    @Test func textTargetsReadInWeightsMathAndLineHeights() {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "config": { "medium": { "value": "Medium", "type": "other" },
                                  "semi": { "value": "Semi Bold", "type": "text" },
                                  "step": { "value": "0.5rem", "type": "other" },
                                  "word": { "value": "wide", "type": "other" } },
                      "weight": { "a": { "value": "{config.medium}", "type": "fontWeights" },
                                  "b": { "value": "{config.semi}", "type": "fontWeights" } },
                      "height": { "value": "3rem - {config.step}", "type": "dimension" },
                      "broken": { "value": "3rem - {config.word}", "type": "dimension" },
                      "size": { "px": { "value": "16px", "type": "fontSizes" }, "rem": { "value": "1rem", "type": "fontSizes" } },
                      "leading": { "px": { "value": "{size.px} * 1.5", "type": "lineHeights" },
                                   "rem": { "value": "{size.rem} * 1.5", "type": "lineHeights" },
                                   "ratio": { "value": "1.2 * 1", "type": "lineHeights" } } }
                    """
            ], format: .tokensStudio)
        #expect(result["weight.a"] == .fontWeight(500))
        #expect(result["weight.b"] == .fontWeight(600))
        #expect(result["height"] == .dimension(DimensionValue(2.5, .rem)))
        // A length, not the multiple 24: a line height written as math keeps its result's unit.
        #expect(result["leading.px"] == .dimension(DimensionValue(24, .px)))
        #expect(result["leading.rem"] == .dimension(DimensionValue(1.5, .rem)))
        #expect(result["leading.ratio"] == .number(1.2))
        // Text that is no quantity stays a type mismatch in math.
        #expect(result.errors.map(\.tokenPath) == ["broken"], "\(result.errors.map(\.message))")
        #expect(result.all(.referenceTypeMismatch).map(\.tokenPath) == ["broken"])
    }

    @Test func aColorUsedAsASizeIsStillAMismatch() {
        let result = resolveFiles(
            [
                "tokens.json": """
                    { "red": { "value": "#ff0000", "type": "color" },
                      "style": { "value": { "fontFamily": "Inter", "fontSize": "{red}" }, "type": "typography" } }
                    """
            ], format: .tokensStudio)
        #expect(result.all(.referenceTypeMismatch).map(\.tokenPath) == ["style"])
    }

    @Test func partialTypographyTakesPlatformDefaultsWithOneWarning() {
        let result = resolveFiles(
            ["tokens.json": #"{ "body": { "value": { "fontSize": "14" }, "type": "typography" } }"#], format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        guard case .typography(let body)? = result["body"] else {
            Issue.record("body did not resolve")
            return
        }
        #expect(body.fontFamily == ["system-ui"])
        #expect(body.fontWeight == 400)
        #expect(body.lineHeight == 1.2)
        let assumed = result.all(.missingSubValue)
        #expect(assumed.count == 1 && assumed[0].severity == .warning)
        // A member the plugin leaves empty ("" once a field is cleared) is one left out.
        let cleared = resolveFiles(
            ["tokens.json": #"{ "link": { "value": { "fontFamily": "Inter", "fontSize": "14", "letterSpacing": "" }, "type": "typography" } }"#],
            format: .tokensStudio)
        #expect(cleared.errors.isEmpty && cleared.all(.invalidExpression).isEmpty, "\(cleared.diagnostics.map(\.message))")
        guard case .typography(let link)? = cleared["link"] else {
            Issue.record("link did not resolve: \(cleared.diagnostics.map(\.message))")
            return
        }
        #expect(link.letterSpacing == DimensionValue(0, .px))
        #expect(cleared.all(.missingSubValue).map(\.message).joined().contains("letterSpacing"))
    }

    /// A typography without a font size: the plugin applies the members given and keeps the text's own
    /// size (`tryApplyTypographyCompositeVariable` sets each member present), so a theme may swap the
    /// family alone. Valid in its tool, no text style an app can set: left out with its aliases (rule 1),
    /// and an error in strict mode. A typography with a size is read as before.
    @Test func aTypographyWithoutAFontSizeIsLeftOutWithItsAliases() {
        let files = [
            "tokens.json": """
                { "fontFamilies": { "secondary": { "value": "Georgia", "type": "fontFamilies" } },
                  "H4": { "value": { "fontFamily": "{fontFamilies.secondary}" }, "type": "typography" },
                  "H5": { "value": { "fontFamily": "{fontFamilies.secondary}", "fontSize": "", "fontWeight": "Bold" }, "type": "typography" },
                  "H6": { "value": { "fontFamily": "{fontFamilies.secondary}", "fontSize": "20" }, "type": "typography" },
                  "heading": { "value": "{H4}", "type": "typography" },
                  "title": { "value": "{heading}", "type": "typography" } }
                """
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["H4"] == nil && result["H5"] == nil)
        let noSize = result.all(.missingSubValue).filter { $0.message.contains("fontSize") }
        #expect(Set(noSize.compactMap(\.tokenPath)) == ["H4", "H5"], "\(noSize.map(\.message))")
        #expect(noSize.allSatisfy { $0.severity == .warning && $0.message.contains("left out") }, "\(noSize.map(\.message))")
        // The tokens referring to it are left out too, each naming the root.
        #expect(result["heading"] == nil && result["title"] == nil)
        let chain = result.all(.leftOutReference)
        #expect(Set(chain.compactMap(\.tokenPath)) == ["heading", "title"], "\(result.diagnostics.map(\.message))")
        #expect(chain.allSatisfy { $0.severity == .warning && $0.message.contains("H4") }, "\(chain.map(\.message))")
        // With a size, the family and size are read.
        guard case .typography(let h6)? = result["H6"] else {
            Issue.record("H6 did not resolve: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(h6.fontFamily == ["Georgia"] && h6.fontSize == DimensionValue(20, .px))
        // Strict mode refuses the token.
        let strict = resolveFiles(files, strict: true, format: .tokensStudio)
        #expect(strict.errors.contains { $0.code == .missingSubValue && $0.tokenPath == "H4" && $0.message.contains("fontSize") })
        // A member referring to nothing is still the error it is, not hidden by leaving the token out.
        let broken = resolveFiles(
            ["tokens.json": #"{ "H3": { "value": { "fontFamily": "{fontFamilies.missing}", "fontWeight": "Bold" }, "type": "typography" } }"#],
            format: .tokensStudio)
        #expect(broken["H3"] == nil)
        #expect(broken.errors.map(\.code) == [.unresolvedReference], "\(broken.diagnostics.map(\.message))")
        #expect(broken.all(.missingSubValue).isEmpty, "\(broken.diagnostics.map(\.message))")
    }

    // MARK: Style Dictionary

    @Test func membersBesideTheValueAreRead() {
        let result = resolveFiles(
            [
                "tokens/motion.json": """
                    { "motion": { "fast": { "$type": "duration", "$value": "0.2", "unit": "s", "private": true } },
                      "border": { "ink": { "$type": "color", "$value": "#656a76", "alpha": "0.2" },
                                  "soft": { "$type": "color", "$value": "{border.ink}", "alpha": "0.5" },
                                  "radius": { "$type": "dimension", "$value": "5", "unit": "px" } } }
                    """
            ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["motion.fast"] == .duration(DurationValue(0.2, .s)))
        #expect(result["border.radius"] == .dimension(DimensionValue(5, .px)))
        if case .color(let ink)? = result["border.ink"] { #expect(ink.alpha == 0.2) } else { Issue.record("border.ink") }
        if case .color(let soft)? = result["border.soft"] { #expect(soft.alpha == 0.5) } else { Issue.record("border.soft") }
    }

    /// A color kept as a `[light, dark]` pair for the project's own transform has no one value:
    /// left out with one warning, and its referrers with it; `--strict` makes it an error.
    @Test func aListOfColorsIsLeftOut() {
        let files = [
            "tokens/color.json": """
                { "color": { "$type": "color",
                             "light": { "$value": "#ffffff" }, "dark": { "$value": "#000000" },
                             "surface": { "$value": ["{color.light}", "{color.dark}"] },
                             "card": { "$value": "{color.surface}" } } }
                """
        ]
        let result = resolveFiles(files)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.surface"] == nil && result["color.card"] == nil && result["color.light"] != nil)
        let warning = result.all(.invalidValue).first
        #expect(warning?.severity == .warning && warning?.tokenPath == "color.surface")
        #expect(warning?.message.contains("is a list of 2 colors") == true, "\(warning?.message ?? "")")
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.card"])
        let strict = resolveFiles(files, strict: true)
        #expect(strict.errors.contains { $0.tokenPath == "color.surface" })
    }

    @Test func anUnreadableMemberThatChangesTheValueIsAnErrorThere() {
        let result = resolveFiles(
            ["tokens/a.json": ##"{ "fade": { "$type": "color", "$value": "#000000", "alpha": "half", "private": true } }"##])
        let errors = result.all(.unreadableSiblingMember)
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 1)
        #expect(result["fade"] == nil)
    }

    /// A build transform's color modifications beside the value (Paragon's `modify`, a transform the
    /// project registers) change it, and Tessera does not compute them: the token is left out with one
    /// warning at the member, never given the unmodified color, and a token referring to it names it;
    /// a token without one reads as before. Strict mode makes it an error.
    @Test func colorModificationsBesideTheValueLeaveTheTokenOut() {
        let text = ##"""
            { "color": { "$type": "color", "white": { "$value": "#ffffff" },
                "header": { "source": "$popover-header-bg", "modify": [{ "type": "darken", "amount": 0.05 }], "$value": "{color.white}" },
                "title": { "$value": "{color.header}" },
                "plain": { "source": "$popover-bg", "$value": "{color.white}" } } }
            """##
        let result = resolveJSON(text)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let said = result.all(.valueTransformMemberNotComputed)
        #expect(said.count == 1 && said.first?.tokenPath == "color.header" && said.first?.severity == .warning)
        #expect(said.first?.location?.line == 2)
        #expect(result["color.header"] == nil && result["color.title"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.title"])
        #expect(srgb(result["color.plain"]) == [1, 1, 1])
        #expect(result.all(.unresolvedReference).isEmpty)
        #expect(resolveJSON(text, strict: true).errors.contains { $0.code == .valueTransformMemberNotComputed })
    }

    @Test func untypedValuesAreTypedFromTheirShape() {
        let result = resolveFiles(
            [
                "tokens/a.json": """
                    { "easing": { "value": "cubic-bezier(0.4, 0, 0.2, 1)" },
                      "tracking": { "value": "0.04" },
                      "stack": { "value": "'Inter', Roboto, sans-serif" },
                      "ink": { "value": "#000000" },
                      "depth": { "value": "0 1px 2px {ink}" },
                      "layers": { "value": "{depth}, {depth}" },
                      "mode": { "value": "uppercase" } }
                    """
            ], format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["easing"] == .cubicBezier(CubicBezier(0.4, 0, 0.2, 1)))
        #expect(result["tracking"] == .number(0.04))
        #expect(result["stack"] == .fontFamily(["Inter", "Roboto", "sans-serif"]))
        guard case .shadow(let depth)? = result["depth"], case .shadow(let layers)? = result["layers"] else {
            Issue.record("shadows did not resolve")
            return
        }
        #expect(depth.count == 1 && depth[0].blur == DimensionValue(2, .px))
        #expect(layers.count == 2)
        // What stays ambiguous is a plain string, not an error.
        #expect(result["mode"] == .string("uppercase"))
    }

    @Test func textWithReferencesInADTCGShapedFileIsReadAsStyleDictionary4ReadsIt() {
        let result = resolveJSON(
            ##"{ "ink": { "$type": "color", "$value": "#e0e4ea" }, "ring": { "$value": "0px 0px 0px 1px {ink} inset" } }"##)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        guard case .shadow(let ring)? = result["ring"] else {
            Issue.record("ring did not resolve")
            return
        }
        #expect(ring.count == 1 && ring[0].inset && ring[0].spread == DimensionValue(1, .px))
        // In strict mode DTCG gives it no meaning.
        #expect(!resolveJSON(##"{ "ink": { "$type": "color", "$value": "#e0e4ea" }, "ring": { "$value": "0 0 0 1px {ink}" } }"##, strict: true).errors.isEmpty)
    }

    @Test func referenceListsReadTheSameInEveryReader() {
        let shadow = ##"{"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}"##
        let dtcg = resolveJSON(
            """
            { "sm": { "$type": "shadow", "$value": \(shadow) }, "md": { "$type": "shadow", "$value": \(shadow) },
              "both": { "$value": "{sm}, {md}" }, "bad": { "$type": "color", "$value": "{sm}, {md}" } }
            """)
        if case .shadow(let layers)? = dtcg["both"] { #expect(layers.count == 2) } else { Issue.record("both") }
        // Where the type takes one value, a list is an error.
        #expect(dtcg.errors.map(\.tokenPath) == ["bad"])
        let styleDictionary = resolveFiles(
            ["tokens/a.json": "{ \"sm\": { \"value\": \(shadow), \"type\": \"shadow\" }, \"both\": { \"value\": \"{sm.value}, {sm}\" } }"],
            format: .styleDictionary)
        if case .shadow(let layers)? = styleDictionary["both"] { #expect(layers.count == 2) } else { Issue.record("sd both") }
        #expect(styleDictionary.errors.isEmpty, "\(styleDictionary.errors.map(\.message))")
    }

    @Test func aTokensOwnUnknownTypeReplacesItsGroupsType() {
        // One file types the group `other.form` as numbers; another gives a token of that group its own
        // type, which names nothing Tessera maps: the token's own type wins, so its value is read as written.
        let dtcgFiles = [
            "t/a.json": #"{ "other": { "form": { "cursor": { "$value": "pointer", "$type": "cursorStyle" } } } }"#,
            "t/b.json": #"{ "other": { "form": { "$type": "number", "opacity": { "$value": 0.9 } } } }"#,
        ]
        let styleDictionaryFiles = [
            "t/a.json": #"{ "other": { "form": { "cursor": { "source": "$cursor", "$value": "pointer", "$type": "cursorStyle" } } } }"#,
            "t/b.json": #"{ "other": { "form": { "$type": "number", "opacity": { "source": "$opacity", "$value": 0.9 } } } }"#,
        ]
        for (name, result) in [
            ("dtcg", resolveFiles(dtcgFiles, entry: "t")),
            ("style dictionary", resolveFiles(styleDictionaryFiles, entry: "t", format: .styleDictionary)),
        ] {
            #expect(result.errors.isEmpty, "\(name): \(result.errors.map(\.message))")
            #expect(result["other.form.cursor"] == .string("pointer"), "\(name)")
            #expect(result["other.form.opacity"] == .number(0.9), "\(name)")
        }
        // Without a type of its own, the token takes its group's, and a word is no number.
        let untyped = resolveFiles(
            ["t/a.json": #"{ "other": { "form": { "cursor": { "$value": "pointer" } } } }"#, "t/b.json": dtcgFiles["t/b.json"]!],
            entry: "t")
        #expect(untyped.errors.map(\.tokenPath) == ["other.form.cursor"])
    }

    /// A project's own type over an object its own transforms turn into CSS (`fluidDimension`, a
    /// `{min, max}` pair made a `clamp()`): read as written, the object is no value an app can use, so
    /// the token is left out with its aliases (rule 1), the warning saying the type is unknown, never
    /// that the token has none. A text value under that type is read as written.
    @Test func anObjectUnderAnUnknownTypeIsLeftOutSayingItsTypeIsUnknown() {
        let result = resolveJSON(
            ##"""
            { "space": { "$type": "fluidDimension",
                         "s": { "$value": { "min": { "value": 1, "unit": "rem" }, "max": { "value": 1.25, "unit": "rem" } } },
                         "flat": { "$value": "4px" } },
              "gutter": { "$type": "dimension", "$value": "{space.s}" },
              "loose": { "$value": { "min": 1, "max": 2 } } }
            """##)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["space.s"] == nil && result["gutter"] == nil)
        #expect(result["space.flat"] == .dimension(DimensionValue(4, .px)))
        let leftOut = result.all(.missingType)
        let space = leftOut.first { $0.tokenPath == "space.s" }
        #expect(space?.message.contains("has a type Tessera does not know") == true, "\(space?.message ?? "")")
        #expect(space?.message.contains("has no type") == false)
        // A token with no type anywhere still says so.
        #expect(leftOut.first { $0.tokenPath == "loose" }?.message.contains("token loose has no type") == true)
        // The alias names the token it could not read.
        let gutter = result.all(.leftOutReference).first { $0.tokenPath == "gutter" }
        #expect(gutter?.message.contains("space.s") == true, "\(gutter?.message ?? "")")
    }

    /// The same in a Tokens Studio file: an object under a team's own type (`motion`, an easing and a
    /// duration its own Style Dictionary formats write out) or under the plugin's `other` is kept as written
    /// by the plugin and given its meaning by the project's formats. It is left out with its aliases (rule 1),
    /// never read as text and refused; text and numbers under such a type are still read as written.
    @Test func anObjectUnderAnUnknownTypeIsLeftOutInATokensStudioFile() {
        let result = resolveFiles(
            ["t/a.json": ##"""
            { "motion": { "step": { "value": { "easing": "easeInOut", "duration": 0.3 }, "type": "motion" },
                          "press": { "value": "easeOut", "type": "motion" },
                          "scale": { "value": 2, "type": "motion" },
                          "list": { "value": ["a", "b"], "type": "other" } },
              "again": { "value": "{motion.step}", "type": "motion" },
              "ring": { "value": "{motion.list}", "type": "other" } }
            """##],
            format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["motion.step"] == nil && result["motion.list"] == nil)
        #expect(result["motion.press"] == .string("easeOut"))
        #expect(result["motion.scale"] == .number(2))
        let leftOut = result.all(.unmappedValue).compactMap(\.tokenPath).sorted()
        #expect(leftOut == ["motion.list", "motion.step"], "\(result.diagnostics.map(\.message))")
        // The aliases name the token they could not read, and are left out with it.
        #expect(result["again"] == nil && result["ring"] == nil)
        #expect(result.all(.leftOutReference).compactMap(\.tokenPath).sorted() == ["again", "ring"], "\(result.diagnostics.map(\.message))")
    }

    @Test func anUnknownTypeIsOneWarningTheSameInEveryReader() {
        // `component` names nothing; each reader keeps the value as written, with TS0747 and one message,
        // said once for the type name however many tokens it types (one cause, reported once).
        let dtcg = resolveJSON(#"{ "card": { "$type": "component", "$value": "card" }, "tile": { "$type": "component", "$value": "tile" } }"#)
        let studio = resolveFiles(
            ["t/a.json": #"{ "card": { "value": "card", "type": "component" }, "tile": { "value": "tile", "type": "component" } }"#,
             "t/$metadata.json": #"{"tokenSetOrder": ["a"]}"#],
            entry: "t", format: .tokensStudio)
        let styleDictionary = resolveFiles(
            ["t/a.json": #"{ "card": { "value": "card", "type": "component" }, "tile": { "value": "tile", "type": "component" } }"#],
            format: .styleDictionary)
        for (name, result, member) in [("dtcg", dtcg, "$type"), ("tokens studio", studio, "type"), ("style dictionary", styleDictionary, "type")] {
            #expect(result.errors.isEmpty, "\(name): \(result.errors.map(\.message))")
            #expect(result["card"] == .string("card") && result["tile"] == .string("tile"), "\(name)")
            let warnings = result.diagnostics.filter { $0.code == .unknownTypeKeptPlain || $0.code == .unknownStudioType || $0.code == .styleDictionaryUnknownType }
            #expect(
                warnings.map(\.message)
                    == ["\(member) \"component\" names no type Tessera knows; the value of each token so typed is read as it is written"],
                "\(name)")
            #expect(warnings.map(\.code) == [.unknownTypeKeptPlain] && warnings.first?.tokenPath == "card", "\(name)")
        }
        // A name that says what it is maps in Tokens Studio files too, to the plugin's type of that name.
        let named = resolveFiles(
            ["t/a.json": #"{ "ease": { "value": "cubic-bezier(0.2, 0, 0.2, 1)", "type": "cubic-bezier" }, "track": { "value": "10%", "type": "letter-spacing" }, "body": { "value": "16", "type": "font-size" } }"#],
            format: .tokensStudio)
        #expect(named.errors.isEmpty, "\(named.errors.map(\.message))")
        #expect(named["ease"] == .cubicBezier(CubicBezier(0.2, 0, 0.2, 1)))
        #expect(named["track"] == .dimension(DimensionValue(0.1, .em)))
        #expect(named["body"] == .dimension(DimensionValue(16, .px)))
        #expect(named.all(.toolTypeName).map(\.message).sorted() == [
            "type \"cubic-bezier\" is not a Tokens Studio or DTCG type; read as cubicBezier, which its name says",
            "type \"font-size\" is not a Tokens Studio or DTCG type; read as fontSize, which its name says",
            "type \"letter-spacing\" is not a Tokens Studio or DTCG type; read as letterSpacing, which its name says",
        ])
        #expect(named.all(.unknownTypeKeptPlain).isEmpty)
        // `font` names a category (families, weights, sizes alike), not one type: the value is read as written.
        let category = resolveJSON(#"{ "font": { "$type": "font", "weight": { "$value": 400 }, "family": { "$value": "Ubuntu" } } }"#)
        #expect(category.errors.isEmpty, "\(category.errors.map(\.message))")
        #expect(category["font.weight"] == .number(400))
        #expect(category["font.family"] == .string("Ubuntu"))
        // A number stays a number.
        let number = resolveFiles(["t/a.json": #"{ "scale": { "value": 2, "type": "math" } }"#], format: .tokensStudio)
        #expect(number["scale"] == .number(2))
        #expect(number.all(.unknownTypeKeptPlain).count == 1)
    }

    @Test func typeNamesOfToolsMapToTheirDTCGType() {
        let result = resolveJSON(
            """
            { "size": { "$type": "font-size", "$value": "1rem" }, "layer": { "$type": "z-index", "$value": 10 },
              "wide": { "$type": "breakpoint", "$value": "768px" }, "tight": { "$type": "letter-spacing", "$value": "-0.5px" },
              "card": { "$type": "component", "$value": "card" } }
            """)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["size"] == .dimension(DimensionValue(1, .rem)))
        #expect(result["layer"] == .number(10))
        #expect(result["wide"] == .dimension(DimensionValue(768, .px)))
        #expect(result["tight"] == .dimension(DimensionValue(-0.5, .px)))
        // Tokens Studio's newer type names for lengths (`outlineWidth`, `textUnderlineOffset`) say what they are too.
        let studio = resolveFiles(
            ["t/a.json": #"{ "focus": { "value": "2", "type": "outlineWidth" }, "link": { "value": "3px", "type": "textUnderlineOffset" }, "rule": { "value": "1", "type": "textDecorationsThickness" } }"#],
            format: .tokensStudio)
        #expect(studio.errors.isEmpty, "\(studio.errors.map(\.message))")
        #expect(studio["focus"] == .dimension(DimensionValue(2, .px)))
        #expect(studio["link"] == .dimension(DimensionValue(3, .px)))
        #expect(studio["rule"] == .dimension(DimensionValue(1, .px)))
        #expect(studio.all(.unknownTypeKeptPlain).isEmpty)
        // Any other unknown type keeps its value as it is, with one warning.
        #expect(result["card"] == .string("card"))
        #expect(result.all(.unknownTypeKeptPlain).count == 1)
        // In strict mode an unknown $type stays an error.
        #expect(!resolveJSON(#"{ "size": { "$type": "font-size", "$value": "1rem" } }"#, strict: true).all(.unknownType).isEmpty)
    }

    /// Style Dictionary 3.9 and 4 read `$value` files and resolve a reference as a path into the merged
    /// object: `{size.n2.$value}` is the value of `size.n2`. No DTCG name starts with `$`, so outside
    /// strict mode every reader takes it so; a path to nothing stays an error, and strict mode refuses it.
    @Test func aReferenceThroughValueNamesTheTokenAsStyleDictionaryReadsIt() {
        let result = resolveJSON(
            """
            { "size": { "n2": { "$type": "dimension", "$value": "0.5rem" },
                        "fluid": { "$type": "dimension", "$value": "clamp(1rem, 2vw, 2rem)" } },
              "space": { "sm": { "$type": "dimension", "$value": "{size.n2.$value}" },
                         "wide": { "$type": "dimension", "$value": "{size.fluid.$value}" } },
              "shadow": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": "4px", "offsetY": "0px",
                                                        "blur": "{size.n2.$value}", "spread": "0px" } } }
            """)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["space.sm"] == .dimension(DimensionValue(0.5, .rem)))
        guard case .shadow(let layers)? = result["shadow"] else {
            Issue.record("no shadow: \(String(describing: result["shadow"]))")
            return
        }
        #expect(layers.first?.blur == DimensionValue(0.5, .rem))
        // Through a token left out (rule 1): left out too, naming the root; that token exists.
        #expect(result["size.fluid"] == nil && result["space.wide"] == nil)
        #expect(result.all(.unresolvedReference).isEmpty)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["space.wide"])
        // A path to no token is broken in Style Dictionary too.
        let missing = resolveJSON(#"{ "space": { "sm": { "$type": "dimension", "$value": "{size.n9.$value}" } } }"#)
        #expect(missing.all(.unresolvedReference).map(\.tokenPath) == ["space.sm"])
        // A DTCG reference names a token, not a member of one: strict mode refuses it.
        let strict = resolveJSON(
            #"{ "size": { "n2": { "$type": "dimension", "$value": "0.5rem" } }, "space": { "$type": "dimension", "$value": "{size.n2.$value}" } }"#,
            strict: true)
        #expect(strict.all(.unresolvedReference).map(\.tokenPath) == ["space"])
    }

    /// A type Tessera keeps plain reads its value as written: text with references inside (an SVG
    /// whose ids name tokens) is text, the references placed as Style Dictionary places them, not a
    /// token without a type (TS0203); a whole reference stays a reference. Strict mode refuses the type.
    @Test func textWithReferencesInsideIsTheValueOfAKeptPlainType() {
        let svg = ##"<svg><path id=\"{color.key}\" fill=\"#020E1B\"/></svg>"##
        // Read as DTCG (as detection reads a file whose placed references lie past its first objects).
        let result = resolveFiles(
            ["tokens.json": """
            { "color": { "key": { "$type": "color", "$value": "#020E1B" } },
              "icon": { "$type": "icon", "logo": { "$value": "\(svg)" }, "same": { "$value": "{icon.logo}" },
                        "tint": { "$value": "{color.key}" } } }
            """], format: .dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let text = ##"<svg><path id="#020e1b" fill="#020E1B"/></svg>"##
        #expect(result["icon.logo"] == .string(text))
        #expect(result["icon.same"] == .string(text))
        #expect(result["icon.tint"] == result["color.key"])
        #expect(result.all(.unknownTypeKeptPlain).count == 1)
        // Strict mode reads DTCG types only: the type is an error, and the text no value.
        let strict = resolveJSON(
            ##"{ "color": { "key": { "$type": "color", "$value": "#020E1B" } }, "logo": { "$type": "icon", "$value": "\##(svg)" } }"##, strict: true)
        #expect(!strict.all(.unknownType).isEmpty)
        #expect(strict["logo"] == nil)
    }

    /// An array of tokens where a group member belongs names none of them: Style Dictionary walks
    /// plain objects only and skips it, so outside strict mode it is left out with one warning, and a
    /// reference into it names nothing. A bare string stays an error, and strict mode refuses the array.
    @Test func anArrayOfTokensInAGroupIsLeftOut() {
        let text = """
            { "effect": { "blur": [ { "$type": "dimension", "$value": "12px" } ],
                          "radius": { "$type": "dimension", "$value": "4px" } },
              "alias": { "$type": "dimension", "$value": "{effect.blur.0}" } }
            """
        let result = resolveJSON(text)
        #expect(result["effect.radius"] == .dimension(DimensionValue(4, .px)))
        let said = result.all(.invalidGroup)
        #expect(said.count == 1 && said[0].severity == .warning && said[0].tokenPath == "effect.blur", "\(said.map(\.message))")
        #expect(result.errors.map(\.code) == [.unresolvedReference])
        #expect(resolveJSON(#"{ "effect": { "blur": "12px" } }"#).errors.map(\.code) == [.invalidGroup])
        #expect(resolveJSON(text, strict: true).errors.contains { $0.code == .invalidGroup })
    }

    // MARK: Names are the text their tool joins

    /// A key holding a brace (a token created in the plugin as `{global.color.pink.400}`, which it
    /// stores as the keys `{global` … `400}`) is text of a name in Tokens Studio and Style Dictionary,
    /// which build it: read with one warning per key, its value kept apart from the token whose path
    /// it spells, and a token referring to that real token still gets the real value. DTCG forbids the
    /// name, so a DTCG file, and `--strict`, keep the error.
    private static let braceKeys = """
        { "global": { "color": { "pink": { "400": { "value": "#f687b3", "type": "color" } } } },
          "{global": { "color": { "pink": { "400}": { "value": "#f4f6f5", "type": "color" } } } },
          "accent": { "value": "{global.color.pink.400}", "type": "color" } }
        """

    @Test func aBraceInAToolsKeyIsTextOfTheName() {
        for format in [InputFormat.tokensStudio, .styleDictionary] {
            let result = resolveFiles(["tokens.json": Self.braceKeys], format: format)
            #expect(result.errors.isEmpty, "\(format): \(result.errors.map(\.message))")
            #expect(result.all(.invalidName).count == 2, "\(format)")
            #expect(result.all(.invalidName).allSatisfy { $0.severity == .warning })
            #expect(srgb(result["{global.color.pink.400}"])?.map { ($0 * 255).rounded() } == [244, 246, 245], "\(format)")
            #expect(srgb(result["global.color.pink.400"])?.map { ($0 * 255).rounded() } == [246, 135, 179], "\(format)")
            #expect(srgb(result["accent"])?.map { ($0 * 255).rounded() } == [246, 135, 179], "\(format)")
        }
    }

    @Test func aBraceInADTCGNameOrInStrictModeStaysAnError() {
        let dtcg = resolveJSON(##"{ "{global": { "pink": { "$type": "color", "$value": "#f4f6f5" } } }"##)
        #expect(dtcg.all(.invalidName).map(\.severity) == [.error])
        let strict = resolveFiles(["tokens.json": Self.braceKeys], strict: true, format: .tokensStudio)
        #expect(!strict.all(.invalidName).isEmpty && strict.all(.invalidName).allSatisfy { $0.severity == .error })
    }

    /// A number reached through a reference where a typography's length belongs reads as the same number
    /// written there: in a Style Dictionary file the unit assumed (px) is said at the member, as in place;
    /// Tokens Studio's numbers are px by the plugin's rule, quiet both ways; a DTCG file keeps the type error.
    private static let numberInALength = """
        { "tracking": { "tight": { "value": -0.5, "type": "number" } },
          "size": { "body": { "value": "16px", "type": "dimension" } },
          "text": {
            "placed": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "{size.body}", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": -0.5 } },
            "referenced": { "type": "typography", "value": { "fontFamily": "Inter", "fontSize": "{size.body}", "fontWeight": 400, "lineHeight": 1.2, "letterSpacing": "{tracking.tight}" } } } }
        """

    @Test func aNumberReachedThroughAReferenceReadsAsWrittenInPlace() throws {
        let styleDictionary = resolveFiles(["tokens.json": Self.numberInALength], format: .styleDictionary)
        #expect(styleDictionary.errors.isEmpty, "\(styleDictionary.errors.map(\.message))")
        for id in ["text.placed", "text.referenced"] {
            guard case .typography(let typography)? = styleDictionary[id] else {
                Issue.record("\(id) did not resolve")
                continue
            }
            #expect(typography.letterSpacing == DimensionValue(-0.5, .px))
        }
        #expect(Set(styleDictionary.all(.legacyValue).compactMap(\.tokenPath)) == ["text.placed", "text.referenced"])
        let tokensStudio = resolveFiles(["tokens.json": Self.numberInALength], format: .tokensStudio)
        #expect(tokensStudio.errors.isEmpty && tokensStudio.all(.legacyValue).isEmpty, "\(tokensStudio.diagnostics.map(\.message))")
        let dtcg = resolveJSON(Self.numberInALength.replacingOccurrences(of: "\"value\"", with: "\"$value\"").replacingOccurrences(of: "\"type\"", with: "\"$type\""))
        #expect(dtcg.errors.filter { $0.code == .referenceTypeMismatch }.map(\.tokenPath) == ["text.referenced"])
    }
}
