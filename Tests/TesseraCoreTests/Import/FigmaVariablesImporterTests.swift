import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// The Figma REST API response `GET /v1/files/:key/variables/local`, from a fixture written
/// for this project (Fixtures/Figma/variables-local.json): three collections (Primitives with
/// one mode, Semantic with Light and Dark, a remote Brand Library), aliases across collections,
/// one alias into a library that is not in the file, scopes and codeSyntax.
@Suite struct FigmaVariablesImporterTests {
    static let fixture = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/variables-local.json").path

    static func load() throws -> (project: TokenProject, diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [fixture], diagnostics: diagnostics))
        return (project, diagnostics)
    }

    static func tokens(_ project: TokenProject, semantic mode: String) throws -> [String: ResolvedToken] {
        let input = try #require(project.validateInput(["Semantic": mode]))
        return Dictionary(project.resolve(input).tokens.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
    }

    @Test func collectionsBecomeSetsAndModifiers() throws {
        let (project, _) = try Self.load()
        let steps = project.steps.map { step -> String in
            switch step {
            case .set(let name, _): "set \(name)"
            case .modifier(let modifier): "modifier \(modifier.name)"
            }
        }
        #expect(steps == ["set Primitives", "modifier Semantic", "set Brand Library"])
        let semantic = try #require(project.modifiers.first)
        #expect(project.modifiers.count == 1)
        #expect(semantic.contextNames == ["Light", "Dark"])
        // defaultModeId "2:1" is Dark, although Light is listed first.
        #expect(semantic.defaultContext == "Dark")
        #expect(project.permutations().map(\.description) == ["Semantic=Light", "Semantic=Dark"])
    }

    @Test func valuesPerMode() throws {
        let (project, diagnostics) = try Self.load()
        let light = try Self.tokens(project, semantic: "Light")
        let dark = try Self.tokens(project, semantic: "Dark")
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")

        // Aliases across collections: color/background → color/white (Light), color/gray/900 (Dark).
        #expect(srgb(light["color.background"]?.value) == [1, 1, 1])
        #expect(light["color.background"]?.aliasOf == "color.white")
        #expect(srgb(dark["color.background"]?.value) == [0.1, 0.1, 0.1])
        // A literal 0–1 RGBA color with alpha in Dark, an alias in Light.
        guard case .color(let accent)? = dark["color.accent"]?.value else { throw Failure("no dark accent") }
        #expect(accent.colorSpace == .srgb)
        #expect(srgb(.color(accent)) == [0.4, 0.6, 1])
        #expect(accent.alpha == 0.5)
        #expect(srgb(light["color.accent"]?.value) == [0, 0.4, 1])
        // An alias into the remote library whose variable the response includes resolves.
        #expect(srgb(light["color.link"]?.value) == [0.8, 0.2, 0.2])
        // FLOAT by scopes: GAP/WIDTH_HEIGHT → px dimension, FONT_WEIGHT → fontWeight, OPACITY → a number,
        // the fraction of the percentage Figma's opacity field holds (40).
        #expect(light["space.4"]?.value == .dimension(DimensionValue(16, .px)))
        #expect(light["space.inset"]?.value == .dimension(DimensionValue(16, .px)))
        #expect(dark["space.inset"]?.value == .dimension(DimensionValue(24, .px)))
        #expect(light["font.weight.bold"]?.value == .fontWeight(700))
        #expect(light["opacity.disabled"]?.value == .number(0.4))
        // STRING by scope: FONT_FAMILY → fontFamily, TEXT_CONTENT → string; BOOLEAN → boolean.
        #expect(light["font.family.sans"]?.value == .fontFamily(["Inter"]))
        #expect(light["label.greeting"]?.value == .string("Hello"))
        #expect(dark["label.greeting"]?.value == .string("Good evening"))
        #expect(light["flag.new-navigation"]?.value == .boolean(true))
        #expect(dark["flag.new-navigation"]?.value == .boolean(false))
        // "space/0.5" cannot be a DTCG name: rewritten.
        #expect(light["space.0_5"]?.value == .dimension(DimensionValue(2, .px)))
        // The remote alias is not guessed: color/brand exists in Dark only.
        #expect(light["color.brand"] == nil)
        #expect(srgb(dark["color.brand"]?.value) == [0, 0.4, 1])
        #expect(light.count == 15)
        #expect(dark.count == 16)
    }

    @Test func figmaMetadataIsKeptInExtensions() throws {
        let (project, _) = try Self.load()
        let light = try Self.tokens(project, semantic: "Light")
        let background = try #require(light["color.background"])
        #expect(background.description == "Page background")
        let figma = try #require(background.extensions?.objectValue?["com.figma"]?.objectValue)
        #expect(figma["variableId"]?.stringValue == "VariableID:2:1")
        #expect(figma["key"]?.stringValue == "bg")
        #expect(figma["codeSyntax"]?.objectValue?["iOS"]?.stringValue == "pageBackground")
        #expect(figma["scopes"]?.arrayValue?.compactMap(\.stringValue) == ["FRAME_FILL"])
        #expect(figma["hiddenFromPublishing"]?.boolValue == false)
        #expect(figma["collection"]?.stringValue == "Semantic")
        let flag = try #require(light["flag.new-navigation"]?.extensions?.objectValue?["com.figma"]?.objectValue)
        #expect(flag["hiddenFromPublishing"]?.boolValue == true)
        // The unresolved remote alias is recorded on the Light tree of the collection.
        guard case .modifier(let semantic) = project.steps[1], let lightTree = semantic.contexts["Light"]?.first?.tree else {
            throw Failure("no Light context")
        }
        let unresolved = lightTree["$extensions"]?.objectValue?["com.figma"]?.objectValue?["unresolvedAliases"]?.objectValue
        #expect(unresolved?["color.brand"]?.stringValue == "VariableID:0f9e/12:4")
    }

    @Test func diagnosticsNameWhatCouldNotBeMapped() throws {
        let (project, diagnostics) = try Self.load()
        for input in project.permutations() { _ = project.resolve(input) }
        let found = diagnostics.diagnostics.map { diagnostic in
            "\(diagnostic.code.rawValue) \(diagnostic.severity.rawValue) \(diagnostic.location?.line ?? 0) \(diagnostic.tokenPath ?? "-")"
        }
        #expect(
            found.sorted() == [
                "TS0211 warning 121 flag.new-navigation",  // BOOLEAN is not a DTCG type
                "TS0211 warning 126 label.greeting",  // STRING (not a font family) is not a DTCG type
                "TS0731 warning 101 color.brand",  // Light aliases VariableID:0f9e/12:4, not in the file
                "TS0733 warning 58 space.0_5",  // "0.5" contains a dot
            ], "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func aResponseWithoutVariablesIsReported() {
        let diagnostics = DiagnosticEngine()
        let files = InMemoryFileSystem(files: [
            "figma.json": #"{"status": 200, "meta": {"variableCollections": {}, "variables": []}}"#
        ])
        let project = TokenProject.load(
            paths: ["figma.json"], format: .figmaVariables, diagnostics: diagnostics, fileSystem: files)
        #expect(project == nil)
        #expect(diagnostics.diagnostics.map(\.code) == [.figmaInvalidResponse])
        #expect(diagnostics.diagnostics.first?.location?.line == 1)
    }

    @Test func malformedVariablesAreReportedAndSkipped() throws {
        let response = """
            {"meta": {
              "variableCollections": {"C:1": {"id": "C:1", "name": "Theme", "modes": [{"modeId": "m1", "name": "Only"}], "defaultModeId": "m1"}},
              "variables": {
                "V:1": {"id": "V:1", "name": "size", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"m1": "wide"}},
                "V:2": {"id": "V:2", "name": "mystery", "variableCollectionId": "C:1", "resolvedType": "VECTOR", "valuesByMode": {"m1": 1}},
                "V:3": {"id": "V:3", "name": "gap", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {}},
                "V:4": {"name": "broken"},
                "V:5": {"id": "V:5", "name": "ok", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "valuesByMode": {"m1": 3}}
              }}}
            """
        let result = resolveFiles(["response.json": response])
        #expect(result.tokens.keys.sorted() == ["ok"])
        #expect(result["ok"] == .number(3))
        #expect(result.all(.figmaUnsupportedValue).compactMap(\.tokenPath) == ["size", "mystery", "gap"])
        #expect(result.all(.figmaInvalidResponse).map { $0.location?.line } == [7])
    }
}

