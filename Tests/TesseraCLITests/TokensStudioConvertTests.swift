import Foundation
import Testing
import TesseraTestSupport

/// `tessera convert` on the Tokens Studio corpora: the output passes `validate --strict`,
/// converting it again changes no byte, and it resolves to the input's values, computed
/// math and color modifiers included, in the permutations checked. What strict DTCG cannot
/// hold is listed per corpus with the reason.
@Suite("tessera convert: Tokens Studio", .needsSharedCorpora) struct TokensStudioConvertTests {
    static let root = ConvertCommandTests.corpora.appendingPathComponent("tokens-studio").path
    static let sdTokens = root + "/sd-transforms/test/integration/tokens/"

    /// One convert diagnostic a corpus must raise (code and token), and why.
    struct Expected: Hashable, CustomStringConvertible {
        var code: String
        var token: String
        var reason: String
        var description: String { "\(code) \(token) — \(reason)" }
        static func == (lhs: Expected, rhs: Expected) -> Bool { lhs.code == rhs.code && lhs.token == rhs.token }
        func hash(into hasher: inout Hasher) {
            hasher.combine(code)
            hasher.combine(token)
        }
    }

    struct Corpus: CustomTestStringConvertible {
        var name: String
        var inputs: [String]
        /// What `validate --strict` reports for the output.
        var summary: String
        var expected: [Expected] = []
        /// The counts `validate --strict` gives for the output: what `build` refuses (TS0600) is an error there too.
        var strictCounts = "0 errors, 0 warnings"
        var testDescription: String { name }
    }

    static let percentLetterSpacing = "letter spacing in % is em, a multiple of the font size; DTCG dimensions are px or rem"

    static let corpora: [Corpus] = [
        Corpus(
            name: "designsystemet", inputs: [root + "/designsystemet/design-tokens"], summary: "529 tokens in 96 permutations",
            // Its groups _size and size keep distinct Swift names (`_size`, `size`).
            expected: (1...9).map { Expected(code: "TS0760", token: "letter-spacing.\($0)", reason: percentLetterSpacing) }),
        Corpus(name: "lion-example", inputs: [root + "/lion-example/tokens"], summary: "46 tokens in 6 permutations"),
        // sd-transforms' two fixtures below include colors.gradient, a linear-gradient() written as a gradient token.
        Corpus(
            name: "sd-transforms", inputs: [sdTokens + "sd-transforms.tokens.json"], summary: "32 tokens in 1 permutation",
            expected: ["increased", "decreased"].map {
                Expected(code: "TS0760", token: "letterSpacing.\($0)", reason: percentLetterSpacing)
            }),
        Corpus(
            name: "w3c-spec-compliance", inputs: [sdTokens + "w3c-spec-compliance.tokens.json"], summary: "32 tokens in 1 permutation",
            expected: ["increased", "decreased"].map {
                Expected(code: "TS0760", token: "letterSpacing.\($0)", reason: percentLetterSpacing)
            }),
        Corpus(
            name: "color-modifier-references", inputs: [sdTokens + "color-modifier-references.tokens.json"],
            summary: "15 tokens in 1 permutation"),
        Corpus(name: "swift-UI-colors", inputs: [sdTokens + "swift-UI-colors.tokens.json"], summary: "3 tokens in 1 permutation"),
        Corpus(
            name: "math-in-complex-values", inputs: [sdTokens + "math-in-complex-values.tokens.json"], summary: "4 tokens in 1 permutation"),
        Corpus(
            name: "expand-composition", inputs: [sdTokens + "expand-composition.tokens.json"], summary: "17 tokens in 1 permutation",
            expected: [Expected(code: "TS0760", token: "composition.header.letterSpacing", reason: percentLetterSpacing)]),
        // Its typography's textCase and textDecoration are "none", left out without a warning.
        Corpus(
            name: "object-value-references", inputs: [sdTokens + "object-value-references.tokens.json"],
            summary: "8 tokens in 1 permutation"),
        Corpus(name: "output-references", inputs: [sdTokens + "output-references.tokens.json"], summary: "4 tokens in 1 permutation"),
        Corpus(name: "custom-group", inputs: [sdTokens + "custom-group.tokens.json"], summary: "1 token in 1 permutation"),
        Corpus(name: "exclude-parent-keys", inputs: [sdTokens + "exclude-parent-keys.tokens.json"], summary: "3 tokens in 1 permutation"),
    ]

