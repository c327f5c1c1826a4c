import Foundation
import Testing
import TesseraCodegen
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
import TesseraImport

/// With `--asset-colors`, each color token gets `<name>Asset: TokenColorAsset`, the name Xcode
/// resolves its colorset by: the names the asset catalog writer lays out, per theme.
@Suite struct ColorAssetCodegenTests {
    static let example = CodegenPaths.root.appendingPathComponent("Examples/Acme/acme.resolver.json").path

    /// Every `TokenColorAsset(name: "…")` in generated code.
    static func assetNames(in code: String) -> [String] {
        let marker = "TesseraTheme.TokenColorAsset(name: \""
        return code.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The colorsets under a catalog, as Xcode names them (the path without `.colorset`).
    static func colorSets(in catalog: String) -> Set<String> {
        let paths = FileManager.default.enumerator(atPath: catalog)?.compactMap { $0 as? String } ?? []
        return Set(paths.filter { $0.hasSuffix(".colorset") }.map { String($0.dropLast(".colorset".count)) })
    }

    @Test func theNamesAreTheColorsetsTheCatalogWriterWrote() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: [Self.example], diagnostics: diagnostics))
        let table = ThemeTable.build(project: project, themeModifiers: ["brand"])
        let writer = AssetCatalogWriter(catalog: folder.catalog, diagnostics: diagnostics)
        let prepared = try #require(writer.prepare(AssetCatalogBrand.brands(from: table, diagnostics: diagnostics)))
        #expect(writer.write(prepared) != nil)
        let code = SwiftGenerator(
            table: table, options: SwiftGeneratorOptions(rootTypeName: "AcmeTokens", colorAssetNames: prepared.colorAssetNames),
            diagnostics: diagnostics
        ).render()
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        let written = Self.colorSets(in: folder.catalog)
        #expect(written.contains("globex/color/background/primary"))
        #expect(Set(Self.assetNames(in: code)) == written)
        // Each theme's static value holds its brand's colorset.
        #expect(code.contains(#"var primaryAsset: TesseraTheme.TokenColorAsset = TesseraTheme.TokenColorAsset(name: "acme/color/background/primary")"#))
        #expect(code.contains(#"_1_primaryAsset: TesseraTheme.TokenColorAsset = TesseraTheme.TokenColorAsset(name: "globex/color/background/primary")"#))
        #expect(code.contains("/// `color.background.primary` in the asset catalog: `acme/color/background/primary`, `globex/color/background/primary`"))
        // A run that writes no catalog (the build plugin) names the same colorsets.
        #expect(AssetCatalogWriter.colorAssetNames(of: table) == prepared.colorAssetNames)

        let consumer = """
            import TesseraTheme
            let globex: TokenColorAsset = AcmeTokens.globex.color.background.primaryAsset
            let color: Adaptive<TokenColor> = AcmeTokens.globex.color.background.primary
            """
        let output = try typeCheck(code + "\n" + consumer)
        #expect(output.isEmpty, "\(output)")
    }

    /// Without the option the output is the reference file, which has no asset names.
    @Test func withoutTheOptionTheOutputIsUnchanged() throws {
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: [Self.example], diagnostics: diagnostics))
        let plain = SwiftGenerator(
            table: ThemeTable.build(project: project),
            options: SwiftGeneratorOptions(rootTypeName: "AcmeTokens", sourceDescription: "acme.resolver.json", colorAssetNames: nil),
            diagnostics: diagnostics
        ).render()
        #expect(!plain.contains("TokenColorAsset"))
        #expect(plain == (try String(contentsOf: CodegenPaths.reference, encoding: .utf8)))
    }

    /// Two theme modifiers: the catalog holds the default selection without brand folders, and so do the names.
    @Test func independentThemeModifiersNameTheDefaultSelectionsColorsets() throws {
        let files = InMemoryFileSystem(files: [
            "/app/base.tokens.json": """
            {"color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}
            """,
            "/app/app.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]},
              {"type": "modifier", "name": "brand", "default": "acme", "contexts": {
                "acme": [], "globex": [{"color": {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}]}},
              {"type": "modifier", "name": "density", "default": "regular", "contexts": {"regular": [], "dense": []}}]}
            """,
        ])
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["/app/app.resolver.json"], diagnostics: diagnostics, fileSystem: files))
        let table = ThemeTable.build(project: project)
        let code = SwiftGenerator(
            table: table, options: SwiftGeneratorOptions(colorAssetNames: AssetCatalogWriter.colorAssetNames(of: table)), diagnostics: diagnostics
        ).render()
        #expect(Self.assetNames(in: code) == ["color/accent"])
        let consumer = """
            import TesseraTheme
            let name: String = Tokens(brand: .globex, density: .dense).color.accentAsset.name
            """
        let output = try typeCheck(code + "\n" + consumer)
        #expect(output.isEmpty, "\(output)")
    }

    @Test func aTokenNamedLikeTheCompanionCollides() throws {
        let files = InMemoryFileSystem(files: [
            "/app/tokens.json": """
            {"color": {"$type": "color",
              "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
              "accentAsset": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}
            """
        ])
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: ["/app/tokens.json"], diagnostics: diagnostics, fileSystem: files))
        let table = ThemeTable.build(project: project)
        _ = SwiftGenerator(
            table: table, options: SwiftGeneratorOptions(colorAssetNames: AssetCatalogWriter.colorAssetNames(of: table)), diagnostics: diagnostics
        ).render()
        let collision = try #require(diagnostics.diagnostics.first { $0.code == .swiftNameCollision })
        #expect(collision.message.contains("color.accentAsset and color.accent both become the Swift name accentAsset"), "\(collision.message)")
    }
}
