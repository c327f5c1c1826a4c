import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// The Tokens Studio importer on small projects held in memory: layouts, themes
// as modifiers, set order, value idioms, computed values per theme, and bad
// input, each a diagnostic and never a crash.

/// A loaded in-memory project and everything it reported.
struct StudioFixture {
    var project: TokenProject?
    var diagnostics: DiagnosticEngine

    init(_ files: [String: String], paths: [String] = ["tokens"], format: InputFormat? = nil, strict: Bool = false) {
        diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        project = TokenProject.load(
            paths: paths, options: ReadingOptions(strict: strict), format: format, diagnostics: diagnostics,
            fileSystem: InMemoryFileSystem(files: files))
    }

    /// Resolves one permutation (others at their defaults) and indexes the tokens by id.
    func resolve(_ input: [String: String] = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: ResolvedToken] {
        let project = try #require(project, "did not load: \(messages)", sourceLocation: sourceLocation)
        let checked = try #require(project.validateInput(input), sourceLocation: sourceLocation)
        return Dictionary(project.resolve(checked).tokens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var messages: [String] { diagnostics.diagnostics.map { "\($0.code.rawValue) \($0.message)" } }

    func codes(_ severity: Diagnostic.Severity? = nil) -> [DiagnosticCode] {
        diagnostics.diagnostics.filter { severity == nil || $0.severity == severity }.map(\.code)
    }
}

private func dimension(_ token: ResolvedToken?) -> DimensionValue? {
    if case .dimension(let value)? = token?.value { return value }
    return nil
}

private func number(_ token: ResolvedToken?) -> Double? {
    switch token?.value {
    case .number(let value)?, .fontWeight(let value)?: return value
    default: return nil
    }
}

/// A multi-file project: a base set, a light and a dark set in group "mode", and two brands.
private let themedProject: [String: String] = [
    "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "mode/light", "mode/dark", "brand/a", "brand/b"]}"##,
    "tokens/$themes.json": ##"""
    [
      {"id": "1", "name": "Light", "group": "mode", "selectedTokenSets": {"core": "source", "mode/light": "enabled"}},
      {"id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": {"core": "source", "mode/dark": "enabled", "brand/a": "disabled"}},
      {"id": "3", "name": "A", "group": "brand", "selectedTokenSets": {"core": "enabled", "brand/a": "enabled"}},
      {"id": "4", "name": "B", "group": "brand", "selectedTokenSets": {"core": "enabled", "brand/b": "enabled"}}
    ]
    """##,
    "tokens/core.json": ##"""
    {
      "spacing": {"base": {"value": "4", "type": "spacing"}, "double": {"value": "{spacing.base} * 2", "type": "spacing"}},
      "color": {"ink": {"value": "#000000", "type": "color"}}
    }
    """##,
    "tokens/mode/light.json": ##"{"surface": {"value": "#ffffff", "type": "color"}, "scale": {"value": "1", "type": "number"}}"##,
    "tokens/mode/dark.json": ##"{"surface": {"value": "#101010", "type": "color"}, "scale": {"value": "1.5", "type": "number"}}"##,
    "tokens/brand/a.json": ##"""
    {"brand": {"value": "{color.ink}", "type": "color"}, "gap": {"value": "{spacing.double} * {scale}", "type": "spacing"}}
    """##,
    "tokens/brand/b.json": ##"""
    {"brand": {"value": "rgba({color.ink}, 50%)", "type": "color"}, "gap": {"value": "roundTo({spacing.double} * {scale} / 3, 1)", "type": "spacing"}}
    """##,
]

@Suite struct TokensStudioImporterTests {
    /// A repository given as the input keeps the plugin's sync folder deeper down (`packages/styles/src/tokens`):
    /// the shallowest folder with `$themes.json` within four levels is the project, so its themes are read, not
    /// every set merged. Hidden folders, `node_modules` and anything deeper are not searched.
    @Test func theSyncFolderIsFoundBelowARepository() {
        var files: [String: String] = [:]
        for (path, text) in themedProject { files["repo/packages/styles/src/" + path] = text }
        files["repo/node_modules/lib/tokens/$themes.json"] = "[]"
        let fileSystem = InMemoryFileSystem(files: files)
        #expect(TokensStudioImporter.projectDirectory(paths: ["repo"], fileSystem: fileSystem) == "repo/packages/styles/src/tokens")
        let result = resolveFiles(files, entry: "repo")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.permutations.count > 1)
        #expect(TokensStudioImporter.projectDirectory(paths: ["repo/node_modules"], fileSystem: fileSystem) == "repo/node_modules/lib/tokens")
        var deep: [String: String] = [:]
        for (path, text) in themedProject { deep["repo/a/b/c/d/" + path] = text }
        #expect(TokensStudioImporter.projectDirectory(paths: ["repo"], fileSystem: InMemoryFileSystem(files: deep)) == nil)
        var hidden: [String: String] = [:]
        for (path, text) in themedProject { hidden["repo/.cache/" + path] = text }
        #expect(TokensStudioImporter.projectDirectory(paths: ["repo"], fileSystem: InMemoryFileSystem(files: hidden)) == nil)
    }

    @Test func detectsTheLayouts() {
        let fileSystem = InMemoryFileSystem(files: themedProject)
        #expect(TokensStudioImporter.matches(paths: ["tokens"], documents: [], fileSystem: fileSystem))
        #expect(TokensStudioImporter.matches(paths: ["tokens/$themes.json"], documents: [], fileSystem: fileSystem))
        let singleFile = JSONReader.testValue(##"{"global": {}, "$themes": []}"##)
        #expect(TokensStudioImporter.matches(paths: ["all.json"], documents: [("all.json", singleFile)], fileSystem: InMemoryFileSystem()))
        let typed = JSONReader.testValue(##"{"a": {"b": {"value": "16", "type": "fontSizes"}}}"##)
        #expect(TokensStudioImporter.matches(paths: ["a.json"], documents: [("a.json", typed)], fileSystem: InMemoryFileSystem()))
        let groupTyped = JSONReader.testValue(##"{"a": {"$type": "spacing", "b": {"$value": "16"}}}"##)
        #expect(TokensStudioImporter.matches(paths: ["a.json"], documents: [("a.json", groupTyped)], fileSystem: InMemoryFileSystem()))
        // Plain DTCG, the legacy value/type shape with DTCG types, and resolver documents stay DTCG.
        let dtcg = JSONReader.testValue(##"{"a": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"##)
        let legacy = JSONReader.testValue(##"{"a": {"type": "color", "value": "#fff"}}"##)
        let resolver = JSONReader.testValue(##"{"resolutionOrder": [], "sets": {"$themes": []}}"##)
        for document in [dtcg, legacy, resolver] {
            #expect(!TokensStudioImporter.matches(paths: ["a.json"], documents: [("a.json", document)], fileSystem: InMemoryFileSystem()))
        }
    }

    /// The plugin gives a group's type to every token below it that has none of its own, in the legacy
    /// form (`"type": "spacing"` on the group) as in the DTCG one (`$type`): a spacing's bare `4` is 4px,
    /// not the number 4, and an untyped object under a `composition` group is a composition. A token's own
    /// type wins, the nearest group's type wins over an outer one, and a token named `type` is no type.
    @Test func aGroupsLegacyTypeIsItsTokensType() {
        let files = [
            "tokens.json": ##"""
                { "global": {
                    "space": { "type": "spacing", "s": { "value": "4" }, "ratio": { "value": "1.5", "type": "number" },
                               "inset": { "type": "sizing", "m": { "value": "{space.s} * 3" } } },
                    "label": { "type": "composition", "loading": { "value": { "opacity": "0", "width": "{space.s}" } } },
                    "plain": { "type": { "value": "#0b0101" }, "n": { "value": "2" } } },
                  "$themes": [], "$metadata": { "tokenSetOrder": ["global"] } }
                """##
        ]
        let result = resolveFiles(files, format: .tokensStudio)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["space.s"] == .dimension(DimensionValue(4, .px)))
        #expect(result["space.ratio"] == .number(1.5))
        #expect(result["space.inset.m"] == .dimension(DimensionValue(12, .px)))
        #expect(result["label.loading.width"] == .dimension(DimensionValue(4, .px)))
        #expect(result["label.loading.opacity"] == .number(0))
        #expect(result.all(.unmappedValue).isEmpty, "\(result.all(.unmappedValue).map(\.message))")
        // Under a group with no type, a bare number stays a number, and a token named `type` is a token.
        #expect(result["plain.n"] == .number(2))
        #expect(srgb(result["plain.type"]) != nil)
    }

    @Test func themesBecomeModifiersAndSetsKeepTheirNames() throws {
        let fixture = StudioFixture(themedProject)
        let project = try #require(fixture.project, "\(fixture.messages)")
        #expect(fixture.messages.isEmpty)
        #expect(project.modifiers.map(\.name) == ["mode", "brand"])
        #expect(project.modifiers[0].contextNames == ["Light", "Dark"])
        #expect(project.modifiers[1].contextNames == ["A", "B"])
        #expect(project.modifiers.map(\.defaultContext) == ["Light", "A"])
        #expect(project.permutationCount == 4)
        // core is used by every theme, so it is the base; the others are in their themes' contexts.
        #expect(project.steps.count == 3)
        guard case .set(let name, let sources) = project.steps[0] else {
            Issue.record("the first step is not the base set")
            return
        }
        #expect(name == "core")
        #expect(sources.map(\.origin) == ["tokens/core.json"])
        guard case .modifier(let mode) = project.steps[1] else { return }
        #expect(mode.contexts["Dark"]?.map(\.origin) == ["tokens/mode/dark.json"])
    }

    @Test func aTokenAndAGroupOfOneNameInTwoSetsAreBothKept() throws {
        // The plugin names tokens with flat text: `sm` (a radius) and `sm.x`, `sm.y` (spacing) are
        // three tokens, whichever set comes first; `{sm}` names the radius.
        let sets = """
            {"spacing": {"sm": {"x": {"value": "4", "type": "spacing"}, "y": {"value": "8", "type": "spacing"}}},
             "radius": {"sm": {"value": "2", "type": "borderRadius"}, "card": {"value": "{sm}", "type": "borderRadius"},
                        "double": {"value": "{sm.y} * 2", "type": "spacing"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["ORDER"]}}
            """
        for order in [#""spacing", "radius""#, #""radius", "spacing""#] {
            let result = resolveFiles(["tokens.json": sets.replacingOccurrences(of: #""ORDER""#, with: order)], format: .tokensStudio)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
            #expect(result["sm.x"] == .dimension(DimensionValue(4, .px)))
            #expect(result["sm.y"] == .dimension(DimensionValue(8, .px)))
            #expect(result["sm.$root"] == .dimension(DimensionValue(2, .px)))
            #expect(result["card"] == .dimension(DimensionValue(2, .px)))
            #expect(result["double"] == .dimension(DimensionValue(16, .px)))
        }
    }

    @Test func aSourceSetOverridingASetAnotherGroupEnablesIsSaidOnce() throws {
        // `palette` is marked source by the brand themes (group 2) and defines `ink`, which `mode/light`
        // (enabled by group 1) defines too: merged later, palette's value wins, as in the plugin's permutations.
        var files: [String: String] = [
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["mode/light", "mode/dark", "palette", "brand/a", "brand/b"]}"##,
            "tokens/$themes.json": ##"""
            [
              {"id": "1", "name": "Light", "group": "mode", "selectedTokenSets": {"mode/light": "enabled"}},
              {"id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": {"mode/dark": "enabled"}},
              {"id": "3", "name": "A", "group": "brand", "selectedTokenSets": {"palette": "source", "brand/a": "enabled"}},
              {"id": "4", "name": "B", "group": "brand", "selectedTokenSets": {"brand/b": "enabled"}}
            ]
            """##,
            "tokens/mode/light.json": ##"{"ink": {"value": "#000000", "type": "color"}, "surface": {"value": "#ffffff", "type": "color"}}"##,
            "tokens/mode/dark.json": ##"{"ink": {"value": "#ffffff", "type": "color"}, "surface": {"value": "#101010", "type": "color"}}"##,
            "tokens/palette.json": ##"{"ink": {"value": "#ff0000", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}}"##,
            "tokens/brand/a.json": ##"{"brand": {"value": "{red}", "type": "color"}}"##,
            "tokens/brand/b.json": ##"{"brand": {"value": "#0000ff", "type": "color"}}"##,
        ]
        let fixture = StudioFixture(files)
        let notes = fixture.diagnostics.diagnostics.filter { $0.code == .sourceSetOverridesEnabled }
        #expect(
            notes.map(\.message) == [
                "set \"palette\", marked source by theme \"A\" of group \"brand\", overrides 1 token, such as ink, of set \"mode/light\" (enabled by theme \"Light\" of group \"mode\"), set \"mode/dark\" (enabled by theme \"Dark\" of group \"mode\"): a later theme group's sets are merged over an earlier group's, source or enabled alike, as Tokens Studio's theme permutations merge them"
            ], "\(fixture.messages)")
        // At the theme's entry for the set.
        #expect(notes.first?.location?.line == 4)
        #expect(notes.allSatisfy { $0.severity == .note })
        // What the note says is what happens.
        #expect(srgb(try fixture.resolve(["mode": "Dark", "brand": "A"])["ink"]?.value) == [1, 0, 0])
        #expect(srgb(try fixture.resolve(["mode": "Dark", "brand": "B"])["ink"]?.value) == [1, 1, 1])
        // Marked enabled, or marked source in the same group as the set it overrides, it is not said.
        files["tokens/$themes.json"] = files["tokens/$themes.json"]?.replacingOccurrences(of: #""palette": "source""#, with: #""palette": "enabled""#)
        #expect(!StudioFixture(files).codes().contains(.sourceSetOverridesEnabled))
    }

    @Test func aThemeGroupEveryLaterGroupRedefinesIsSaidToChangeNoValue() throws {
        // Brands made groups of their own, each with its modes: every theme of the later brand
        // defines every token the earlier brand's themes define, so in every permutation (as
        // sd-transforms' permutateThemes merges them) the earlier brand's choice changes nothing. A set
        // all of a group's themes use (its palette) is no choice and is not counted. Said once, at
        // the earlier group's first theme; the values are still the permutations'.
        var files: [String: String] = [
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "edu/base", "edu/light", "edu/dark", "moto/light", "moto/dark"]}"##,
            "tokens/$themes.json": ##"""
            [
              {"id": "0", "name": "Value", "group": "core", "selectedTokenSets": {"core": "enabled"}},
              {"id": "1", "name": "Light", "group": "EDU", "selectedTokenSets": {"edu/base": "source", "edu/light": "enabled"}},
              {"id": "2", "name": "Dark", "group": "EDU", "selectedTokenSets": {"edu/base": "source", "edu/dark": "enabled"}},
              {"id": "3", "name": "Light", "group": "MOTO", "selectedTokenSets": {"moto/light": "enabled"}},
              {"id": "4", "name": "Dark", "group": "MOTO", "selectedTokenSets": {"moto/dark": "enabled"}}
            ]
            """##,
            "tokens/core.json": ##"{"space": {"value": "4", "type": "spacing"}}"##,
            "tokens/edu/base.json": ##"{"blue": {"value": "#2563eb", "type": "color"}}"##,
            "tokens/edu/light.json": ##"{"brand": {"value": "#2563eb", "type": "color"}, "ink": {"value": "#000000", "type": "color"}}"##,
            "tokens/edu/dark.json": ##"{"brand": {"value": "#1e40af", "type": "color"}, "ink": {"value": "#ffffff", "type": "color"}}"##,
            "tokens/moto/light.json": ##"{"brand": {"value": "#57534e", "type": "color"}, "ink": {"value": "#111111", "type": "color"}}"##,
            "tokens/moto/dark.json": ##"{"brand": {"value": "#a8a29e", "type": "color"}, "ink": {"value": "#eeeeee", "type": "color"}}"##,
        ]
        let fixture = StudioFixture(files)
        let said = fixture.diagnostics.diagnostics.filter { $0.code == .themeGroupOverridden }
        #expect(said.count == 1, "\(fixture.messages)")
        #expect(said.first?.message.hasPrefix("choosing a theme of group \"EDU\" changes no value: every token its themes' own sets define (2 tokens, such as brand)") == true)
        #expect(said.first?.message.contains("group \"MOTO\"") == true)
        #expect(said.first?.location?.line == 3 && said.first?.severity == .warning)
        // What it says is what happens: EDU's brand color is in no permutation.
        #expect(srgb(try fixture.resolve(["EDU": "Dark", "MOTO": "Light"])["brand"]?.value) == srgb(try fixture.resolve(["EDU": "Light", "MOTO": "Light"])["brand"]?.value))
        // A later group redefining only some of the tokens (a high-contrast group over the modes)
        // leaves the earlier group a choice: not said.
        files["tokens/moto/dark.json"] = ##"{"brand": {"value": "#a8a29e", "type": "color"}}"##
        #expect(!StudioFixture(files).codes().contains(.themeGroupOverridden))
    }

    @Test func computedValuesFollowTheTheme() throws {
        let fixture = StudioFixture(themedProject)
        // gap (brand A) = {spacing.double} * {scale}: 8 × 1 in Light, 8 × 1.5 = 12 in Dark.
        let lightA = try fixture.resolve(["mode": "Light", "brand": "A"])
        let darkA = try fixture.resolve(["mode": "Dark", "brand": "A"])
        #expect(dimension(lightA["spacing.double"]) == DimensionValue(8, .px))
        #expect(dimension(lightA["gap"]) == DimensionValue(8, .px))
        #expect(dimension(darkA["gap"]) == DimensionValue(12, .px))
        // gap (brand B) = roundTo(8 × scale / 3, 1): 8 / 3 = 2.666… → 2.7; 12 / 3 = 4.
        #expect(dimension(try fixture.resolve(["mode": "Light", "brand": "B"])["gap"]) == DimensionValue(2.7, .px))
        #expect(dimension(try fixture.resolve(["mode": "Dark", "brand": "B"])["gap"]) == DimensionValue(4, .px))
        // A whole-value alias stays an alias; rgba({ref}, 50%) is the color at half opacity.
        #expect(lightA["brand"]?.aliasOf == "color.ink")
        guard case .color(let half)? = try fixture.resolve(["brand": "B"])["brand"]?.value else {
            Issue.record("brand B is not a color")
            return
        }
        #expect(half.alpha == 0.5)
        #expect(half.numericTriple == SIMD3(0, 0, 0))
        #expect(fixture.codes().isEmpty, "\(fixture.messages)")
    }

    @Test func valueIdiomsBecomeDTCG() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "size": {"value": "16", "type": "fontSizes"},
              "radius": {"value": "0.5rem", "type": "borderRadius"},
              "tracking": {"value": "-5%", "type": "letterSpacing"},
              "leading": {"value": "110%", "type": "lineHeights"},
              "leadingPx": {"value": "24px", "type": "lineHeights"},
              "fade": {"value": "25%", "type": "opacity"},
              "weight": {"value": "SemiBold", "type": "fontWeights"},
              "weightDE": {"value": "Halbfett", "type": "fontWeights"},
              "family": {"value": "Inter, 'Helvetica Neue', sans-serif", "type": "fontFamilies"},
              "upper": {"value": "uppercase", "type": "textCase"},
              "flag": {"value": "true", "type": "boolean"},
              "legacyAlias": {"value": "$size", "type": "fontSizes"},
              "legacyInside": {"value": "$size * 2", "type": "fontSizes"},
              "price": {"value": "from $size.", "type": "text"},
              "count": {"value": "{size}", "type": "number"},
              "text": {
                "value": {"fontFamily": "{family}", "fontWeight": "{weight}", "fontSize": "{size}", "lineHeight": "{leading}",
                          "letterSpacing": "{tracking}", "paragraphSpacing": "0", "textCase": "uppercase", "textDecoration": "underline"},
                "type": "typography"
              },
              "drop": {"value": [{"x": "0", "y": "4", "blur": "8", "spread": "0", "color": "rgba(0,0,0,0.25)", "type": "innerShadow"},
                                 {"x": "2", "y": "2", "blur": "0", "spread": "1", "color": "#ff0000", "type": "dropShadow"}],
                       "type": "boxShadow"},
              "line": {"value": {"color": "#000", "width": "2", "style": "dashed"}, "type": "border"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(fixture.codes().isEmpty, "\(fixture.messages)")
        #expect(dimension(tokens["size"]) == DimensionValue(16, .px))
        #expect(dimension(tokens["radius"]) == DimensionValue(0.5, .rem))
        #expect(dimension(tokens["tracking"]) == DimensionValue(-0.05, .em))
        #expect(number(tokens["leading"]) == 1.1)
        #expect(dimension(tokens["leadingPx"]) == DimensionValue(24, .px))
        #expect(number(tokens["fade"]) == 0.25)
        #expect(tokens["weight"]?.value == .fontWeight(600))
        #expect(tokens["weightDE"]?.value == .fontWeight(600))
        #expect(tokens["family"]?.value == .fontFamily(["Inter", "Helvetica Neue", "sans-serif"]))
        #expect(tokens["upper"]?.value == .string("uppercase"))
        #expect(tokens["flag"]?.value == .boolean(true))
        #expect(tokens["legacyAlias"]?.aliasOf == "size")
        // `$name` inside a value is the older spelling of `{name}`; text keeps its `$`.
        #expect(dimension(tokens["legacyInside"]) == DimensionValue(32, .px))
        #expect(tokens["price"]?.value == .string("from $size."))
        // A number aliasing a dimension takes its number, as Tokens Studio does.
        #expect(tokens["count"]?.value == .number(16))
        guard case .typography(let text)? = tokens["text"]?.value else {
            Issue.record("text is not a typography")
            return
        }
        #expect(text.fontSize == DimensionValue(16, .px))
        #expect(text.fontWeight == 600)
        #expect(text.lineHeight == 1.1)
        #expect(text.letterSpacing == DimensionValue(-0.05, .em))
        #expect(text.textCase == "uppercase")
        #expect(text.textDecoration == "underline")
        guard case .shadow(let layers)? = tokens["drop"]?.value else {
            Issue.record("drop is not a shadow")
            return
        }
        #expect(layers.map(\.inset) == [true, false])
        #expect(layers[0].offsetY == DimensionValue(4, .px))
        #expect(layers[0].color.alpha == 0.25)
        #expect(layers[1].spread == DimensionValue(1, .px))
        guard case .border(let line)? = tokens["line"]?.value else {
            Issue.record("line is not a border")
            return
        }
        #expect(line.width == DimensionValue(2, .px))
        #expect(line.style == .keyword("dashed"))
    }

    @Test func computedLineHeights() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "base": {"value": "16", "type": "fontSizes"},
              "ratio": {"value": "{base} / 16 * 1.25", "type": "number"},
              "multiple": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{base}", "lineHeight": "0.75 * 2",
                                     "letterSpacing": "0"}, "type": "typography"},
              "length": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{base}", "lineHeight": "{base} * 1.5",
                                   "letterSpacing": "0"}, "type": "typography"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        // 16px / 16 × 1.25 = 1.25 (px dropped, as Tokens Studio does); 0.75 × 2 = 1.5 is a multiple;
        // {base} × 1.5 = 24px is a length, 24 / 16 = 1.5 times the font size (read quietly: Tokens Studio
        // writes line heights in pixels on purpose).
        #expect(tokens["ratio"]?.value == .number(1.25))
        guard case .typography(let multiple)? = tokens["multiple"]?.value, case .typography(let length)? = tokens["length"]?.value
        else {
            Issue.record("the typographies did not resolve: \(fixture.messages)")
            return
        }
        #expect(multiple.lineHeight == 1.5)
        #expect(length.lineHeight == 1.5)
        #expect(fixture.codes().isEmpty, "\(fixture.messages)")
    }

    @Test func letterSpacingNoneIsNoExtraSpacing() throws {
        // Availity's type scale: `"letterSpacing": "none"`, which the plugin does not convert (it
        // sets no letter spacing, Figma's 0) and a browser ignores (`normal`). Another word is still
        // no letter spacing at all, and the typography holding it is left out.
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "size": {"value": "16", "type": "fontSizes"},
              "d1": {"value": {"fontFamily": "Inter", "fontWeight": "300", "fontSize": "{size}", "lineHeight": "1.2",
                               "letterSpacing": "none"}, "type": "typography"},
              "tracking": {"value": "None", "type": "letterSpacing"},
              "label": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{size}", "lineHeight": "1.2",
                                  "letterSpacing": "wide"}, "type": "typography"},
              "caption": {"value": "{label}", "type": "typography"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        guard case .typography(let d1)? = tokens["d1"]?.value else {
            Issue.record("d1 did not resolve: \(fixture.messages)")
            return
        }
        #expect(d1.letterSpacing == DimensionValue(0, .px))
        #expect(d1.fontSize == DimensionValue(16, .px))
        #expect(tokens["tracking"]?.value == .dimension(DimensionValue(0, .px)))
        // Not a keyword of either tool: left out, with the token referring to it.
        #expect(tokens["label"] == nil)
        #expect(tokens["caption"] == nil)
        #expect(fixture.codes().contains(.leftOutReference), "\(fixture.messages)")
    }

    @Test func aParagraphSpacingReachedThroughAReferenceReadsAsWrittenInPlace() throws {
        // A zero paragraphSpacing or paragraphIndent is no loss when it is dropped, written in place
        // or, as whole type scales write it, a reference to a zero token in another set, directly,
        // through another alias or in the older `$name` spelling. One that is not zero somewhere
        // (here in the second set) is still said, as is one reaching a token left out (a percentage
        // where a length belongs); the typography stays either way.
        let fixture = StudioFixture([
            "tokens/base.json": ##"""
            {
              "size": {"value": "16", "type": "fontSizes"},
              "paragraph": {
                "none": {"value": "0", "type": "paragraphSpacing"},
                "alias": {"value": "{paragraph.none}", "type": "paragraphSpacing"},
                "eight": {"value": "8", "type": "paragraphSpacing"},
                "half": {"value": "50%", "type": "paragraphSpacing"},
                "modal": {"value": "0", "type": "paragraphSpacing"}
              },
              "indent": {"none": {"value": "0px", "type": "paragraphIndent"}}
            }
            """##,
            "tokens/type.json": ##"""
            {
              "direct": {"value": {"fontFamily": "Inter", "fontSize": "{size}", "lineHeight": "1.2", "letterSpacing": "0",
                                   "paragraphSpacing": "{paragraph.none}", "paragraphIndent": "{indent.none}"}, "type": "typography"},
              "chained": {"value": {"fontFamily": "Inter", "fontSize": "{size}", "lineHeight": "1.2", "letterSpacing": "0",
                                    "paragraphSpacing": "{paragraph.alias}", "paragraphIndent": "$indent.none"}, "type": "typography"},
              "spaced": {"value": {"fontFamily": "Inter", "fontSize": "{size}", "lineHeight": "1.2", "letterSpacing": "0",
                                   "paragraphSpacing": "{paragraph.eight}"}, "type": "typography"},
              "halved": {"value": {"fontFamily": "Inter", "fontSize": "{size}", "lineHeight": "1.2", "letterSpacing": "0",
                                   "paragraphSpacing": "{paragraph.half}"}, "type": "typography"},
              "moded": {"value": {"fontFamily": "Inter", "fontSize": "{size}", "lineHeight": "1.2", "letterSpacing": "0",
                                  "paragraphSpacing": "{paragraph.modal}"}, "type": "typography"}
            }
            """##,
            "tokens/wide.json": ##"""
            {"paragraph": {"modal": {"value": "12", "type": "paragraphSpacing"}}}
            """##,
        ])
        let tokens = try fixture.resolve()
        let saidDropped = fixture.diagnostics.diagnostics.filter { $0.message.contains("is not part of a DTCG typography value") }
            .compactMap(\.tokenPath).sorted()
        #expect(saidDropped == ["halved", "moded", "spaced"], "\(fixture.messages)")
        for id in ["direct", "chained", "spaced", "halved", "moded"] {
            guard case .typography(let typography)? = tokens[id]?.value else {
                Issue.record("\(id) did not resolve: \(fixture.messages)")
                continue
            }
            #expect(typography.fontSize == DimensionValue(16, .px))
        }
        // The percentage itself is left out, with its own warning.
        #expect(tokens["paragraph.half"] == nil)
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
    }

    @Test func singleFileWithThemes() throws {
        let fixture = StudioFixture([
            "all.json": ##"""
            {
              "global": {"space": {"value": "8", "type": "spacing"}},
              "compact": {"pad": {"value": "{space} / 2", "type": "spacing"}},
              "roomy": {"pad": {"value": "{space} * 2", "type": "spacing"}},
              "$themes": [
                {"name": "compact", "selectedTokenSets": {"global": "source", "compact": "enabled"}},
                {"name": "roomy", "selectedTokenSets": {"global": "source", "roomy": "enabled"}}
              ],
              "$metadata": {"tokenSetOrder": ["global", "compact", "roomy"]}
            }
            """##,
        ], paths: ["all.json"])
        let project = try #require(fixture.project)
        // Themes without a group form the modifier "theme".
        #expect(project.modifiers.map(\.name) == ["theme"])
        #expect(dimension(try fixture.resolve(["theme": "compact"])["pad"]) == DimensionValue(4, .px))
        #expect(dimension(try fixture.resolve(["theme": "roomy"])["pad"]) == DimensionValue(16, .px))
        #expect(fixture.codes().isEmpty, "\(fixture.messages)")
    }

    /// The plugin's free version keeps every token in one set, `global`, and writes the file without
    /// `$themes` or `$metadata`: references inside it name paths from the set, so the set is not part of
    /// the names. A file whose references name the top-level group (`{global.space}`) keeps it.
    @Test func oneSetExportWithoutThemesOrMetadata() throws {
        let fixture = StudioFixture([
            "global.json": ##"""
            {"global": {
              "space": {"value": "8", "type": "spacing"},
              "font": {"value": "Inter", "type": "fontFamilies"},
              "pad": {"value": "{space} * 2", "type": "spacing"},
              "body": {"value": {"fontFamily": "{font}", "fontSize": "{space}"}, "type": "typography"}
            }}
            """##,
        ], paths: ["global.json"])
        let tokens = try fixture.resolve()
        #expect(dimension(tokens["pad"]) == DimensionValue(16, .px))
        #expect(tokens["body"] != nil && tokens["global.pad"] == nil)
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")

        let fromTop = StudioFixture([
            "global.json": ##"""
            {"global": {"space": {"value": "8", "type": "spacing"}, "pad": {"value": "{global.space} * 2", "type": "spacing"}}}
            """##,
        ], paths: ["global.json"], format: .tokensStudio)
        let named = try fromTop.resolve()
        #expect(dimension(named["global.pad"]) == DimensionValue(16, .px))
        #expect(fromTop.codes(.error).isEmpty, "\(fromTop.messages)")
    }

    /// The plugin evaluates math in every value whatever the token's type: an `other` token, or one
    /// whose type names nothing (`typeScale`), holding math is computed and typed by its result, so a
    /// font size referring to it is a length. Text that is no math stays text.
    @Test func mathInOtherAndUnknownTypesIsComputed() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {"global": {
              "scale": {"base": {"value": "14", "type": "typeScale"}, "ratio": {"value": "1.125", "type": "typeScale"},
                        "up": {"value": "round({scale.base} * {scale.ratio} ^ 2)", "type": "typeScale"},
                        "other": {"value": "{scale.base} / 2", "type": "other"},
                        "wide": {"value": "{scale.base} * 2px", "type": "other"},
                        "fluid": {"value": "clamp(1rem, 2vw, 3rem)", "type": "other"},
                        "word": {"value": "ease-in", "type": "other"}},
              "font": {"lg": {"value": "{scale.up}", "type": "fontSizes"}, "sm": {"value": "{scale.other}", "type": "fontSizes"}}
            }, "$metadata": {"tokenSetOrder": ["global"]}}
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(number(tokens["scale.up"]) == 18)
        #expect(dimension(tokens["font.lg"]) == DimensionValue(18, .px))
        #expect(dimension(tokens["font.sm"]) == DimensionValue(7, .px))
        #expect(dimension(tokens["scale.wide"]) == DimensionValue(28, .px))
        #expect(tokens["scale.fluid"]?.value == .string("clamp(1rem, 2vw, 3rem)"))
        #expect(tokens["scale.word"]?.value == .string("ease-in"))
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
    }

    /// A weight that is a style alone (`Italic`) is the regular weight in that style, as sd-transforms
    /// reads it (Roboto's "Italic" is Regular Italic): 400, the style reported as dropped. A word that is
    /// neither a weight nor a style is still left out.
    @Test func aStyleAloneIsTheRegularWeight() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {"italic": {"value": "Italic", "type": "fontWeights"}, "boldItalic": {"value": "Bold Italic", "type": "fontWeights"},
             "alias": {"value": "{italic}", "type": "fontWeights"}, "odd": {"value": "Wide", "type": "fontWeights"}}
            """##,
        ], paths: ["t.json"], format: .tokensStudio)
        let tokens = try fixture.resolve()
        #expect(number(tokens["italic"]) == 400 && number(tokens["alias"]) == 400 && number(tokens["boldItalic"]) == 700)
        #expect(tokens["odd"] == nil)
        #expect(fixture.messages.filter { $0.contains("font style \"italic\"") }.count == 2, "\(fixture.messages)")
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
    }