    /// The code and token of each convert warning on standard error: `warning: token X … [TS076x]`
    /// (the message names the token, so no `(token X)` suffix repeats it).
    static func convertDiagnostics(_ stderr: String) -> [Expected] {
        stderr.split(separator: "\n").compactMap { line -> Expected? in
            guard let open = line.range(of: ": warning: token "), let code = line.range(of: " [TS076", options: .backwards)
            else { return nil }
            let token = line[open.upperBound...].prefix { $0 != " " }
            return Expected(code: "TS076" + line[code.upperBound...].dropLast(), token: String(token), reason: "")
        }
    }

    @Test(arguments: corpora)
    func convertsToStrictDTCGAndAgainToTheSameBytes(_ corpus: Corpus) throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let first = fixture.url.appendingPathComponent("first")
        let converted = try CLI.run(["convert"] + corpus.inputs + ["--output-dir", first.path, "--name", "converted", "--verbose"])
        #expect(converted.status == 0, "\(converted)")
        let reported = Self.convertDiagnostics(converted.stderr)
        #expect(reported.count == Set(reported).count, "each token is reported once")
        #expect(Set(reported) == Set(corpus.expected), "unexpected: \(Set(reported).subtracting(corpus.expected)); missing: \(Set(corpus.expected).subtracting(reported))")

        let resolver = first.appendingPathComponent("converted.resolver.json").path
        let strict = try CLI.run(["validate", "--strict", resolver])
        #expect(strict.status == (corpus.strictCounts.hasPrefix("0 errors") ? 0 : 1), "\(strict)")
        #expect(strict.stdout == "\(corpus.summary): \(corpus.strictCounts)\n", "\(strict)")

