import Foundation
import Testing
import TesseraTestSupport
import TesseraCodegen
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Tokens Studio projects build to Swift that type-checks, with their themes as modes:
/// a light/dark group becomes variants chosen by the trait, a brand group static themes.
@Suite struct TokensStudioCodegenTests {
    static let project: [String: String] = [
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "mode/light", "mode/dark", "brand/acme", "brand/globex"]}"##,
        "tokens/$themes.json": ##"""
        [
          {"id": "l", "name": "light", "group": "appearance", "selectedTokenSets": {"core": "source", "mode/light": "enabled"}},
          {"id": "d", "name": "dark", "group": "appearance", "selectedTokenSets": {"core": "source", "mode/dark": "enabled"}},
          {"id": "a", "name": "acme", "group": "brand", "selectedTokenSets": {"core": "source", "brand/acme": "enabled"}},
          {"id": "g", "name": "globex", "group": "brand", "selectedTokenSets": {"core": "source", "brand/globex": "enabled"}}
        ]
        """##,
        "tokens/core.json": ##"""
        {
          "space": {"base": {"value": "4", "type": "spacing"}, "lg": {"value": "{space.base} * 4", "type": "spacing"}},
          "font": {"body": {"value": "Inter", "type": "fontFamilies"}, "bold": {"value": "Bold", "type": "fontWeights"}}
        }
        """##,
        "tokens/mode/light.json": ##"{"surface": {"value": "#ffffff", "type": "color"}, "ink": {"value": "#1a1a1a", "type": "color"}}"##,
        "tokens/mode/dark.json": ##"{"surface": {"value": "#121212", "type": "color"}, "ink": {"value": "#f0f0f0", "type": "color"}}"##,
        "tokens/brand/acme.json": ##"""
        {
          "brand": {"value": "#c14242", "type": "color"},
          "brand-hover": {"value": "{brand}", "type": "color",
                          "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "hsl"}}}},
          "scrim": {"value": "rgba({ink}, 0.5)", "type": "color"},
          "gutter": {"value": "roundTo({space.lg} * 1.5, 0)", "type": "spacing"},
          "title": {"value": {"fontFamily": "{font.body}", "fontWeight": "{font.bold}", "fontSize": "{space.lg} + 4",
                              "lineHeight": "120%", "letterSpacing": "-1%"}, "type": "typography"},
          "card": {"value": {"x": "0", "y": "{space.base}", "blur": "8", "spread": "0", "color": "rgba(0,0,0,0.2)"}, "type": "boxShadow"}
        }
        """##,
        "tokens/brand/globex.json": ##"""
        {
          "brand": {"value": "#2255aa", "type": "color"},
          "brand-hover": {"value": "{brand}", "type": "color",
                          "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "srgb", "color": "{surface}"}}}},
          "scrim": {"value": "rgba({ink}, 25%)", "type": "color"},
          "gutter": {"value": "{space.lg}", "type": "spacing"},
          "title": {"value": {"fontFamily": "{font.body}", "fontWeight": "{font.bold}", "fontSize": "20",
                              "lineHeight": "1.25", "letterSpacing": "0"}, "type": "typography"},
          "card": {"value": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba(0,0,0,0.3)", "type": "innerShadow"}, "type": "boxShadow"}
        }
        """##,
    ]

    @Test func themedProjectBuildsToSwiftThatTypeChecks() throws {
        let (code, diagnostics) = generateSwift(
            paths: ["tokens"], fileSystem: InMemoryFileSystem(files: Self.project), rootTypeName: "StudioTokens")
        // Build's one note: the brand group becomes app-selected themes (TS0521).
        #expect(diagnostics.allSatisfy { $0.code == .appSelectedThemes }, "\(diagnostics.map(\.message))")
        let source = try #require(code, "\(diagnostics.map(\.message))")
        // The brand group became static themes; the light/dark group a trait the device chooses.
        #expect(source.contains("public static let acme: Self"))
        #expect(source.contains("public static let globex: Self"))
        #expect(source.contains("colorScheme: .dark"))
        // Computed values: gutter is roundTo(16 × 1.5, 0) = 24 for acme and 16 for globex; the title's size 16 + 4 = 20.
        #expect(source.contains(".points(24)"))
        #expect(source.contains("fontSize: TesseraTheme.TokenDimension(20)"))
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test func folderSetsBuildToSwiftThatTypeChecks() throws {
        // Sets named by folder in $themes.json and $metadata.json, one of them missing.
        let files: [String: String] = [
            "tokens/$themes.json": ##"""
            [{"id": "l", "name": "light", "group": "appearance", "selectedTokenSets": {"base": "source", "mode/light": "enabled", "gone": "enabled"}},
             {"id": "d", "name": "dark", "group": "appearance", "selectedTokenSets": {"base": "source", "mode/dark": "enabled"}}]
            """##,
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["base", "mode", "removed/set"]}"##,
            "tokens/base/color/palette.json": ##"{"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}"##,
            "tokens/base/space.json": ##"{"space": {"value": "4", "type": "spacing"}, "gap": {"value": "{space} * 3", "type": "spacing"}}"##,
            "tokens/mode/light.json": ##"{"ink": {"value": "{black}", "type": "color"}}"##,
            "tokens/mode/dark.json": ##"{"ink": {"value": "{white}", "type": "color"}}"##,
        ]
        let (code, diagnostics) = generateSwift(paths: ["tokens"], fileSystem: InMemoryFileSystem(files: files), rootTypeName: "FolderTokens")
        #expect(diagnostics.map(\.code) == [.unknownTokenSet, .unknownTokenSet], "\(diagnostics.map(\.message))")
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(source.contains("colorScheme: .dark"))
        #expect(source.contains(".points(12)"))
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test func anAliasTypedOtherwiseThanItsTargetIsWrittenAsItsValue() throws {
        // A `sizing` token naming a `number` token is a length (references are textual): its property
        // holds a TokenDimension, so it cannot read the number's Adaptive<Double>. An alias of the same
        // type in another top-level group still reads its target.
        let files: [String: String] = [
            "tokens/core.json": ##"""
            {
              "number-12": {"$type": "number", "$value": "12"},
              "space": {"s12": {"$type": "spacing", "$value": "12"}},
              "icon": {"xs": {"$type": "sizing", "$value": "{number-12}"}, "gap": {"$type": "spacing", "$value": "{space.s12}"}}
            }
            """##,
        ]
        let (code, diagnostics) = generateSwift(paths: ["tokens/core.json"], fileSystem: InMemoryFileSystem(files: files), rootTypeName: "IconTokens")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(source.contains("public var xs: AdaptiveDimension = .points(12)"), "\(source)")
        #expect(source.contains("public var gap: AdaptiveDimension = IconTokens.Space.`default`.s12"), "\(source)")
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test(.needsSharedCorpora, arguments: ["lion-example/tokens", "designsystemet/design-tokens", "compound/tokens"])
    func corpusBuildsToSwiftThatTypeChecks(_ path: String) throws {
        let corpus = CodegenPaths.shared.appendingPathComponent("corpora/tokens-studio/\(path)").path
        let (code, diagnostics) = generateSwift(paths: [corpus])
        let source = try #require(code, "\(diagnostics.map(\.message))")
        // designsystemet keeps "private" primitives in `_size` next to `size`: the leading underscore is kept
        // (`_size`), so the two do not collide and nothing is reported.
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        if path == "designsystemet/design-tokens" { #expect(source.contains("var _size: _Size")) }
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    /// 120 themes of two sets: a token's summary stops at the 300 characters its comment keeps
    /// (the text is what the whole summary cut at 300 gives), and a nested group's themes with the
    /// same values as an earlier theme refer to the first of them, found by a hash of the values.
    @Test func manyThemesKeepTheSummaryCutAndShareEqualGroups() throws {
        let themes = (0..<120).map { index in
            #"{"id": "t\#(index)", "name": "theme\#(index)", "group": "brand", "selectedTokenSets": {"\#(index < 60 ? "base" : "alt")": "enabled"}}"#
        }
        let files = [
            "tokens/$themes.json": "[" + themes.joined(separator: ",") + "]",
            "tokens/$metadata.json": #"{"tokenSetOrder": ["base", "alt"]}"#,
            "tokens/base.json": #"{"g": {"a": {"value": "4", "type": "spacing"}}}"#,
            "tokens/alt.json": #"{"g": {"a": {"value": "8", "type": "spacing"}}}"#,
        ]
        let (code, diagnostics) = generateSwift(paths: ["tokens"], fileSystem: InMemoryFileSystem(files: files))
        let source = try #require(code, "\(diagnostics.map(\.message))")
        let summary = (0..<120).map { "theme\($0): \($0 < 60 ? 4 : 8)px" }.joined(separator: "; ")
        #expect(source.contains("/// `g.a`: " + String(summary.prefix(300)) + "…\n"), "\(source.prefix(3000))")
        #expect(source.contains("public static let theme1: Self = theme0\n"))
        #expect(source.contains("public static let theme61: Self = theme60\n"))
        #expect(!source.contains("public static let theme60: Self = theme"))
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }
}
