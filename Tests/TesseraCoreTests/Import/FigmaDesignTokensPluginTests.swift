import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraImport
@testable import TesseraSyntax
@testable import TesseraTokens

/// The Figma plugin "Design Tokens" (lukasoppermann/design-tokens) writes Style Dictionary's shape
/// with its own meaning: lengths are bare numbers in px, and its `custom-…` types hold shadows,
/// gradients, text styles and grids. Each value is compared with the DTCG token that says the same.
@Suite struct FigmaDesignTokensPluginTests {
    static let plugin = ##"""
        {"size": {"sm": {"description": null, "value": 13, "type": "dimension",
                         "extensions": {"org.lukasoppermann.figmaDesignTokens": {"exportKey": "size"}}}},
         "effect": {"drop": {"type": "custom-shadow",
                             "value": {"shadowType": "dropShadow", "radius": 4, "color": "#00000040", "offsetX": 0, "offsetY": 2, "spread": 1}},
                    "inner": {"type": "custom-shadow",
                              "value": {"shadowType": "innerShadow", "radius": 3, "color": "#ff0000ff", "offsetX": -4, "offsetY": 2, "spread": 0}}},
         "gradient": {"fade": {"type": "custom-gradient",
                               "value": {"gradientType": "linear", "rotation": 90, "stops": [{"position": 0, "color": "#ffb800ff"}, {"position": 1, "color": "#ff000000"}]}},
                      "glow": {"type": "custom-gradient",
                               "value": {"gradientType": "radial", "rotation": 180, "stops": [{"position": 0, "color": "#ffffffff"}, {"position": 1, "color": "#ffffff00"}]}}},
         "font": {"h3": {"type": "custom-fontStyle",
                         "value": {"fontSize": 20, "textDecoration": "none", "fontFamily": "Roboto", "fontWeight": 700, "fontStyle": "normal",
                                   "fontStretch": "condensed", "letterSpacing": 0.4, "lineHeight": 32, "paragraphIndent": 0,
                                   "paragraphSpacing": 8, "textCase": "uppercase"}}},
         "grid": {"columns": {"type": "custom-grid", "value": {"pattern": "columns", "gutterSize": 20, "alignment": "stretch", "count": 12, "offset": 0}}}}
        """##

    static let dtcg = ##"""
        {"sm": {"$type": "dimension", "$value": {"value": 13, "unit": "px"}},
         "drop": {"$type": "shadow", "$value": {"color": "#00000040", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
                                                "blur": {"value": 4, "unit": "px"}, "spread": {"value": 1, "unit": "px"}}},
         "inner": {"$type": "shadow", "$value": {"color": "#ff0000ff", "offsetX": {"value": -4, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
                                                 "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}},
         "fade": {"$type": "gradient", "$value": [{"color": "#ffb800ff", "position": 0}, {"color": "#ff000000", "position": 1}]},
         "h3": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 700,
                                                  "letterSpacing": {"value": 0.4, "unit": "px"}, "lineHeight": 1.6,
                                                  "textCase": "uppercase", "textDecoration": "none"}}}
        """##

    @Test func valuesMeanWhatThePluginMeans() throws {
        let result = resolveFiles(["tokens.json": Self.plugin])
        let expected = resolveJSON(Self.dtcg)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        for (id, dtcgID) in [
            ("size.sm", "sm"), ("effect.drop", "drop"), ("effect.inner", "inner"), ("gradient.fade", "fade"), ("font.h3", "h3"),
        ] {
            #expect(result[id] != nil && result[id] == expected[dtcgID], "\(id): \(String(describing: result[id]))")
        }
        // The plugin's rotation is the CSS angle its own examples write: Tessera's gradient angle.
        #expect(result.tokens["gradient.fade"]?.extensions?.objectValue?["com.tessera.gradient"]?.objectValue?["angle"]?.numberValue?.value == 90)
        // Shapes no DTCG type holds are left out, one warning each.
        #expect(result["gradient.glow"] == nil && result["grid.columns"] == nil)
        let leftOut = result.all(.unmappedValue).map(\.message)
        #expect(leftOut == [
            "gradient.glow is a Figma Design Tokens plugin custom-gradient value; its gradientType is radial, a shape a DTCG gradient cannot hold (only linear gradients are read), so it is left out",
            "grid.columns is a Figma Design Tokens plugin custom-grid value; its type custom-grid has no DTCG equivalent, so it is left out",
        ])
    }

    /// The plugin writes every length as a bare number in px: one cause, said once for each file, at its
    /// first such number, whether that is a length token's or a composite's member.
    @Test func theAssumedPixelsAreOneWarningPerFile() throws {
        let result = resolveFiles(["tokens.json": Self.plugin])
        let assumed = result.all(.legacyValue).filter { $0.message.contains("Figma Design Tokens plugin") }
        #expect(assumed.map(\.message) == [
            "size.sm: the bare number 13 is read as 13px, the unit the Figma Design Tokens plugin writes every length in (said once for the file)"
        ])
        let first = try #require(assumed.first)
        #expect(first.location?.line == 1 && first.location?.column == 48)
        #expect(first.fixIt == "write \"13px\"")
        // Without the length token, the first composite's members are the ones said; in a second file, again.
        let withoutLength = Self.plugin.replacingOccurrences(of: ##""value": 13, "type": "dimension""##, with: ##""value": "13px", "type": "dimension""##)
        #expect(withoutLength != Self.plugin)
        let twoFiles = resolveFiles(["a/tokens.json": withoutLength, "a/more.json": Self.plugin.replacingOccurrences(of: "\"size\"", with: "\"space\"").replacingOccurrences(of: "\"effect\"", with: "\"effects\"").replacingOccurrences(of: "\"font\"", with: "\"fonts\"").replacingOccurrences(of: "\"gradient\"", with: "\"gradients\"").replacingOccurrences(of: "\"grid\"", with: "\"grids\"")], entry: "a")
        let said = twoFiles.all(.legacyValue).filter { $0.message.contains("Figma Design Tokens plugin") }.map(\.tokenPath)
        #expect(said.sorted { ($0 ?? "") < ($1 ?? "") } == ["effect.drop", "space.sm"], "\(said)")
    }

    @Test func withoutThePluginsExtensionABareSizeIsStyleDictionarysRem() throws {
        let result = resolveFiles(["tokens.json": ##"{"size": {"sm": {"value": 13, "type": "dimension"}}}"##])
        #expect(result["size.sm"] == .dimension(DimensionValue(13, .rem)))
        let warning = try #require(result.first(.legacyValue))
        #expect(warning.message == "size.sm: the bare number 13 is read as 13rem, as Style Dictionary's size/rem transform reads it")
        #expect(warning.fixIt == "write \"13rem\" (or \"13px\" if it is in pixels)")
        #expect(warning.location?.column == 27)
    }

    /// A project that builds the plugin's export with Style Dictionary runs its size transforms on the
    /// plugin's tokens as on any other: from version 4 on on every `dimension` token (a `css` group writes
    /// `"value": 36` as `36rem`, an `ios` group as 576pt), in version 3 on those under the category `size`
    /// only (its `isSize`), so the plugin's `typography` group keeps px there. The configuration's reading
    /// is the value, quietly. A `web` group (size/px) keeps the plugin's px; the plugin's text styles are
    /// no `dimension` token, so no size transform reads their members, which stay px.
    @Test(arguments: [
        ("^5.0.0", #"{ "css": { "transformGroup": "css" }, "ios": { "transformGroup": "ios" } }"#, DimensionValue.Unit.rem, DimensionValue.Unit.rem),
        ("3.9.2", #"{ "css": { "transformGroup": "css" }, "ios": { "transformGroup": "ios" } }"#, .rem, .px),
        ("^5.0.0", #"{ "web": { "transformGroup": "web" } }"#, .px, .px),
    ])
    func aProjectsSizeTransformReadsThePluginsLengths(
        version: String, platforms: String, sizeUnit: DimensionValue.Unit, typographyUnit: DimensionValue.Unit
    ) {
        let result = resolveFiles([
            "mv/package.json": #"{ "devDependencies": { "style-dictionary": "\#(version)" } }"#,
            "mv/config.json": #"{ "source": ["tokens/**/*.json"], "platforms": \#(platforms) }"#,
            "mv/tokens/figma.json": Self.plugin,
            "mv/tokens/typography.json": ##"{"typography": {"body": {"fontSize": {"value": 18, "type": "dimension"}}}}"##,
        ], entry: "mv")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["size.sm"] == .dimension(DimensionValue(13, sizeUnit)))
        #expect(result["typography.body.fontSize"] == .dimension(DimensionValue(18, typographyUnit)))
        #expect(result.all(.legacyValue).contains { $0.tokenPath == "size.sm" } == false, "\(result.all(.legacyValue).map(\.message))")
        guard case .typography(let h3)? = result["font.h3"] else { Issue.record("font.h3 is not read"); return }
        #expect(h3.fontSize == DimensionValue(20, .px))
    }

    /// Exported without extensions, the plugin still writes `blendMode` beside each color's value:
    /// the bare sizes of such a file are the plugin's px, not Style Dictionary's rem.
    @Test func aColorWithThePluginsBlendModeMarksTheFileAsThePlugins() throws {
        let result = resolveFiles([
            "tokens.json": ##"{"ink": {"value": "#112233ff", "type": "color", "blendMode": "normal"}, "size": {"sm": {"value": 13, "type": "dimension"}}}"##
        ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["size.sm"] == .dimension(DimensionValue(13, .px)))
        #expect(result.all(.unknownProperty).isEmpty, "\(result.all(.unknownProperty).map(\.message))")
    }

    /// One export split into a file per collection (KryptoGO's `primitives.tokens.json`, whose colors
    /// carry `blendMode`, and `responsive.tokens.json`, lengths only): the file without a mark of its
    /// own is the same export, its bare lengths px, not Style Dictionary's rem.
    @Test func aFileBesideThePluginsFileInItsShapeIsThePluginsToo() throws {
        let primitives = ##"{"primitives": {"ink": {"value": "#112233ff", "type": "color", "blendMode": "normal"}, "size": {"sm": {"value": 8, "type": "dimension"}}}}"##
        let responsive = ##"{"responsive": {"screen": {"value": 1440, "type": "dimension"}, "gap": {"value": "{primitives.size.sm}", "type": "dimension"}}}"##
        let result = resolveFiles(
            ["export/primitives.tokens.json": primitives, "export/responsive.tokens.json": responsive], entry: "export")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["responsive.screen"] == .dimension(DimensionValue(1440, .px)))
        #expect(result["responsive.gap"] == .dimension(DimensionValue(8, .px)))
        #expect(result.tokens["responsive.gap"]?.aliasOf == "primitives.size.sm")
        let assumed = result.all(.legacyValue).filter { $0.tokenPath == "responsive.screen" }.map(\.message)
        #expect(assumed == ["responsive.screen: the bare number 1440 is read as 1440px, the unit the Figma Design Tokens plugin writes every length in (said once for the file)"])

        // Alone, the same file shows no mark of the plugin: Style Dictionary's rem, said so.
        let alone = resolveFiles(["export/responsive.tokens.json": responsive.replacingOccurrences(of: "{primitives.size.sm}", with: "4px")], entry: "export")
        #expect(alone["responsive.screen"] == .dimension(DimensionValue(1440, .rem)))

        // A file in DTCG's syntax beside the plugin's is not the plugin's: its bare size stays rem.
        let beside = resolveFiles(
            ["export/primitives.tokens.json": primitives, "export/web.json": ##"{"web": {"gap": {"$type": "dimension", "$value": 13}}}"##],
            entry: "export", format: .styleDictionary)
        #expect(beside["primitives.size.sm"] == .dimension(DimensionValue(8, .px)))
        #expect(beside["web.gap"] == .dimension(DimensionValue(13, .rem)))
    }

    /// The plugin writes every `FLOAT` variable as `dimension` (its `getVariables`), keeping the variable's
    /// scopes in its extension: they say what the number is, as in Figma's own exports. Scoped `FONT_WEIGHT`
    /// alone it is a weight (`400`, not 400px), `OPACITY` alone Figma's percentage (`40` is 0.4); any other
    /// scope, or a style's token (no scopes), keeps the px length. A variable aliasing another is written
    /// `dimension` whatever the other is (the plugin types it by the target's value), so it takes its target's type.
    @Test func aVariablesScopesSayWhatItsDimensionIs() throws {
        func variable(_ value: String, _ scopes: String) -> String {
            ##"{"type": "dimension", "value": \##(value), "extensions": {"org.lukasoppermann.figmaDesignTokens": {"collection": "ds", "scopes": [\##(scopes)], "exportKey": "variables"}}}"##
        }
        let file = ##"""
            {"ds": {"weight": {"normal": \##(variable("400", #""FONT_WEIGHT""#)), "strong": \##(variable("\"{ds.weight.normal}\"", #""ALL_SCOPES""#))},
                    "opacity": {"disabled": \##(variable("40", #""OPACITY""#)), "muted": \##(variable("\"{ds.opacity.disabled}\"", #""OPACITY""#))},
                    "size": {"gap": \##(variable("12", #""GAP""#)), "any": \##(variable("16", #""ALL_SCOPES""#)), "mixed": \##(variable("24", #""FONT_WEIGHT", "OPACITY""#)),
                             "alias": \##(variable("\"{ds.size.gap}\"", #""FONT_WEIGHT""#))},
                    "style": {"radius": {"type": "dimension", "value": 6, "extensions": {"org.lukasoppermann.figmaDesignTokens": {"exportKey": "size"}}}}}}
            """##
        let result = resolveFiles(["design-tokens.tokens.json": file])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["ds.weight.normal"] == .fontWeight(400))
        #expect(result["ds.opacity.disabled"] == .number(0.4))
        // Aliases take the type (and the value) of the token they name, whatever their own scopes.
        #expect(result["ds.weight.strong"] == .fontWeight(400))
        #expect(result.tokens["ds.weight.strong"]?.aliasOf == "ds.weight.normal")
        #expect(result["ds.opacity.muted"] == .number(0.4))
        #expect(result["ds.size.alias"] == .dimension(DimensionValue(12, .px)))
        // Lengths, open or mixed scopes and styles keep the plugin's px.
        #expect(result["ds.size.gap"] == .dimension(DimensionValue(12, .px)))
        #expect(result["ds.size.any"] == .dimension(DimensionValue(16, .px)))
        #expect(result["ds.size.mixed"] == .dimension(DimensionValue(24, .px)))
        #expect(result["ds.style.radius"] == .dimension(DimensionValue(6, .px)))
        // The px said once for the file is said at its first length, not at the weight.
        let assumed = result.all(.legacyValue).filter { $0.message.contains("Figma Design Tokens plugin") }.map(\.tokenPath)
        #expect(assumed == ["ds.size.gap"], "\(assumed)")

        // A project that builds the file with Style Dictionary's size transforms gets their reading of every
        // `dimension` (Style Dictionary reads no scopes): 400 is the configuration's rem there.
        let built = resolveFiles([
            "mv/package.json": #"{ "devDependencies": { "style-dictionary": "^5.0.0" } }"#,
            "mv/config.json": #"{ "source": ["tokens/**/*.json"], "platforms": { "css": { "transformGroup": "css" } } }"#,
            "mv/tokens/design-tokens.tokens.json": file,
        ], entry: "mv")
        #expect(built.errors.isEmpty, "\(built.errors.map(\.message))")
        #expect(built["ds.weight.normal"] == .dimension(DimensionValue(400, .rem)))
        #expect(built["ds.opacity.disabled"] == .dimension(DimensionValue(40, .rem)))
    }

    /// Exported without extensions, a token of one of the plugin's own types (`custom-shadow`) marks the
    /// file as the plugin's: its shadow's `radius` is the blur, and its bare sizes are px.
    @Test func aTokenOfThePluginsOwnTypeMarksTheFileAsThePlugins() throws {
        let result = resolveFiles([
            "tokens.json": ##"{"effect": {"base": {"description": null, "type": "custom-shadow", "value": {"shadowType": "dropShadow", "radius": 4, "color": "#07081729", "offsetX": 0, "offsetY": 2, "spread": 0}}}, "size": {"sm": {"value": 13, "type": "dimension"}}}"##
        ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["effect.base"] == resolveJSON(##"{"s": {"$type": "shadow", "$value": {"color": "#07081729", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##)["s"])
        #expect(result["size.sm"] == .dimension(DimensionValue(13, .px)))
        // A type of the project's own that is none of the plugin's leaves the file Style Dictionary's.
        let other = resolveFiles(["tokens.json": ##"{"effect": {"base": {"type": "custom-elevation", "value": "2"}}, "size": {"sm": {"value": 13, "type": "dimension"}}}"##])
        #expect(other["size.sm"] == .dimension(DimensionValue(13, .rem)))
    }

    /// The plugin's original format writes a style as a group with `category` and `exportKey`, each property
    /// `{"value": 16, "type": "number", "unit": "pixel"}`: the unit is the plugin's word. `pixel` is a length
    /// in px, a `percent` line height a multiple and a `percent` letter spacing an em; an angle (`degree`)
    /// has no DTCG type and is left out, with what refers to it.
    @Test func theOriginalFormatsUnitsAreThePluginsWords() throws {
        let result = resolveFiles([
            "tokens.json": ##"""
                {"spacing": {"regular": {"category": "spacing", "exportKey": "spacing",
                                         "top": {"value": 16, "type": "number", "unit": "pixel"},
                                         "left": {"value": "{spacing.regular.top.value}", "type": "number", "unit": "pixel"}}},
                 "font": {"body": {"category": "font", "exportKey": "font",
                                   "lineHeight": {"value": 150, "type": "number", "unit": "percent"},
                                   "letterSpacing": {"value": 2, "type": "number", "unit": "percent"}}},
                 "gradient": {"fade": {"category": "fill", "exportKey": "gradient",
                                       "rotation": {"value": 90, "type": "number", "unit": "degree"},
                                       "angle": {"value": "{gradient.fade.rotation.value}", "type": "number", "unit": "degree"}}}}
                """##
        ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["spacing.regular.top"] == .dimension(DimensionValue(16, .px)))
        #expect(result["spacing.regular.left"] == .dimension(DimensionValue(16, .px)))
        #expect(result["font.body.lineHeight"] == .number(1.5))
        #expect(result["font.body.letterSpacing"] == .dimension(DimensionValue(0.02, .em)))
        #expect(result.tokens["gradient.fade.rotation"] == nil && result.tokens["gradient.fade.angle"] == nil)
        #expect(result.all(.unmappedValue).map(\.tokenPath) == ["gradient.fade.rotation"])
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["gradient.fade.angle"])
        // Without the original format's groups, a `pixel` unit is no unit Style Dictionary or Tessera knows.
        let plain = resolveFiles(["tokens.json": ##"{"spacing": {"top": {"value": 16, "type": "number", "unit": "pixel"}}}"##])
        #expect(!plain.errors.isEmpty)
    }

    /// Style Dictionary resolves a reference against its merged tree: `{font.h1.value.fontFamily}` is the
    /// member of that token's value object as written, a reference in it resolved in turn; a member the
    /// value does not have is a reference to nothing.
    @Test func aReferenceIntoATokensValueObjectIsThatMember() throws {
        let result = resolveFiles([
            "tokens.json": ##"""
                {"font": {"h1": {"type": "custom-fontStyle", "value": {"fontSize": 72, "fontFamily": "Poppins", "fontWeight": 600, "letterSpacing": 0, "lineHeight": 96}}},
                 "heading": {"family": {"value": "{font.h1.value.fontFamily}", "type": "fontFamily"},
                             "size": {"value": "{font.h1.value.fontSize}", "type": "dimension"}},
                 "title": {"family": {"value": "{heading.family.value}", "type": "fontFamily"}}}
                """##
        ])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["heading.family"] == .fontFamily(["Poppins"]))
        #expect(result["title.family"] == .fontFamily(["Poppins"]))
        #expect(result["heading.size"] == .dimension(DimensionValue(72, .px)))
        let missing = resolveFiles([
            "tokens.json": ##"{"font": {"h1": {"type": "custom-fontStyle", "value": {"fontSize": 72, "fontFamily": "Poppins"}}}, "heading": {"case": {"value": "{font.h1.value.textCase}", "type": "string"}}}"##
        ])
        #expect(missing.errors.map(\.code) == [.unresolvedReference], "\(missing.errors.map(\.message))")
    }
}