extension FigmaVariablesImporterTests {
    /// A plugin's dump that writes each `COLOR` as CSS text, and a value that is no color.
    static let colorsAsText = """
        {"meta": {
          "variableCollections": {"C:1": {"id": "C:1", "name": "Palette", "modes": [{"modeId": "m1", "name": "Value"}], "defaultModeId": "m1"}},
          "variables": {
            "V:1": {"id": "V:1", "name": "red/50", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m1": "#DD0000"}},
            "V:2": {"id": "V:2", "name": "white/a10", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m1": "rgba(255, 255, 255, 0.1)"}},
            "V:3": {"id": "V:3", "name": "brand", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m1": {"type": "VARIABLE_ALIAS", "id": "V:1"}}},
            "V:4": {"id": "V:4", "name": "odd", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m1": "banana"}},
            "V:5": {"id": "V:5", "name": "text/odd", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m1": {"type": "VARIABLE_ALIAS", "id": "V:4"}}},
            "V:6": {"id": "V:6", "name": "text/odder", "variableCollectionId": "C:1", "resolvedType": "COLOR", "valuesByMode": {"m1": {"type": "VARIABLE_ALIAS", "id": "V:5"}}}
          }}}
        """

    @Test func aColorWrittenAsCSSTextIsThatColor() throws {
        let result = resolveFiles(["response.json": Self.colorsAsText])
        #expect(srgb(result["red.50"]) == [221.0 / 255, 0, 0])
        guard case .color(let translucent)? = result["white.a10"] else { throw Failure("no white.a10") }
        #expect(srgb(.color(translucent)) == [1, 1, 1])
        #expect(abs(translucent.alpha - 0.1) < 1e-9)
        // An alias to such a color resolves as to any other.
        #expect(srgb(result["brand"]) == [221.0 / 255, 0, 0])
        #expect(result.all(.figmaUnsupportedValue).compactMap(\.tokenPath) == ["odd"])
    }

