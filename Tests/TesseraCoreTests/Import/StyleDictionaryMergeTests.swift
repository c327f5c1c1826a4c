import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// Style Dictionary deep-merges its sources into one object, and an object with a value is a token
/// whose other members are data: it flattens no token inside another. Read the same way here.
@Suite struct StyleDictionaryMergeTests {
    /// One file defines the token `color.border`, another the group `color.border.*`.
    private func borderFiles(tokenFile: String, groupFile: String) -> [String: String] {
        [
            tokenFile: """
                { "color": { "gray": { "value": "#d9e0e6" },
                             "brand": { "value": "{palette.blue}" },
                             "border": { "value": "{color.gray.value}" } },
                  "palette": { "blue": { "50": { "value": "#0000ff" } } } }
                """,
            groupFile: """
                { "color": { "border": { "default": { "value": "{color.border.value}" },
                                         "primary": { "value": "{color.brand.value}" } },
                             "text": { "default": { "value": "#111111" } } } }
                """,
            "sd/dialog.json": """
                { "dialog": { "border": { "value": "{color.border.default.value}" },
                              "accent": { "value": "{color.border.primary.value}" },
                              "text": { "value": "{color.text.default}" } } }
                """,
        ]
    }

    @Test(arguments: [("sd/color/core.json", "sd/color/border.json"), ("sd/color/a.json", "sd/color/b.json")])
    func aTokenAndAGroupAtOnePathMergeIntoTheToken(tokenFile: String, groupFile: String) {
        // Whichever file comes later, as Style Dictionary's deep merge keeps both in one object.
        let result = resolveFiles(borderFiles(tokenFile: tokenFile, groupFile: groupFile), entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let merged = result.all(.styleDictionaryGroupInToken)
        #expect(merged.map(\.tokenPath) == ["color.border"])
        #expect(merged.first?.severity == .warning)
        #expect(merged.first?.message.contains("2 tokens are members of that token") == true, "\(merged.map(\.message))")
        #expect(srgb(result["color.border"]).map { $0.map { ($0 * 255).rounded() } } == [217, 224, 230])
        // The group's tokens are not tokens (Style Dictionary outputs none of them) ...
        #expect(result.tokens["color.border.default"] == nil)
        #expect(result.tokens["color.border.primary"] == nil)
        // ... but a reference to one reads its value, here a reference to the token itself.
        #expect(result.tokens["dialog.border"]?.aliasOf == "color.border")
        #expect(srgb(result["dialog.border"]) == srgb(result["color.border"]))
        // A group with no token at its path stays a group of tokens.
        #expect(result.tokens["color.text.default"] != nil)
        #expect(result.tokens["dialog.text"]?.aliasOf == "color.text.default")
    }

    @Test func aChainThroughAMemberToALeftOutTokenIsLeftOutNamingIt() {
        let result = resolveFiles(borderFiles(tokenFile: "sd/color/core.json", groupFile: "sd/color/border.json"), entry: "sd",
                                  format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        // `color.brand` names a group (left out, TS0304); `dialog.accent` reaches it through the member.
        #expect(result.all(.referenceToGroup).map(\.tokenPath) == ["color.brand"])
        #expect(result.tokens["dialog.accent"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["dialog.accent"])
        #expect(result.all(.leftOutReference).first?.message.contains("color.brand") == true)
    }

    @Test func tokensInsideATokenAreItsMembers() {
        // A token with its parts as members, each with a value, referenced from the token's own value.
        let result = resolveFiles([
            "sd/time.json": """
                { "time": { "transition": { "slow": {
                    "value": "{time.transition.slow.duration.value}",
                    "duration": { "value": "0.5s" },
                    "timing": { "value": "cubic-bezier(0, 0.3, 0.3, 1)" } } } },
                  "motion": { "ease": { "value": "{time.transition.slow.timing.value}" },
                              "missing": { "value": "{time.transition.slow.delay.value}" } } }
                """
        ], entry: "sd", format: .styleDictionary)
        #expect(result["time.transition.slow"] == .duration(DurationValue(0.5, .s)))
        #expect(result.tokens["time.transition.slow.duration"] == nil)
        #expect(result["motion.ease"] == .cubicBezier(CubicBezier(0, 0.3, 0.3, 1)))
        // A member the token does not have is no token, in Style Dictionary too: the one error.
        #expect(result.errors.map(\.tokenPath) == ["motion.missing"], "\(result.errors.map(\.message))")
        #expect(result.first(.unresolvedReference)?.tokenPath == "motion.missing")
    }

    @Test func aTokenAtTheTopAndAGroupOfItsNameInAnotherFile() {
        // The token is one file's first name; the group and the reference are other files'.
        let result = resolveFiles([
            "sd/a.json": ##"{ "brand": { "value": "#ff0000" } }"##,
            "sd/b.json": ##"{ "brand": { "hover": { "value": "#00ff00" } }, "accent": { "value": "#0000ff" } }"##,
            "sd/c.json": ##"{ "link": { "value": "{brand.hover.value}" }, "focus": { "value": "{accent.value}" } }"##,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.styleDictionaryGroupInToken).map(\.tokenPath) == ["brand"])
        #expect(result.tokens["brand.hover"] == nil)
        #expect(srgb(result["link"]) == [0, 1, 0])
        #expect(result.tokens["focus"]?.aliasOf == "accent")
    }

    @Test func aGroupInAnotherBrandIsNotMergedIntoAToken() {
        // Brand folders are chosen one at a time; a token in one brand and a group in another never merge.
        let result = resolveFiles([
            "sd/brands/a/color.json": ##"{ "color": { "accent": { "value": "#ff0000" }, "text": { "value": "#000000" } } }"##,
            "sd/brands/b/color.json": ##"{ "color": { "accent": { "value": "#00ff00" }, "text": { "value": "#111111" } } }"##,
            "sd/base.json": ##"{ "color": { "accent": { "hover": { "value": "#0000ff" } } } }"##,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        // The base group and a brand's token do merge: the context's token replaces the group.
        #expect(srgb(result["color.accent"]) == [1, 0, 0])
        #expect(result.all(.styleDictionaryGroupInToken).isEmpty)
    }

    /// `tessera validate .` from inside a project reads paths relative to `.` (`global/color.json`,
    /// `theme/dark/color.json`): the folders of modes are the same ones an absolute path shows.
    @Test(arguments: [".", "/work/sd"])
    func folderModesDoNotDependOnHowThePathIsWritten(entry: String) {
        let prefix = entry == "." ? "" : entry + "/"
        let files = [
            prefix + "global/color.json": ##"{ "color": { "white": { "value": "#ffffff" }, "black": { "value": "#000000" } } }"##,
            prefix + "theme/dark/content.json": ##"{ "content": { "text": { "value": "{color.white.value}" } } }"##,
            prefix + "theme/light/content.json": ##"{ "content": { "text": { "value": "{color.black.value}" } } }"##,
            prefix + "component/button.json": ##"{ "button": { "label": { "value": "{content.text.value}" } } }"##,
        ]
        let light = resolveFiles(files, entry: entry, format: .styleDictionary)
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        // Two contexts, not one set in which the later file (light) wins in silence.
        #expect(light.permutations.map { $0["theme"] } == ["dark", "light"])
        #expect(light.all(.filesRedefineTokens).isEmpty, "\(light.all(.filesRedefineTokens).map(\.message))")
        let dark = resolveFiles(files, entry: entry, input: ["theme": "dark"], format: .styleDictionary)
        #expect(srgb(dark["button.label"]) == [1, 1, 1])
        let chosenLight = resolveFiles(files, entry: entry, input: ["theme": "light"], format: .styleDictionary)
        #expect(srgb(chosenLight["button.label"]) == [0, 0, 0])
    }

    /// A build per brand and theme (`brands/<brand>/<theme>/**`): a brand's own theme folders are built one
    /// at a time too, so each is a context with the brand's other files, never merged into one context where
    /// the last by name wins in silence. A brand with one theme, and a brand's folders of other tokens
    /// (`color/`, `size/`), stay one context.
    @Test func aBrandsOwnThemeFoldersAreContextsOfTheirOwn() {
        let files = [
            "sd/global/color.json": ##"{ "color": { "white": { "value": "#ffffff" }, "black": { "value": "#000000" }, "red": { "value": "#ff0000" } } }"##,
            "sd/brands/acme/size.json": ##"{ "size": { "gap": { "value": "4px" } } }"##,
            "sd/brands/acme/motif/content.json": ##"{ "content": { "text": { "value": "{color.white.value}" } } }"##,
            "sd/brands/acme/default/content.json": ##"{ "content": { "text": { "value": "{color.black.value}" } } }"##,
            "sd/brands/zeta/default/content.json": ##"{ "content": { "text": { "value": "{color.red.value}" } } }"##,
            "sd/brands/zeta/size/size.json": ##"{ "size": { "gap": { "value": "8px" } } }"##,
        ]
        let result = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.permutations.map { $0["brands"] } == ["acme/default", "acme/motif", "zeta"])
        #expect(result.all(.filesRedefineTokens).isEmpty, "\(result.all(.filesRedefineTokens).map(\.message))")
        // The default is the brand's default theme, with the brand's other files.
        #expect(srgb(result["content.text"]) == [0, 0, 0])
        #expect(result["size.gap"] == .dimension(DimensionValue(4, .px)))
        let motif = resolveFiles(files, entry: "sd", input: ["brands": "acme/motif"], format: .styleDictionary)
        #expect(srgb(motif["content.text"]) == [1, 1, 1])
        #expect(motif["size.gap"] == .dimension(DimensionValue(4, .px)))
        let zeta = resolveFiles(files, entry: "sd", input: ["brands": "zeta"], format: .styleDictionary)
        #expect(srgb(zeta["content.text"]) == [1, 0, 0])
        #expect(zeta["size.gap"] == .dimension(DimensionValue(8, .px)))
    }
}

/// The CTI category types an untyped value only when the value's shape does not say otherwise.
@Suite struct StyleDictionaryCategoryShapeTests {
    @Test func textThatIsNoColorUnderColorIsAString() {
        let result = resolveFiles([
            "sd/color.json": """
                { "color": {
                    "alias": { "pine": { "value": "colors.green.700" } },
                    "mode": { "text": { "value": { "rest": "colors.darkGrey", "hover": "colors.white" } } },
                    "brand": { "value": "#00ff00" },
                    "link": { "value": "{color.mode.text}" } } }
                """
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.alias.pine"] == .string("colors.green.700"))
        #expect(result.all(.inferredType).map(\.tokenPath).contains("color.alias.pine"))
        // An object with none of a color's members is left to the project's own code: left out, once.
        #expect(result.tokens["color.mode.text"] == nil)
        #expect(result.warnings.filter { $0.tokenPath == "color.mode.text" }.count == 1, "\(result.warnings.map(\.message))")
        #expect(result.all(.unexpectedSubValue).isEmpty)
        // The chain through it is left out too.
        #expect(result.tokens["color.link"] == nil)
        #expect(result.all(.leftOutReference).map(\.tokenPath) == ["color.link"])
        #expect(srgb(result["color.brand"]) == [0, 1, 0])
    }

    @Test func aMalformedColorUnderColorStaysAnError() {
        let result = resolveFiles([
            "sd/color.json": ##"{ "color": { "a": { "value": "#ff00f" }, "b": { "value": "rgb(0 0)" }, "c": { "value": "blu" }, "d": { "value": "1px solid #a3adc8" } } }"##
        ], entry: "sd", format: .styleDictionary)
        #expect(Set(result.errors.map(\.tokenPath)) == ["color.a", "color.b", "color.c", "color.d"], "\(result.errors.map(\.message))")
    }

    @Test func unitNoneBesideANumberIsAPlainNumber() {
        let result = resolveFiles([
            "sd/size.json": """
                { "size": { "line-height": { "body": { "value": "1.5", "unit": "none" }, "tight": { "value": 1.2, "unit": "none" } },
                            "gap": { "value": "0.5", "unit": "rem" },
                            "odd": { "value": "2", "unit": "furlong" },
                            "leading": { "value": "{size.line-height.body}" } } }
                """
        ], entry: "sd", format: .styleDictionary)
        #expect(result["size.line-height.body"] == .number(1.5))
        #expect(result["size.line-height.tight"] == .number(1.2))
        #expect(result["size.leading"] == .number(1.5))
        #expect(result["size.gap"] == .dimension(DimensionValue(0.5, .rem)))
        // No bare-number warning for the numbers that say they have no unit.
        let bareNumbers = result.all(.legacyValue).compactMap(\.tokenPath).filter { $0.hasPrefix("size.line-height") }
        #expect(bareNumbers.isEmpty)
        // A unit Tessera cannot read stays an error.
        #expect(result.errors.map(\.tokenPath) == ["size.odd"], "\(result.errors.map(\.message))")
    }

    /// Style Dictionary's multi-file modes: `core.dark.json` beside `core.json`. The default build
    /// leaves the mode's files out; the dark build reads the others and the dark files over them.
    private let modeFiles: [String: String] = [
        "sd/color/core.json": """
            { "color": { "red": { "value": "#ff0000" }, "blue": { "value": "#0000ff" } } }
            """,
        "sd/color/core.dark.json": """
            { "color": { "red": { "value": "#880000" } } }
            """,
        "sd/text.json": """
            { "text": { "alert": { "value": "{color.red.value}" }, "link": { "value": "{color.blue.value}" } } }
            """,
    ]

    @Test func aFileNamedForAModeIsThatModesOverrides() {
        let light = resolveFiles(modeFiles, entry: "sd", format: .styleDictionary)
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.map { $0["mode"] } == ["light", "dark"])
        // The default build does not read the dark file: no collision between the two files either.
        #expect(srgb(light["color.red"]) == [1, 0, 0])
        #expect(srgb(light["text.alert"]) == [1, 0, 0])
        #expect(light.all(.filesRedefineTokens).isEmpty, "\(light.all(.filesRedefineTokens).map(\.message))")
        let dark = resolveFiles(modeFiles, entry: "sd", input: ["mode": "dark"], format: .styleDictionary)
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(srgb(dark["color.red"]).map { $0.map { ($0 * 255).rounded() } } == [136, 0, 0])
        // References resolve in the mode's tree, as the dark build's do; tokens it does not override keep their value.
        #expect(srgb(dark["text.alert"]).map { $0.map { ($0 * 255).rounded() } } == [136, 0, 0])
        #expect(srgb(dark["text.link"]) == [0, 0, 1])
    }

    /// `darkValue` members beside `*.dark.json` files name the same dark mode: one `mode` modifier, whose
    /// dark context reads both, not a second axis whose `dark` crosses the files' `light`.
    @Test func aDarkValueJoinsTheModeOfDarkFiles() {
        var files = modeFiles
        files["sd/color/core.json"] = """
            { "color": { "red": { "value": "#ff0000" }, "blue": { "value": "#0000ff", "darkValue": "#000088" } } }
            """
        let light = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.allSatisfy { $0["legacy-mode"] == nil })
        #expect(light.permutations.map { $0["mode"] } == ["light", "dark"])
        #expect(srgb(light["text.link"]) == [0, 0, 1])
        let dark = resolveFiles(files, entry: "sd", input: ["mode": "dark"], format: .styleDictionary)
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(srgb(dark["color.red"]).map { $0.map { ($0 * 255).rounded() } } == [136, 0, 0])
        #expect(srgb(dark["color.blue"]).map { $0.map { ($0 * 255).rounded() } } == [0, 0, 136])
        #expect(srgb(dark["text.link"]).map { $0.map { ($0 * 255).rounded() } } == [0, 0, 136])
        // A mode the files do not have is an axis of its own, as before.
        files["sd/color/core.json"] = """
            { "color": { "red": { "value": "#ff0000" }, "blue": { "value": "#0000ff" } } }
            """
        files["sd/text.json"] = """
            { "text": { "alert": { "value": "{color.red.value}", "$extensions": { "mode": { "contrast": "#000000" } } },
                        "link": { "value": "{color.blue.value}" } } }
            """
        let crossed = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(crossed.permutations.count == 4, "\(crossed.permutations)")
    }

    @Test func aNameThatIsNoModePartStaysInTheDefaultBuild() {
        // `dark.json` is a file like any other (its mode would be its whole name), and `button.__dark__.json`
        // is no `*.dark.json`: both are read by the one build, and a collision between them is reported.
        let result = resolveFiles([
            "sd/dark.json": """
                { "color": { "red": { "value": "#880000" } } }
                """,
            "sd/button.__dark__.json": """
                { "color": { "red": { "value": "#ff0000" } } }
                """,
        ], entry: "sd", format: .styleDictionary)
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.permutations.count == 1)
        #expect(result.all(.filesRedefineTokens).count == 1)
        #expect(srgb(result["color.red"]).map { $0.map { ($0 * 255).rounded() } } == [136, 0, 0])
    }

    /// Files of one folder named for the modes of one collection (`theme-light`, `theme-dark`) that
    /// define the same tokens are that collection's modes, as a Figma collection's: a project builds
    /// each on its own. Named for light and dark, every such pair is one `mode`, as `.dark.json` files
    /// are; other names form a modifier of their own, whose default is the file a merge lets win.
    /// Files that share a prefix but not their tokens stay one merged set.
    @Test func siblingFilesNamedForModesOfOneCollectionAreItsModes() {
        let files = [
            "sd/tokens/theme-light.tokens.json": ##"{ "color": { "bg": { "$type": "color", "$value": "#ffffff" } } }"##,
            "sd/tokens/theme-dark.tokens.json": ##"{ "color": { "bg": { "$type": "color", "$value": "#000000" } } }"##,
            "sd/tokens/elevation-light.json": ##"{ "shadow": { "tint": { "$type": "color", "$value": "#eeeeee" } } }"##,
            "sd/tokens/elevation-dark.json": ##"{ "shadow": { "tint": { "$type": "color", "$value": "#111111" } } }"##,
            "sd/tokens/spacing-desktop.json": ##"{ "gap": { "$type": "dimension", "$value": "24px" } }"##,
            "sd/tokens/spacing-mobile.json": ##"{ "gap": { "$type": "dimension", "$value": "16px" } }"##,
            "sd/tokens/button-primary.json": ##"{ "button": { "primary": { "$type": "color", "$value": "{color.bg}" } } }"##,
            "sd/tokens/button-secondary.json": ##"{ "button": { "secondary": { "$type": "color", "$value": "#00ff00" } } }"##,
        ]
        let light = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.map { [$0["mode"] ?? "", $0["spacing"] ?? ""] } == [
            ["light", "mobile"], ["light", "desktop"], ["dark", "mobile"], ["dark", "desktop"],
        ])
        #expect(light.all(.filesRedefineTokens).isEmpty, "\(light.all(.filesRedefineTokens).map(\.message))")
        #expect(srgb(light["button.primary"]) == [1, 1, 1])
        // The default spacing is the one a merge gave (the last file), the other an alternative.
        #expect(light["gap"] == .dimension(DimensionValue(16, .px)))
        let dark = resolveFiles(files, entry: "sd", input: ["mode": "dark", "spacing": "desktop"], format: .styleDictionary)
        #expect(srgb(dark["button.primary"]) == [0, 0, 0])
        #expect(srgb(dark["shadow.tint"]).map { $0.map { ($0 * 255).rounded() } } == [17, 17, 17])
        #expect(srgb(dark["button.secondary"]) == [0, 1, 0])
        #expect(dark["gap"] == .dimension(DimensionValue(24, .px)))
        // Named for no mode word, `theme-default` is its collection's default.
        var named = files
        named["sd/tokens/theme-default.tokens.json"] = named.removeValue(forKey: "sd/tokens/theme-light.tokens.json")
        #expect(resolveFiles(named, entry: "sd", format: .styleDictionary).permutations.first?["theme"] == "default")
        // Defining other tokens, `theme-light` and `theme-dark` are two files of one set, the later winning.
        var unlike = files
        unlike["sd/tokens/theme-dark.tokens.json"] = ##"{ "color": { "bg": { "$type": "color", "$value": "#000000" }, "fg": { "$type": "color", "$value": "#ffffff" } } }"##
        let merged = resolveFiles(unlike, entry: "sd", format: .styleDictionary)
        #expect(merged.permutations.allSatisfy { $0["theme"] == nil })
        #expect(merged.all(.filesRedefineTokens).count == 1)
    }

    /// Files of one folder each named by one word (`brand/acme.json`, `brand/globex.json`), as exporters of
    /// Figma variables write a collection's modes (zeroheight's `collection/mode.json`), that define exactly
    /// the same tokens are the modes of a collection the folder names: the project builds one at a time, where
    /// a merge would give every build the last file's values. A token left out in one mode (rule 1) leaves out
    /// its referrers there only. Files of a folder that define other tokens stay one merged set.
    @Test func filesOfOneFolderDefiningTheSameTokensAreTheModesItNames() {
        let files = [
            "sd/json/brand/acme.json": ##"{ "colors": { "brand": { "type": "color", "value": "#bad9d5" } }, "size": { "radius": { "type": "dimension", "value": "4px" } } }"##,
            "sd/json/brand/globex.json": ##"{ "colors": { "brand": { "type": "color", "value": "#ff0000" } }, "size": { "radius": { "type": "dimension", "value": "50%" } } }"##,
            "sd/json/theme/light.json": ##"{ "bg": { "primary": { "type": "color", "value": "{colors.brand}" } }, "button": { "radius": { "type": "dimension", "value": "{size.radius}" } } }"##,
            "sd/json/theme/dark.json": ##"{ "bg": { "primary": { "type": "color", "value": "#000000" } }, "button": { "radius": { "type": "dimension", "value": "{size.radius}" } } }"##,
        ]
        let acme = resolveFiles(files, entry: "sd", input: ["brand": "acme"], format: .styleDictionary)
        #expect(acme.errors.isEmpty, "\(acme.errors.map(\.message))")
        #expect(acme.all(.filesRedefineTokens).isEmpty, "\(acme.all(.filesRedefineTokens).map(\.message))")
        #expect(Set(acme.permutations.compactMap { $0["brand"] }) == ["acme", "globex"])
        #expect(srgb(acme["bg.primary"]).map { $0.map { ($0 * 255).rounded() } } == [186, 217, 213])
        #expect(acme["button.radius"] == .dimension(DimensionValue(4, .px)))
        let globex = resolveFiles(files, entry: "sd", input: ["brand": "globex"], format: .styleDictionary)
        #expect(srgb(globex["bg.primary"]) == [1, 0, 0])
        #expect(globex.tokens["size.radius"] == nil)
        #expect(globex.tokens["button.radius"] == nil)
        // A folder whose files define other tokens is one set, the later file winning where they meet.
        var unlike = files
        unlike["sd/json/brand/globex.json"] = ##"{ "colors": { "brand": { "type": "color", "value": "#ff0000" }, "accent": { "type": "color", "value": "#00ff00" } } }"##
        let merged = resolveFiles(unlike, entry: "sd", format: .styleDictionary)
        #expect(merged.permutations.allSatisfy { $0["brand"] == nil })
        #expect(merged.all(.filesRedefineTokens).count == 1)
        #expect(srgb(merged["bg.primary"]) == [1, 0, 0])
    }

    /// `theme-light` and `theme-high-contrast` are the two modes of `theme` (a mode word written as two
    /// words is one), not `theme` in "light" beside `theme-high` in "contrast": merged, the high-contrast
    /// file would replace every light value of the default build. A reference into them follows the mode.
    @Test func siblingFilesNamedForATwoWordModeAreModesOfTheirCollection() {
        let files = [
            "sd/tokens/theme-light.json": ##"{ "color": { "bg": { "$type": "color", "$value": "#ffffff" } } }"##,
            "sd/tokens/theme-high-contrast.json": ##"{ "color": { "bg": { "$type": "color", "$value": "#000000" } } }"##,
            "sd/tokens/button.json": ##"{ "button": { "fill": { "$type": "color", "$value": "{color.bg}" } } }"##,
        ]
        let light = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light.permutations.map { $0["mode"] } == ["light", "highcontrast"])
        #expect(light.all(.filesRedefineTokens).isEmpty, "\(light.all(.filesRedefineTokens).map(\.message))")
        #expect(srgb(light["button.fill"]) == [1, 1, 1])
        let contrast = resolveFiles(files, entry: "sd", input: ["mode": "highcontrast"], format: .styleDictionary)
        #expect(srgb(contrast["button.fill"]) == [0, 0, 0])
        // `theme-high-priority` names no mode: the two files are one set, the later winning, said once.
        var other = files
        other["sd/tokens/theme-high-priority.json"] = other.removeValue(forKey: "sd/tokens/theme-high-contrast.json")
        let merged = resolveFiles(other, entry: "sd", format: .styleDictionary)
        #expect(merged.permutations.allSatisfy { $0["mode"] == nil })
        #expect(merged.all(.filesRedefineTokens).count == 1)
    }

    @Test func aModesValueWithNoAppMeaningLeavesOutItsReferrersInThatModeOnly() {
        var files = modeFiles
        files["sd/size.json"] = """
            { "size": { "gap": { "value": "8px" } }, "space": { "inset": { "value": "{size.gap.value}" } } }
            """
        files["sd/size.dark.json"] = """
            { "size": { "gap": { "value": "50%" } } }
            """
        let light = resolveFiles(files, entry: "sd", format: .styleDictionary)
        #expect(light["space.inset"] == .dimension(DimensionValue(8, .px)))
        let dark = resolveFiles(files, entry: "sd", input: ["mode": "dark"], format: .styleDictionary)
        #expect(dark.errors.isEmpty, "\(dark.errors.map(\.message))")
        #expect(dark.tokens["size.gap"] == nil)
        #expect(dark.tokens["space.inset"] == nil)
        #expect(dark.all(.leftOutReference).map(\.tokenPath) == ["space.inset"])
    }
}

/// Colors as Style Dictionary's color transforms (tinycolor) read them.
@Suite struct StyleDictionaryColorTextTests {
    @Test func aColorFunctionWithoutItsClosingParenthesisIsClosedWithAWarning() {
        let result = resolveFiles([
            "sd/color.json": """
                { "color": { "transparent": { "value": "rgba(0,0,0,0.0" },
                             "shade": { "value": "rgba(0,0,0,0.5", "type": "color" },
                             "scrim": { "value": "{color.transparent.value}" },
                             "broken": { "value": "rgb(0,0" },
                             "text": { "value": "rgb(10, 20, 30" } },
                  "label": { "value": "rgba(a b" } }
                """
        ], entry: "sd", format: .styleDictionary)
        #expect(result["color.transparent"].flatMap { if case .color(let c) = $0 { c.alpha } else { nil } } == 0)
        #expect(srgb(result["color.scrim"]) == [0, 0, 0])
        #expect(result["color.shade"].flatMap { if case .color(let c) = $0 { c.alpha } else { nil } } == 0.5)
        let closed = result.all(.legacyValue).filter { $0.message.contains("closing parenthesis") }
        #expect(Set(closed.map(\.tokenPath)) == ["color.transparent", "color.shade", "color.text"])
        #expect(closed.first { $0.tokenPath == "color.transparent" }?.fixIt?.contains("rgba(0,0,0,0.0)") == true)
        // Not a color even when closed (two arguments): still an error, with nothing closed.
        #expect(result.errors.map(\.tokenPath) == ["color.broken"], "\(result.errors.map(\.message))")
        // Text outside a color token is left as it is.
        #expect(result["label"] == .string("rgba(a b"))
    }
}

/// CSS `transition` text (a duration, a timing function, an optional delay), as Style Dictionary
/// projects build it from a token's members.
@Suite struct CSSTransitionTextTests {
    @Test func aDurationATimingFunctionAndADelayAreATransition() {
        #expect(CSSShorthand.transition("0.5s cubic-bezier(0, 0.3, 0.3, 1)")
            == Transition(duration: DurationValue(0.5, .s), delay: DurationValue(0, .s), timingFunction: CubicBezier(0, 0.3, 0.3, 1)))
        #expect(CSSShorthand.transition("ease-out 200ms 50ms")
            == Transition(duration: DurationValue(200, .ms), delay: DurationValue(50, .ms), timingFunction: CubicBezier.cssNamed("ease-out")!))
        // A property, steps(), several transitions, no timing function, three times: not one DTCG transition.
        for text in ["all 0.3s ease", "1s steps(4)", "1s ease, 2s linear", "0.5s", "1s 2s 3s ease", "ease linear 1s"] {
            #expect(CSSShorthand.transition(text) == nil, "\(text)")
        }
    }

