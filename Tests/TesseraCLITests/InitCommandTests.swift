import Foundation
import TesseraTestSupport
import Testing

@Suite("tessera init")
struct InitCommandTests {
    static let starterFiles = [
        "tessera.yml", "tokens/app.resolver.json", "tokens/raw.tokens.json", "tokens/brand.tokens.json",
        "tokens/semantic.tokens.json", "tokens/light.tokens.json", "tokens/dark.tokens.json",
    ]

    @Test("init then build in an empty folder writes Swift that compiles")
    func initThenBuild() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let initialized = try CLI.run(["init"], in: folder.url)
        #expect(initialized.status == 0, "\(initialized)")
        for name in Self.starterFiles {
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path), "\(name) missing")
        }
        let built = try CLI.run(["build"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        #expect(!built.stderr.contains("warning"), "\(built)")
        let code = try String(contentsOf: folder.url.appendingPathComponent("Tokens.swift"), encoding: .utf8)
        for name in ["accent", "body", "title", "large", "card"] {
            #expect(code.contains(name), "Tokens.swift lacks \(name)")
        }
        // The appearance modifier is a device trait: the colours are resolved per colour scheme.
        #expect(code.contains("dark"), "Tokens.swift has no dark values")
        try SwiftCompiler.run([
            "-typecheck", "-swift-version", "6", "-I", try SwiftCompiler.builtModulesDirectory().path,
            folder.url.appendingPathComponent("Tokens.swift").path,
        ])
    }

    @Test("init --path creates the folder, and build reads the tessera.yml there")
    func initIntoPath() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        let result = try CLI.run(["init", "--path", "design/tokens-app"], in: folder.url)
        #expect(result.status == 0, "\(result)")
        let config = folder.url.appendingPathComponent("design/tokens-app/tessera.yml")
        #expect(FileManager.default.fileExists(atPath: config.path))
        let built = try CLI.run(["build", "design/tokens-app/tessera.yml"], in: folder.url)
        #expect(built.status == 0, "\(built)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("design/tokens-app/Tokens.swift").path))
    }

    @Test("init refuses to overwrite: exit 2, names the file, writes nothing")
    func refusesToOverwrite() throws {
        let folder = try FixtureDirectory()
        defer { folder.remove() }
        try folder.write("tokens/light.tokens.json", "{}")
        let result = try CLI.run(["init"], in: folder.url)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("tokens/light.tokens.json"), "\(result)")
        for name in Self.starterFiles where name != "tokens/light.tokens.json" {
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path), "\(name) was written")
        }
        #expect(try String(contentsOf: folder.url.appendingPathComponent("tokens/light.tokens.json"), encoding: .utf8) == "{}")
    }
}