    @Test func aliasesOfAValueThatIsNoColorAreLeftOutWithIt() {
        let result = resolveFiles(["response.json": Self.colorsAsText])
        // Text that is no color: left out of its mode (TS0732), and so is each variable aliasing it,
        // named with the root cause, never said to alias a variable that does not exist.
        #expect(result["odd"] == nil && result["text.odd"] == nil && result["text.odder"] == nil)
        #expect(result.all(.unresolvedReference).isEmpty, "\(result.all(.unresolvedReference).map(\.message))")
        let chained = result.all(.leftOutReference)
        #expect(Set(chained.compactMap(\.tokenPath)) == ["text.odd", "text.odder"])
        #expect(chained.allSatisfy { $0.message.contains("odd") && $0.severity == .warning }, "\(chained.map(\.message))")
    }

    /// `space` aliases a number that an `OPACITY` variable aliases too in one mode, and a `GAP` length in the other.
    static let floatsOfTwoTypes = """
        {"meta": {
          "variableCollections": {
            "C:1": {"id": "C:1", "name": "Primitives", "modes": [{"modeId": "p", "name": "Value"}], "defaultModeId": "p"},
            "C:2": {"id": "C:2", "name": "Density", "modes": [{"modeId": "c", "name": "Compact"}, {"modeId": "r", "name": "Regular"}], "defaultModeId": "r"}
          },
          "variables": {
            "V:1": {"id": "V:1", "name": "ratio", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": {"p": 4}},
            "V:2": {"id": "V:2", "name": "gap", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["GAP"], "valuesByMode": {"p": 16}},
            "V:3": {"id": "V:3", "name": "space", "variableCollectionId": "C:2", "resolvedType": "FLOAT", "scopes": ["GAP"],
                    "valuesByMode": {"c": {"type": "VARIABLE_ALIAS", "id": "V:1"}, "r": {"type": "VARIABLE_ALIAS", "id": "V:2"}}},
            "V:4": {"id": "V:4", "name": "fade", "variableCollectionId": "C:1", "resolvedType": "FLOAT", "scopes": ["OPACITY"], "valuesByMode": {"p": {"type": "VARIABLE_ALIAS", "id": "V:1"}}}
          }}}
        """

