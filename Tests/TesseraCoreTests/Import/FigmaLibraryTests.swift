import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraTokens
@testable import TesseraImport

/// A file's REST response whose variables alias library variables it does not hold
/// (Fixtures/Figma/library/file.json), and the library's own response (library.json).
/// Alone, the file reads with one warning for the missing library; with the library, every
/// alias resolves as in Figma, linked by the key in the remote ids.
@Suite struct FigmaLibraryTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/TesseraCoreTests/Fixtures/Figma/library")
    static let file = folder.appendingPathComponent("file.json").path
    static let library = folder.appendingPathComponent("library.json").path
    /// The file's remote copy of the library's collection.
    static let remoteCollection = "VariableCollectionId:c0ffee/1:0"

    static func load(_ paths: [String]) throws -> (project: TokenProject, diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let project = try #require(TokenProject.load(paths: paths, diagnostics: diagnostics))
        for input in project.permutations() { _ = project.resolve(input) }
        return (project, diagnostics)
    }

    @Test func theFileAloneHasOneWarningPerMissingLibraryAndNoError() throws {
        let (project, diagnostics) = try Self.load([Self.file])
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        let missing = diagnostics.diagnostics.filter { $0.code == .figmaRemoteAlias }
        #expect(missing.count == 1)
        let message = try #require(missing.first?.message)
        #expect(message.hasPrefix("collection \"Primitives\" (remote) aliases a variable of a library that no input holds (VariableID:b1ue/1:1) in modes \"Light\", \"Dark\""), "\(message)")
        #expect(missing.first?.notes.count == 2)
        // The chain through the left-out variable: each link is left out with a warning whose note
        // names the root cause, the variable whose library is missing (rule 1 of Diagnostics.md).
        let chained = diagnostics.diagnostics.filter { $0.code == .leftOutReference }.map { "\($0.tokenPath ?? "-") → \($0.notes.first?.tokenPath ?? "-")" }
        #expect(Set(chained) == ["button.background → color.brand", "button.border → color.brand"])
        let tokens = project.resolve(try #require(project.validateInput(["Primitives": "Dark"]))).tokens.map(\.id)
        #expect(tokens == ["button.label"])
    }

    @Test func withTheLibrarysResponseEveryAliasResolvesAsInFigma() throws {
        let (project, diagnostics) = try Self.load([Self.file, Self.library])
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        // The library's collection replaces the file's remote copy: one modifier, named as in Figma.
        #expect(project.modifiers.map(\.name) == ["Primitives"])
        let dark = Dictionary(
            project.resolve(try #require(project.validateInput(["Primitives": "Dark"]))).tokens.map { ($0.id, $0.value) },
            uniquingKeysWith: { first, _ in first })
        guard case .color(let color)? = dark["button.border"] else {
            Issue.record("button.border did not resolve: \(dark.keys.sorted())")
            return
        }
        #expect(color.srgbHex == "#8080ff")
        let matched = try FigmaOracleTests.expectFigmaValues(Self.file, notRead: [Self.remoteCollection], libraries: [Self.library])
        // 6 variables in the default choice, 6 in each of the two Primitives modes.
        #expect(matched == 18)
    }

    @Test func anAliasByARemoteIDReachesTheLibraryVariableByItsKey() {
        // The file holds no copy of space/base at all: its remote id carries the key "5pace".
        let file = """
            {"variableCollections": {"C": {"id": "C", "name": "Semantic", "modes": [{"modeId": "m", "name": "Default"}], "defaultModeId": "m"}},
             "variables": {"g": {"id": "g", "name": "button/gap", "variableCollectionId": "C", "resolvedType": "FLOAT", "scopes": ["GAP"],
               "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "VariableID:5pace/7:7"}}}}}
            """
        let library = (try? String(contentsOfFile: Self.library, encoding: .utf8)) ?? ""
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let files = InMemoryFileSystem(files: ["file.json": file, "library.json": library])
        guard let project = TokenProject.load(paths: ["file.json", "library.json"], diagnostics: diagnostics, fileSystem: files),
            let input = project.validateInput([:])
        else {
            Issue.record("not read: \(diagnostics.diagnostics.map(\.message))")
            return
        }
        let tokens = Dictionary(project.resolve(input).tokens.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(diagnostics.diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics.diagnostics.map(\.message))")
        #expect(tokens["button.gap"] == .dimension(DimensionValue(8, .px)))
    }

    @Test func anAliasToAnIDNoInputHoldsIsOneWarningForItsCollection() {
        let file = """
            {"variableCollections": {"C": {"id": "C", "name": "Semantic", "modes": [{"modeId": "m", "name": "Default"}], "defaultModeId": "m"}},
             "variables": {
               "a": {"id": "a", "name": "a", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "VariableID:9:9"}}},
               "b": {"id": "b", "name": "b", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": {"type": "VARIABLE_ALIAS", "id": "VariableID:9:8"}}},
               "c": {"id": "c", "name": "c", "variableCollectionId": "C", "resolvedType": "FLOAT", "valuesByMode": {"m": 3}}}}
            """
        let result = resolveFiles(["figma.json": file])
        #expect(result.errors.isEmpty)
        #expect(result.tokens.keys.sorted() == ["c"])
        let missing = result.all(.figmaRemoteAlias)
        #expect(missing.count == 1)
        #expect(missing.first?.message.hasPrefix("collection \"Semantic\" (local) aliases 2 variables of a library that no input holds (VariableID:9:9, VariableID:9:8) in mode \"Default\"") == true)
    }

    @Test func theKeyIsReadFromRemoteIDsOnly() {
        #expect(FigmaLibraryLinks.key(inRemoteID: "VariableID:238f232f/5351:11765") == "238f232f")
        #expect(FigmaLibraryLinks.key(inRemoteID: "VariableID:1048:156") == nil)
    }
}
