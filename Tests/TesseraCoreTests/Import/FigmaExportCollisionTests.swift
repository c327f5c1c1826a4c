import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// Exporter files (`Collection.Mode.json`) keep collections apart as Figma does
/// (Fixtures/Figma/exporter-collisions): `Stroke` in `Primitives` and `Stroke/thickness` in
/// `Semantic`, and `color/bg` in both, are four variables, none written over another.
@Suite struct FigmaExportCollisionTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/exporter-collisions").path

    static func resolved(_ input: [String: String]) throws -> (tokens: [String: ResolvedToken], diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [folder], diagnostics: diagnostics))
        let chosen = try #require(project.validateInput(input))
        return (Dictionary(project.resolve(chosen).tokens.map { ($0.id, $0) }, uniquingKeysWith: { $1 }), diagnostics)
    }

    @Test func aVariableAndAGroupOfTheSameNameInTwoCollectionsAreBothKept() throws {
        let (dark, diagnostics) = try Self.resolved(["Primitives": "Dark"])
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(dark["Primitives.Stroke"]?.value == .dimension(DimensionValue(2, .px)))
        // Written `number` by the exporter, the alias takes its target's type, as a FLOAT alias does in Figma.
        #expect(dark["Semantic.Stroke.thickness"]?.value == .dimension(DimensionValue(2, .px)))
        let light = try Self.resolved(["Primitives": "Light"]).tokens
        #expect(light["Semantic.Stroke.thickness"]?.value == .dimension(DimensionValue(1, .px)))
    }

    @Test func sameNamedVariablesOfTwoCollectionsStayDistinct() throws {
        let (dark, diagnostics) = try Self.resolved(["Primitives": "Dark"])
        guard case .color(let primitives)? = dark["Primitives.color.bg"]?.value, case .color(let semantic)? = dark["Semantic.color.bg"]?.value,
            case .color(let button)? = dark["button.background"]?.value
        else {
            Issue.record("missing: \(dark.keys.sorted())")
            return
        }
        #expect(primitives.srgbHex == "#000000")
        #expect(semantic.srgbHex == "#8080ff")
        // An alias means its own collection's variable when it has one.
        #expect(button.srgbHex == "#8080ff")
        // Names no other collection has are kept.
        #expect(dark["color.blue"] != nil)
        let notes = diagnostics.diagnostics.filter { $0.code == .figmaNameCollision }
        #expect(notes.map(\.tokenPath) == ["Primitives.Stroke", "Semantic.Stroke.thickness"])
    }
}

/// Exporters that name a FLOAT by its scopes in Tokens Studio's or Style Dictionary's words
/// (`borderWidth`, `borderRadius`, `opacity`), or write Style Dictionary 3's shape (`value`,
/// `type`, `extensions`), still write one file per collection and mode
/// (Fixtures/Figma/exporter-type-names): read as such, with Figma's px.
@Suite struct FigmaExportTypeNameTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/exporter-type-names").path

    @Test func theFilesAreModesAndTheirLengthsArePixels() throws {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [Self.folder], diagnostics: diagnostics))
        // Read as exporter files (Tokens Studio would merge the modes into one set).
        #expect(project.modifiers.map(\.name) == ["Sizes"])
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        func values(_ mode: String) throws -> [String: TokenValue] {
            let input = try #require(project.validateInput(["Sizes": mode]))
            return Dictionary(project.resolve(input).tokens.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let mobile = try values("Mobile")
        let desktop = try values("Desktop")
        #expect(mobile["border.thin"] == .dimension(DimensionValue(1, .px)))
        #expect(desktop["border.radius"] == .dimension(DimensionValue(2, .px)))
        #expect(desktop["gap"] == .dimension(DimensionValue(16, .px)))
        #expect(mobile["opacity"] == .number(0.5))
        guard case .color(let brand)? = mobile["brand"] else {
            Issue.record("brand did not resolve")
            return
        }
        #expect(brand.srgbHex == "#0055ff")
    }
}

