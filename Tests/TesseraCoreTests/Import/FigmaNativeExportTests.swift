import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Figma's own "Export variables" files and the plugin API's shape, resolved against
/// ``FigmaOracle`` on the same variables in the REST response's terms. The fixtures are
/// one design in both shapes: Primitives (Brand A, Brand B) and Semantic (Light, Dark)
/// aliasing into Primitives and within itself, colors with an opacity, and an alias to a
/// library variable that is not among the inputs.
@Suite struct FigmaNativeExportTests {
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma")
    static let plugin = fixtures.appendingPathComponent("plugin-variables.json").path
    static let native = fixtures.appendingPathComponent("native-export").path
    static let primitives = "VariableCollectionId:1:0"
    static let library = "VariableCollectionId:99:0"

    /// The plugin API's arrays as the REST response's `meta` (objects keyed by id).
    static func restMeta() throws -> [String: Any] {
        let root = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: plugin))) as? [String: Any])
        func keyed(_ list: Any?) throws -> [String: Any] {
            let objects = try #require(list as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: objects.map { ($0["id"] as? String ?? "", $0) })
        }
        return ["variableCollections": try keyed(root["collections"]), "variables": try keyed(root["variables"])]
    }

    /// What Figma shows with the library the semantic danger color aliases in Light: its
    /// variable has the value the export recorded for that alias.
    static func oracleWithLibrary() throws -> FigmaOracle {
        var meta = try restMeta()
        var collections = try #require(meta["variableCollections"] as? [String: Any])
        collections[library] = [
            "id": library, "name": "Brand Library", "remote": true, "defaultModeId": "99:0", "modes": [["modeId": "99:0", "name": "Value"]],
        ]
        var variables = try #require(meta["variables"] as? [String: Any])
        variables["VariableID:99:1"] = [
            "id": "VariableID:99:1", "name": "red/600", "resolvedType": "COLOR", "variableCollectionId": library,
            "valuesByMode": ["99:0": ["r": 0.8, "g": 0.1, "b": 0.12, "a": 1]],
        ]
        meta["variableCollections"] = collections
        meta["variables"] = variables
        return try FigmaOracle(meta: meta)
    }

    static func load(_ paths: [String], fileSystem: any TokenFileSystem = LocalFileSystem()) throws -> (TokenProject, DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: paths, diagnostics: diagnostics, fileSystem: fileSystem))
        return (project, diagnostics)
    }

    /// The native fixture's files whose names pass `keep`, renamed by `rename`, in memory.
    static func nativeFiles(_ keep: (String) -> Bool, rename: (String) -> String = { $0 }) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: native) where keep(name) {
            files[rename(name)] = try String(contentsOfFile: native + "/" + name, encoding: .utf8)
        }
        return files
    }

    // MARK: The plugin API's shape

    @Test func pluginShapeIsDetected() throws {
        let text = try String(contentsOfFile: Self.plugin, encoding: .utf8)
        #expect(FormatDetectionTests.detect(["variables.json": text]) == .figmaVariables)
        // Arrays with those names that hold no modes or values are not Figma's.
        #expect(FormatDetectionTests.detect(["data.json": #"{"collections": [{"id": 1}], "variables": [{"id": 2}]}"#]) == .dtcg)
    }

    @Test func pluginShapeResolvesAsFigmaDoes() throws {
        let matched = try FigmaOracleTests.expectFigmaValues(Self.plugin, oracle: FigmaOracle(meta: Self.restMeta()))
        // 18 variables in the default modes and each mode of both collections; color.danger aliases
        // a library variable in Light (the default), so it has no value where Semantic is Light.
        #expect(matched == 18 * 5 - 4)
    }

    @Test func pluginShapeReadsAsTheRESTResponse() throws {
        let rest = try JSONSerialization.data(withJSONObject: ["meta": try Self.restMeta()])
        let files = InMemoryFileSystem(files: ["rest.json": try #require(String(data: rest, encoding: .utf8))])
        let (restProject, _) = try Self.load(["rest.json"], fileSystem: files)
        let (pluginProject, _) = try Self.load([Self.plugin])
        for input in restProject.permutations() {
            let restTokens = restProject.resolve(input).tokens.map { "\($0.id)=\($0.value)" }.sorted()
            #expect(!restTokens.isEmpty)
            #expect(pluginProject.resolve(input).tokens.map { "\($0.id)=\($0.value)" }.sorted() == restTokens, "\(input)")
        }
    }

    @Test func variableCollectionsMayBeAnArray() throws {
        let meta = try Self.restMeta()
        let collections = try #require(meta["variableCollections"] as? [String: Any]).values.map { $0 }
        let variables = try #require(meta["variables"] as? [String: Any]).values.map { $0 }
        let data = try JSONSerialization.data(withJSONObject: ["variableCollections": collections, "variables": variables])
        let files = InMemoryFileSystem(files: ["variables.json": try #require(String(data: data, encoding: .utf8))])
        let matched = try FigmaOracleTests.expectFigmaValues("variables.json", fileSystem: files, oracle: FigmaOracle(meta: meta))
        #expect(matched == 18 * 5 - 4)
    }

    /// Plugins that nest each collection's variables in it, beside its `variableIds`, with their own
    /// top-level members (`schemaVersion`, `fileName`): read as the same variables.
    @Test func collectionsMayHoldTheirVariables() throws {
        let meta = try Self.restMeta()
        let variables = try #require(meta["variables"] as? [String: Any]).values.compactMap { $0 as? [String: Any] }
            .sorted { ($0["id"] as? String ?? "") < ($1["id"] as? String ?? "") }
        let collections = try #require(meta["variableCollections"] as? [String: Any]).values.compactMap { $0 as? [String: Any] }
            .map { collection -> [String: Any] in
                var nested = collection
                let own = variables.filter { $0["variableCollectionId"] as? String == collection["id"] as? String }
                nested["variableIds"] = own.map { $0["id"] ?? "" }
                nested["variables"] = own
                return nested
            }
        let data = try JSONSerialization.data(withJSONObject: [
            "schemaVersion": 1, "lastModified": "2026-02-27T22:30:01.531Z", "collections": collections, "fileName": "Design-variables-full.json",
        ])
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(FormatDetectionTests.detect(["variables.json": text]) == .figmaVariables)
        let files = InMemoryFileSystem(files: ["variables.json": text])
        let matched = try FigmaOracleTests.expectFigmaValues("variables.json", fileSystem: files, oracle: FigmaOracle(meta: meta))
        #expect(matched == 18 * 5 - 4)
        // Nested arrays of that name holding no values are not Figma's.
        #expect(
            FormatDetectionTests.detect(["data.json": #"{"collections": [{"id": 1, "modes": [], "variables": [{"id": 2}]}]}"#]) == .dtcg)
    }

    /// Plugins that save one file per collection, its variables nested in it, its modes a map from
    /// mode id to name and each variable's type named `type`: the files read together as the same
    /// variables, aliases across them by id, and the library alias left out as in every shape.
    @Test func aFileMayHoldOneCollection() throws {
        let meta = try Self.restMeta()
        let variables = try #require(meta["variables"] as? [String: Any]).values.compactMap { $0 as? [String: Any] }
            .sorted { ($0["id"] as? String ?? "") < ($1["id"] as? String ?? "") }
        var files: [String: String] = [:]
        for collection in try #require(meta["variableCollections"] as? [String: Any]).values.compactMap({ $0 as? [String: Any] }) {
            var file = collection
            let modes = try #require(collection["modes"] as? [[String: Any]])
            file["modes"] = Dictionary(uniqueKeysWithValues: modes.map { ($0["modeId"] as? String ?? "", $0["name"] ?? "") })
            let own = variables.filter { $0["variableCollectionId"] as? String == collection["id"] as? String }
            file["variableIds"] = own.map { $0["id"] ?? "" }
            file["variables"] = own.map { variable -> [String: Any] in
                var saved = variable
                saved["type"] = saved.removeValue(forKey: "resolvedType")
                saved["variableCollectionId"] = nil
                return saved
            }
            let data = try JSONSerialization.data(withJSONObject: file, options: [.sortedKeys])
            files["variables/\(try #require(collection["name"] as? String)).json"] = String(decoding: data, as: UTF8.self)
        }
        #expect(files.count == 2)
        #expect(FormatDetectionTests.detect(files) == .figmaVariables)
        let matched = try FigmaOracleTests.expectFigmaValues(
            "variables", fileSystem: InMemoryFileSystem(files: files), oracle: FigmaOracle(meta: meta))
        #expect(matched == 18 * 5 - 4)
        // An object of that shape whose variables hold no values is not Figma's.
        #expect(FormatDetectionTests.detect(["data.json": #"{"name": "Color", "modes": {"1:0": "Mode 1"}, "variables": [{"id": 2}]}"#]) != .figmaVariables)
    }

    /// Plugins that save every collection in one array without a wrapping object, each collection
    /// with the plugin API's `modes` list, its variables nested in it, their type named `type` and
    /// their values by mode id named `values`: read as the same variables, aliases across
    /// collections by id, the library alias left out with the variables aliasing it.
    @Test func anArrayMayHoldTheCollections() throws {
        let meta = try Self.restMeta()
        let variables = try #require(meta["variables"] as? [String: Any]).values.compactMap { $0 as? [String: Any] }
            .sorted { ($0["id"] as? String ?? "") < ($1["id"] as? String ?? "") }
        var array: [[String: Any]] = []
        for collection in try #require(meta["variableCollections"] as? [String: Any]).values.compactMap({ $0 as? [String: Any] })
            .sorted(by: { ($0["id"] as? String ?? "") < ($1["id"] as? String ?? "") })
        {
            var saved: [String: Any] = ["id": collection["id"] ?? "", "name": collection["name"] ?? "", "modes": collection["modes"] ?? []]
            saved["variables"] = variables.filter { $0["variableCollectionId"] as? String == collection["id"] as? String }.map { variable -> [String: Any] in
                var entry = variable
                entry["type"] = entry.removeValue(forKey: "resolvedType")
                entry["values"] = entry.removeValue(forKey: "valuesByMode")
                entry["variableCollectionId"] = nil
                return entry
            }
            array.append(saved)
        }
        let data = try JSONSerialization.data(withJSONObject: array, options: [.sortedKeys])
        let files = ["figma/variables.json": String(decoding: data, as: UTF8.self)]
        #expect(FormatDetectionTests.detect(files) == .figmaVariables)
        let matched = try FigmaOracleTests.expectFigmaValues(
            "figma", fileSystem: InMemoryFileSystem(files: files), oracle: FigmaOracle(meta: meta))
        #expect(matched == 18 * 5 - 4)
        // `values` keyed by names that are no mode ids of the collection, or an array holding anything else, is no such file.
        #expect(
            FormatDetectionTests.detect(["data.json": #"[{"name": "Color", "modes": [{"modeId": "1:0", "name": "Mode 1"}], "variables": [{"id": "2", "values": {"light": 1}}]}]"#])
                != .figmaVariables)
        #expect(
            FormatDetectionTests.detect([
                "data.json": #"[{"name": "Color", "modes": [{"modeId": "1:0", "name": "Mode 1"}], "variables": [{"id": "2", "type": "FLOAT", "values": {"1:0": 1}}]}, 3]"#
            ]) != .figmaVariables)
    }

    // MARK: Figma's own export

    @Test func nativeExportIsDetected() throws {
        #expect(FormatDetectionTests.detect(try Self.nativeFiles { _ in true }) == .figmaExport)
        #expect(FormatDetectionTests.detect(try Self.nativeFiles { $0.hasPrefix("Semantic.Dark") }) == .figmaExport)
    }

    @Test func nativeExportResolvesAsFigmaDoes() throws {
        let matched = try FigmaOracleTests.expectFigmaValues(Self.native, oracle: Self.oracleWithLibrary(), notRead: [Self.library])
        // Every variable in every choice: the library alias keeps the value Figma exported.
        #expect(matched == 18 * 5)
    }

    @Test func nativeExportFollowsAliasesAcrossCollections() throws {
        let (project, diagnostics) = try Self.load([Self.native])
        // Only the library's collection is missing: one note for it, no alias left unresolved.
        let notes = diagnostics.diagnostics.filter { $0.code == .figmaExportAliasTargetMissing }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("\"Brand Library\"") == true, "\(notes.map(\.message))")
        #expect(notes.first?.tokenPath == "color.danger")
        #expect(!diagnostics.diagnostics.contains { $0.code == .figmaRemoteAlias || $0.severity == .error }, "\(diagnostics.diagnostics.map(\.message))")
        // radius.button's alias in Dark names a stale id: it is found by name in Primitives and follows its modes.
        for (brand, radius) in [("Brand A", 8.0), ("Brand B", 12.0)] {
            let input = try #require(project.validateInput(["Primitives": brand, "Semantic": "Dark"]))
            let token = try #require(project.resolve(input).tokens.first { $0.id == "radius.button" })
            #expect(token.value == .dimension(DimensionValue(radius, .px)), "\(brand)")
        }
    }

    @Test func semanticFilesAloneKeepTheExportedValues() throws {
        let files = InMemoryFileSystem(files: try Self.nativeFiles { $0.hasPrefix("Semantic.") })
        let matched = try FigmaOracleTests.expectFigmaValues(
            ".", fileSystem: files, oracle: Self.oracleWithLibrary(), notRead: [Self.library, Self.primitives])
        // 11 semantic variables in the default mode, Light and Dark; Primitives stays in its default mode.
        #expect(matched == 11 * 3)
        let (_, diagnostics) = try Self.load(["."], fileSystem: files)
        let notes = diagnostics.diagnostics.filter { $0.code == .figmaExportAliasTargetMissing }.map(\.message)
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.contains { $0.contains("\"Primitives\"") })
    }

    @Test func theModeNamedAtAFilesTopIsItsMode() throws {
        // Files renamed at will, each naming its mode in $extensions["com.figma.modeName"].
        var files: [String: String] = [:]
        for (index, (name, text)) in try Self.nativeFiles({ _ in true }).sorted(by: { $0.key < $1.key }).enumerated() {
            let mode = String(name.dropLast(".tokens.json".count).split(separator: ".").last ?? "")
            var tree = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            tree["$extensions"] = ["com.figma.modeName": mode]
            let data = try JSONSerialization.data(withJSONObject: tree)
            files["export/file \(index).tokens.json"] = String(decoding: data, as: UTF8.self)
        }
        let (project, diagnostics) = try Self.load(["export"], fileSystem: InMemoryFileSystem(files: files))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        // Primitives is named by the aliases into it, the semantic collection by its folder.
        for (brand, radius) in [("Brand A", 8.0), ("Brand B", 12.0)] {
            let input = try #require(project.validateInput(["Primitives": brand, "export": "Dark"]))
            let token = try #require(project.resolve(input).tokens.first { $0.id == "radius.button" })
            #expect(token.value == .dimension(DimensionValue(radius, .px)), "\(brand)")
        }
    }

    @Test func aModeNamedWithLightOrDefaultIsTheDefault() throws {
        // The export does not say which mode is the collection's default: `Light Mode` is, though
        // `Dark Mode` sorts first; with no such word the first file stays the default.
        func color(_ hex: String, _ components: String) -> String {
            #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": \#(components), "alpha": 1, "hex": "\#(hex)"}, "$extensions": {"com.figma.variableId": "VariableID:5:1"}}"#
        }
        func files(_ first: String, _ second: String) -> [String: String] {
            [
                "alias/\(first).tokens.json": #"{"text": \#(color("#FFFFFF", "[1, 1, 1]")), "$extensions": {"com.figma.modeName": "\#(first)"}}"#,
                "alias/\(second).tokens.json": #"{"text": \#(color("#000000", "[0, 0, 0]")), "$extensions": {"com.figma.modeName": "\#(second)"}}"#,
            ]
        }
        func defaults(_ files: [String: String]) throws -> (String?, [Double]?) {
            let (project, diagnostics) = try Self.load(["alias"], fileSystem: InMemoryFileSystem(files: files))
            #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
            let input = try #require(project.validateInput([:]))
            return (input.selections.first { $0.modifier == "alias" }?.context, srgb(project.resolve(input).tokens.first { $0.id == "text" }?.value))
        }
        let (light, black) = try defaults(files("Dark Mode", "Light Mode"))
        #expect(light == "Light Mode")
        #expect(black == [0, 0, 0])
        let (first, white) = try defaults(files("Night", "Sepia"))
        #expect(first == "Night")
        #expect(white == [1, 1, 1])
    }

    @Test func aLibrarysCollectionIsFoundByTheNamesAliasesGiveItsVariables() throws {
        // A file using a published palette aliases the library's ids (`VariableID:<key>/-1:-1`);
        // the palette's own export, renamed palette.json, carries local ids. The aliases name
        // "Palette" and two of its variables: the one file defining both is that collection.
        func color(_ hex: String, _ components: String, id: String, alias: String? = nil) -> String {
            let aliasData = alias.map {
                #", "com.figma.aliasData": {"targetVariableId": "VariableID:lib-\#($0)/-1:-1", "targetVariableName": "\#($0)", "targetVariableSetName": "Palette"}"#
            } ?? ""
            return #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": \#(components), "alpha": 1, "hex": "\#(hex)"}, "$extensions": {"com.figma.variableId": "\#(id)"\#(aliasData)}}"#
        }
        func files(paletteDefinesDark: Bool) -> [String: String] {
            let dark = paletteDefinesDark ? #", "700": \#(color("#000080", "[0, 0, 0.5019607843137255]", id: "VariableID:1:2"))"# : ""
            return [
                "x/palette.json": #"{"blue": {"500": \#(color("#0000FF", "[0, 0, 1]", id: "VariableID:1:1"))\#(dark)}, "$extensions": {"com.figma.modeName": "Mode 1"}}"#,
                // The exported literals are stale (red): an alias that links resolves to the palette's value.
                "x/Light.tokens.json": #"{"accent": \#(color("#FF0000", "[1, 0, 0]", id: "VariableID:2:1", alias: "blue/500")), "$extensions": {"com.figma.modeName": "Light"}}"#,
                "x/Dark.tokens.json": #"{"accent": \#(color("#FF0000", "[1, 0, 0]", id: "VariableID:2:1", alias: "blue/700")), "$extensions": {"com.figma.modeName": "Dark"}}"#,
            ]
        }
        func accent(_ project: TokenProject, _ choice: [String: String]) throws -> String? {
            let input = try #require(project.validateInput(choice))
            guard case .color(let value)? = project.resolve(input).tokens.first(where: { $0.id == "accent" })?.value else { return nil }
            return ColorModifier.quantized(value.converted(to: .srgb)).srgbHex
        }
        let (linked, diagnostics) = try Self.load(["x"], fileSystem: InMemoryFileSystem(files: files(paletteDefinesDark: true)))
        #expect(!diagnostics.hasErrors && !diagnostics.diagnostics.contains { $0.code == .figmaExportAliasTargetMissing })
        #expect(linked.steps.contains { if case .set("Palette", _) = $0 { true } else { false } })
        #expect(try accent(linked, ["x": "Light"]) == "#0000ff")
        #expect(try accent(linked, ["x": "Dark"]) == "#000080")

        // A file lacking one of those names is not that collection: the exported values stay, with
        // the usual note, and the file is the collection its name says.
        let (apart, notes) = try Self.load(["x"], fileSystem: InMemoryFileSystem(files: files(paletteDefinesDark: false)))
        #expect(notes.diagnostics.contains { $0.code == .figmaExportAliasTargetMissing && $0.message.contains("\"Palette\"") })
        #expect(apart.steps.contains { if case .set("palette", _) = $0 { true } else { false } })
        #expect(try accent(apart, ["x": "Light"]) == "#ff0000")
    }

    @Test func filesNamedByModeAloneTakeTheCollectionNameAliasesGive() throws {
        // Primitives exported alone writes Brand A.tokens.json and Brand B.tokens.json.
        let files = InMemoryFileSystem(files: try Self.nativeFiles({ _ in true }, rename: { $0.hasPrefix("Primitives.") ? "brand/" + $0.dropFirst("Primitives.".count) : $0 }))
        let (project, diagnostics) = try Self.load(["."], fileSystem: files)
        #expect(!diagnostics.hasErrors)
        #expect(project.validateInput(["Primitives": "Brand B", "Semantic": "Dark"]) != nil)
        // With nothing naming it, a collection is named after its folder.
        let alone = InMemoryFileSystem(
            files: try Self.nativeFiles({ $0.hasPrefix("Semantic.") }, rename: { "theme/" + $0.dropFirst("Semantic.".count) }))
        let (themeProject, _) = try Self.load(["theme"], fileSystem: alone)
        #expect(themeProject.validateInput(["theme": "Dark"]) != nil)
    }
}
