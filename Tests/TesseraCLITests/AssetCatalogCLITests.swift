import Foundation
import Testing

@Suite("tessera build --asset-catalog")
struct AssetCatalogCLITests {
    @Test("the acme example writes a colorset per color and brand, then is up to date")
    func acmeCatalog() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let catalog = folder.url.appendingPathComponent("App/Tokens.xcassets").path
        let first = try CLI.run(["build", CLI.acme, "--theme", "brand", "--asset-catalog", catalog])
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.contains("wrote \(catalog) ("), "\(first)")
        #expect(FileManager.default.fileExists(atPath: catalog + "/globex/color/surface/default.colorset/Contents.json"))
        let second = try CLI.run(["build", CLI.acme, "--theme", "brand", "--asset-catalog", catalog])
        #expect(second.status == 0, "\(second)")
        #expect(second.stderr == "\(catalog) is up to date\n", "\(second)")
    }

    @Test("assetCatalog: in tessera.yml, relative to it, beside output:")
    func catalogFromTheConfiguration() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        #expect(try CLI.run(["init"], in: folder.url).status == 0)
        let config = folder.url.appendingPathComponent("tessera.yml")
        let text = try String(contentsOf: config, encoding: .utf8) + "assetCatalog: Colors.xcassets\n"
        try text.write(to: config, atomically: true, encoding: .utf8)
        let built = try CLI.run(["build"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        let colorSets = FileManager.default.enumerator(atPath: folder.url.appendingPathComponent("Colors.xcassets").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".colorset") } ?? []
        #expect(!colorSets.isEmpty, "\(built)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Tokens.swift").path))
        // What the build plugin passes: the Swift only.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Colors.xcassets"))
        let plugin = try CLI.run(["build", "--no-asset-catalog"], in: folder.url)
        #expect(plugin.status == 0, "\(plugin)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Colors.xcassets").path))
    }

    @Test("--asset-colors names each color's colorset in the Swift; assetColors: too, also when the plugin writes no catalog")
    func assetColorNames() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let catalog = folder.url.appendingPathComponent("Tokens.xcassets").path
        let swift = folder.url.appendingPathComponent("Tokens.swift").path
        let built = try CLI.run(["build", CLI.acme, "--theme", "brand", "--asset-catalog", catalog, "--asset-colors", "--output", swift])
        #expect(built.status == 0, "\(built)")
        let code = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(code.contains(#"TesseraTheme.TokenColorAsset(name: "globex/color/surface/default")"#))
        #expect(FileManager.default.fileExists(atPath: catalog + "/globex/color/surface/default.colorset/Contents.json"))
        // Without the flag, the same build has no names.
        let plain = try CLI.run(["build", CLI.acme, "--theme", "brand", "--asset-catalog", catalog, "--output", swift])
        #expect(plain.status == 0, "\(plain)")
        #expect(try !String(contentsOfFile: swift, encoding: .utf8).contains("TokenColorAsset"))

        #expect(try CLI.run(["init"], in: folder.url).status == 0)
        let config = folder.url.appendingPathComponent("tessera.yml")
        let text = try String(contentsOf: config, encoding: .utf8) + "assetCatalog: Colors.xcassets\nassetColors: true\n"
        try text.write(to: config, atomically: true, encoding: .utf8)
        let configured = try CLI.run(["build"], in: folder.url)
        #expect(configured.status == 0, "\(configured)")
        let configuredCode = try String(contentsOf: folder.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        let names = configuredCode.components(separatedBy: "TokenColorAsset(name: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!names.isEmpty, "\(configured)")
        // The build plugin writes no catalog, and its Swift has the same names.
        let plugin = try CLI.run(["build", "--no-asset-catalog"], in: folder.url)
        #expect(plugin.status == 0, "\(plugin)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Tokens.swift"), encoding: .utf8) == configuredCode)
    }

    @Test("--asset-colors without an asset catalog, or a non-boolean assetColors:, is refused")
    func assetColorsNeedACatalog() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("t.tokens.json", #"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#)
        let refused = try CLI.run(["build", "t.tokens.json", "--output", "T.swift", "--asset-colors"], in: folder.url)
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains("give --asset-catalog DIR too"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("T.swift").path))
        try folder.write("tessera.yml", "inputs: [t.tokens.json]\noutput: T.swift\nassetCatalog: C.xcassets\nassetColors: yes please\n")
        let bad = try CLI.run(["build"], in: folder.url)
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("tessera.yml:4:14: error: assetColors must be true or false"), "\(bad)")
    }

    @Test("a catalog path that is a file, or not .xcassets, exits with status 2 and writes nothing")
    func unusableCatalogPath() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("t.tokens.json", #"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#)
        try folder.write("Colors.xcassets", "not a folder")
        for catalog in ["Colors.xcassets", "Colors"] {
            let built = try CLI.run(["build", "t.tokens.json", "--output", "T.swift", "--asset-catalog", catalog], in: folder.url)
            #expect(built.status == 2, "\(built)")
            #expect(built.stderr.contains("[TS0620]"), "\(built)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("T.swift").path))
    }

    @Test("a theme modifier with a context that is no trait gets a note with the traits: fix")
    func appSelectedThemeNote() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let color = { (red: Double) in
            #"{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(red), 0, 0]}}}}"#
        }
        try folder.write("light.json", color(1))
        try folder.write("dark.json", color(0))
        try folder.write("sepia.json", color(0.5))
        try folder.write(
            "app.resolver.json",
            ##"""
            {"version": "2025.10",
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}], "sepia": [{"$ref": "sepia.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """##)
        let built = try CLI.run(["build", "app.resolver.json", "--asset-catalog", "T.xcassets"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        #expect(built.stderr.contains(#"note: modifier "theme" becomes app-selected themes (light, dark, sepia)"#), "\(built)")
        #expect(built.stderr.contains("[TS0521]"), "\(built)")
        #expect(built.stderr.contains("traits: { theme: { light: { colorScheme: light }, dark: { colorScheme: dark } } }"), "\(built)")
        // Three themes: a namespace per theme.
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("T.xcassets/sepia/color/bg.colorset").path))
        let listed = try CLI.run(["build", "app.resolver.json", "--asset-catalog", "T.xcassets", "--theme", "theme"], in: folder.url)
        #expect(!listed.stderr.contains("TS0521"), "\(listed)")
    }
}
