import Foundation
import Testing
import TesseraCodegen
import TesseraDiagnostics
import TesseraImport
import TesseraTestSupport
import TesseraTokens

/// Swift generated with `--asset-colors` reads the catalog's colors through the adapters:
/// `Color(asset, bundle:)` in SwiftUI, `UIColor(asset:in:compatibleWith:)` in UIKit.
@Suite struct ColorAssetAdapterTests {
    @Test func theGeneratedAssetNamesReadColorsInSwiftUIAndUIKit() throws {
        let directory = try AdapterBuild.built.get()
        let diagnostics = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(paths: [AdapterBuild.path("Examples/Acme/acme.resolver.json").path], diagnostics: diagnostics))
        let table = ThemeTable.build(project: project, themeModifiers: ["brand"])
        let code = SwiftGenerator(
            table: table,
            options: SwiftGeneratorOptions(rootTypeName: "AcmeTokens", colorAssetNames: AssetCatalogWriter.colorAssetNames(of: table)),
            diagnostics: diagnostics
        ).render()
        let folder = try SwiftCompiler.temporaryDirectory(prefix: "tessera-color-assets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = folder.appendingPathComponent("AcmeTokens.swift")
        try code.write(to: generated, atomically: true, encoding: .utf8)
        let snippet = folder.appendingPathComponent("Assets.swift")
        try """
            import SwiftUI
            import TesseraSwiftUI
            import TesseraUIKit
            import UIKit

            @MainActor func assetColors(_ theme: AcmeTokens, traits: UITraitCollection) -> (Color, Color, UIColor?) {
                let background = Color(theme.color.background.primaryAsset, bundle: .main)
                let fromModule = Color(AcmeTokens.globex.color.background.primaryAsset)
                let uiColor = UIColor(asset: theme.color.background.primaryAsset, in: .main, compatibleWith: traits)
                return (background, fromModule, uiColor)
            }
            """.write(to: snippet, atomically: true, encoding: .utf8)
        let output = try AdapterBuild.typeCheckApp([snippet, generated], in: directory)
        #expect(output.isEmpty, "\(output)")
    }
}
