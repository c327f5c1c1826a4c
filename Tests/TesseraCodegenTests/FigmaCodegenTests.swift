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

/// Figma inputs build to Swift that type-checks, their modes becoming trait
/// variants (Light/Dark) or themes (Brutal/Modern Theme).
@Suite(.needsSharedCorpora) struct FigmaCodegenTests {
    static let restFixture = CodegenPaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/variables-local.json").path
    static let exportCorpus = CodegenPaths.shared.appendingPathComponent("corpora/figma-export/tokens").path
    static let collidingFixture = CodegenPaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/variables-colliding-names.json").path
    static let s2Corpus = CodegenPaths.shared.appendingPathComponent("corpora/figma-api/sdk/core/tests/fixtures/figma/s2-web-variables.baseline.json").path

    @Test func restResponseBuildsWithLightAndDarkAsVariants() throws {
        let (code, diagnostics) = generateSwift(paths: [Self.restFixture])
        let source = try #require(code, "\(diagnostics.map(\.message))")
        // Semantic (Light, Dark) varies with the color scheme: color.background is white in
        // Light and gray 900 in Dark, Dark being the collection's default mode.
        #expect(source.contains("colorScheme: .light"))
        #expect(source.contains("colorScheme: .dark"))
        // A name the designer set for iOS (codeSyntax.iOS) is the member's name.
        #expect(source.contains("public var pageBackground: AdaptiveColor"))
        #expect(source.contains("public var insetSpacing: "))
        // Primitives has one mode: an Adaptive value without variants.
        #expect(source.contains("AdaptiveFontWeight"))
        #expect(!source.contains("AdaptiveFontWeight(default:"))
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test func collidingNamesBuild() throws {
        let (code, diagnostics) = generateSwift(paths: [Self.collidingFixture])
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.filter { $0.severity == .error }.map(\.message))")
        // The palettes' shared names live under their collections' names.
        for palette in ["light", "dark", "darkHighContrast"] {
            #expect(source.contains("public var \(palette): "), "\(palette)")
        }
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test func adobeS2Builds() throws {
        let (code, diagnostics) = generateSwift(paths: [Self.s2Corpus])
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.filter { $0.severity == .error }.prefix(10).map(\.message))")
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test func exportBuildsWithThemesAndVariants() throws {
        let (code, diagnostics) = generateSwift(paths: [Self.exportCorpus])
        let source = try #require(code, "\(diagnostics.map(\.message))")
        // "Primitives — Completed" (Brutal Theme, Modern Theme) is app-chosen: two themes.
        #expect(source.contains("public static let brutalTheme: Self"))
        #expect(source.contains("public static let modernTheme: Self"))
        // "Tokens — Completed" (Dark, Light) varies with the color scheme.
        #expect(source.contains("TesseraTheme.TraitCondition(colorScheme: .dark"))
        let output = try typeCheck(source)
        #expect(output.isEmpty, "\(output.prefix(4000))")
    }

    @Test func nativeExportAndPluginShapeBuild() throws {
        let fixtures = CodegenPaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma")
        for path in ["native-export", "plugin-variables.json"].map({ fixtures.appendingPathComponent($0).path }) {
            let (code, diagnostics) = generateSwift(paths: [path])
            let source = try #require(code, "\(diagnostics.map(\.message))")
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.filter { $0.severity == .error }.map(\.message))")
            // Semantic (Light, Dark) varies with the color scheme; Primitives' brands are themes.
            #expect(source.contains("colorScheme: .dark"), "\(path)")
            #expect(source.contains("public static let brandB: Self"), "\(path)")
            // codeSyntax.iOS names the members, in the export's flat keys as in the plugin's codeSyntax.
            #expect(source.contains("public var buttonRadius: "), "\(path)")
            #expect(source.contains("public var backgroundDefault: "), "\(path)")
            let output = try typeCheck(source)
            #expect(output.isEmpty, "\(output.prefix(4000))")
        }
    }

    @Test func aPreferredNameThatCollidesIsReportedNotEmitted() throws {
        let file = """
            {"space": {"$type": "dimension",
              "gap": {"$value": {"value": 4, "unit": "px"},
                      "$extensions": {"com.figma": {"codeSyntax": {"iOS": "Spacing.small"}}}},
              "small": {"$value": {"value": 8, "unit": "px"}},
              "odd": {"$value": {"value": 2, "unit": "px"},
                      "$extensions": {"com.figma": {"codeSyntax": {"iOS": "not an identifier"}}}}}}
            """
        let (code, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": file]))
        let source = try #require(code)
        #expect(source.contains("public var small: AdaptiveDimension"))
        #expect(source.contains("public var odd: AdaptiveDimension"))
        let collisions = diagnostics.filter { $0.code == .swiftNameCollision }
        #expect(collisions.count == 1)
        #expect(collisions.first?.message.contains("space.small and space.gap") == true, "\(collisions.map(\.message))")
        #expect(try typeCheck(source).isEmpty)
    }
    @Test func aPreferredNameKeepsItsIdentifierBesideANameThatFoldsToIt() throws {
        // Figma's codeSyntax is free text: `fare.premiumEconomy` is chosen for PremiumEconomy while the
        // group Premium-Economy beside it folds to premiumEconomy too. The chosen name is spelled as the
        // identifier and keeps it; the group is spelled as written, as any two names that fold together.
        let file = """
            {"Fare": {"$type": "color",
              "PremiumEconomy": {"$value": "#005154",
                "$extensions": {"com.figma": {"codeSyntax": {"iOS": "basicTokens.color.fare.premiumEconomy"}}}},
              "Premium-Economy": {
                "Subtle": {"$value": "#ecf0f3",
                  "$extensions": {"com.figma": {"codeSyntax": {"iOS": "basicTokens.color.fare.premiumEconomy.subtle"}}}}}}}
            """
        let (code, diagnostics) = generateSwift(paths: ["t.json"], fileSystem: InMemoryFileSystem(files: ["t.json": file]))
        let source = try #require(code, "\(diagnostics.map(\.message))")
        #expect(!diagnostics.contains { $0.code == .swiftNameCollision }, "\(diagnostics.map(\.message))")
        #expect(source.contains("public var premiumEconomy: AdaptiveColor"))
        #expect(source.contains("public var _Premium_Economy: "))
        #expect(source.contains("public var subtle: AdaptiveColor"))
        // Only the name spelled apart is said; the chosen one is its own identifier.
        let spelledApart = diagnostics.filter { $0.code == .swiftNameSpelledApart }
        #expect(spelledApart.map(\.tokenPath) == ["Fare.Premium-Economy"], "\(spelledApart.map(\.message))")
        #expect(try typeCheck(source).isEmpty)
    }
}
