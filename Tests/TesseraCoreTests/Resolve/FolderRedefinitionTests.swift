import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraImport
@testable import TesseraTokens

/// A folder (or a list of files) is merged as one set, later files replacing earlier tokens: when
/// two files define the same tokens (one file per mode), one mode wins, and TS0527 says so, once
/// per pair of files. Where files are modes or overrides on purpose, nothing is said.
@Suite struct FolderRedefinitionTests {
    static let global = """
        {"color": {"$type": "color",
          "bg": {"$value": "#ffffff"},
          "fg": {"$value": "#000000"},
          "same": {"$value": "#00ff00"},
          "a": {"$value": "#000001"}, "b": {"$value": "#000002"}}}
        """
    static let dark = """
        {"color": {"$type": "color",
          "same": {"$value": "#00ff00"},
          "bg": {"$value": "#000000"},
          "fg": {"$value": "#ffffff"},
          "a": {"$value": "#100001"}, "b": {"$value": "#100002"},
          "new": {"$value": "#ff0000"}}}
        """

    /// A project keeps its tessera.yml beside its tokens: a folder given as input reads the token
    /// files in it, never the configuration as tokens (its `inputs:` list is no token).
    @Test func theConfigurationBesideTheTokensIsNoTokenFile() {
        let files = ["tokens/tessera.yml": "inputs: [global.json]\nrootType: Tokens\n", "tokens/global.json": Self.global]
        let result = resolveFiles(files, entry: "tokens")
        #expect(result.errors.isEmpty && result.all(.filesRedefineTokens).isEmpty, "\(result.errors.map(\.message))")
        #expect(result["color.bg"] != nil && result.tokens.count == 5)
        #expect(!TokenFileName.isTokenFile("tessera.yml") && !TokenFileName.isTokenFile("Tessera.YAML"))
        #expect(TokenFileName.isTokenFile("tessera.tokens.yml") && TokenFileName.isTokenFile("brand.yml"))
    }

    @Test func aFolderOfModesIsOneWarningPerPairOfFiles() throws {
        let result = resolveFiles(["tokens/global.json": Self.global, "tokens/dark.json": Self.dark], entry: "tokens")
        let warnings = result.all(.filesRedefineTokens)
        #expect(warnings.count == 1, "\(result.diagnostics.map(\.message))")
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        // Name order: dark.json is read first, so global.json's values win.
        #expect(
            warning.message
                == "tokens/global.json redefines 4 tokens of tokens/dark.json (color.bg, color.fg, color.a, …); the files are merged as one set, so the later file's values replace the earlier ones")
        #expect(warning.location?.file == "tokens/global.json")
        #expect(warning.location?.line == 2 && warning.location?.column == 3)
        #expect(warning.fixIt?.contains("resolver document whose modifier has one context per file") == true)
        #expect(srgb(result["color.bg"]) == [1, 1, 1])
    }

    @Test func fileListsAreReportedPerPairAndSameValuesAreNot() throws {
        let third = ##"{"color": {"$type": "color", "bg": {"$value": "#123456"}, "new": {"$value": "#ff0000"}}}"##
        let files = ["a.json": Self.dark, "b.json": Self.global, "c.json": third]
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        _ = TokenProject.load(
            paths: ["a.json", "b.json", "c.json"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files))
        let messages = diagnostics.diagnostics.filter { $0.code == .filesRedefineTokens }.map(\.message)
        #expect(messages.map { String($0.prefix(while: { $0 != ";" })) } == [
            "b.json redefines 4 tokens of a.json (color.bg, color.fg, color.a, …)",
            "c.json redefines 1 token of b.json (color.bg)",
        ])
        // The same value again changes nothing: `color.same` is never counted, nor c.json's `new` (the same as a.json's).
        #expect(!messages.contains { $0.contains("color.same") })
    }

    @Test func resolverSetsThatOverrideOnPurposeAreQuiet() throws {
        let resolver = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "global.json"}, {"$ref": "dark.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """
        let result = resolveFiles(
            ["tokens.resolver.json": resolver, "global.json": Self.global, "dark.json": Self.dark], entry: "tokens.resolver.json")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.filesRedefineTokens).isEmpty)
        #expect(srgb(result["color.bg"]) == [0, 0, 0])
    }

    /// A Tokens Studio export with sets `base` and `dark` and no themes: nothing in the files says
    /// which sets the plugin applies together, every set is merged, and the later set's values
    /// win. That is said once per pair of sets, naming both, and the values are the later set's.
    /// (Sets named for modes that define the same tokens, `light` and `dark`, would be modes.)
    static let studioSetsWithoutThemes = """
        { "base": { "bg": { "value": "#ffffff", "type": "color" }, "fg": { "value": "#000000", "type": "color" },
                    "accent": { "value": "#0000ff", "type": "color" }, "link": { "value": "#0000ee", "type": "color" } },
          "dark": { "bg": { "value": "#000000", "type": "color" }, "fg": { "value": "#ffffff", "type": "color" },
                    "accent": { "value": "#0000ff", "type": "color" } },
          "$themes": [], "$metadata": { "tokenSetOrder": ["base", "dark"] } }
        """

    @Test func tokensStudioSetsWithoutThemesThatRedefineEachOtherAreSaid() throws {
        let result = resolveFiles(["tokens.json": Self.studioSetsWithoutThemes])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let warning = try #require(result.all(.filesRedefineTokens).first)
        #expect(result.all(.filesRedefineTokens).count == 1)
        // `accent` has the same value in both sets: not counted.
        #expect(
            warning.message
                == #"set "dark" of tokens.json redefines 2 tokens of set "base" of tokens.json (bg, fg); no Tokens Studio theme says which sets are used together, so every set is merged in order and the later set's values replace the earlier ones"#)
        #expect(warning.location?.file == "tokens.json" && warning.location?.line == 3)
        #expect(warning.fixIt?.contains("give each a theme in Tokens Studio") == true)
        #expect(srgb(result["bg"]) == [0, 0, 0])
    }

    @Test func tokensStudioSetFilesWithoutThemesAreReportedPerPair() throws {
        // A synced folder: `$metadata.json` orders the sets, no `$themes.json`; `theme/dark` overrides `application`.
        let files = [
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["application", "theme/dark"]}"##,
            "tokens/application.json": ##"{"surface": {"bg": {"value": "#ffffff", "type": "color"}, "hover": {"value": "{surface.bg}", "type": "color"}}}"##,
            "tokens/theme/dark.json": ##"{"surface": {"bg": {"value": "#111111", "type": "color"}}}"##,
        ]
        let result = resolveFiles(files, entry: "tokens")
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        let messages = result.all(.filesRedefineTokens).map(\.message)
        #expect(messages.map { String($0.prefix(while: { $0 != ";" })) } == [
            "tokens/theme/dark.json redefines 1 token of tokens/application.json (surface.bg)"
        ])
        let dark = 17.0 / 255
        #expect(srgb(result["surface.hover"]) == [dark, dark, dark])
    }

    @Test func tokensStudioSetsThatThemesChooseBetweenAreQuiet() throws {
        // The same sets, each enabled by its own theme of one group: they are contexts, not one merge.
        let themes = #"[{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"base": "enabled"}}, "#
            + #"{"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}]"#
        let file = Self.studioSetsWithoutThemes.replacingOccurrences(of: #""$themes": []"#, with: #""$themes": "# + themes)
        let result = resolveFiles(["tokens.json": file])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result.all(.filesRedefineTokens).isEmpty)
        #expect(srgb(result["bg"]) == [1, 1, 1])
        #expect(result.permutations.count == 2)
    }
}
