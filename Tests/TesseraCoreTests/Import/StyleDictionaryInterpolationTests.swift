import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Style Dictionary strings with references inside text (`"1px solid {color.border}"`),
/// evaluated at resolve time: the values per case, and the failures as diagnostics.
@Suite struct StyleDictionaryInterpolationTests {
    static let tokens = """
        { "color": { "border": { "value": "#cccccc" }, "shade": { "value": "#00000080" },
                     "translucent": { "value": "rgba({color.border.value}, 0.5)" } },
          "base": { "unit": { "value": 4, "type": "number" }, "name": { "value": "World", "type": "content" } },
          "size": { "gap": { "value": "{base.unit}px" }, "double": { "value": "{base.unit.value} * 2px" } },
          "border": { "hairline": { "value": "1px solid {color.border.value}", "type": "border" },
                      "member": { "value": { "color": "{color.border.value}", "width": "{base.unit}px", "style": "solid" }, "type": "border" } },
          "shadow": { "card": { "value": "0 {size.gap} 8px {color.shade}", "type": "shadow" },
                      "double": { "value": "inset 0 1px {color.border}, 0 {size.double} 12px 2px {color.shade}", "type": "shadow" } },
          "font": { "family": { "base": { "value": "Inter" }, "stack": { "value": "'{font.family.base}', sans-serif" } },
                    "body": { "value": "bold {size.gap}/1.5 {font.family.base}, sans-serif", "type": "typography" },
                    "leading": { "value": "{size.double}/12px {font.family.base}", "type": "typography" } },
          "text": { "greeting": { "value": "Hello {base.name}" } } }
        """