    @Test func setOrderFollowsMetadata() throws {
        // Both sets define "x"; the later set in tokenSetOrder wins, whatever the file order.
        let files = [
            "p/a.json": ##"{"x": {"value": "1", "type": "number"}}"##,
            "p/b.json": ##"{"x": {"value": "2", "type": "number"}}"##,
        ]
        var reversed = files
        reversed["p/$metadata.json"] = ##"{"tokenSetOrder": ["b", "a"]}"##
        #expect(try StudioFixture(files, paths: ["p"], format: .tokensStudio).resolve()["x"]?.value == .number(2))
        #expect(try StudioFixture(reversed, paths: ["p"]).resolve()["x"]?.value == .number(1))
    }

    @Test func strictModeStillRefusesNonDTCGForms() throws {
        let fixture = StudioFixture(
            ["t.json": ##"""
            {
              "label": {"value": "hello", "type": "text"},
              "tracking": {"value": "5%", "type": "letterSpacing"},
              "gap": {"value": "4 * 2", "type": "spacing"}
            }
            """##], paths: ["t.json"], strict: true)
        let tokens = try fixture.resolve()
        // Math is computed in strict mode too; em and the string type are not DTCG 2025.10.
        #expect(tokens["gap"]?.value == .dimension(DimensionValue(8, .px)))
        #expect(tokens["label"] == nil && tokens["tracking"] == nil)
        #expect(fixture.codes(.error) == [.nonStandardType, .invalidUnit], "\(fixture.messages)")
    }

    @Test func strictDTCGIsUntouchedByTheHook() throws {
        // A DTCG file whose value happens to look like a computed value is not computed.
        let fixture = StudioFixture(
            ["d.json": ##"{"n": {"$type": "number", "$value": {"$expression": "1 + 1"}}}"##], paths: ["d.json"])
        _ = try fixture.resolve()
        #expect(fixture.codes(.error) == [.invalidValue])
    }
}

// MARK: - Bad input

@Suite struct TokensStudioBadInputTests {
    @Test func malformedThemes() throws {
        for (themes, expected, resolvesX) in [
            (##"{"not": "an array"}"##, [DiagnosticCode.invalidThemes], true),
            (##"[1, {"name": "x"}, {"selectedTokenSets": {}}]"##, [.invalidThemes, .invalidThemes, .invalidThemes], true),
            // The theme stays, with no sets (an unknown status reads as disabled), so it has no tokens:
            // set a, which no theme then names, is said not to be read.
            (##"[{"name": "x", "selectedTokenSets": {"a": "on"}}]"##, [.invalidThemes, .setEnabledByNoTheme], false),
            (##"[{"name": "x", "selectedTokenSets": []}]"##, [.invalidThemes], true),
            (##"[{"name": "x", "group": 3, "selectedTokenSets": {}}]"##, [.invalidThemes], true),
            // Two themes named alike: the later one is used, as permutateThemes keeps it, so x has no set.
            (##"[{"name": "x", "selectedTokenSets": {"a": "enabled"}}, {"name": "x", "selectedTokenSets": {}}]"##, [.duplicateThemeName, .setEnabledByNoTheme], false),
            ("[{\"name\": ", [.jsonSyntax], true),
        ] as [(String, [DiagnosticCode], Bool)] {
            let fixture = StudioFixture(
                ["p/$themes.json": themes, "p/a.json": ##"{"x": {"value": "1", "type": "number"}}"##], paths: ["p"])
            #expect(fixture.codes() == expected, "\(themes): \(fixture.messages)")
            // The tokens still load.
            #expect(try fixture.resolve()["x"]?.value == (resolvesX ? .number(1) : nil), "\(themes)")
        }
    }

    @Test func unknownSetNames() throws {
        let fixture = StudioFixture([
            "p/$themes.json": ##"[{"name": "T", "selectedTokenSets": {"a": "enabled", "ghost": "enabled"}}]"##,
            "p/$metadata.json": ##"{"tokenSetOrder": ["a", "phantom"]}"##,
            "p/a.json": ##"{"x": {"value": "1", "type": "number"}}"##,
        ], paths: ["p"])
        #expect(fixture.codes() == [.unknownTokenSet, .unknownTokenSet], "\(fixture.messages)")
        #expect(fixture.diagnostics.diagnostics.allSatisfy { $0.location?.line == 1 })
        #expect(try fixture.resolve()["x"]?.value == .number(1))
    }

    @Test func divisionByZeroInOneThemeOnly() throws {
        let fixture = StudioFixture([
            "p/$themes.json": ##"""
            [{"name": "ok", "selectedTokenSets": {"base": "enabled", "ok": "enabled"}},
             {"name": "zero", "selectedTokenSets": {"base": "enabled", "zero": "enabled"}}]
            """##,
            "p/base.json": ##"{"ratio": {"value": "10 / {divisor}", "type": "number"}}"##,
            "p/ok.json": ##"{"divisor": {"value": "4", "type": "number"}}"##,
            "p/zero.json": ##"{"divisor": {"value": "0", "type": "number"}}"##,
        ], paths: ["p"])
        #expect(try fixture.resolve(["theme": "ok"])["ratio"]?.value == .number(2.5))
        #expect(fixture.codes().isEmpty)
        #expect(try fixture.resolve(["theme": "zero"])["ratio"] == nil)
        let diagnostic = try #require(fixture.diagnostics.diagnostics.first)
        #expect(diagnostic.code == .expressionFailed)
        #expect(diagnostic.message.contains("divides by zero"))
        #expect(diagnostic.tokenPath == "ratio")
        #expect(diagnostic.location?.line == 1)
    }

    @Test func unbalancedAndInvalidExpressionsAreSkipped() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "a": {"value": "({base} * 2", "type": "spacing"},
              "b": {"value": "floor({base} * 2", "type": "spacing"},
              "c": {"value": "{base} ** 2", "type": "spacing"},
              "d": {"value": "{base} 2", "type": "spacing"},
              "base": {"value": "4", "type": "spacing"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(tokens.keys.sorted() == ["base"])
        #expect(fixture.codes() == [.invalidExpression, .invalidExpression, .invalidExpression, .unmappedValue], "\(fixture.messages)")
        #expect(fixture.diagnostics.diagnostics.map(\.location?.line) == [2, 3, 4, 5])
        #expect(fixture.diagnostics.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func recursiveMathIsACycle() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "a": {"value": "{b} * 2", "type": "spacing"},
              "b": {"value": "{c} + 1", "type": "spacing"},
              "c": {"value": "{a} / 2", "type": "spacing"},
              "self": {"value": "{self} + 1", "type": "spacing"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(tokens.isEmpty)
        #expect(fixture.codes(.error) == [.referenceCycle, .referenceCycle], "\(fixture.messages)")
        #expect(fixture.messages.contains { $0.contains("a → b → c → a") })
    }

    @Test func mixedUnitsAndTypeMismatches() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "rem": {"value": "1rem", "type": "spacing"},
              "em": {"value": "1em", "type": "spacing"},
              "sum": {"value": "{rem} + {em}", "type": "spacing"},
              "color": {"value": "#ff0000", "type": "color"},
              "twice": {"value": "{color} * 2", "type": "spacing"},
              "text": {"value": "hello", "type": "text"},
              "len": {"value": "{text} * 2", "type": "spacing"},
              "percent": {"value": "50%", "type": "spacing"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(tokens["sum"] == nil && tokens["twice"] == nil && tokens["len"] == nil && tokens["percent"] == nil)
        #expect(
            fixture.codes() == [.unmappedValue, .expressionFailed, .expressionFailed, .referenceTypeMismatch],
            "\(fixture.messages)")
    }

    @Test func badColorModifiers() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "base": {"value": "#808080", "type": "color"},
              "kind": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "saturate", "value": "0.2", "space": "srgb"}}}},
              "space": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "cmyk"}}}},
              "amount": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "lots", "space": "srgb"}}}},
              "mix": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "srgb"}}}},
              "ok": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.5", "space": "srgb", "format": "hex"}}}}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(tokens.keys.sorted() == ["base", "ok"])
        // "lots" is not an expression either: the modifier's value is parsed when resolving.
        #expect(
            fixture.codes() == [.invalidColorModifier, .invalidColorModifier, .invalidExpression, .invalidColorModifier],
            "\(fixture.messages)")
        // 128/255 = 0.50196 lightened half way: 0.50196 + 0.5 × 0.49804 = 0.75098 at colorjs.io's 5 digits,
        // and 0.75098 × 255 = 191.4999, so 191 = 0xbf (the unrounded 191.5 would have given 0xc0).
        guard case .color(let ok)? = tokens["ok"]?.value else { return }
        #expect(ok.hex == "#bfbfbf")
    }

    /// A folder holding a whole single-file export beside split set files reads the export as one
    /// set, so its references miss: said once, at its `$metadata`, before those misses.
    @Test func aWholeExportAmongSetFilesIsNamed() throws {
        let fixture = StudioFixture([
            "tokens/brand.json": ##"{"ink": {"value": "#000000", "type": "color"}}"##,
            "tokens/tokens.json": ##"""
            {"global": {"size": {"value": "4", "type": "spacing"}, "gap": {"value": "{size}", "type": "spacing"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}
            """##,
        ])
        _ = try? fixture.resolve()
        let warning = try #require(fixture.diagnostics.diagnostics.first { $0.code == .wholeExportAmongSets })
        #expect(warning.message.hasPrefix("tokens/tokens.json is a whole Tokens Studio export ($themes, and the sets global)"), "\(warning.message)")
        #expect(warning.fixIt == "give tokens/tokens.json alone, or the other files without it")
        #expect(fixture.codes().filter { $0 == .wholeExportAmongSets }.count == 1)
    }

    /// A file beside a whole export that holds no token at all (a package's settings, `config.json` with the
    /// theme's prefix) is no set: it is skipped with a note and the export is read alone, its references
    /// resolving inside its sets. A file with tokens beside it still makes the export one set among files.
    @Test(arguments: [(##"{"fullName": "Gemeente", "prefix": "rods", "stories": ["a", "b"]}"##, true),
                      (##"{"ink": {"value": "#000000", "type": "color"}}"##, false)])
    func aFileWithoutTokensBesideAWholeExportIsSkipped(other: String, skipped: Bool) throws {
        let fixture = StudioFixture([
            "tokens/src/config.json": other,
            "tokens/figma/figma.tokens.json": ##"""
            {"brand": {"size": {"$value": "4", "$type": "spacing"}},
             "common": {"gap": {"$value": "{size}", "$type": "spacing"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["brand", "common"]}}
            """##,
        ])
        let tokens = try? fixture.resolve()
        let note = fixture.diagnostics.diagnostics.first { $0.code == .fileWithoutTokens }
        #expect((note != nil) == skipped, "\(fixture.messages)")
        #expect(note?.severity == .note || !skipped)
        #expect(note?.message.hasPrefix("tokens/src/config.json holds no token") ?? !skipped, "\(note?.message ?? "")")
        #expect(fixture.codes().contains(.wholeExportAmongSets) == !skipped)
        if skipped {
            #expect(tokens?["gap"]?.value == .dimension(DimensionValue(4, .px)), "\(fixture.messages)")
        }
    }

    /// In a sync folder with `$themes.json`, a file holding no token that no theme names (an app's settings,
    /// colors written as plain strings) is no set: one note, no warning for each of its members, and the
    /// sets are read as before. Named by a theme, it stays a set, and its members are reported as ever;
    /// a file with tokens that no theme names is still a set no theme reads (TS0713).
    @Test(arguments: [
        (##"{"description": "app colors", "defaults": {"primary": "#3B5998", "accent": "#C9785D"}}"##, false, true),
        (##"{"description": "app colors", "defaults": {"primary": "#3B5998", "accent": "#C9785D"}}"##, true, false),
        (##"{"ink": {"value": "#000000", "type": "color"}}"##, false, false),
    ])
    func aFileWithoutTokensNoThemeUsesIsSkipped(other: String, named: Bool, skipped: Bool) throws {
        let fixture = StudioFixture([
            "tokens/overrides.json": other,
            "tokens/core.json": ##"{"size": {"value": "4", "type": "spacing"}, "gap": {"value": "{size}", "type": "spacing"}}"##,
            "tokens/$themes.json": named
                ? ##"[{"id": "a", "name": "Core", "selectedTokenSets": {"core": "source", "overrides": "enabled"}}]"##
                : ##"[{"id": "a", "name": "Core", "selectedTokenSets": {"core": "source"}}]"##,
        ])
        let tokens = try fixture.resolve()
        let note = fixture.diagnostics.diagnostics.first { $0.code == .fileWithoutTokens }
        #expect((note != nil) == skipped, "\(fixture.messages)")
        #expect(note?.severity == .note || !skipped)
        #expect(note?.message.hasPrefix("tokens/overrides.json holds no token (no value anywhere in it) and no theme") ?? !skipped)
        #expect(fixture.codes().contains(.unmappedValue) == (!skipped && other.contains("defaults")), "\(fixture.messages)")
        #expect(tokens["gap"]?.value == .dimension(DimensionValue(4, .px)), "\(fixture.messages)")
        #expect(fixture.codes().contains(.setEnabledByNoTheme) == other.contains("ink"))
    }

    /// A Style Dictionary build (here sd-transforms' in a module) reads its export and the files its globs match
    /// and nothing else: an old folder beside them that no build reads is no set, however many files it holds,
    /// so its broken reference is no error and its tokens are not read. A build whose globs also match the old
    /// folder reads it, and its reference misses.
    @Test(arguments: [false, true])
    func filesNoBuildReadsBesideAnExportAreSkipped(buildReadsLegacy: Bool) throws {
        let globs = "'figma/figma.tokens.json', 'src/**/*.tokens.json'" + (buildReadsLegacy ? ", 'legacy/**/*.tokens.json'" : "")
        let fixture = StudioFixture([
            "p/figma/figma.tokens.json": ##"""
            {"brand": {"size": {"$value": "4", "$type": "spacing"}},
             "common": {"gap": {"$value": "{size}", "$type": "spacing"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["brand", "common"]}}
            """##,
            "p/legacy/a.tokens.json": ##"{"old": {"a": {"$value": "{gone}", "$type": "spacing"}}}"##,
            "p/legacy/b.tokens.json": ##"{"old": {"b": {"$value": "2", "$type": "spacing"}}}"##,
            "p/legacy/c.tokens.json": ##"{"old": {"c": {"$value": "3", "$type": "spacing"}}}"##,
            "p/build.mjs": """
            import { register } from '@tokens-studio/sd-transforms';
            import StyleDictionary from 'style-dictionary';
            register(StyleDictionary, { excludeParentKeys: true });
            const sd = new StyleDictionary({
              source: [\(globs)],
              preprocessors: ['tokens-studio'],
              platforms: { css: { transformGroup: 'tokens-studio', buildPath: 'dist/', files: [{ destination: 'a.css', format: 'css/variables' }] } },
            });
            await sd.buildAllPlatforms();
            """,
        ], paths: ["p"])
        let tokens = try? fixture.resolve()
        #expect(fixture.codes(.error).isEmpty == !buildReadsLegacy, "\(fixture.messages)")
        let note = fixture.diagnostics.diagnostics.first { $0.code == .styleDictionaryConfiguration && $0.message.contains("read by no build") }
        #expect((note != nil) == !buildReadsLegacy, "\(fixture.messages)")
        #expect(note?.message.hasPrefix("3 files are read by no build") ?? buildReadsLegacy, "\(note?.message ?? "")")
        if !buildReadsLegacy {
            #expect(tokens?["gap"]?.value == .dimension(DimensionValue(4, .px)), "\(fixture.messages)")
            #expect(tokens?["old.b"] == nil)
            #expect(!fixture.codes().contains(.wholeExportAmongSets))
        }
    }

    /// A file beside a whole export whose top-level keys are the export's set names (a patch the build reads
    /// after `figma/figma.tokens.json`) is more of those sets, as Style Dictionary deep-merges its sources before
    /// sd-transforms reads the sets: a `$value` it gives replaces the export's and keeps its `$type`, a token it
    /// adds joins the set, and the export's references reach both. A file with a key that names no set stays a
    /// set of its own beside the export, which is then one set among files.
    @Test(arguments: [true, false])
    func aFileKeyedByAnExportsSetsPatchesThem(keyedBySets: Bool) throws {
        let fixture = StudioFixture([
            "p/figma/figma.tokens.json": ##"""
            {"brand": {"size": {"$value": "4", "$type": "spacing"}, "ink": {"$value": "#000000", "$type": "color"}},
             "components/button": {"button": {"gap": {"$value": "{size}", "$type": "spacing"}, "pad": {"$value": "{extra}", "$type": "spacing"}}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["brand", "components/button"]}}
            """##,
            "p/src/patches/brand.tokens.json": keyedBySets
                ? ##"{"brand": {"size": {"$value": "8"}, "extra": {"$value": "2", "$type": "spacing"}}}"##
                : ##"{"brand": {"size": {"$value": "8"}}, "other": {"extra": {"$value": "2", "$type": "spacing"}}}"##,
        ], paths: ["p"])
        let tokens = try? fixture.resolve()
        if keyedBySets {
            #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
            #expect(!fixture.codes().contains(.wholeExportAmongSets))
            #expect(tokens?["size"]?.value == .dimension(DimensionValue(8, .px)), "\(fixture.messages)")
            #expect(tokens?["button.gap"]?.value == .dimension(DimensionValue(8, .px)))
            #expect(tokens?["button.pad"]?.value == .dimension(DimensionValue(2, .px)))
            #expect(tokens?["ink"]?.value != nil)
        } else {
            #expect(fixture.codes().contains(.wholeExportAmongSets), "\(fixture.messages)")
            #expect(tokens?["button.gap"] == nil)
        }
    }

    /// A patched value with no meaning in an app (a viewport width) leaves its token out with one warning,
    /// and the export's tokens referring to it with it (rule 1), as for a value written in the export.
    @Test func aPatchedValueWithoutSwiftMeaningLeavesItsReferrersOut() throws {
        let fixture = StudioFixture([
            "p/figma/figma.tokens.json": ##"""
            {"brand": {"size": {"$value": "4", "$type": "spacing"}},
             "components/button": {"button": {"gap": {"$value": "{size}", "$type": "spacing"}, "pad": {"$value": "{button.gap}", "$type": "spacing"}}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["brand", "components/button"]}}
            """##,
            "p/src/patch.tokens.json": ##"{"brand": {"size": {"$value": "5vw"}}}"##,
        ], paths: ["p"])
        let tokens = try fixture.resolve()
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        #expect(tokens["size"] == nil)
        #expect(tokens["button.gap"] == nil)
        #expect(tokens["button.pad"] == nil)
        #expect(fixture.codes().contains(.leftOutReference), "\(fixture.messages)")
        #expect(!fixture.codes().contains(.wholeExportAmongSets))
    }

    /// A build registering sd-transforms with `excludeParentKeys` merges a single-file export's sets one after
    /// another in the order the file lists them, so a token two sets define takes the later set's value in the
    /// file, whatever `$metadata.tokenSetOrder` says; without the option (or without such a build) the plugin's
    /// set order decides, as the plugin resolves the export.
    @Test(arguments: [true, false])
    func excludeParentKeysMergesAnExportsSetsInFileOrder(excludesParentKeys: Bool) throws {
        let fixture = StudioFixture([
            "p/figma/figma.tokens.json": ##"""
            {"components/select": {"select": {"fill": {"$value": "#fcfcfc", "$type": "color"}}},
             "brand": {"select": {"fill": {"$value": "#ffffff", "$type": "color"}}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["brand", "components/select"]}}
            """##,
            "p/build.mjs": """
            import { register } from '@tokens-studio/sd-transforms';
            import StyleDictionary from 'style-dictionary';
            register(StyleDictionary, { \(excludesParentKeys ? "excludeParentKeys: true" : "") });
            const sd = new StyleDictionary({
              source: ['figma/figma.tokens.json'],
              preprocessors: ['tokens-studio'],
              platforms: { css: { transformGroup: 'tokens-studio', buildPath: 'dist/', files: [{ destination: 'a.css', format: 'css/variables' }] } },
            });
            await sd.buildAllPlatforms();
            """,
        ], paths: ["p"])
        let tokens = try fixture.resolve()
        guard case .color(let fill)? = tokens["select.fill"]?.value else {
            Issue.record("select.fill did not resolve: \(fixture.messages)")
            return
        }
        #expect(fill.hex == (excludesParentKeys ? "#ffffff" : "#fcfcfc"), "\(fixture.messages)")
    }

    /// A whole export with no theme that Style Dictionary reads by itself (no sd-transforms in the module or the
    /// package) is one tree to it: each set stays a top-level group, so `dark` keeps its own values beside
    /// `global`'s and neither replaces the other. The same file built with sd-transforms' preprocessor is the
    /// plugin's, whose sets merge in order (TS0527). A value with no Swift meaning in a group is left out with its
    /// referrers (rule 1). A reference that only resolves inside a set keeps the plugin's reading.
    @Test(arguments: ["plain", "sd-transforms", "through-sets"])
    func aThemelessExportStyleDictionaryReadsAloneKeepsItsSetsAsGroups(build: String) throws {
        let reference = build == "plain" ? "{dark.gap}" : "{gap}"
        let fixture = StudioFixture([
            "p/tokens/global.json": ##"""
            {"global": {"background": {"$type": "color", "$value": "#ffffff"}, "gap": {"$type": "spacing", "$value": "4px"}},
             "dark": {"background": {"$type": "color", "$value": "#111111"}, "gap": {"$type": "spacing", "$value": "5vw"},
                      "pad": {"$type": "spacing", "$value": "\##(reference)"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["global", "dark"]}}
            """##,
            "p/app/build-tokens.js": """
            import StyleDictionary from 'style-dictionary';
            \(build == "sd-transforms" ? "import { register } from '@tokens-studio/sd-transforms';\nregister(StyleDictionary);" : "")
            const sd = new StyleDictionary({
              source: ['../tokens/global.json'],
              platforms: { css: { transformGroup: 'css', buildPath: 'dist/', files: [{ destination: 'variables.css', format: 'css/variables' }] } },
            });
            sd.buildAllPlatforms();
            """,
        ], paths: ["p"])
        let tokens = try? fixture.resolve()
        func hex(_ id: String) -> String? {
            guard case .color(let color)? = tokens?[id]?.value else { return nil }
            return color.hex
        }
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        if build == "plain" {
            #expect(hex("global.background") == "#ffffff", "\(fixture.messages)")
            #expect(hex("dark.background") == "#111111")
            #expect(tokens?["global.gap"]?.value == .dimension(DimensionValue(4, .px)))
            #expect(tokens?["background"] == nil)
            #expect(tokens?["dark.gap"] == nil)
            #expect(tokens?["dark.pad"] == nil)
            #expect(fixture.codes().contains(.leftOutReference), "\(fixture.messages)")
            #expect(!fixture.codes().contains(.filesRedefineTokens))
            #expect(!fixture.codes().contains(.unknownProperty), "\(fixture.messages)")
        } else {
            #expect(tokens?["global.background"] == nil, "\(fixture.messages)")
            #expect(hex("background") == "#111111", "\(fixture.messages)")
            #expect(fixture.codes().contains(.filesRedefineTokens), "\(fixture.messages)")
        }
    }

    /// Tokens Studio applies a modifier only to a color written as a string, and only one with a
    /// type: an empty `modify` (the plugin leaves one on tokens whose modifier was removed) changes
    /// nothing, and one on a font size is ignored, so both tokens keep their values.
    @Test func modifiersTokensStudioIgnoresKeepTheToken() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "size": {"value": "60", "type": "fontSizes", "$extensions": {"studio.tokens": {"modify": {}}}},
              "weight": {"value": "Bold", "type": "fontWeights", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.5", "space": "srgb"}}}},
              "plain": {"value": "#808080", "type": "color", "$extensions": {"studio.tokens": {"modify": {}}}}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(tokens.keys.sorted() == ["plain", "size", "weight"])
        #expect(tokens["size"]?.value == .dimension(DimensionValue(60, .px)))
        guard case .color(let plain)? = tokens["plain"]?.value else { return }
        #expect(plain.hex == "#808080")
        // Only the modifier that says what it would do is mentioned.
        #expect(fixture.codes() == [.unmappedValue], "\(fixture.messages)")
        #expect(fixture.messages.first?.contains("token weight has a color modifier but is not a color") == true, "\(fixture.messages)")
    }

    /// A CSS color keyword with a modifier is that color modified, as colorjs.io reads the keyword before
    /// the plugin modifies it: `transparent` at alpha 0.2 is black at 20%. A word that names no color
    /// (`trasparent`) is left out with one warning (TS0700), and a token referring to it with it.
    @Test func aModifiedColorKeywordIsThatColorModified() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "strip": {"value": "transparent", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.2", "space": "srgb"}}}},
              "alert": {"value": "Red", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}},
              "overlay": {"value": "{strip}", "type": "color"},
              "typo": {"value": "trasparent", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.2", "space": "srgb"}}}},
              "typoAlias": {"value": "{typo}", "type": "color"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        guard case .color(let strip)? = tokens["strip"]?.value, case .color(let alert)? = tokens["alert"]?.value else {
            Issue.record("\(fixture.messages)"); return
        }
        #expect(strip.srgbHex == "#000000" && abs(strip.alpha - 0.2) < 1e-9)
        #expect(alert.srgbHex == "#ff0000" && abs(alert.alpha - 0.5) < 1e-9)
        #expect(tokens["overlay"]?.value == tokens["strip"]?.value)
        #expect(tokens["typo"] == nil && tokens["typoAlias"] == nil)
        #expect(fixture.codes() == [.unmappedValue, .leftOutReference], "\(fixture.messages)")
        #expect(fixture.diagnostics.diagnostics.allSatisfy { $0.severity == .warning }, "\(fixture.messages)")
    }

    /// A line height without a unit is pixels when it is over 4, as the plugin applies it in Figma
    /// (`24` is a 24px line, 1.5 times a 16px font), and a multiple of the font size up to 4, as
    /// sd-transforms writes it for CSS (`1.5`). Written in place, as a number, or through a reference;
    /// over a rem font size at 16px to the rem.
    @Test func aPlainLineHeightIsPixelsOrAMultipleByItsSize() throws {
        let fixture = StudioFixture([
            "t.json": ##"""
            {
              "size": {"value": "16", "type": "fontSizes"},
              "line": {"loose": {"value": "24", "type": "lineHeights"}, "number": {"value": 20, "type": "lineHeights"},
                       "tight": {"value": "1.25", "type": "lineHeights"}, "four": {"value": 4, "type": "lineHeights"}},
              "body": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{size}", "lineHeight": "{line.loose}",
                                 "letterSpacing": "0"}, "type": "typography"},
              "caption": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{size}", "lineHeight": 20,
                                    "letterSpacing": "0"}, "type": "typography"},
              "title": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{size}", "lineHeight": "{line.tight}",
                                  "letterSpacing": "0"}, "type": "typography"},
              "label": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "0.75rem", "lineHeight": "18",
                                  "letterSpacing": "0"}, "type": "typography"},
              "grid": {"value": "8", "type": "other"},
              "lead": {"value": "{grid} * 3", "type": "lineHeights"},
              "note": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{size}", "lineHeight": "{lead}",
                                 "letterSpacing": "0"}, "type": "typography"},
              "hint": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "{size}", "lineHeight": "{grid} * 2",
                                 "letterSpacing": "0"}, "type": "typography"}
            }
            """##,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(tokens["line.loose"]?.value == .dimension(DimensionValue(24, .px)))
        #expect(tokens["line.number"]?.value == .dimension(DimensionValue(20, .px)))
        #expect(tokens["line.tight"]?.value == .number(1.25))
        #expect(tokens["line.four"]?.value == .number(4))
        guard case .typography(let body)? = tokens["body"]?.value, case .typography(let caption)? = tokens["caption"]?.value,
            case .typography(let title)? = tokens["title"]?.value, case .typography(let label)? = tokens["label"]?.value,
            case .typography(let note)? = tokens["note"]?.value, case .typography(let hint)? = tokens["hint"]?.value
        else {
            Issue.record("the typographies did not resolve: \(fixture.messages)")
            return
        }
        #expect(body.lineHeight == 1.5)
        #expect(caption.lineHeight == 1.25)
        #expect(title.lineHeight == 1.25)
        // 18px over 0.75rem (12px at the plugin's 16px to the rem).
        #expect(label.lineHeight == 1.5)
        // Math giving a plain number is read by the same rule: {grid} × 3 = 24px, {grid} × 2 = 16px.
        #expect(note.lineHeight == 1.5)
        #expect(hint.lineHeight == 1)
        #expect(fixture.codes().isEmpty, "\(fixture.messages)")
    }

    @Test func autoLineHeightIsReported() throws {
        let fixture = StudioFixture(
            ["t.json": ##"""
            {
              "auto": {"value": "AUTO", "type": "lineHeights"},
              "text": {"value": {"fontFamily": "Inter", "fontWeight": "400", "fontSize": "16", "lineHeight": "AUTO", "letterSpacing": "0"},
                       "type": "typography"}
            }
            """##], paths: ["t.json"])
        #expect(try fixture.resolve().isEmpty)
        #expect(fixture.codes() == [.unmappedValue, .unmappedValue], "\(fixture.messages)")
        #expect(fixture.messages.allSatisfy { $0.contains("the font's own") })
    }

    @Test func nothingCrashesOnHostileValues() throws {
        let deep = String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000)
        let fixture = StudioFixture([
            "t.json": """
            {
              "deep": {"value": "\(deep)", "type": "number"},
              "empty": {"value": "", "type": "number"},
              "nan": {"value": "0 / 0", "type": "number"},
              "huge": {"value": "10 ^ 1000", "type": "number"},
              "weird": {"value": "{a.}", "type": "number"},
              "null": {"value": null, "type": "color"},
              "obj": {"value": {"a": 1}, "type": "composition"},
              "notype": {"value": {"x": 1}}
            }
            """,
        ], paths: ["t.json"])
        let tokens = try fixture.resolve()
        #expect(tokens.isEmpty)
        #expect(!fixture.codes().isEmpty)
    }
}

extension JSONReader {
    /// A document parsed from text, for detection tests.
    static func testValue(_ text: String) -> JSONValue {
        let diagnostics = DiagnosticEngine()
        let file = SourceFile(path: "test.json", bytes: Array(text.utf8))
        var keys = NotableKeys()
        var count = 0
        return JSONReader().read(file, id: diagnostics.sources.register(file), diagnostics: diagnostics, notableKeys: &keys, valueKeyCount: &count)
            ?? JSONValue(.null, at: .unknown)
    }
}
