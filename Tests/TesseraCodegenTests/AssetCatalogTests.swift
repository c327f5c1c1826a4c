import Foundation
import Testing
import TesseraCodegen
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert

@Suite("Asset catalogs")
struct AssetCatalogTests {
    private static let acme = CodegenPaths.root.appendingPathComponent("Examples/Acme/acme.resolver.json").path

    private static func acmeProject(_ diagnostics: DiagnosticEngine) throws -> TokenProject {
        try #require(TokenProject.load(paths: [acme], diagnostics: diagnostics))
    }

    private static let surfaceColorSet = """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "1.000",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "light"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "1.000",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.298",
                  "green" : "0.255",
                  "red" : "0.231"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "light"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "1.000",
                  "green" : "1.000",
                  "red" : "1.000"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                },
                {
                  "appearance" : "contrast",
                  "value" : "high"
                }
              ],
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "0.298",
                  "green" : "0.255",
                  "red" : "0.231"
                }
              },
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    @Test func acmeWritesAColorSetPerColorAndBrand() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let outcome = try #require(folder.write(try Self.acmeProject(diagnostics), diagnostics: diagnostics), "\(diagnostics.diagnostics)")
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        #expect(outcome.colorSets > 100 && outcome.colorSets % 2 == 0, "\(outcome)")
        #expect(folder.text("acme/card/surface.colorset/Contents.json") == Self.surfaceColorSet)
        #expect(folder.text("globex/card/surface.colorset/Contents.json") != nil)
        #expect(
            folder.text("acme/palette/brand/Contents.json") == """
                {
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  },
                  "properties" : {
                    "provides-namespace" : true
                  }
                }

                """)
        #expect(folder.text("Contents.json")?.contains(#""author" : "xcode""#) == true)
        // A palette color is one value: a single entry without appearances.
        #expect(try folder.entries("acme/palette/brand/400.colorset") == ["any srgb 0.526"])
        // The brands differ where their palettes do.
        #expect(folder.text("acme/palette/brand/400.colorset/Contents.json") != folder.text("globex/palette/brand/400.colorset/Contents.json"))
    }

    /// Either order: `light` of a scheme-only modifier must not claim standard contrast over the contrast modifier.
    @Test(arguments: [["color-scheme", "contrast"], ["contrast", "color-scheme"]])
    func colorSchemeAndContrastModifiersBecomeCombinedAppearances(order: [String]) throws {
        let resolutionOrder = order.map { ##"{"$ref": "#/modifiers/\##($0)"}"## }.joined(separator: ", ")
        let files = [
            "app.resolver.json": """
                {"version": "2025.10",
                 "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
                 "modifiers": {
                   "color-scheme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
                   "contrast": {"contexts": {"standard": [{"$ref": "standard.json"}], "high": [{"$ref": "high.json"}]}, "default": "standard"}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, \(resolutionOrder)]}
                """,
            "base.json": #"{"text": {"$type": "color", "plain": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}}}"#,
            "light.json": #"{"scheme": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0.2, 0, 0]}}, "strong": {"$value": {"colorSpace": "srgb", "components": [0.1, 0, 0]}}}}"#,
            "dark.json": #"{"scheme": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0.8, 0, 0]}}, "strong": {"$value": {"colorSpace": "srgb", "components": [0.9, 0, 0]}}}}"#,
            "standard.json": #"{"text": {"$type": "color", "body": {"$value": "{scheme.text}"}}}"#,
            "high.json": #"{"text": {"$type": "color", "body": {"$value": "{scheme.strong}"}}}"#,
        ]
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(files, diagnostics: diagnostics)
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try #require(folder.write(project, diagnostics: diagnostics) != nil, "\(diagnostics.diagnostics)")
        #expect(
            try folder.entries("text/body.colorset") == [
                "any srgb 0.200", "luminosity=light srgb 0.200", "luminosity=dark srgb 0.800",
                "luminosity=light,contrast=high srgb 0.100", "luminosity=dark,contrast=high srgb 0.900",
            ])
        // One theme: no brand namespace; a constant is one entry.
        #expect(try folder.entries("text/plain.colorset") == ["any srgb 0.500"])
        #expect(try folder.entries("scheme/text.colorset") == ["any srgb 0.200", "luminosity=light srgb 0.200", "luminosity=dark srgb 0.800"])
        #expect(!diagnostics.diagnostics.contains { $0.code == .appSelectedThemes })
    }

    @Test func aContrastOnlyColorGetsAHighContrastEntry() throws {
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(
            TraitProjects.files(modifiers: [("contrast", ["standard", "increased"])]), diagnostics: diagnostics)
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try #require(folder.write(project, diagnostics: diagnostics) != nil, "\(diagnostics.diagnostics)")
        #expect(try folder.entries("color/bg.colorset") == ["any srgb 0.100", "contrast=high srgb 0.200"])
    }

    @Test func displayP3IsKeptAlphaIsKeptAndWideColorsStayExact() throws {
        let tokens = """
            {"color": {"$type": "color",
              "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
              "p3-in-srgb": {"$value": {"colorSpace": "display-p3", "components": [0.5, 0.5, 0.5]}},
              "veil": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.35}},
              "oklch-in-srgb": {"$value": {"colorSpace": "oklch", "components": [0.6, 0.1, 250]}},
              "oklch-in-p3": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.25, 145]}},
              "rec2020-green": {"$value": {"colorSpace": "rec2020", "components": [0, 1, 0]}}}}
            """
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(["tokens.json": tokens], diagnostics: diagnostics, path: "tokens.json")
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try #require(folder.write(project, diagnostics: diagnostics) != nil, "\(diagnostics.diagnostics)")
        #expect(try folder.entries("color/p3.colorset") == ["any display-p3 1.000"])
        #expect(try folder.entries("color/p3-in-srgb.colorset") == ["any display-p3 0.500"])
        let veil = try #require(folder.text("color/veil.colorset/Contents.json"))
        #expect(veil.contains(#""alpha" : "0.350""#), "\(veil)")
        #expect(try folder.entries("color/oklch-in-srgb.colorset").first?.hasPrefix("any srgb ") == true)
        #expect(try folder.entries("color/oklch-in-p3.colorset").first?.hasPrefix("any display-p3 ") == true)
        // Rec. 2020 green lies outside Display P3: extended sRGB keeps it, with a negative red.
        let green = try #require(try folder.entries("color/rec2020-green.colorset").first)
        #expect(green.hasPrefix("any extended-srgb -"), "\(green)")
    }

    @Test func aSecondRunWritesNothing() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let project = try Self.acmeProject(diagnostics)
        try #require(folder.write(project, diagnostics: diagnostics) != nil)
        let files = ["acme/card/surface.colorset/Contents.json", "acme/card/Contents.json", AssetCatalogWriter.manifestName, "Contents.json"]
        let before = try files.map { try folder.modificationDate($0) }
        Thread.sleep(forTimeInterval: 0.05)
        let again = try #require(folder.write(project, diagnostics: diagnostics))
        #expect(again.written == 0 && again.removed == 0, "\(again)")
        #expect(try files.map { try folder.modificationDate($0) } == before)
    }

    @Test func staleTesseraColorSetsGoTheUsersStay() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let spec = { (path: [String]) in
            ColorSetSpec(
                path: path,
                variants: [.init(appearance: .any, contrast: .normal, color: ColorValue(colorSpace: .srgb, components: [.number(1), .number(0), .number(0)]))],
                tokenID: path.joined(separator: "."))
        }
        try #require(folder.write([AssetCatalogBrand(namespace: nil, colorSets: [spec(["a"]), spec(["old", "b"]), spec(["keep", "c"])])], diagnostics: diagnostics) != nil)
        // The user's own colorsets, one at the top and one inside a folder Tessera made.
        for mine in ["Mine.colorset", "keep/Mine.colorset", "old/b-copy.colorset"] {
            try FileManager.default.createDirectory(atPath: folder.catalog + "/" + mine, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.catalog + "/" + mine + "/Contents.json"))
        }
        let outcome = try #require(folder.write([AssetCatalogBrand(namespace: nil, colorSets: [spec(["a"])])], diagnostics: diagnostics))
        #expect(outcome.removed == 2, "\(outcome)")
        #expect(!folder.exists("old/b.colorset"))
        #expect(!folder.exists("keep/c.colorset"))
        #expect(folder.exists("a.colorset/Contents.json"))
        #expect(folder.text("Mine.colorset/Contents.json") == "{}")
        #expect(folder.text("keep/Mine.colorset/Contents.json") == "{}")
        #expect(folder.exists("old/b-copy.colorset"))
        // A namespace folder left with its Contents.json only goes; one holding the user's colorsets stays.
        #expect(folder.exists("keep/Contents.json") && folder.exists("old/Contents.json"))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
    }

    @Test func aColorRenamedInCaseLeavesOneColorSet() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let color = { (name: String) in
            ColorSetSpec(
                path: [name],
                variants: [.init(appearance: .any, contrast: .normal, color: ColorValue(colorSpace: .srgb, components: [.number(1), .number(1), .number(1)]))],
                tokenID: name)
        }
        try #require(folder.write([AssetCatalogBrand(namespace: nil, colorSets: [color("Primary")])], diagnostics: diagnostics) != nil)
        try #require(folder.write([AssetCatalogBrand(namespace: nil, colorSets: [color("primary")])], diagnostics: diagnostics) != nil)
        // Whether the file system tells the two names apart or not, one colorset holds the color.
        let colorSets = try FileManager.default.contentsOfDirectory(atPath: folder.catalog).filter { $0.hasSuffix(".colorset") }
        #expect(colorSets.count == 1, "\(colorSets)")
        #expect(try folder.entries("primary.colorset") == ["any srgb 1.000"])
    }

    @Test func anEmptiedNamespaceFolderIsRemoved() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let first = try TraitProjects.load(["t.json": #"{"old": {"deep": {"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}}"#], diagnostics: diagnostics, path: "t.json")
        let second = try TraitProjects.load(["t.json": #"{"new": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}"#], diagnostics: diagnostics, path: "t.json")
        try #require(folder.write(first, diagnostics: diagnostics) != nil)
        #expect(folder.exists("old/deep/x.colorset"))
        let outcome = try #require(folder.write(second, diagnostics: diagnostics))
        #expect(outcome.removed == 3, "\(outcome)")
        #expect(!folder.exists("old"))
        #expect(folder.exists("new.colorset/Contents.json"))
        #expect(folder.text(AssetCatalogWriter.manifestName)?.contains("new.colorset") == true)
    }

    @Test func aSymbolicLinkInsideTheCatalogIsRefusedAndNothingIsWritten() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let outside = folder.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.catalog, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.catalog + "/color", withDestinationPath: outside.path)
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(TraitProjects.files(modifiers: [("appearance", ["light", "dark"])]), diagnostics: diagnostics)
        #expect(folder.write(project, diagnostics: diagnostics) == nil)
        #expect(diagnostics.diagnostics.contains { $0.code == .assetCatalogEntryBlocked && $0.fixIt != nil })
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(!folder.exists(AssetCatalogWriter.manifestName))
    }

    @Test func aPathThatIsNoCatalogIsRefused() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let file = folder.root.appendingPathComponent("Colors.xcassets").path
        try Data().write(to: URL(fileURLWithPath: file))
        for path in [file, folder.root.appendingPathComponent("Colors").path] {
            let diagnostics = DiagnosticEngine()
            #expect(!AssetCatalogWriter(catalog: path, diagnostics: diagnostics).checkCatalogPath())
            #expect(diagnostics.diagnostics.map(\.code) == [.assetCatalogUnusable])
        }
    }

    @Test func namesDifferingOnlyInCaseAreAnError() throws {
        let tokens = """
            {"color": {"$type": "color",
              "Primary": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
              "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}
            """
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(["tokens.json": tokens], diagnostics: diagnostics, path: "tokens.json")
        let folder = try CatalogFolder()
        defer { folder.remove() }
        #expect(folder.write(project, diagnostics: diagnostics) == nil)
        let collision = try #require(diagnostics.diagnostics.first { $0.code == .colorSetNameCollision })
        #expect(collision.severity == .error)
        #expect(collision.tokenPath == "color.primary")
        #expect(!folder.exists("color"))
    }

    @Test func aColorVaryingWithSizeClassKeepsTheDefaultSizeClassWithAWarning() throws {
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(
            TraitProjects.files(modifiers: [("appearance", ["light", "dark"]), ("size-class", ["compact", "regular"])]),
            diagnostics: diagnostics)
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try #require(folder.write(project, diagnostics: diagnostics) != nil)
        // size-class's files come last and set the color: compact's gray (0.3) is the default.
        #expect(try folder.entries("color/bg.colorset") == ["any srgb 0.300"])
        let warning = try #require(diagnostics.diagnostics.first { $0.code == .colorTraitNotInCatalog })
        #expect(warning.severity == .warning && warning.tokenPath == "color.bg")
        #expect(warning.message.contains("size class"))
    }

    @Test func severalThemeModifiersWriteTheDefaultSelectionWithAWarning() throws {
        let diagnostics = DiagnosticEngine()
        let project = try TraitProjects.load(
            TraitProjects.files(modifiers: [("brand", ["acme", "globex"]), ("density", ["cozy", "roomy"])]), diagnostics: diagnostics)
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try #require(folder.write(project, diagnostics: diagnostics) != nil, "\(diagnostics.diagnostics)")
        // density's files come last and set the color: cozy's gray (0.3), without brand folders.
        #expect(try folder.entries("color/bg.colorset") == ["any srgb 0.300"])
        #expect(!folder.exists("acme") && !folder.exists("globex"))
        let warnings = diagnostics.diagnostics.filter { $0.code == .catalogThemesNotCombined }
        #expect(warnings.count == 1, "\(diagnostics.diagnostics)")
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning && warning.tokenPath == "color.bg" && warning.location != nil)
        #expect(warning.message.contains("brand and density") && warning.message.contains("brand: acme, density: cozy"), "\(warning.message)")
        #expect(warning.fixIt?.contains("traits:") == true)
        // One theme modifier: a folder per theme, no warning.
        let single = DiagnosticEngine()
        let branded = try TraitProjects.load(TraitProjects.files(modifiers: [("brand", ["acme", "globex"])]), diagnostics: single)
        try #require(folder.write(branded, diagnostics: single) != nil)
        #expect(!single.diagnostics.contains { $0.code == .catalogThemesNotCombined })
        #expect(try folder.entries("globex/color/bg.colorset") == ["any srgb 0.200"])
    }

    @Test func namesThatAreNoFileNamesStayInsideTheCatalog() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let diagnostics = DiagnosticEngine()
        let black = ColorValue(colorSpace: .srgb, components: [.number(-0.0001), .number(0), .number(0)])
        let spec = ColorSetSpec(path: ["..", "a/b:c"], variants: [.init(appearance: .any, contrast: .normal, color: black)], tokenID: "x")
        try #require(folder.write([AssetCatalogBrand(namespace: nil, colorSets: [spec])], diagnostics: diagnostics) != nil)
        #expect(try folder.entries("_./a-b-c.colorset") == ["any srgb 0.000"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == ["Tokens.xcassets"])
    }
}
