import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// Tokens Studio repositories as the plugin syncs them: set names that name folders in
// $themes.json and $metadata.json, sets that no longer exist, themes without a group
// used for independent things, and platform themes and sets.

/// The shape users reported: folder sets named in both project files, nested set files,
/// and sets that were renamed or deleted since the files were written.
let studioFolderProject: [String: String] = [
    "tokens/$themes.json": ##"""
    [
      {"id": "l", "name": "Light", "group": "mode", "selectedTokenSets": {"base": "source", "mode/light": "enabled", "legacy": "enabled"}},
      {"id": "d", "name": "Dark", "group": "mode", "selectedTokenSets": {"base": "source", "mode/dark": "enabled"}},
      {"id": "a", "name": "Acme", "group": "brand", "selectedTokenSets": {"base": "source", "brand": "enabled"}}
    ]
    """##,
    "tokens/$metadata.json": ##"{"tokenSetOrder": ["base", "brand", "mode/light", "mode/dark", "old/removed"]}"##,
    "tokens/base/color.json": ##"""
    {"color": {"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}}
    """##,
    "tokens/base/spacing.json": ##"""
    {"space": {"unit": {"value": "4", "type": "spacing"}, "md": {"value": "{space.unit} * 4", "type": "spacing"}}}
    """##,
    "tokens/brand/acme/shape.json": ##"{"radius": {"md": {"value": "{space.unit} * 2", "type": "borderRadius"}}}"##,
    "tokens/mode/light.json": ##"{"bg": {"value": "{color.white}", "type": "color"}, "fg": {"value": "{color.black}", "type": "color"}}"##,
    "tokens/mode/dark.json": ##"{"bg": {"value": "{color.black}", "type": "color"}, "fg": {"value": "{color.white}", "type": "color"}}"##,
]

@Suite struct TokensStudioFolderSetTests {
    @Test func folderSetsIncludeEverySetUnderThem() throws {
        let fixture = StudioFixture(studioFolderProject)
        let project = try #require(fixture.project, "\(fixture.messages)")
        #expect(project.modifiers.map(\.name) == ["mode", "brand"])
        // "base" covers base/color and base/spacing, used by every theme: the base, in tokenSetOrder.
        #expect(project.steps.compactMap(setName) == ["base/color", "base/spacing"])
        #expect(project.modifiers.first { $0.name == "brand" }?.contexts["Acme"]?.map(\.origin) == ["tokens/brand/acme/shape.json"])
        let dark = try fixture.resolve(["mode": "Dark"])
        #expect(hexColor(dark["bg"]) == "#000000" && hexColor(dark["fg"]) == "#ffffff")
        #expect(hexColor(try fixture.resolve(["mode": "Light"])["bg"]) == "#ffffff")
        #expect(dark["radius.md"]?.value == .dimension(DimensionValue(8, .px)))
        #expect(dark.count == 7)
    }

    @Test func missingSetsAreWarningsAtTheirEntries() throws {
        let fixture = StudioFixture(studioFolderProject)
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        let warnings = fixture.diagnostics.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.code) == [.unknownTokenSet, .unknownTokenSet], "\(fixture.messages)")
        let places = warnings.compactMap { $0.location.map { "\($0.file):\($0.line):\($0.column)" } }
        #expect(places == ["tokens/$metadata.json:1:64", "tokens/$themes.json:2:114"])
        #expect(warnings[1].message.contains("\"legacy\""))
        // The theme naming the missing set keeps its other sets.
        #expect(try fixture.resolve(["mode": "Light"])["fg"] != nil)
    }

    @Test func setFilesNamedDotTokensKeepThatInTheirSetName() throws {
        // The plugin's Git sync removes ".json" and nothing more: base/core.tokens.json is the set
        // "base/core.tokens", as $themes.json and tokenSetOrder name it.
        let project: [String: String] = [
            "p/$themes.json": ##"""
            [
              {"name": "Light", "group": "mode", "selectedTokenSets": {"base/core.tokens": "source", "modes/light.tokens": "enabled"}},
              {"name": "Dark", "group": "mode", "selectedTokenSets": {"base/core.tokens": "source", "modes/dark.tokens": "enabled"}}
            ]
            """##,
            "p/$metadata.json": ##"{"tokenSetOrder": ["base/core.tokens", "modes/light.tokens", "modes/dark.tokens"]}"##,
            "p/base/core.tokens.json": ##"{"gray": {"0": {"$value": "#ffffff", "$type": "color"}, "9": {"$value": "#111111", "$type": "color"}}}"##,
            "p/modes/light.tokens.json": ##"{"bg": {"$value": "{gray.0}", "$type": "color"}}"##,
            "p/modes/dark.tokens.json": ##"{"bg": {"$value": "{gray.9}", "$type": "color"}}"##,
        ]
        let fixture = StudioFixture(project, paths: ["p"])
        #expect(fixture.codes().isEmpty, "\(fixture.messages)")
        #expect(hexColor(try fixture.resolve(["mode": "Light"])["bg"]) == "#ffffff")
        #expect(hexColor(try fixture.resolve(["mode": "Dark"])["bg"]) == "#111111")
        // A theme naming the set without ".tokens" names no set, as in the plugin.
        var renamed = project
        renamed["p/$themes.json"] = ##"[{"name": "Light", "selectedTokenSets": {"base/core": "enabled"}}]"##
        let unknown = StudioFixture(renamed, paths: ["p"])
        #expect(unknown.codes(.warning).contains(.unknownTokenSet), "\(unknown.messages)")
    }

    @Test func aThemeNamedTwiceInAGroupIsTheLaterOne() throws {
        // As a Figma variables import leaves them: an empty "Compact" first, the one with its set later.
        let project: [String: String] = [
            "p/$themes.json": ##"""
            [
              {"id": "1", "name": "Regular", "group": "density", "selectedTokenSets": {"density/regular": "enabled"}},
              {"id": "2", "name": "Compact", "group": "density", "selectedTokenSets": {}},
              {"id": "3", "name": "Compact", "group": "density", "selectedTokenSets": {"density/compact": "enabled"}}
            ]
            """##,
            "p/density/regular.json": ##"{"gap": {"value": "16", "type": "spacing"}}"##,
            "p/density/compact.json": ##"{"gap": {"value": "8", "type": "spacing"}}"##,
        ]
        let fixture = StudioFixture(project, paths: ["p"])
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        #expect(fixture.codes(.warning) == [.duplicateThemeName], "\(fixture.messages)")
        let warning = try #require(fixture.diagnostics.diagnostics.first { $0.code == .duplicateThemeName })
        #expect(warning.location?.line == 4 && warning.notes.first?.location?.line == 3)
        let modifier = try #require(fixture.project?.modifiers.first)
        #expect(modifier.contextNames == ["Regular", "Compact"])
        #expect(try fixture.resolve(["density": "Compact"])["gap"]?.value == .dimension(DimensionValue(8, .px)))
        #expect(try fixture.resolve(["density": "Regular"])["gap"]?.value == .dimension(DimensionValue(16, .px)))
        // The same two themes in two groups are two themes, each read.
        var apart = project
        apart["p/$themes.json"] = ##"""
        [
          {"name": "Compact", "group": "a", "selectedTokenSets": {"density/regular": "enabled"}},
          {"name": "Compact", "group": "b", "selectedTokenSets": {"density/compact": "enabled"}}
        ]
        """##
        let separate = StudioFixture(apart, paths: ["p"])
        #expect(!separate.codes().contains(.duplicateThemeName), "\(separate.messages)")
    }

    @Test func aThemeWithoutSetsBesideThemesDefiningReferencedTokensIsNamedOnce() throws {
        var project: [String: String] = [
            "p/$themes.json": ##"""
            [
              {"name": "Base", "group": "core", "selectedTokenSets": {"core": "enabled"}},
              {"name": "Light", "group": "color", "selectedTokenSets": {"color/light": "enabled"}},
              {"name": "Dark", "group": "color", "selectedTokenSets": {}}
            ]
            """##,
            "p/core.json": ##"{"gray": {"value": "#777777", "type": "color"}, "card": {"bg": {"value": "{surface}", "type": "color"}, "ink": {"value": "{text}", "type": "color"}}}"##,
            "p/color/light.json": ##"{"surface": {"value": "#ffffff", "type": "color"}, "text": {"value": "{gray}", "type": "color"}, "unused": {"value": "#000000", "type": "color"}}"##,
        ]
        let fixture = StudioFixture(project, paths: ["p"])
        let warnings = fixture.diagnostics.diagnostics.filter { $0.code == .themeWithoutSets }
        #expect(warnings.count == 1, "\(fixture.messages)")
        // The two tokens core refers to are counted; "unused", which nothing names, is not.
        #expect(warnings.first?.message.contains("2 tokens") == true && warnings.first?.tokenPath == "surface", "\(fixture.messages)")
        #expect(warnings.first?.location?.line == 4)
        #expect(warnings.first?.message.contains("\"Dark\" of group \"color\" enables no token set of its own, while") == true, "\(fixture.messages)")
        // A theme enabling only the sets every theme reads has none of its own either, and is said so truly.
        var shared = project
        shared["p/$themes.json"] = ##"""
        [
          {"name": "Light", "selectedTokenSets": {"core": "enabled", "color/light": "enabled"}},
          {"name": "Dark", "selectedTokenSets": {"core": "enabled"}}
        ]
        """##
        let onlyShared = StudioFixture(shared, paths: ["p"])
        let said = onlyShared.diagnostics.diagnostics.filter { $0.code == .themeWithoutSets }
        #expect(said.count == 1 && said[0].message.contains("enables no token set of its own (only sets every theme reads), while \"Light\" does"), "\(onlyShared.messages)")
        // The references themselves stay errors in Dark, as the plugin cannot resolve them either.
        #expect(hexColor(try fixture.resolve(["color": "Light"])["card.bg"]) == "#ffffff")

        // A theme without sets beside one that only overrides what the base defines is a default, not a gap.
        project["p/$themes.json"] = ##"""
        [
          {"name": "Base", "group": "core", "selectedTokenSets": {"core": "enabled", "color/light": "enabled"}},
          {"name": "Regular", "group": "density", "selectedTokenSets": {}},
          {"name": "Bright", "group": "density", "selectedTokenSets": {"bright": "enabled"}}
        ]
        """##
        project["p/bright.json"] = ##"{"surface": {"value": "#fafafa", "type": "color"}}"##
        let override = StudioFixture(project, paths: ["p"])
        #expect(!override.codes().contains(.themeWithoutSets), "\(override.messages)")
        #expect(override.codes(.error).isEmpty, "\(override.messages)")
    }

    @Test func setsNoThemeEnablesAreNamedOnceAndNotRead() throws {
        let project: [String: String] = [
            "p/$themes.json": ##"""
            [
              {"name": "Base", "selectedTokenSets": {"base": "enabled"}}
            ]
            """##,
            "p/$metadata.json": ##"{"tokenSetOrder": ["base", "light", "dark", "empty"]}"##,
            "p/base.json": ##"{"white": {"value": "#ffffff", "type": "color"}}"##,
            "p/light.json": ##"{"surface": {"value": "{white}", "type": "color"}, "ink": {"value": "#000000", "type": "color"}}"##,
            "p/dark.json": ##"{"surface": {"value": "#000000", "type": "color"}}"##,
            "p/empty.json": ##"{}"##,
        ]
        let fixture = StudioFixture(project, paths: ["p"])
        let warnings = fixture.diagnostics.diagnostics.filter { $0.code == .setEnabledByNoTheme }
        #expect(warnings.count == 1, "\(fixture.messages)")
        // Both sets holding tokens are named with their three tokens; the empty one is not.
        let message = warnings.first?.message ?? ""
        #expect(message.contains("\"light\", \"dark\"") && message.contains("3 tokens") && !message.contains("empty"), "\(message)")
        #expect(warnings.first?.location?.line == 2)
        let values = try fixture.resolve([:])
        #expect(hexColor(values["white"]) == "#ffffff")
        #expect(values["surface"] == nil)
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
    }

    /// Style Dictionary without Tokens Studio's transforms reads the files its globs match and never
    /// `$themes.json`: the sets no theme names that such a build reads (`tokens/${theme.source}` filled
    /// with `light.json` and `dark.json`) are in its output, each sibling set a mode laid over the themed
    /// sets, and a token of one with no Swift meaning is left out with those referring to it. A build with
    /// sd-transforms reads the themes, as the plugin does: the sets stay unread, said once.
    @Test(arguments: [false, true])
    func setsNoThemeNamesThatAPlainStyleDictionaryBuildReadsAreItsModes(tokensStudioTransforms: Bool) throws {
        let register = tokensStudioTransforms ? "const { registerTransforms } = require('@tokens-studio/sd-transforms');\nregisterTransforms(StyleDictionary);\n" : ""
        let dependencies = tokensStudioTransforms ? ##""@tokens-studio/sd-transforms": "^0.16.0", "style-dictionary": "^3.9.2""## : ##""style-dictionary": "^3.9.2""##
        let project: [String: String] = [
            "p/package.json": ##"{ "scripts": { "build": "node build.js" }, "devDependencies": { \##(dependencies) } }"##,
            "p/build.js": """
            const StyleDictionary = require('style-dictionary');
            \(register)const themes = [{ name: 'light', source: ['light.json'] }, { name: 'dark', source: ['dark.json'] }];
            themes.forEach((theme) => {
              StyleDictionary.extend({
                include: ['tokens/base.json'],
                source: [`tokens/${theme.source}`],
                platforms: { css: { transformGroup: 'css', files: [{ destination: `tokens.${theme.name}.css`, format: 'css/variables' }] } },
              }).buildAllPlatforms();
            });
            """,
            "p/tokens/$themes.json": ##"[{"name": "Base", "group": "base", "selectedTokenSets": {"base": "enabled"}}]"##,
            "p/tokens/$metadata.json": ##"{"tokenSetOrder": ["base", "light", "dark"]}"##,
            "p/tokens/base.json": ##"{"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}"##,
            "p/tokens/light.json": ##"{"surface": {"value": "{white}", "type": "color"}, "gap": {"value": "50%", "type": "sizing"}, "gutter": {"value": "{gap}", "type": "sizing"}}"##,
            "p/tokens/dark.json": ##"{"surface": {"value": "{black}", "type": "color"}, "gap": {"value": "40%", "type": "sizing"}, "gutter": {"value": "{gap}", "type": "sizing"}}"##,
        ]
        let fixture = StudioFixture(project, paths: ["p"])
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        let light = try fixture.resolve([:])
        #expect(hexColor(light["white"]) == "#ffffff")
        guard !tokensStudioTransforms else {
            #expect(light["surface"] == nil)
            #expect(fixture.codes().filter { $0 == .setEnabledByNoTheme }.count == 1, "\(fixture.messages)")
            return
        }
        #expect(!fixture.codes().contains(.setEnabledByNoTheme), "\(fixture.messages)")
        let modes = try #require(fixture.project?.modifiers.first { $0.name == "mode" })
        #expect(modes.contextNames == ["light", "dark"] && modes.defaultContext == "light")
        #expect(hexColor(light["surface"]) == "#ffffff")
        let dark = try fixture.resolve(["mode": "dark"])
        #expect(hexColor(dark["surface"]) == "#000000")
        // `%` has no Swift meaning: the size is left out, and the token referring to it with it.
        #expect(light["gap"] == nil && light["gutter"] == nil && dark["gutter"] == nil)
        #expect(fixture.diagnostics.diagnostics.contains { $0.code == .leftOutReference && $0.message.contains("gutter") }, "\(fixture.messages)")
    }

    /// The Designsystemet CLI writes `$designsystemet.json` beside `$themes.json`, and the plugin
    /// lists it in `tokenSetOrder`; a folder read skips `$`-files, and the warning says that, located.
    @Test func anOrderEntryNamingADollarFileSaysAFolderReadSkipsIt() throws {
        let fixture = StudioFixture([
            "p/$metadata.json": ##"{"tokenSetOrder": ["a", "$designsystemet"]}"##,
            "p/$designsystemet.json": ##"{"name": "ds", "version": "1"}"##,
            "p/a.json": ##"{"a": {"value": "1", "type": "number"}}"##,
        ], paths: ["p"])
        let warnings = fixture.diagnostics.diagnostics.filter { $0.code == .unknownTokenSet }
        #expect(warnings.count == 1, "\(fixture.messages)")
        #expect(warnings.first?.message.contains("$designsystemet.json, which a folder read skips") == true, "\(fixture.messages)")
        #expect(warnings.first?.location?.line == 1)
        #expect(try fixture.resolve()["a"]?.value == .number(1))
    }

    @Test func anOrderEntryNamingAResolverDocumentSaysSo() throws {
        // The plugin lists every .json file of the folder, resolver documents beside the sets too
        // (with two of them, the folder is read as token files, not as one resolver).
        let resolver = ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/a"}], "sets": {"a": {"sources": [{"$ref": "a.json"}]}}}"##
        let fixture = StudioFixture([
            "p/$metadata.json": ##"{"tokenSetOrder": ["a", "brand.resolver", "gone"]}"##,
            "p/a.json": ##"{"a": {"value": "1", "type": "number"}}"##,
            "p/b.json": ##"{"b": {"value": "2", "type": "number"}}"##,
            "p/brand.resolver.json": resolver, "p/web.resolver.json": resolver,
        ], paths: ["p"])
        let warnings = fixture.diagnostics.diagnostics.filter { $0.code == .unknownTokenSet }
        #expect(warnings.count == 2, "\(fixture.messages)")
        #expect(warnings.contains { $0.message.contains("brand.resolver.json, which Tessera reads as a DTCG resolver document") })
        // A name that is no file at all keeps the usual message.
        #expect(warnings.contains { $0.message.contains("\"gone\", which is neither a set nor a folder of sets") })
        #expect(try fixture.resolve()["b"] != nil)
    }

    @Test func theMostSpecificEntryDecides() throws {
        let fixture = StudioFixture([
            "p/$themes.json": ##"""
            [{"name": "T", "selectedTokenSets": {"base": "enabled", "base/legacy": "disabled", "extra/": "source"}}]
            """##,
            "p/base/a.json": ##"{"a": {"value": "1", "type": "number"}}"##,
            "p/base/legacy/old.json": ##"{"old": {"value": "2", "type": "number"}}"##,
            "p/base/legacy/older.json": ##"{"older": {"value": "3", "type": "number"}}"##,
            "p/extra/deep/x.json": ##"{"x": {"value": "4", "type": "number"}}"##,
        ], paths: ["p"])
        let tokens = try fixture.resolve()
        #expect(tokens["a"] != nil && tokens["x"] != nil)
        #expect(tokens["old"] == nil && tokens["older"] == nil)
        #expect(fixture.codes().isEmpty, "\(fixture.messages)")
    }

    @Test func tokenSetOrderPlacesFolders() throws {
        // Each set defines x; the last merged wins. The folder "z" comes first, except z/late,
        // which a more specific entry places last; "a" is not listed and follows in path order.
        let files = [
            "p/$metadata.json": ##"{"tokenSetOrder": ["z", "m", "z/late"]}"##,
            "p/a.json": ##"{"x": {"value": "1", "type": "number"}}"##,
            "p/m.json": ##"{"x": {"value": "2", "type": "number"}}"##,
            "p/z/early.json": ##"{"x": {"value": "3", "type": "number"}, "early": {"value": "3", "type": "number"}}"##,
            "p/z/late.json": ##"{"x": {"value": "4", "type": "number"}}"##,
        ]
        let fixture = StudioFixture(files, paths: ["p"])
        let project = try #require(fixture.project)
        #expect(project.steps.compactMap(setName) == ["z/early", "m", "z/late", "a"])
        #expect(try fixture.resolve()["x"]?.value == .number(1))
        // Without themes nothing says which sets go together: each replacement is said (TS0527), in merge order.
        #expect(fixture.codes() == Array(repeating: .filesRedefineTokens, count: 3), "\(fixture.messages)")
        #expect(fixture.messages.first?.hasPrefix("TS0527 p/m.json redefines 1 token of p/z/early.json (x)") == true)
    }

    @Test func ungroupedThemesSplitIntoIndependentParts() throws {
        // Global shares nothing with the others (always on); Light and Dark define the same
        // tokens (the modifier "theme"); iOS and Android are platforms (iOS is kept).
        let fixture = StudioFixture([
            "p/$themes.json": ##"""
            [{"name": "Global", "selectedTokenSets": {"global": "enabled"}},
             {"name": "Android", "selectedTokenSets": {"platform-android": "enabled"}},
             {"name": "iOS", "selectedTokenSets": {"platform-ios": "enabled"}},
             {"name": "Light", "selectedTokenSets": {"light": "enabled"}},
             {"name": "Dark", "selectedTokenSets": {"dark": "enabled"}}]
            """##,
            "p/global.json": ##"{"space": {"value": "4", "type": "spacing"}}"##,
            "p/platform-android.json": ##"{"font": {"value": "Roboto", "type": "fontFamilies"}, "gap": {"value": "{space} * 3", "type": "spacing"}}"##,
            "p/platform-ios.json": ##"{"font": {"value": "SF Pro", "type": "fontFamilies"}, "gap": {"value": "{space} * 2", "type": "spacing"}}"##,
            "p/light.json": ##"{"ink": {"value": "#111111", "type": "color"}}"##,
            "p/dark.json": ##"{"ink": {"value": "#eeeeee", "type": "color"}}"##,
        ], paths: ["p"])
        let project = try #require(fixture.project)
        #expect(project.modifiers.map(\.name) == ["theme"])
        #expect(project.modifiers.first?.contextNames == ["Light", "Dark"])
        let dark = try fixture.resolve(["theme": "Dark"])
        #expect(dark["font"]?.value == .fontFamily(["SF Pro"]))
        #expect(dark["gap"]?.value == .dimension(DimensionValue(8, .px)))
        #expect(hexColor(dark["ink"]) == "#eeeeee")
        let notes = fixture.diagnostics.diagnostics.filter { $0.severity == .note }
        #expect(notes.map(\.code) == [.otherPlatformLeftOut] && notes.first?.location?.line == 2, "\(fixture.messages)")
        #expect(fixture.codes().count == 1, "\(fixture.messages)")
    }

    @Test func ungroupedThemesThatHangTogetherStayOneModifier() throws {
        // A single ungrouped theme, and alternatives sharing a set, keep the modifier "theme".
        let fixture = StudioFixture([
            "p/$themes.json": ##"[{"name": "Only", "selectedTokenSets": {"a": "enabled"}}]"##,
            "p/a.json": ##"{"x": {"value": "1", "type": "number"}}"##,
        ], paths: ["p"])
        #expect(try #require(fixture.project).modifiers.map(\.contextNames) == [["Only"]])
    }

    @Test func aThemeWithSetsForSeveralPlatformsKeepsTheAppleOnes() throws {
        let fixture = StudioFixture([
            "p/$themes.json": ##"""
            [{"name": "Light", "group": "mode", "selectedTokenSets": {"platforms/ios": "source", "platforms/web": "source", "light": "enabled"}},
             {"name": "Dark", "group": "mode", "selectedTokenSets": {"platforms": "source", "dark": "enabled"}}]
            """##,
            "p/$metadata.json": ##"{"tokenSetOrder": ["platforms/ios", "platforms/web", "light", "dark"]}"##,
            "p/platforms/ios.json": ##"{"size": {"value": "17", "type": "fontSizes"}}"##,
            // Later in the order and broken: read, it would both win and fail.
            "p/platforms/web.json": ##"{"size": {"value": "{rem.base}", "type": "fontSizes"}}"##,
            "p/light.json": ##"{"ink": {"value": "#111111", "type": "color"}}"##,
            "p/dark.json": ##"{"ink": {"value": "#eeeeee", "type": "color"}}"##,
        ], paths: ["p"])
        for mode in ["Light", "Dark"] {
            #expect(try fixture.resolve(["mode": mode])["size"]?.value == .dimension(DimensionValue(17, .px)), "\(mode)")
        }
        #expect(fixture.codes(.error).isEmpty, "\(fixture.messages)")
        #expect(fixture.codes(.note) == [.otherPlatformLeftOut, .otherPlatformLeftOut], "\(fixture.messages)")
    }
}

private func setName(_ step: ResolutionStep) -> String? {
    if case .set(let name, _) = step { return name }
    return nil
}

/// The sRGB hex of a color token.
private func hexColor(_ token: ResolvedToken?) -> String? {
    guard case .color(let value)? = token?.value else { return nil }
    return ColorModifier.quantized(value.converted(to: .srgb)).srgbHex
}