    @Test func aFloatAliasIsOneTypeInEveryMode() {
        let compact = resolveFiles(["response.json": Self.floatsOfTwoTypes], input: ["Density": "Compact"])
        let regular = resolveFiles(["response.json": Self.floatsOfTwoTypes], input: ["Density": "Regular"])
        // A GAP variable is a length in every mode: the number it aliases in Compact is px, as Figma applies it.
        #expect(compact["space"] == .dimension(DimensionValue(4, .px)))
        #expect(regular["space"] == .dimension(DimensionValue(16, .px)))
        // The targets keep their own types.
        #expect(compact["ratio"] == .number(4) && compact["gap"] == .dimension(DimensionValue(16, .px)))
        #expect(!compact.diagnostics.contains { $0.severity == .error }, "\(compact.diagnostics.map(\.message))")
    }

    @Test func anOpacityVariableHoldsAPercentage() {
        // Figma's layer opacity field shows and applies the number as a percentage: 50 is half opaque.
        let response = """
            {"meta": {
              "variableCollections": {"C": {"id": "C", "name": "Theme", "modes": [{"modeId": "m", "name": "Only"}], "defaultModeId": "m"}},
              "variables": {
                "A": {"id": "A", "name": "opacity/50", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["OPACITY"], "valuesByMode": {"m": 50}},
                "B": {"id": "B", "name": "layer/hover", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["OPACITY"], "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "A"}}},
                "C": {"id": "C", "name": "scale/80", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": {"m": 80}},
                "D": {"id": "D", "name": "layer/muted", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["OPACITY"], "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "C"}}},
                "E": {"id": "E", "name": "plain/of-opacity", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "A"}}},
                "F": {"id": "F", "name": "mixed", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["OPACITY", "EFFECT_FLOAT"], "valuesByMode": {"m": 50}}
              }}}
            """
        let result = resolveFiles(["figma.json": response])
        #expect(result.errors.isEmpty, "\(result.errors.map(\.message))")
        #expect(result["opacity.50"] == .number(0.5))
        // An opacity aliasing an opacity is the same fraction, not divided twice.
        #expect(result["layer.hover"] == .number(0.5))
        // An opacity aliasing a plain number applies that number as a percentage.
        #expect(result["layer.muted"] == .number(0.8))
        // A plain number aliasing an opacity is the number Figma shows, not the fraction.
        #expect(result["plain.of-opacity"] == .number(50))
        #expect(result["scale.80"] == .number(80))
        // Opacity among other scopes says no percentage: the number as written.
        #expect(result["mixed"] == .number(50))
    }

