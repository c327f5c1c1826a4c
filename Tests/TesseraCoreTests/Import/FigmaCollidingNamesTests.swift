import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// A REST response where names repeat (Fixtures/Figma/variables-colliding-names.json): three
/// remote palettes `base/color/light|dark|dark-high-contrast` defining the same variables, a
/// local three-mode collection `mode` aliasing one palette per mode, two remote collections
/// also named `mode`, `Components` aliasing across them, and `Brand` (default: its second mode).
@Suite struct FigmaCollidingNamesTests {
    static let fixture = FigmaOracleTests.colliding

    static func load() throws -> (project: TokenProject, diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: [fixture], diagnostics: diagnostics))
        return (project, diagnostics)
    }

    static func tokens(_ project: TokenProject, _ input: [String: String] = [:]) throws -> [String: ResolvedToken] {
        let chosen = try #require(project.validateInput(input))
        return Dictionary(project.resolve(chosen).tokens.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
    }

    @Test func collectionsSharingANameAreToldApart() throws {
        let (project, _) = try Self.load()
        let steps = project.steps.map { step -> String in
            switch step {
            case .set(let name, _): "set \(name)"
            case .modifier(let modifier): "modifier \(modifier.name) \(modifier.contextNames) \(modifier.defaultContext ?? "-")"
            }
        }
        // The local "mode" keeps its name; the remote ones are numbered by id (b9c0 < f7a8).
        #expect(
            steps == [
                "set base/color/light", "set base/color/dark", "set base/color/dark-high-contrast",
                "modifier mode [\"light\", \"dark\", \"dark-high-contrast\"] light",
                "modifier mode (3) [\"compact\", \"comfortable\"] comfortable",
                "set mode (2)", "set Components",
                "modifier Brand [\"acme\", \"globex\"] globex",
            ])
        let remote = try #require(project.modifiers.first { $0.name == "mode (3)" })
        #expect(remote.description == "Modes of the Figma collection \"mode\" (remote, VariableCollectionId:f7a8/30:0)")
    }

    @Test func variablesSharingANameAreQualifiedByTheirCollection() throws {
        let (project, _) = try Self.load()
        let ids = Set(try Self.tokens(project).keys)
        for theme in ["light", "dark", "dark-high-contrast"] {
            #expect(ids.isSuperset(of: ["base.color.\(theme).base.color.blue.0", "base.color.\(theme).base.color.gray.100"]))
        }
        // Names no other collection has are unchanged; of a local and a remote variable
        // sharing a name, the local one keeps it.
        #expect(ids.isSuperset(of: ["base.color.blue.contrast", "color.background", "radius.small", "flag.rounded", "button.background"]))
        #expect(ids.isSuperset(of: ["mode (3).color.background", "mode (2).space.inset", "mode (3).space.inset"]))
        #expect(!ids.contains("base.color.blue.0") && !ids.contains("space.inset"))
    }

    @Test func eachModeAliasesItsOwnPalette() throws {
        let (project, diagnostics) = try Self.load()
        let light = try Self.tokens(project)
        #expect(srgb(light["color.background"]?.value) == [1, 1, 1])
        #expect(light["color.background"]?.aliasOf == "base.color.light.base.color.gray.0")
        let dark = try Self.tokens(project, ["mode": "dark"])
        #expect(srgb(dark["color.background"]?.value) == [0.08, 0.08, 0.09])
        #expect(srgb(dark["color.accent"]?.value) == [0.3, 0.6, 1])
        // Components → mode → palette: the chain takes mode's chosen mode.
        #expect(srgb(dark["button.background"]?.value) == [0.3, 0.6, 1])
        let contrast = try Self.tokens(project, ["mode": "dark-high-contrast", "Brand": "acme"])
        #expect(srgb(contrast["brand.primary"]?.value) == [0.55, 0.8, 1])
        #expect(contrast["color.text"]?.aliasOf == "base.color.blue.contrast")
        #expect(contrast["label.theme"]?.value == .string("Dark, high contrast"))
        // Brand's default (globex) aliases the dark palette itself, whatever mode is chosen.
        #expect(srgb(light["brand.primary"]?.value) == [0.45, 0.7, 1])
        // A remote collection's modes: its default unless chosen.
        #expect(light["button.inset"]?.value == .dimension(DimensionValue(12, .px)))
        let compact = try Self.tokens(project, ["mode (3)": "compact"])
        #expect(compact["button.inset"]?.value == .dimension(DimensionValue(8, .px)))
        #expect(compact["button.radius"]?.value == .dimension(DimensionValue(4, .px)))
        #expect(compact["button.rounded"]?.value == .boolean(true))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
    }

    @Test func renamesAreNoted() throws {
        let (_, diagnostics) = try Self.load()
        let notes = diagnostics.diagnostics.filter { $0.code == .figmaNameCollision }
        #expect(notes.allSatisfy { $0.severity == .note && $0.location != nil })
        #expect(
            notes.map { "\($0.location?.line ?? 0) \($0.tokenPath ?? "-")" } == [
                "6 base.color.light.base.color.blue.0", "7 base.color.dark.base.color.blue.0",
                "8 base.color.dark-high-contrast.base.color.blue.0", "10 mode (3).space.inset", "11 mode (2).space.inset",
            ])
        #expect(
            notes[3].message
                == "collection \"mode\" (remote, VariableCollectionId:f7a8/30:0): it shares its name with another collection and is the modifier \"mode (3)\"; 2 of its variables collide with variables of other collections (the same name, or one that is a group of the other) and are under the collection's name, such as mode (3).space.inset")
        #expect(notes[3].fixIt?.contains("--input \"mode (3)=MODE\"") == true)
        #expect(notes[0].message.hasPrefix("collection \"base/color/light\" (remote, VariableCollectionId:a1b2/10:0): 4 of its variables collide"))
    }

    @Test func aliasesToVariablesNotInTheFileAreLeftOutWithTheirChains() throws {
        let (project, diagnostics) = try Self.load()
        let tokens = try Self.tokens(project)
        #expect(tokens["button.border"] == nil && tokens["button.outline"] == nil)
        // One warning for the missing library; the variable aliasing the left-out one is left out with its own warning.
        let remote = diagnostics.diagnostics.filter { $0.code == .figmaRemoteAlias }
        #expect(remote.map { "\($0.tokenPath ?? "-") \($0.location?.line ?? 0)" } == ["button.border 44"])
        let chained = diagnostics.diagnostics.filter { $0.code == .leftOutReference }
        #expect(chained.map { "\($0.tokenPath ?? "-") \($0.location?.line ?? 0)" } == ["button.outline 45"])
        #expect(chained.first?.message.contains("refers to button.border, which is left out") == true)
    }

    @Test func aChainToAMissingVariableIsLeftOutInAnyOrder() {
        // c → b → a → (not in the file), written aliasing-first; d has one good mode and stays.
        let response = """
            {"variableCollections": {"C": {"id": "C", "name": "Theme", "modes": [{"modeId": "m", "name": "One"}, {"modeId": "n", "name": "Two"}], "defaultModeId": "m"}},
             "variables": {
               "c": {"id": "c", "name": "c", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "b"}, "n": {"type": "VARIABLE_ALIAS", "id": "b"}}},
               "b": {"id": "b", "name": "b", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "a"}, "n": {"type": "VARIABLE_ALIAS", "id": "a"}}},
               "d": {"id": "d", "name": "d", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "b"}, "n": 2}},
               "a": {"id": "a", "name": "a", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "gone"}, "n": {"type": "VARIABLE_ALIAS", "id": "gone"}}}
             }}
            """
        let result = resolveFiles(["figma.json": response], input: ["Theme": "Two"])
        #expect(result.tokens.keys.sorted() == ["d"])
        #expect(result["d"] == .number(2))
        // One warning names the missing variable and both modes; each token on the chain is left out with a warning naming the one it aliases.
        #expect(result.all(.figmaRemoteAlias).compactMap(\.tokenPath) == ["a"])
        #expect(result.first(.figmaRemoteAlias)?.message.contains("in modes \"One\", \"Two\"") == true)
        #expect(Set(result.all(.leftOutReference).compactMap(\.tokenPath)) == ["b", "c"])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
    }

    @Test func namesAlreadyTakenAreSkipped() {
        // A collection really named "mode (2)": the second "mode" becomes "mode (3)".
        let names = FigmaNaming.collectionNames([
            .init(name: "mode", id: "C:9", isRemote: true), .init(name: "mode (2)", id: "C:1", isRemote: false),
            .init(name: "mode", id: "C:2", isRemote: false),
        ])
        #expect(names == ["mode (3)", "mode (2)", "mode"])
        // Two remote variables "a/b" (no local one): both go under their collection; a local
        // variable already named "x/a/b" keeps its path, so the first is numbered.
        let paths = FigmaNaming.tokenPaths(
            [
                .init(path: ["a", "b"], collection: 0, isRemote: true), .init(path: ["a", "b"], collection: 1, isRemote: true),
                .init(path: ["x", "a", "b"], collection: 2, isRemote: false),
            ], collectionNames: ["x", "y.z", "local"])
        #expect(paths == [["x", "a", "b (2)"], ["y_z", "a", "b"], ["x", "a", "b"]])
    }

    @Test func aSavedErrorResponseSaysSo() {
        let result = resolveFiles(
            ["figma.json": #"{"status": 403, "error": true, "message": "Invalid token"}"#], format: .figmaVariables)
        let reported = result.all(.figmaInvalidResponse)
        #expect(reported.count == 1)
        #expect(reported.first?.message.hasSuffix("the response is an error (403: Invalid token)") == true, "\(reported.map(\.message))")
    }
}