/// Exporter files whose tokens carry no `com.figma` (Fixtures/Figma/exporter-unmarked, the
/// shape of a Figma export kept as plain DTCG): named `Collection.Mode.tokens.json`, with two
/// modes of `Semantics` defining the same tokens, they are a collection with modes, not one
/// set in which the last file silently wins.
@Suite struct FigmaExportUnmarkedTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/exporter-unmarked").path

    @Test func theModeFilesOfOneCollectionAreItsModes() throws {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [Self.folder], diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        #expect(project.modifiers.map(\.name) == ["Semantics"])
        #expect(project.modifiers.first?.contextNames == ["Acme", "Zenith"])
        #expect(project.modifiers.first?.defaultContext == "Acme")
        func values(_ mode: String) throws -> [String: TokenValue] {
            let input = try #require(project.validateInput(["Semantics": mode]))
            return Dictionary(project.resolve(input).tokens.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let acme = try values("Acme")
        let zenith = try values("Zenith")
        guard case .color(let acmeAction)? = acme["colour.action"], case .color(let zenithAction)? = zenith["colour.action"] else {
            Issue.record("colour.action did not resolve: \(acme.keys.sorted())")
            return
        }
        #expect(acmeAction.srgbHex == "#0055ff")
        #expect(zenithAction.srgbHex == "#800080")
        #expect(acme["radius"] == .dimension(DimensionValue(4, .px)))
        #expect(zenith["radius"] == .dimension(DimensionValue(0, .px)))
    }
}

/// Exporter files whose primitives have no scopes (hidden from Figma's pickers) and whose scoped
/// semantic variables, and composites built on them, use those primitives as lengths: the
/// primitives are the px lengths Figma applies, in every mode file, as in the REST response.
@Suite struct FigmaExportAliasDecidedTypeTests {
    static let figma = #"{"com.figma": {"scopes": SCOPES}}"#

    static func token(_ value: String, scopes: String = "[]") -> String {
        #"{"$type": "number", "$value": \#(value), "$extensions": \#(figma.replacingOccurrences(of: "SCOPES", with: scopes))}"#
    }

    static let files = [
        "tokens/Primitives.Value.json": #"{"dimension": {"0": \#(token("0")), "600": \#(token("24"))}, "number": {"50": \#(token("50"))}}"#,
        "tokens/Semantic.Default.json": #"""
            {"spacing": {"medium": \#(token(#""{dimension.600}""#, scopes: #"["GAP"]"#))},
             "opacity": {"half": \#(token(#""{number.50}""#, scopes: #"["OPACITY"]"#))},
             "offset": \#(token("2")),
             "shadow": {"$type": "shadow", "$value": [{"color": "#000000", "offsetX": "{dimension.0}", "offsetY": 0, "blur": 0, "spread": "{offset}"}]}}
            """#,
        "tokens/Semantic.Compact.json": #"""
            {"spacing": {"medium": \#(token("12", scopes: #"["GAP"]"#))},
             "opacity": {"half": \#(token("40", scopes: #"["OPACITY"]"#))},
             "offset": \#(token("1")),
             "shadow": {"$type": "shadow", "$value": [{"color": "#000000", "offsetX": "{dimension.0}", "offsetY": 0, "blur": 0, "spread": "{offset}"}]}}
            """#,
    ]

    @Test func primitivesThatLengthsUseAreLengthsInEveryMode() throws {
        let standard = resolveFiles(Self.files, entry: "tokens", input: ["Semantic": "Default"])
        #expect(standard.errors.isEmpty, "\(standard.errors.map(\.message))")
        #expect(standard["dimension.600"] == .dimension(DimensionValue(24, .px)))
        #expect(standard["spacing.medium"] == .dimension(DimensionValue(24, .px)))
        // A shadow's member that references a number uses it as a length too, in each mode.
        #expect(standard["offset"] == .dimension(DimensionValue(2, .px)))
        guard case .shadow(let layers)? = standard["shadow"] else {
            Issue.record("shadow: \(String(describing: standard["shadow"]))")
            return
        }
        #expect(layers.first?.spread == DimensionValue(2, .px))
        let compact = resolveFiles(Self.files, entry: "tokens", input: ["Semantic": "Compact"])
        #expect(compact["spacing.medium"] == .dimension(DimensionValue(12, .px)))
        #expect(compact["offset"] == .dimension(DimensionValue(1, .px)))
        // What only an OPACITY variable uses stays a number; the opacity applies it as a percentage,
        // as its literal in Compact is one.
        #expect(standard["number.50"] == .number(50))
        #expect(standard["opacity.half"] == .number(0.5))
        #expect(compact["opacity.half"] == .number(0.4))
    }

    @Test func anOpacityHoldsAPercentageInEveryModeFile() {
        let files = [
            "tokens/Primitives.Value.json": #"{"opacity": {"50": \#(Self.token("50", scopes: #"["OPACITY"]"#))}, "scale": {"80": \#(Self.token("80", scopes: #"["ALL_SCOPES"]"#))}}"#,
            "tokens/Layer.Light.json": #"""
                {"hover": \#(Self.token(#""{opacity.50}""#, scopes: #"["OPACITY"]"#)), "muted": \#(Self.token(#""{scale.80}""#, scopes: #"["OPACITY"]"#)),
                 "plain": \#(Self.token(#""{opacity.50}""#, scopes: #"["ALL_SCOPES"]"#)), "named": {"$type": "opacity", "$value": 0.3, "$extensions": {"com.figma": {"scopes": ["OPACITY"]}}}}
                """#,
            "tokens/Layer.Dark.json": #"""
                {"hover": \#(Self.token("20", scopes: #"["OPACITY"]"#)), "muted": \#(Self.token("70", scopes: #"["OPACITY"]"#)),
                 "plain": \#(Self.token("5", scopes: #"["ALL_SCOPES"]"#)), "named": {"$type": "opacity", "$value": 0.3, "$extensions": {"com.figma": {"scopes": ["OPACITY"]}}}}
                """#,
        ]
        let light = resolveFiles(files, entry: "tokens", input: ["Layer": "Light"])
        #expect(light.errors.isEmpty, "\(light.errors.map(\.message))")
        #expect(light["opacity.50"] == .number(0.5))
        // An opacity aliasing an opacity passes the fraction on; aliasing a plain number, applies it as a percentage.
        #expect(light["hover"] == .number(0.5))
        #expect(light["muted"] == .number(0.8))
        // A plain number aliasing an opacity is the number Figma shows.
        #expect(light["plain"] == .number(50))
        #expect(light["scale.80"] == .number(80))
        // An exporter that names the type `opacity` wrote the fraction already.
        #expect(light["named"] == .number(0.3))
        let dark = resolveFiles(files, entry: "tokens", input: ["Layer": "Dark"])
        #expect(dark["hover"] == .number(0.2) && dark["muted"] == .number(0.7) && dark["plain"] == .number(5))
    }
}

/// Exporter files of one collection name in two folders (Fixtures/Figma/exporter-folders:
/// `reference/color.default.json` holds the scales, `system/color.light.json` and
/// `system/color.dark.json` the roles that alias them) define different variables, so they are
/// two collections, not three modes of one; files that do define the same variables stay one
/// collection wherever they sit (Fixtures/Figma/exporter-mode-folders).
@Suite struct FigmaExportFolderTests {
    static func folder(_ name: String) -> String {
        PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/\(name)").path
    }

    @Test func sameNamedFilesInTwoFoldersAreTwoCollections() throws {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [Self.folder("exporter-folders")], diagnostics: diagnostics))
        #expect(project.modifiers.map(\.name) == ["system/color"])
        #expect(project.modifiers.first?.contextNames.sorted() == ["dark", "light"])
        func primary(_ mode: String) throws -> String? {
            let input = try #require(project.validateInput(["system/color": mode]))
            guard case .color(let color)? = project.resolve(input).tokens.first(where: { $0.id == "role.primary" })?.value else { return nil }
            return color.srgbHex
        }
        // Every mode of the roles reads the scales, which no mode leaves out.
        #expect(try primary("light") == "#0000ff")
        #expect(try primary("dark") == "#00ff00")
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func modesOfOneCollectionInTwoFoldersStayOneCollection() throws {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [Self.folder("exporter-mode-folders")], diagnostics: diagnostics))
        #expect(project.modifiers.map(\.name) == ["Theme"])
        #expect(project.modifiers.first?.contextNames.sorted() == ["Dark", "Light"])
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
    }
}