    @Test func aTransitionBuiltFromATokensMembersIsReadAsOne() {
        let result = resolveFiles([
            "sd/time.json": """
                { "time": { "transition": {
                    "slow": { "value": "{time.transition.slow.duration.value} {time.transition.slow.timing.value}",
                              "duration": { "value": "0.5s" }, "timing": { "value": "cubic-bezier(0, 0.3, 0.3, 1)" } },
                    "fade": { "value": "{time.base.value} ease-in" },
                    "odd": { "value": "all {time.base.value} ease-in" } },
                    "base": { "value": "200ms" } },
                  "motion": { "sheet": { "value": "{time.transition.slow}" } } }
                """
        ], entry: "sd", format: .styleDictionary)
        let slow = Transition(duration: DurationValue(0.5, .s), delay: DurationValue(0, .s), timingFunction: CubicBezier(0, 0.3, 0.3, 1))
        #expect(result["time.transition.slow"] == .transition(slow))
        #expect(result["motion.sheet"] == .transition(slow))
        #expect(result["time.transition.fade"]
            == .transition(Transition(duration: DurationValue(200, .ms), delay: DurationValue(0, .s), timingFunction: CubicBezier.cssNamed("ease-in")!)))
        // With a property name it is no DTCG transition: the one error.
        #expect(result.errors.map(\.tokenPath) == ["time.transition.odd"], "\(result.errors.map(\.message))")
    }
}
