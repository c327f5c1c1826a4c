import Foundation
import Testing
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert
import TesseraStore

/// A store reads files only from inside the folder it loads, and tokens handed over as data reference no files.
@Suite struct StoreRootTests {
    private static let secret = #"{"leak": {"$type": "number", "$value": 1, "$description": "SECRET-LINE"}}"#

    /// `theme/` holding `files`, beside `outside/secret.json`; removed by the caller.
    private func folder(_ files: [String: String], links: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-store-root-\(UUID().uuidString)")
        for (name, text) in files.merging(["../outside/secret.json": Self.secret], uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent("theme").appendingPathComponent(name).standardizedFileURL
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for (name, destination) in links {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("theme").appendingPathComponent(name).path, withDestinationPath: destination)
        }
        return root
    }

    private func resolver(source: String) -> String {
        """
        {
          "version": "2025.10",
          "sets": {"base": {"sources": [{"$ref": "\(source)"}]}},
          "resolutionOrder": [{"$ref": "#/sets/base"}]
        }
        """
    }

    @Test func dataCannotReferenceFiles() throws {
        let result = TokenStoreSnapshot.load(data: Data("{\n  \"g\": {\"$ref\": \"/etc/tokens.json\"}\n}".utf8))
        #expect(result.snapshot == nil)
        let error = try #require(result.errors.first)
        #expect(error.code == .fileReferenceWithoutFiles)
        #expect(error.location?.file == "tokens.json")
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 17)
    }

    @Test func filesInMemoryReferenceEachOtherButNotOutside() throws {
        let inside = TokenStoreSnapshot.load(files: [
            "x.resolver.json": Data(resolver(source: "base.json").utf8),
            "base.json": Data(#"{"n": {"$type": "number", "$value": 3}}"#.utf8),
        ])
        #expect(inside.errors.isEmpty, "\(inside.errors)")
        #expect(inside.snapshot?.number(path: "n") == 3)

        let outside = TokenStoreSnapshot.load(files: [
            "x.resolver.json": Data(resolver(source: "../secret.json").utf8),
            "../secret.json": Data(Self.secret.utf8),
        ])
        #expect(outside.snapshot == nil)
        let error = try #require(outside.errors.first)
        #expect(error.code == .referenceOutsideRoot)
        #expect(error.location?.file == "x.resolver.json")
        #expect(error.location?.line == 3)
    }

    @Test func aFolderIsLoadedOnlyFromInsideIt() throws {
        let root = try folder(["x.resolver.json": resolver(source: "../outside/secret.json")])
        defer { try? FileManager.default.removeItem(at: root) }
        let theme = root.appendingPathComponent("theme")

        let refused = TokenStoreSnapshot.load(contentsOf: theme)
        #expect(refused.snapshot == nil)
        let error = try #require(refused.errors.first)
        #expect(error.code == .referenceOutsideRoot)
        #expect(error.location?.file.hasSuffix("theme/x.resolver.json") == true)
        #expect(error.location?.line == 3)
        #expect(!refused.diagnostics.contains { $0.message.contains("SECRET") })

        var options = TokenStoreOptions()
        options.root = root
        let widened = TokenStoreSnapshot.load(contentsOf: theme, options: options)
        #expect(widened.errors.isEmpty, "\(widened.errors)")
        #expect(widened.snapshot?.number(path: "leak") == 1)
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        let root = try folder(
            ["a.tokens.json": #"{"n": {"$type": "number", "$value": 3}}"#], links: ["b.tokens.json": "../outside/secret.json"])
        defer { try? FileManager.default.removeItem(at: root) }

        let result = TokenStoreSnapshot.load(contentsOf: root.appendingPathComponent("theme"))

        #expect(result.snapshot == nil)
        #expect(result.errors.map(\.code) == [.referenceOutsideRoot])
        #expect(result.errors.first?.message.contains("b.tokens.json is outside the project root") == true)
    }
}