    @Test func valuesPerType() throws {
        let result = resolveFiles(["tokens/all.json": Self.tokens])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.styleDictionaryInterpolation).isEmpty)
        let gray = 204.0 / 255  // #cc
        // rgba(#cccccc, 0.5): the evaluator sets the alpha.
        guard case .color(let translucent)? = result["color.translucent"] else { throw Failure("color.translucent") }
        #expect(srgb(.color(translucent)) == [gray, gray, gray])
        #expect(translucent.alpha == 0.5)
        // "{base.unit}px" → "4px"; "{base.unit} * 2px" → 8px (the expression evaluator does the math).
        #expect(result["size.gap"] == .dimension(DimensionValue(4, .px)))
        #expect(result["size.double"] == .dimension(DimensionValue(8, .px)))
        guard case .border(let border)? = result["border.hairline"] else { throw Failure("border.hairline") }
        #expect(border.width == DimensionValue(1, .px))
        #expect(border.style == .keyword("solid"))
        #expect(srgb(.color(border.color)) == [gray, gray, gray])
        // An interpolation inside a composite's member is evaluated as that member's type.
        guard case .border(let member)? = result["border.member"] else { throw Failure("border.member") }
        #expect(member.width == DimensionValue(4, .px))
        // "0 4px 8px #00000080": blur given, spread 0 as in CSS; the color keeps its alpha (0x80).
        guard case .shadow(let card)? = result["shadow.card"] else { throw Failure("shadow.card") }
        #expect(card.count == 1)
        #expect([card[0].offsetX, card[0].offsetY, card[0].blur, card[0].spread].map(\.value) == [0, 4, 8, 0])
        #expect(card[0].color.alpha == 128.0 / 255)
        #expect(card[0].inset == false)
        guard case .shadow(let layers)? = result["shadow.double"] else { throw Failure("shadow.double") }
        #expect(layers.map(\.inset) == [true, false])
        #expect([layers[1].offsetY, layers[1].blur, layers[1].spread] == [8, 12, 2].map { DimensionValue($0, .px) })
        #expect(layers[0].blur == DimensionValue(0, .px))
        #expect(result["font.family.stack"] == .fontFamily(["Inter", "sans-serif"]))
        guard case .typography(let body)? = result["font.body"] else { throw Failure("font.body") }
        #expect(body.fontFamily == ["Inter", "sans-serif"])
        #expect(body.fontSize == DimensionValue(4, .px))
        #expect(body.fontWeight == 700)
        #expect(body.lineHeight == 1.5)
        #expect(body.letterSpacing == DimensionValue(0, .px))
        // 8px/12px: a line height in the size's unit is a multiple, 1.5; no weight is 400 (CSS's normal).
        guard case .typography(let leading)? = result["font.leading"] else { throw Failure("font.leading") }
        #expect(leading.lineHeight == 1.5)
        #expect(leading.fontWeight == 400)
        // Untyped text outside the CTI categories is a string.
        #expect(result["text.greeting"] == .string("Hello World"))
        #expect(result.tokens["text.greeting"]?.type == .string)
    }

    /// Text that begins and ends with a reference (`"{mq.sm} and {mq.md}"`) is text with references in
    /// it, not one reference with braces inside: each value is placed, as Style Dictionary does.
    @Test func cssGradientTextWithReferencesIsAGradient() throws {
        // Style Dictionary passes a gradient's CSS to the browser; its references are placed as text.
        let tokens = """
            { "color": { "lime": { "value": "#ddff46" }, "cyan": { "value": "#3dd6f5" } },
              "gradient": { "hero": { "value": "linear-gradient(90deg, {color.lime.value} 0%, {color.cyan} 100%)", "type": "gradient" },
                            "untyped": { "value": "linear-gradient(to right, {color.lime}, {color.cyan})" },
                            "plain": { "value": "linear-gradient(#ffffff, #000000)" } } }
            """
        let result = resolveFiles(["tokens/all.json": tokens])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        for id in ["gradient.hero", "gradient.untyped"] {
            guard case .gradient(let stops)? = result[id] else { throw Failure(id) }
            #expect(stops.map(\.position) == [0, 1])
            #expect(stops.map(\.color.srgbHex) == ["#ddff46", "#3dd6f5"])
        }
        guard case .gradient(let plain)? = result["gradient.plain"] else { throw Failure("gradient.plain") }
        #expect(plain.map(\.color.srgbHex) == ["#ffffff", "#000000"])
    }

    @Test func textBetweenReferencesIsNotOneReference() throws {
        let tokens = """
            { "bp": { "sm": { "value": 576, "type": "number" }, "md": { "value": 768, "type": "number" } },
              "mq": { "sm": { "value": "(min-width: {bp.sm}px)" }, "md": { "value": "(max-width: {bp.md}px)" },
                      "only": { "value": "{mq.sm} and {mq.md}" } },
              "font": { "a": { "value": "Inter", "type": "fontFamily" }, "b": { "value": "sans-serif", "type": "fontFamily" },
                        "stack": { "value": "{font.a}, {font.b}", "type": "fontFamily" } },
              "bad": { "value": "{bp{sm}}" } }
            """
        let result = resolveFiles(["tokens/all.json": tokens], format: .styleDictionary)
        #expect(result["mq.only"] == .string("(min-width: 576px) and (max-width: 768px)"))
        // A list of references stays a list, and a brace inside a reference stays malformed.
        #expect(result["font.stack"] == .fontFamily(["Inter", "sans-serif"]))
        #expect(result.errors.map(\.code) == [.malformedReference])
        #expect(result.errors.first?.tokenPath == "bad")

        #expect(AliasSyntax.isTemplate("{a} and {b}"))
        #expect(AliasSyntax.isTemplate("{a} {b}") && AliasSyntax.isTemplate("{a}{b}"))
        #expect(!AliasSyntax.looksLikeAlias("{a} and {b}"))
        #expect(AliasSyntax.looksLikeAlias("{a.b}"))
        #expect(AliasSyntax.looksLikeAlias("{a{b}}"))
        #expect(AliasSyntax.looksLikeAlias("{a}, {b}") && !AliasSyntax.isTemplate("{a}, {b}"))
    }

    /// The DTCG reader gives the same text the same reading: outside strict mode, an untyped string
    /// of references and text is left out with a warning (no DTCG type reads text), never a malformed reference.
    /// (Detection reads such a file as Style Dictionary 4, whose text it is; `--from dtcg` reads it so.)
    @Test func textBetweenReferencesInADTCGFile() {
        let tokens = """
            { "bp": { "sm": { "$value": 576, "$type": "number" } },
              "mq": { "sm": { "$value": "(min-width: {bp.sm}px)" }, "only": { "$value": "{mq.sm} and {mq.sm}" } } }
            """
        let result = resolveFiles(["tokens.json": tokens], format: .dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["mq.only"] == nil)
        #expect(result.all(.malformedReference).isEmpty)
        #expect(result.all(.leftOutReference).contains { $0.tokenPath == "mq.only" })
    }

    @Test func followsThePermutation() throws {
        let files: [String: String] = [
            "sd/brands/acme/color.json": ##"{ "color": { "brand": { "value": "#ff0000" } } }"##,
            "sd/brands/globex/color.json": ##"{ "color": { "brand": { "value": "#0000ff" } } }"##,
            "sd/globals/border.json": #"{ "border": { "brand": { "value": "2px dashed {color.brand.value}", "type": "border" } } }"#,
        ]
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["sd"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files)))
        for (brand, rgb) in [("acme", [1.0, 0, 0]), ("globex", [0, 0, 1.0])] {
            let resolved = project.resolve(try #require(project.validateInput(["brands": brand])))
            guard case .border(let border)? = resolved.token("border.brand")?.value else { throw Failure("border.brand for \(brand)") }
            #expect(srgb(.color(border.color)) == rgb, "\(brand)")
            #expect(border.width == DimensionValue(2, .px))
            #expect(border.style == .keyword("dashed"))
        }
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func convertWritesTheEvaluatedValues() throws {
        let input = InMemoryFileSystem(files: ["sd/tokens.json": Self.tokens])
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["sd"], diagnostics: diagnostics, fileSystem: input))
        let files = try #require(DTCGConverter(project: project, name: "sd").convert(), "\(diagnostics.diagnostics.map(\.message))")
        let set = try #require(files.first { $0.path == "sets/base.tokens.json" }?.contents)
        #expect(!set.contains("$interpolation"))
        // Strict DTCG, read back: the border member and the shorthand have their evaluated values.
        let written = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ("out/" + $0.path, $0.contents) }))
        let strict = DiagnosticEngine()
        let converted = try #require(
            TokenProject.load(paths: ["out/sd.resolver.json"], options: ReadingOptions(strict: true), diagnostics: strict, fileSystem: written))
        let resolved = converted.resolve(converted.permutations()[0])
        #expect(!strict.hasErrors, "\(strict.diagnostics.map(\.message))")
        guard case .border(let member)? = resolved.token("border.member")?.value else { throw Failure("border.member") }
        #expect(member.width == DimensionValue(4, .px))
        #expect(resolved.token("size.double")?.value == .dimension(DimensionValue(8, .px)))
        guard case .typography(let body)? = resolved.token("font.body")?.value else { throw Failure("font.body") }
        #expect(body.lineHeight == 1.5)
        // Strings cannot be strict DTCG: left out with TS0760, as for Figma's.
        #expect(resolved.token("text.greeting") == nil)
        #expect(diagnostics.diagnostics.contains { $0.code == .convertNonStandardType && $0.tokenPath == "text.greeting" })
    }

    @Test func brokenReferenceInsideAnInterpolation() {
        let result = resolveFiles([
            "tokens/border.json": """
                { "color": { "border": { "value": "#cccccc" } },
                  "border": { "broken": { "value": "1px solid {color.bordr.value}", "type": "border" },
                              "fine": { "value": "1px solid {color.border}", "type": "border" } } }
                """
        ])
        #expect(result.tokens["border.broken"] == nil)
        #expect(result.tokens["border.fine"] != nil)
        let reported = result.all(.unresolvedReference)
        #expect(reported.map(\.tokenPath) == ["border.broken"])
        #expect(reported.first?.location?.line == 2)
        #expect(reported.first?.message.contains("color.bordr") == true)
        #expect(result.errors.count == 1, "\(result.errors.map(\.message))")
    }

    @Test func cycleThroughInterpolations() {
        let result = resolveFiles([
            "tokens/size.json": """
                { "size": { "a": { "value": "{size.b}px" }, "b": { "value": "{size.a} * 2" },
                            "self": { "value": "1px solid {size.self}", "type": "border" },
                            "after": { "value": "{size.a}" } } }
                """
        ])
        for id in ["size.a", "size.b", "size.self", "size.after"] { #expect(result.tokens[id] == nil, "\(id)") }
        let cycles = result.all(.referenceCycle)
        #expect(cycles.map(\.message).sorted() == ["circular reference: size.a → size.b → size.a", "token size.self refers to itself"])
        #expect(cycles.allSatisfy { $0.tokenPath != nil && $0.location != nil })
    }

    @Test func deepChainsResolveWithoutACrash() {
        // Written last-first, so resolving the first token nests through all 400: past 200 levels
        // the rest of the chain is resolved ahead, deepest first, without recursion.
        let chain = (1..<400).reversed().map { #""s\#($0)": { "value": "{size.s\#($0 - 1)} + 1px" }"# }.joined(separator: ", ")
        let result = resolveFiles(["tokens/size.json": #"{ "size": { \#(chain), "s0": { "value": "1px" } } }"#])
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["size.s0"] == .dimension(DimensionValue(1, .px)))
        #expect(result["size.s399"] == .dimension(DimensionValue(400, .px)))
    }

    /// `t_i = "{t_(i+1)} px"` for 1,000 tokens, closing back to t_0 when `closed`, else ending in a text.
    static func interpolationChain(closed: Bool, count: Int = 1_000) -> String {
        let tokens = (0..<count).map { index in
            let value = closed || index < count - 1 ? "{t_\((index + 1) % count)} px" : "end"
            return #""t_\#(index)": {"value": "\#(value)", "type": "text"}"#
        }
        return "{" + tokens.joined(separator: ",\n") + "}"
    }

    @Test func aLongInterpolationCycleIsOneCycle() throws {
        let result = resolveFiles(["tokens.json": Self.interpolationChain(closed: true)], format: .tokensStudio)
        #expect(result.tokens.isEmpty)
        #expect(result.all(.referenceTooDeep).isEmpty)
        #expect(result.diagnostics.map(\.code) == [.referenceCycle], "\(result.diagnostics.map(\.message))")
        let cycle = try #require(result.all(.referenceCycle).first)
        #expect(cycle.message == "circular reference of 1000 tokens: t_0 → t_1 → t_2 → … → t_999 → t_0")
        #expect(cycle.tokenPath == "t_0")
        #expect(cycle.location?.line == 1)
        #expect(cycle.notes.map(\.message) == (0..<10).map { "t_\($0) is part of the cycle" })
    }

    @Test func aLongAcyclicInterpolationChainResolves() {
        let result = resolveFiles(["tokens.json": Self.interpolationChain(closed: false)], format: .tokensStudio)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.tokens.count == 1_000)
        #expect(result["t_999"] == .string("end"))
        #expect(result["t_998"] == .string("end px"))
        #expect(result["t_0"] == .string("end" + String(repeating: " px", count: 999)))
    }

    @Test func aShortCycleStillNamesEveryMember() {
        let result = resolveFiles(["tokens.json": Self.interpolationChain(closed: true, count: 10)], format: .tokensStudio)
        #expect(
            result.all(.referenceCycle).map(\.message)
                == ["circular reference: " + (0..<10).map { "t_\($0)" }.joined(separator: " → ") + " → t_0"])
    }

    @Test func unreadableResultsAreReportedByToken() {
        let result = resolveFiles([
            "tokens/bad.json": """
                { "color": { "border": { "value": "#cccccc" } },
                  "size": { "gap": { "value": "4px" } },
                  "border": { "nostyle": { "value": "1px {color.border}", "type": "border" } },
                  "shadow": { "nocolor": { "value": "0 {size.gap}", "type": "shadow" } },
                  "font": { "noleading": { "value": "{size.gap} Inter", "type": "typography" } },
                  "styles": { "style": { "value": "{size.gap}/1 Inter", "type": "typography" },
                              "quote": { "value": "\\"{styles.style}\\"", "type": "content" } } }
                """
        ])
        let unreadable = result.all(.interpolationUnreadable)
        #expect(unreadable.map(\.tokenPath) == ["border.nostyle", "font.noleading"])
        #expect(unreadable.first?.message == "border.nostyle: \"1px {color.border}\" gives \"1px #cccccc\", which is not a border: it has no style")
        #expect(unreadable.map { $0.location?.line } == [3, 5])
        // A shadow without a color is valid CSS, drawn in the text color: left out with a warning (rule 1).
        #expect(result.all(.missingSubValue).map(\.tokenPath) == ["shadow.nocolor"] && result.all(.missingSubValue).allSatisfy { $0.severity == .warning })
        #expect(unreadable.allSatisfy { $0.severity == .error && $0.fixIt != nil })
        // A typography has no one-line text to place in a string.
        let withoutText = result.all(.interpolationWithoutText)
        #expect(withoutText.map(\.tokenPath) == ["styles.quote"])
        #expect(withoutText.first?.notes.first?.tokenPath == "styles.style")
        #expect(result["styles.style"] != nil)
        for id in ["border.nostyle", "shadow.nocolor", "font.noleading", "styles.quote"] { #expect(result.tokens[id] == nil, "\(id)") }
    }

    @Test func gluedUnitsAreAnError() {
        // size.gap is already 4px: "{size.gap}px" reads "4pxpx".
        let result = resolveFiles(["tokens/size.json": #"{ "size": { "gap": { "value": "4px" }, "wrong": { "value": "{size.gap}px" } } }"#])
        #expect(result.tokens["size.wrong"] == nil)
        #expect(result.errors.map(\.tokenPath) == ["size.wrong"])
        #expect(result.errors.first?.message.contains("4pxpx") == true)
    }

    @Test func dtcgFilesDoNotInterpolate() {
        // The same text in a DTCG file is not evaluated: a brace inside a string is just text there.
        let result = resolveJSON(
            ##"{ "c": { "$type": "color", "$value": "#cccccc" }, "b": { "$type": "border", "$value": {"$interpolation": "1px solid {c}"} } }"##)
        #expect(result.tokens["b"] == nil)
        #expect(result.all(.interpolationUnreadable).isEmpty)
        #expect(result.errors.isEmpty == false)
        let strict = resolveJSON(##"{ "f": { "$type": "fontFamily", "$value": "{x} Sans" } }"##, strict: true)
        #expect(strict["f"] == .fontFamily(["{x} Sans"]))
    }
}