        let second = fixture.url.appendingPathComponent("second")
        let again = try CLI.run(["convert", resolver, "--output-dir", second.path])
        #expect(again.status == 0, "\(again)")
        #expect(!again.stderr.contains("warning:"), "\(again)")
        #expect(try ConvertCommandTests.files(in: second) == ConvertCommandTests.files(in: first))
    }

    /// cross-file-refs has a typography that is only a fontWeight: the plugin applies it and keeps the
    /// text's size, so outside strict mode it is left out with a warning and the rest is written; strict
    /// mode requires the size, an error in the input, so convert refuses and writes nothing.
    @Test func inputErrorsWriteNothing() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let inputs = [1, 2, 3].map { Self.sdTokens + "cross-file-refs-\($0).tokens.json" }
        let lenient = try CLI.run(["convert"] + inputs + ["--output-dir", fixture.url.appendingPathComponent("lenient").path])
        #expect(lenient.status == 0, "\(lenient)")
        #expect(lenient.stderr.contains("warning: typography typo has no \"fontSize\""), "\(lenient)")
        let result = try CLI.run(["convert", "--strict"] + inputs + ["--output-dir", fixture.url.appendingPathComponent("out").path])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("error: typography typo is missing \"fontSize\" [TS0401]\n"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url.appendingPathComponent("out").path))
    }

    /// The `$value` of one token from `resolve --format json`, as sorted JSON text. A typography's
    /// letter spacing in em is given in its font size's unit, as strict DTCG files hold it.
    static func value(_ input: String, token: String, selecting: [String]) throws -> String? {
        let arguments = ["resolve", input, "--token", token, "--format", "json"] + selecting.flatMap { ["--input", $0] }
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result)")
        let tokens = try #require(result.json()["tokens"] as? [String: Any])
        var value = (tokens[token] as? [String: Any])?["$value"]
        if var typography = value as? [String: Any], let spacing = typography["letterSpacing"] as? [String: Any],
            spacing["unit"] as? String == "em", let size = typography["fontSize"] as? [String: Any],
            let em = spacing["value"] as? Double, let points = size["value"] as? Double
        {
            typography["letterSpacing"] = ["value": em * points, "unit": size["unit"] ?? "px"]
            value = typography
        }
        return try ConvertCommandTests.sortedJSON(value)
    }

    @Test func convertedValuesEqualTheInputs() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        let designsystemet = Self.root + "/designsystemet/design-tokens"
        let colors = Self.sdTokens + "color-modifier-references.tokens.json"
        let lion = Self.root + "/lion-example/tokens"
        var outputs: [String: String] = [:]
        for (name, input) in [("ds", designsystemet), ("colors", colors), ("lion", lion)] {
            let out = fixture.url.appendingPathComponent(name)
            let result = try CLI.run(["convert", input, "--output-dir", out.path, "--name", name])
            #expect(result.status == 0, "\(result)")
            outputs[input] = out.appendingPathComponent("\(name).resolver.json").path
        }
        // Values worked out by hand: _size.unit is step / base * mode-font-size = 4 / 18 × 16 (small)
        // and 4 / 18 × 21 (large), rounded to 4 decimals; _size.4 = floor(unit × 4); size.4 (the
        // Semantic set, now a set) aliases it across modifiers. color4 mixes #ffffff 0.74 of the way
        // to #4477dd: 255 − 187 × 0.74 = 116.62 → 0x75, 255 − 136 × 0.74 = 154.36 → 0x9a, 255 − 34 × 0.74 = 229.84 → 0xe6.
        let pinned: [(input: String, token: String, selecting: [String], value: String)] = [
            (designsystemet, "_size.unit", ["Size=small"], "3.5556"),
            (designsystemet, "_size.unit", ["Size=large"], "4.6667"),
            (designsystemet, "_size.4", ["Size=small"], #"{"unit":"px","value":14}"#),
            (designsystemet, "_size.4", ["Size=large"], #"{"unit":"px","value":18}"#),
            (designsystemet, "size.4", ["Size=small", "Color=danger"], #"{"unit":"px","value":14}"#),
            (colors, "color4", [], ##"{"alpha":1,"colorSpace":"srgb","components":[0.4588235294117647,0.6039215686274509,0.9019607843137255],"hex":"#759ae6"}"##),
            // alpha 0.3 in hex format: 0.3 × 255 = 76.5 → 0x4d, 77 / 255.
            (colors, "color", [], ##"{"alpha":0.30196078431372547,"colorSpace":"srgb","components":[1,1,1],"hex":"#ffffff"}"##),
        ]
        for check in pinned {
            let output = try #require(outputs[check.input])
            #expect(try Self.value(check.input, token: check.token, selecting: check.selecting) == check.value, "input: \(check)")
            #expect(try Self.value(output, token: check.token, selecting: check.selecting) == check.value, "converted: \(check)")
        }
        // Aliases into `source` sets and across theme groups, in non-default permutations.
        let compared: [(input: String, token: String, selecting: [String])] = [
            (designsystemet, "color.danger.base-default", ["Color scheme=Light"]),
            (designsystemet, "base-default", ["Color scheme=Light", "Color=danger"]),
            (designsystemet, "typography.heading.sm", ["Size=large", "Typography=Secondary"]),
            // % letter spacing in px for each Size theme's font size: moved into the Size contexts.
            (designsystemet, "typography.heading.2xl", ["Size=small"]),
            (designsystemet, "typography.body.long.sm", ["Size=large", "Color scheme=Light"]),
            (designsystemet, "border-radius.md", ["Size=small"]),
            (lion, "button.bg.color", ["brand=Business", "color=Purple"]),
            (lion, "button.borderRadius", ["brand=Casual", "color=Blue"]),
        ]
        for check in compared {
            let output = try #require(outputs[check.input])
            let before = try Self.value(check.input, token: check.token, selecting: check.selecting)
            #expect(before != nil, "\(check)")
            #expect(try Self.value(output, token: check.token, selecting: check.selecting) == before, "\(check)")
        }
    }

    /// Themes that share a `source` set: it becomes a base set in `sets/`, each theme's own sets a
    /// context, and each context's math and color modifier are written as computed for it.
    @Test func sourceSetsAndThemesMapToSetsAndContexts() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try fixture.write(
            "tokens/$themes.json",
            ##"""
            [{"name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
             {"name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
             {"name": "Only", "group": "Brand", "selectedTokenSets": {"core": "source", "brand": "enabled"}}]
            """##)
        try fixture.write("tokens/core.json", ##"{"space": {"value": "4", "type": "spacing"}, "ink": {"value": "#000000", "type": "color"}}"##)
        try fixture.write("tokens/light.json", ##"{"gap": {"value": "{space} * 2", "type": "spacing"}}"##)
        try fixture.write(
            "tokens/dark.json",
            ##"""
            {"gap": {"value": "{space} * 3", "type": "spacing"},
             "ink": {"value": "#000000", "type": "color",
                     "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.5", "space": "srgb"}}}}}
            """##)
        try fixture.write("tokens/brand.json", ##"{"accent": {"value": "{ink}", "type": "color"}}"##)
        let result = try CLI.run(["convert", "tokens", "--output-dir", "out", "--name", "T"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        let out = fixture.url.appendingPathComponent("out")
        #expect(
            try ConvertCommandTests.files(in: out).keys.sorted() == [
                "T.resolver.json", "modifiers/mode/Dark.tokens.json", "modifiers/mode/Light.tokens.json", "sets/Brand.tokens.json",
                "sets/core.tokens.json",
            ])
        // A theme group with one theme chooses nothing: it is a set, after the modifier as in the input.
        let resolver = try String(contentsOf: out.appendingPathComponent("T.resolver.json"), encoding: .utf8)
        let order = try #require(resolver.range(of: "\"resolutionOrder\""))
        let tail = resolver[order.upperBound...]
        let core = try #require(tail.range(of: "#/sets/core")), mode = try #require(tail.range(of: "#/modifiers/mode"))
        let brand = try #require(tail.range(of: "#/sets/Brand"))
        #expect(core.lowerBound < mode.lowerBound && mode.lowerBound < brand.lowerBound, "\(resolver)")
        let dark = try String(contentsOf: out.appendingPathComponent("modifiers/mode/Dark.tokens.json"), encoding: .utf8)
        // {space} * 3 = 12px; black lightened by 0.5 in srgb is 0.5 per channel.
        #expect(dark.contains(#""value": 12,"#), "\(dark)")
        #expect(dark.contains(#""components": [0.5, 0.5, 0.5]"#), "\(dark)")
        let strict = try CLI.run(["validate", "--strict", "out/T.resolver.json"], in: fixture.url)
        #expect(strict.stdout == "4 tokens in 2 permutations: 0 errors, 0 warnings\n", "\(strict)")
        for mode in ["Light", "Dark"] {
            for token in ["gap", "accent"] {
                let before = try Self.value(fixture.url.appendingPathComponent("tokens").path, token: token, selecting: ["mode=\(mode)"])
                let after = try Self.value(out.appendingPathComponent("T.resolver.json").path, token: token, selecting: ["mode=\(mode)"])
                #expect(before != nil && before == after, "\(mode) \(token)")
            }
        }
    }

    static func writeStudio(_ files: [String: String], in fixture: FixtureDirectory) throws {
        for (name, text) in files { try fixture.write("tokens/" + name, text) }
    }

    /// A value computed from one theme group's context is moved into that group's contexts; one
    /// computed from two groups' contexts cannot be held by one file per context, and is reported.
    @Test func valuesDependingOnOtherGroupsMoveOrAreReported() throws {
        let fixture = try FixtureDirectory()
        defer { fixture.remove() }
        try Self.writeStudio(
            [
                "$themes.json": ##"""
                [{"name": "S", "group": "size", "selectedTokenSets": {"small": "enabled"}},
                 {"name": "L", "group": "size", "selectedTokenSets": {"large": "enabled"}},
                 {"name": "Tight", "group": "density", "selectedTokenSets": {"tight": "enabled"}},
                 {"name": "Loose", "group": "density", "selectedTokenSets": {"loose": "enabled"}},
                 {"name": "All", "group": "text", "selectedTokenSets": {"text": "enabled"}}]
                """##,
                "small.json": ##"{"base": {"value": "16", "type": "fontSizes"}}"##,
                "large.json": ##"{"base": {"value": "20", "type": "fontSizes"}}"##,
                "tight.json": ##"{"scale": {"value": "1", "type": "number"}}"##,
                "loose.json": ##"{"scale": {"value": "2", "type": "number"}}"##,
                "text.json": ##"""
                {"body": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "{base}",
                                                          "lineHeight": "150%", "letterSpacing": "10%"}},
                 "title": {"type": "typography", "value": {"fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "{base} * {scale}",
                                                           "lineHeight": "120%", "letterSpacing": "10%"}}}
                """##,
            ], in: fixture)
        let result = try CLI.run(["convert", "tokens", "--output-dir", "out", "--name", "T"], in: fixture.url)
        #expect(result.status == 0, "\(result)")
        // body: 10% of 16px (S, the default) and of 20px (L), written in each size context.
        let small = try String(contentsOf: fixture.url.appendingPathComponent("out/modifiers/size/S.tokens.json"), encoding: .utf8)
        let large = try String(contentsOf: fixture.url.appendingPathComponent("out/modifiers/size/L.tokens.json"), encoding: .utf8)
        #expect(small.contains(#""body": {"#) && small.contains(#""value": 1.6,"#), "\(small)")
        #expect(large.contains(#""body": {"#) && large.contains(#""value": 2,"#), "\(large)")
        let text = try String(contentsOf: fixture.url.appendingPathComponent("out/sets/text.tokens.json"), encoding: .utf8)
        #expect(!text.contains(#""body""#), "\(text)")
        // title's font size is base × scale: in S × Loose it is 16 × 2 = 32px, its letter spacing
        // 3.2px, but its file holds the values for the defaults S and Tight: 16px and 1.6px.
        let reported = Self.convertDiagnostics(result.stderr)
        #expect(reported.map(\.code) == ["TS0762"], "\(result)")
        #expect(reported.first?.token == "title")
        #expect(result.stderr.contains(#"token title is {"fontSize":{"value":32,"unit":"px"},"letterSpacing":{"value":3.2,"unit":"px"}, …} for size=S, density=Loose, text=All, but the converted files give {"fontSize":{"value":16,"unit":"px"},"letterSpacing":{"value":1.6,"unit":"px"}, …}"#), "\(result)")
        let strict = try CLI.run(["validate", "--strict", "out/T.resolver.json"], in: fixture.url)
        #expect(strict.stdout == "4 tokens in 4 permutations: 0 errors, 0 warnings\n", "\(strict)")
        for selecting in [["size=L", "density=Loose"], ["size=L", "density=Tight"]] {
            let before = try Self.value(fixture.url.appendingPathComponent("tokens").path, token: "body", selecting: selecting)
            let after = try Self.value(fixture.url.appendingPathComponent("out/T.resolver.json").path, token: "body", selecting: selecting)
            #expect(before != nil && before == after, "\(selecting)")
        }
    }
}
