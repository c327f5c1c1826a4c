import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport

/// A single Tokens Studio file without `$themes`/`$metadata` is told from a DTCG or Style Dictionary
/// tree by where its references resolve: inside its top-level groups (the plugin's sets) or from the top.
@Suite struct TokensStudioSingleFileSetsTests {
    /// Sets `global`, `light` and `dark`; `light` and `dark` each hold a group named `global` too,
    /// and their references (`{global.grey.800}`) name a token inside the set, not the set `global`.
    static let setNamedLikeAGroup = """
        { "global": { "static": { "white": { "value": "#ffffff", "type": "color" } } },
          "light": { "global": { "grey": { "800": { "value": "#222222", "type": "color" } } },
                     "content": { "primary": { "value": "{global.grey.800}", "type": "color" },
                                  "inverse": { "value": "{static.white}", "type": "color" },
                                  "overlay": { "value": "{content.primary}", "type": "color" } } } }
        """

    @Test func aSetNameThatIsAlsoAGroupInsideTheSetsIsStillASingleFileExport() throws {
        #expect(FormatDetectionTests.detect(["tokens.json": Self.setNamedLikeAGroup]) == .tokensStudio)
        let result = resolveFiles(["tokens.json": Self.setNamedLikeAGroup])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgbHex(result["content.primary"]) == "#222222")
        #expect(srgbHex(result["content.inverse"]) == "#ffffff")
        // A chain through it resolves too.
        #expect(srgbHex(result["content.overlay"]) == "#222222")
    }

    @Test func referencesFromTheTopStillMakeOneTree() {
        // `{global.static.white}` resolves from the top (set name first): one tree, not sets.
        let tree = """
            { "global": { "static": { "white": { "value": "#ffffff", "type": "color" } } },
              "light": { "content": { "inverse": { "value": "{global.static.white}", "type": "color" } } } }
            """
        #expect(FormatDetectionTests.detect(["tokens.json": tree]) != .tokensStudio)
        // A reference that reads both ways is no evidence for sets either.
        let ambiguous = """
            { "core": { "core": { "a": { "value": "#ffffff", "type": "color" } },
                        "a": { "value": "#000000", "type": "color" },
                        "b": { "value": "{core.a}", "type": "color" } } }
            """
        #expect(FormatDetectionTests.detect(["tokens.json": ambiguous]) != .tokensStudio)
    }

    /// The plugin writes the same file in its W3C form (`$value`/`$type`) when its token format is DTCG,
    /// and Figma variable exporters write collections side by side the same way, an alias naming its
    /// target without the collection (`{Colors.Base.white}` for a variable of `primitives`). Read from
    /// the top, as DTCG reads a file, no such reference resolves; read as sets, every one does.
    @Test func theW3CFormOfASingleFileIsReadAsSetsToo() throws {
        let dollar = Self.setNamedLikeAGroup
            .replacingOccurrences(of: "\"value\"", with: "\"$value\"").replacingOccurrences(of: "\"type\"", with: "\"$type\"")
        #expect(FormatDetectionTests.detect(["tokens.json": dollar]) == .tokensStudio)
        let result = resolveFiles(["tokens.json": dollar])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgbHex(result["content.primary"]) == "#222222")
        #expect(srgbHex(result["content.overlay"]) == "#222222")
        // References from the top: a DTCG tree, its groups no sets.
        let tree = """
            { "global": { "static": { "white": { "$value": "#ffffff", "$type": "color" } } },
              "light": { "content": { "inverse": { "$value": "{global.static.white}", "$type": "color" } } } }
            """
        #expect(FormatDetectionTests.detect(["tokens.json": tree]) == .dtcg)
        #expect(srgbHex(resolveFiles(["tokens.json": tree])["light.content.inverse"]) == "#ffffff")
        // A member only Style Dictionary writes beside `$value` still says Style Dictionary.
        let styleDictionary = dollar.replacingOccurrences(of: "\"$type\": \"color\" } } },", with: "\"$type\": \"color\", \"comment\": \"x\" } } },")
        #expect(FormatDetectionTests.detect(["tokens.json": styleDictionary]) != .tokensStudio)
    }

    /// Without themes nothing says which sets the plugin applies together. Sets named for the modes of one
    /// collection that define the same tokens (an exporter's `lightMode` and `darkMode` side by side) are
    /// those modes: one `mode` modifier, light the default, where a merge let the last mode win in silence.
    /// A set that redefines only some of another's tokens is an override: merged, with one warning.
    @Test func setsNamedForModesWithoutThemesAreModes() throws {
        let modes = """
            { "primitives": { "Colors": { "white": { "$value": "#ffffff", "$type": "color" }, "ink": { "$value": "#111111", "$type": "color" } } },
              "lightMode": { "bg": { "$value": "{Colors.white}", "$type": "color" }, "fg": { "$value": "{Colors.ink}", "$type": "color" } },
              "darkMode": { "bg": { "$value": "{Colors.ink}", "$type": "color" }, "fg": { "$value": "{Colors.white}", "$type": "color" } },
              "brand": { "fg": { "$value": "#ff0000", "$type": "color" } } }
            """
        let light = resolveFiles(["tokens.json": modes])
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.map { $0["mode"] } == ["light", "dark"])
        #expect(srgbHex(light["bg"]) == "#ffffff")
        let dark = resolveFiles(["tokens.json": modes], input: ["mode": "dark"])
        #expect(srgbHex(dark["bg"]) == "#111111")
        // `brand` comes after both modes in the sets' order and is merged over either.
        #expect(srgbHex(light["fg"]) == "#ff0000" && srgbHex(dark["fg"]) == "#ff0000")
        #expect(light.all(.filesRedefineTokens).isEmpty)
        // Sets that do not define the same tokens are no modes: merged in order, the override said once.
        let partial = modes.replacingOccurrences(of: #", "fg": { "$value": "{Colors.white}", "$type": "color" } },"#, with: " },")
        let merged = resolveFiles(["tokens.json": partial])
        #expect(merged.permutations.count == 1)
        #expect(srgbHex(merged["bg"]) == "#111111")
        let warning = try #require(merged.first(.filesRedefineTokens))
        #expect(merged.all(.filesRedefineTokens).count == 2, "\(merged.all(.filesRedefineTokens).map(\.message))")
        #expect(warning.message == "set \"darkMode\" of tokens.json redefines 1 token of set \"lightMode\" of tokens.json (bg); no Tokens Studio theme says which sets are used together, so every set is merged in order and the later set's values replace the earlier ones")
        let themed = modes.replacingOccurrences(
            of: "{ \"primitives\"",
            with: #"{ "$themes": [{ "name": "Light", "group": "Mode", "selectedTokenSets": { "primitives": "source", "lightMode": "enabled" } }, { "name": "Dark", "group": "Mode", "selectedTokenSets": { "primitives": "source", "darkMode": "enabled" } }], "primitives""#)
        let chosen = resolveFiles(["tokens.json": themed])
        #expect(chosen.errors.isEmpty, "\(chosen.errors.map(\.message))")
        #expect(chosen.permutations.map { $0["Mode"] } == ["Light", "Dark"])
    }

    /// A dark set may leave out some of the light set's tokens (a build reads global with light, then global
    /// with dark): still the two modes, the default light. One that defines a token light lacks, or fewer
    /// than three quarters of light's, is an override merged in order, as before.
    @Test func aModeSetLeavingSomeTokensOutIsStillAMode() {
        func sets(dark: String) -> String {
            """
            { "light": { "bg": { "value": "#ffffff", "type": "color" }, "fg": { "value": "#111111", "type": "color" },
                         "gray": { "value": "#888888", "type": "color" }, "line": { "value": "#cccccc", "type": "color" } },
              "dark": \(dark),
              "$themes": [], "$metadata": { "tokenSetOrder": ["light", "dark"] } }
            """
        }
        let subset = resolveFiles(["tokens.json": sets(dark: ##"{ "bg": { "value": "#000000", "type": "color" }, "fg": { "value": "#eeeeee", "type": "color" }, "line": { "value": "#333333", "type": "color" } }"##)])
        #expect(subset.errors.isEmpty, "\(subset.errors.map(\.message))")
        #expect(subset.permutations.map { $0["mode"] } == ["light", "dark"])
        #expect(srgbHex(subset["bg"]) == "#ffffff" && srgbHex(subset["gray"]) == "#888888")
        let dark = resolveFiles(["tokens.json": sets(dark: ##"{ "bg": { "value": "#000000", "type": "color" }, "fg": { "value": "#eeeeee", "type": "color" }, "line": { "value": "#333333", "type": "color" } }"##)], input: ["mode": "dark"])
        #expect(srgbHex(dark["bg"]) == "#000000" && dark["gray"] == nil)
        let extra = resolveFiles(["tokens.json": sets(dark: ##"{ "bg": { "value": "#000000", "type": "color" }, "link": { "value": "#0000ff", "type": "color" } }"##)])
        #expect(extra.permutations.count == 1 && srgbHex(extra["bg"]) == "#000000")
        let few = resolveFiles(["tokens.json": sets(dark: ##"{ "bg": { "value": "#000000", "type": "color" } }"##)])
        #expect(few.permutations.count == 1 && srgbHex(few["bg"]) == "#000000")
    }

    /// Pairs of sets named by mode words anywhere in their names (`light`, `light-component`; `dark`,
    /// `dark-component`) are one `mode`; other alternatives defining the same tokens (`brand/acme`,
    /// `brand/globex`) a modifier of their own, whose default is the set a merge let win, so the
    /// default build keeps its values. A reference chain through a mode set follows the mode.
    @Test func setPairsNamedForModesJoinOneModeAndOtherAlternativesTheirOwn() throws {
        let sets = """
            { "light": { "bg": { "value": "#ffffff", "type": "color" } },
              "light-component": { "button": { "fill": { "value": "{bg}", "type": "color" } } },
              "dark": { "bg": { "value": "#000000", "type": "color" } },
              "dark-component": { "button": { "fill": { "value": "{bg}", "type": "color" } } },
              "brand/acme": { "radius": { "value": "4", "type": "borderRadius" } },
              "brand/globex": { "radius": { "value": "8", "type": "borderRadius" } },
              "$themes": [], "$metadata": { "tokenSetOrder": ["light", "light-component", "dark", "dark-component", "brand/acme", "brand/globex"] } }
            """
        let result = resolveFiles(["tokens.json": sets])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.permutations.count == 4)
        #expect(srgbHex(result["button.fill"]) == "#ffffff")
        #expect(result["radius"] == .dimension(DimensionValue(8, .px)))
        let dark = resolveFiles(["tokens.json": sets], input: ["mode": "dark", "brand": "acme"])
        #expect(srgbHex(dark["button.fill"]) == "#000000")
        #expect(dark["radius"] == .dimension(DimensionValue(4, .px)))
        #expect(result.all(.filesRedefineTokens).isEmpty)
    }

    /// A mode word written as two words (`high-contrast`, `highContrast`) names one mode: `mode/light` and
    /// `mode/high-contrast` are the two modes of `mode`, as `mode/light` and `mode/dark` are, not the sets
    /// `mode/high` in "contrast" beside `mode` in "light", which a merge let the high-contrast values win
    /// over light's in the default build. A chain through a mode set follows the mode chosen.
    @Test func aModeWordOfTwoWordsNamesOneModeOfItsSiblingSets() throws {
        let sets = """
            { "primitive": { "blue": { "50": { "value": "#256ef4", "type": "color" }, "90": { "value": "#03163a", "type": "color" } } },
              "mode/light": { "text": { "primary": { "value": "{blue.50}", "type": "color" } } },
              "mode/high-contrast": { "text": { "primary": { "value": "{blue.90}", "type": "color" } } },
              "responsive/pc": { "gap": { "value": "24", "type": "spacing" } },
              "responsive/mobile": { "gap": { "value": "16", "type": "spacing" } },
              "semantic": { "link": { "value": "{text.primary}", "type": "color" } },
              "$themes": [], "$metadata": { "tokenSetOrder": ["primitive", "mode/light", "mode/high-contrast", "responsive/pc", "responsive/mobile", "semantic"] } }
            """
        let light = resolveFiles(["tokens.json": sets])
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.all(.filesRedefineTokens).isEmpty, "\(light.all(.filesRedefineTokens).map(\.message))")
        #expect(Set(light.permutations.compactMap { $0["mode"] }) == ["light", "highcontrast"])
        #expect(light.permutations.first?["mode"] == "light")
        #expect(srgbHex(light["text.primary"]) == "#256ef4" && srgbHex(light["link"]) == "#256ef4")
        let contrast = resolveFiles(["tokens.json": sets], input: ["mode": "highcontrast", "responsive": "pc"])
        #expect(srgbHex(contrast["link"]) == "#03163a")
        #expect(contrast["gap"] == .dimension(DimensionValue(24, .px)))
        // Written in camel case beside another word, the same: `lightMode` and `highContrastMode`.
        let camel = sets.replacingOccurrences(of: "mode/light", with: "lightMode").replacingOccurrences(of: "mode/high-contrast", with: "highContrastMode")
        let camelContrast = resolveFiles(["tokens.json": camel], input: ["mode": "highcontrast"])
        #expect(camelContrast.errors.isEmpty, "\(camelContrast.errors.map(\.message))")
        #expect(srgbHex(camelContrast["link"]) == "#03163a")
        // Two words that name no mode together stay two words: `surface/high-emphasis` and
        // `surface/low-emphasis` name no modes of `surface`, and a merge lets the later win, said once.
        let emphasis = sets.replacingOccurrences(of: "mode/light", with: "surface/high-emphasis").replacingOccurrences(of: "mode/high-contrast", with: "surface/low-emphasis")
        let merged = resolveFiles(["tokens.json": emphasis], input: ["responsive": "pc"])
        #expect(merged.permutations.allSatisfy { $0["mode"] == nil })
        #expect(srgbHex(merged["link"]) == "#03163a")
        #expect(merged.all(.filesRedefineTokens).count == 1)
        // Sets named for light and high contrast that do not define the same tokens are no modes either.
        let unlike = sets.replacingOccurrences(of: ##""mode/high-contrast": { "text": { "primary": { "value": "{blue.90}", "type": "color" } } }"##, with: ##""mode/high-contrast": { "text": { "primary": { "value": "{blue.90}", "type": "color" }, "inverse": { "value": "#ffffff", "type": "color" } } }"##)
        let override = resolveFiles(["tokens.json": unlike])
        #expect(override.permutations.allSatisfy { $0["mode"] == nil })
        #expect(srgbHex(override["link"]) == "#03163a")
    }

    /// Sets `core` and `ide`, references in the plugin's older `$group.token` form, and members beside
    /// the values that the plugin keeps but never writes itself (`scope`).
    static let pluginAliasForm = """
        { "core": { "core": { "teal": { "3": { "value": "#008184", "type": "color", "scope": "all" } },
                              "accent": { "value": "$core.teal.3", "type": "color" } } },
          "ide": { "semantic": { "fg": { "value": "$core.teal.3", "type": "color" } },
                   "sidebar": { "value": "{semantic.fg}", "type": "color" } } }
        """

    @Test func thePluginsDollarAliasesThroughSetsOutweighAForeignMember() throws {
        #expect(FormatDetectionTests.detect(["tokens.json": Self.pluginAliasForm]) == .tokensStudio)
        let result = resolveFiles(["tokens.json": Self.pluginAliasForm])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(srgbHex(result["core.accent"]) == "#008184")
        #expect(srgbHex(result["semantic.fg"]) == "#008184")
        #expect(srgbHex(result["sidebar"]) == "#008184")
    }

    @Test func aForeignMemberWithBracedReferencesStaysStyleDictionary() {
        // The same file with `{…}` references, which Style Dictionary reads too: `scope` says Style Dictionary.
        let braced = Self.pluginAliasForm.replacingOccurrences(of: "\"$core.teal.3\"", with: "\"{core.teal.3}\"")
        #expect(FormatDetectionTests.detect(["tokens.json": braced]) != .tokensStudio)
        // And a `$` text that resolves nowhere inside the sets (a price) is no evidence.
        let price = """
            { "shop": { "label": { "value": "$9.99", "type": "text", "scope": "all" },
                        "tint": { "value": "{base}", "type": "color" },
                        "base": { "value": "#ffffff", "type": "color" } } }
            """
        #expect(FormatDetectionTests.detect(["tokens.json": price]) != .tokensStudio)
    }

    private func srgbHex(_ value: TokenValue?) -> String? {
        guard case .color(let color)? = value else { return nil }
        return color.srgbHex
    }
}

/// token-transformer writes a Tokens Studio file for Style Dictionary to build, and the project keeps
/// Style Dictionary's `config.json` beside it: read as the plugin's file, the configuration is skipped
/// with a note, not read as a set whose `source` and `platforms` are no tokens.
@Suite struct TokensStudioFileBuiltByStyleDictionaryTests {
    static let transformed = """
        { "fontSize": { "1": { "value": "12", "type": "fontSizes" }, "2": { "value": "{fontSize.1}", "type": "fontSizes" } },
          "lineHeights": { "0": { "value": "125%", "type": "lineHeights" } },
          "brand": { "value": "#6a33d4", "type": "color" } }
        """
    static let configuration = """
        { "source": ["src/transformed-tokens.json"],
          "platforms": { "css": { "transformGroup": "css", "buildPath": "build/", "files": [{ "destination": "tokens.css", "format": "css/variables" }] } } }
        """

    @Test(arguments: [true, false])
    func theConfigurationBesideIsNoSet(withConfiguration: Bool) {
        var files = ["p/src/transformed-tokens.json": Self.transformed]
        if withConfiguration { files["p/config.json"] = Self.configuration }
        #expect(FormatDetectionTests.detect(files) == .tokensStudio)
        let result = resolveFiles(files, entry: "p")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.unmappedValue).isEmpty, "\(result.all(.unmappedValue).map(\.message))")
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
        #expect(result.all(.styleDictionaryConfiguration).map(\.severity) == (withConfiguration ? [.note] : []))
        #expect(result["fontSize.2"] == .dimension(DimensionValue(12, .px)))
        #expect(srgb(result["brand"]).map { $0.map { ($0 * 255).rounded() } } == [106, 51, 212])
        #expect(result.tokens.keys.allSatisfy { !$0.hasPrefix("platforms") && !$0.hasPrefix("source") })
    }
}