    @Test func aDTCGAliasKeepsItsTargetsType() {
        // Outside Figma's input a length aliasing a number stays a type mismatch.
        let result = resolveJSON(#"{"a": {"$type": "number", "$value": 8}, "b": {"$type": "dimension", "$value": "{a}"}}"#)
        #expect(result["b"] == nil)
        #expect(result.all(.referenceTypeMismatch).map(\.severity) == [.error])
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Hostile and broken inputs to the importers: a diagnostic each, never a crash or a hang.
@Suite struct ImporterBadInputTests {
    @Test func figmaAliasCycleIsAReferenceCycle() {
        let response = """
            {"meta": {
              "variableCollections": {"C": {"id": "C", "name": "Theme", "modes": [{"modeId": "m", "name": "Only"}], "defaultModeId": "m"}},
              "variables": {
                "A": {"id": "A", "name": "a", "variableCollectionId": "C", "resolvedType": "COLOR", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "B"}}},
                "B": {"id": "B", "name": "b", "variableCollectionId": "C", "resolvedType": "COLOR", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "A"}}},
                "S": {"id": "S", "name": "self", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "S"}}}
              }}}
            """
        let result = resolveFiles(["figma.json": response])
        #expect(result.tokens.isEmpty)
        #expect(Set(result.all(.referenceCycle).compactMap(\.tokenPath)).isSuperset(of: ["a", "self"]), "\(result.diagnostics.map(\.message))")
    }

    @Test func anAliasToAVariableRefusedForItsEmptyNameSaysSo() throws {
        // " / " is empty once Figma trims its segments; the alias is not taken for a library's.
        let response = """
            {"meta": {
              "variableCollections": {"C": {"id": "C", "name": "Theme", "modes": [{"modeId": "m", "name": "Only"}], "defaultModeId": "m"}},
              "variables": {
                "E": {"id": "E", "name": " / ", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": 4}},
                "B": {"id": "B", "name": "space/card", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "E"}}},
                "D": {"id": "D", "name": "space/deck", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "B"}}}
              }}}
            """
        let result = resolveFiles(["figma.json": response])
        #expect(result.tokens.isEmpty)
        #expect(result.all(.figmaRemoteAlias).isEmpty)
        #expect(result.all(.figmaInvalidResponse).map(\.message) == ["variable E has an empty name"])
        let warning = try #require(result.all(.figmaAliasToRefusedVariable).first)
        #expect(result.all(.figmaAliasToRefusedVariable).count == 1)
        #expect(
            warning.message
                == #"variable space/card aliases E in mode "Only": E is in the input but was left out because its name is empty; space/card is left out of that mode, and so is every variable that aliases it"#)
        #expect(warning.tokenPath == "space.card")
        #expect(warning.location?.line == 5)
        #expect(warning.notes.map(\.message) == ["E is defined here, and left out because its name is empty"])
        #expect(warning.notes.first?.location?.line == 4)
        #expect(warning.fixIt == "give the variable E a name in Figma, or alias another variable")
        // space/deck is left out through space/card, as a left-out chain is.
        #expect(result.all(.leftOutReference).compactMap(\.tokenPath) == ["space.deck"])
    }

    @Test func valuesKeyedByAnotherCollectionsModesAreNamed() throws {
        let response = """
            {"meta": {
              "variableCollections": {
                "C": {"id": "C", "name": "Theme", "modes": [{"modeId": "m1", "name": "Light"}, {"modeId": "m2", "name": "Dark"}], "defaultModeId": "m1"},
                "D": {"id": "D", "name": "Density", "modes": [{"modeId": "d1", "name": "Compact"}, {"modeId": "d2", "name": "Wide"}], "defaultModeId": "d1"}
              },
              "variables": {
                "A": {"id": "A", "name": "space/card", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"d1": 4, "d2": 8}},
                "B": {"id": "B", "name": "space/gap", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m1": 2, "m2": 3, "zz": {"type": "VARIABLE_ALIAS", "id": "A"}}}
              }}}
            """
        let result = resolveFiles(["figma.json": response], input: ["Theme": "Light"])
        #expect(result.tokens.keys.sorted() == ["space.gap"])
        #expect(result.all(.figmaUnsupportedValue).isEmpty, "said with the foreign keys, not once per mode")
        let warnings = result.all(.figmaForeignModes)
        #expect(
            warnings.map(\.message) == [
                #"variable space/card of collection "Theme" has values for mode ids its collection does not have: "d1" (mode "Compact" of collection "Density"), "d2" (mode "Wide" of collection "Density"); those values (4, 8) are dropped, and it has no value for modes "Light", "Dark" of "Theme" and is left out of them"#,
                #"variable space/gap of collection "Theme" has values for mode ids its collection does not have: "zz" (a mode of no collection in the input); that value (an alias to A) is dropped, and its values for the collection's own modes are read"#,
            ])
        #expect(warnings.map(\.tokenPath) == ["space.card", "space.gap"])
        #expect(warnings.map { $0.location?.line } == [7, 8])
        #expect(warnings.first?.location?.column == 115)
        #expect(warnings.first?.fixIt == #"key valuesByMode by the modes of "Theme": "m1" (Light), "m2" (Dark)"#)
    }

    /// Figma has one number type: a FLOAT variable whose scopes do not decide (`ALL_SCOPES`) that
    /// aliases a length in one mode (through another undecided variable too) is a length in every mode,
    /// so its literal `0` elsewhere is 0px and the token has one type. Without such an alias it stays a number.
    @Test func aNumberVariableAliasingALengthIsALengthInEveryMode() throws {
        let response = """
            {"meta": {
              "variableCollections": {
                "L": {"id": "L", "name": "Layout", "modes": [{"modeId": "l", "name": "Base"}], "defaultModeId": "l"},
                "T": {"id": "T", "name": "Text", "modes": [{"modeId": "n", "name": "None"}, {"modeId": "a", "name": "After"}], "defaultModeId": "n"}
              },
              "variables": {
                "S": {"id": "S", "name": "space/7", "variableCollectionId": "L", "resolvedType": "FLOAT", "scopes": ["WIDTH_HEIGHT", "GAP"], "valuesByMode": {"l": 32}},
                "M": {"id": "M", "name": "h1/margin", "variableCollectionId": "T", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": {"n": 0, "a": {"type": "VARIABLE_ALIAS", "id": "S"}}},
                "P": {"id": "P", "name": "p/margin", "variableCollectionId": "T", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": {"n": 4, "a": {"type": "VARIABLE_ALIAS", "id": "M"}}},
                "R": {"id": "R", "name": "ratio", "variableCollectionId": "T", "resolvedType": "FLOAT", "scopes": ["ALL_SCOPES"], "valuesByMode": {"n": 1, "a": 2}}
              }}}
            """
        let none = resolveFiles(["figma.json": response], input: ["Text": "None"])
        #expect(none.errors.isEmpty, "\(none.errors.map(\.message))")
        #expect(none["h1.margin"] == .dimension(DimensionValue(0, .px)))
        #expect(none["p.margin"] == .dimension(DimensionValue(4, .px)))
        #expect(none["ratio"] == .number(1))
        let after = resolveFiles(["figma.json": response], input: ["Text": "After"])
        #expect(after["p.margin"] == .dimension(DimensionValue(32, .px)))
    }

    @Test func aPrimitiveWithoutScopesThatALengthAliasesIsALength() throws {
        // Primitives hidden from every picker (no scopes), aliased by scoped semantic variables: the
        // pattern Figma's own guidance recommends. The GAP alias is a length in every mode.
        let response = """
            {"meta": {
              "variableCollections": {
                "P": {"id": "P", "name": "Primitives", "modes": [{"modeId": "p", "name": "Value"}], "defaultModeId": "p"},
                "S": {"id": "S", "name": "Semantic", "modes": [{"modeId": "d", "name": "Default"}, {"modeId": "c", "name": "Compact"}], "defaultModeId": "d"}
              },
              "variables": {
                "B": {"id": "B", "name": "dimension/600", "variableCollectionId": "P", "resolvedType": "FLOAT", "scopes": [], "valuesByMode": {"p": 24}},
                "G": {"id": "G", "name": "spacing/medium", "variableCollectionId": "S", "resolvedType": "FLOAT", "scopes": ["GAP"], "valuesByMode": {"d": {"type": "VARIABLE_ALIAS", "id": "B"}, "c": 12}},
                "H": {"id": "H", "name": "number/50", "variableCollectionId": "P", "resolvedType": "FLOAT", "scopes": [], "valuesByMode": {"p": 50}},
                "O": {"id": "O", "name": "opacity/half", "variableCollectionId": "S", "resolvedType": "FLOAT", "scopes": ["OPACITY"], "valuesByMode": {"d": {"type": "VARIABLE_ALIAS", "id": "H"}, "c": 40}},
                "W": {"id": "W", "name": "size/half", "variableCollectionId": "S", "resolvedType": "FLOAT", "scopes": ["WIDTH_HEIGHT"], "valuesByMode": {"d": {"type": "VARIABLE_ALIAS", "id": "H"}, "c": 40}}
              }}}
            """
        let standard = resolveFiles(["figma.json": response], input: ["Semantic": "Default"])
        #expect(standard["dimension.600"] == .dimension(DimensionValue(24, .px)))
        #expect(standard["spacing.medium"] == .dimension(DimensionValue(24, .px)))
        let compact = resolveFiles(["figma.json": response], input: ["Semantic": "Compact"])
        #expect(compact["spacing.medium"] == .dimension(DimensionValue(12, .px)))
        // A number an OPACITY variable aliases too stays a number: its users disagree. The opacity is
        // that number as a percentage, as its literal in Compact is.
        #expect(standard["number.50"] == .number(50))
        #expect(standard["opacity.half"] == .number(0.5))
        #expect(compact["opacity.half"] == .number(0.4))
        // The length aliasing it is a length in every mode (Figma has one number type): the number
        // in px where Default aliases it, as its literal is in Compact.
        #expect(standard.errors.isEmpty, "\(standard.errors.map(\.message))")
        #expect(standard["size.half"] == .dimension(DimensionValue(50, .px)))
        #expect(compact["size.half"] == .dimension(DimensionValue(40, .px)))
    }

    @Test func aDeletedButReferencedVariableIsKeptWithAWarning() throws {
        let response = """
            {"meta": {
              "variableCollections": {"C": {"id": "C", "name": "Theme", "modes": [{"modeId": "m", "name": "Only"}], "defaultModeId": "m"}},
              "variables": {
                "A": {"id": "A", "name": "brand/old", "variableCollectionId": "C", "resolvedType": "FLOAT", "deletedButReferenced": true, "valuesByMode": {"m": 4}},
                "B": {"id": "B", "name": "space/card", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "A"}}}
              }}}
            """
        let result = resolveFiles(["figma.json": response])
        let warning = try #require(result.all(.figmaDeletedVariable).first)
        #expect(warning.tokenPath == "brand.old")
        #expect(warning.location?.line == 4)
        #expect(result.all(.figmaDeletedVariable).count == 1)
        #expect(result.errors.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result["space.card"] != nil && result["brand.old"] != nil)
    }

    @Test func figmaResponseOfTheWrongShape() {
        for text in [
            #"{"meta": {"variables": [], "variableCollections": {}}}"#,
            #"{"meta": {"variables": {}, "variableCollections": {"C": {"name": 3, "modes": []}}}}"#,
            #"{"meta": {"variables": {}, "variableCollections": {"C": {"name": "x", "modes": [{"modeId": 1}]}}}}"#,
        ] {
            let diagnostics = DiagnosticEngine()
            _ = TokenProject.load(
                paths: ["f.json"], format: .figmaVariables, diagnostics: diagnostics,
                fileSystem: InMemoryFileSystem(files: ["f.json": text]))
            #expect(diagnostics.diagnostics.contains { $0.code == .figmaInvalidResponse && $0.location != nil }, "\(text)")
        }
    }

    @Test func figmaExportWithAnArrayAtTheTopIsReported() {
        let diagnostics = DiagnosticEngine()
        let project = TokenProject.load(
            paths: ["Theme.Light.json"], format: .figmaExport, diagnostics: diagnostics,
            fileSystem: InMemoryFileSystem(files: ["Theme.Light.json": "[1, 2]"]))
        #expect(project == nil)
        #expect(diagnostics.diagnostics.map(\.code) == [.rootNotObject])
    }

    @Test func styleDictionarySelfReferenceIsACycle() {
        let result = resolveFiles(["t.json": #"{"a": {"value": "{a.value}"}, "b": {"value": "{c}"}, "c": {"value": "{b.value}"}}"#])
        #expect(result.tokens.isEmpty)
        #expect(result.all(.referenceCycle).count >= 2, "\(result.diagnostics.map(\.message))")
    }

    @Test func deeplyNestedStyleDictionaryJSON5IsADiagnostic() {
        let text = String(repeating: "{a: ", count: 10_000) + "{value: 1}" + String(repeating: "}", count: 10_000)
        let result = resolveFiles(["deep.json5": text])
        #expect(result.tokens.isEmpty)
        #expect(result.all(.nestingTooDeep).count == 1)
    }
}
