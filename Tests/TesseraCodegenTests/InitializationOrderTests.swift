import Foundation
import Testing
import TesseraCodegen
import TesseraConfiguration
import TesseraDiagnostics
import TesseraPipeline
import TesseraTokens

/// Generated theme values are statics initialized once, on first use; a value that refers to a
/// group still being initialized would wait on itself forever. The generated Swift for
/// ``fixture`` is checked in (Tests/GeneratedCodeTests/Generated/ReferenceTokens.swift), where
/// `GeneratedCodeTests` compiles it and reads every value at run time. Regenerate with
/// `TESSERA_RECORD=1 swift test`.
@Suite struct InitializationOrderTests {
    static let reference = CodegenPaths.root.appendingPathComponent("Tests/GeneratedCodeTests/Generated/ReferenceTokens.swift")

    /// References of every shape: to another top-level group (kept), to an enclosing group, to the
    /// root, and two groups that refer to each other (written as literals), in two themes.
    static let files = [
        "/refs/base.tokens.json": ##"""
        {
          "unit": {"$type": "dimension", "$value": "8px"},
          "palette": {"$type": "color", "blue": {"$value": "#0000ff"}, "red": {"$value": "#ff0000"}},
          "color": {
            "$type": "color",
            "primary": {"$value": "{palette.blue}"},
            "link": {"$value": "{palette.red}"},
            "button": {"background": {"$value": "{color.primary}"}, "border": {"$value": "{palette.blue}"}}
          },
          "space": {"$type": "dimension", "small": {"$value": "4px"}, "large": {"$value": "{size.base}"}},
          "size": {"$type": "dimension", "base": {"$value": "16px"}, "gap": {"$value": "{space.small}"}},
          "card": {"padding": {"$type": "dimension", "$value": "{unit}"}}
        }
        """##,
        "/refs/refs.resolver.json": ##"""
        {"version": "2025.10", "resolutionOrder": [
          {"type": "set", "name": "base", "sources": [{"$ref": "base.tokens.json"}]},
          {"type": "modifier", "name": "brand", "default": "acme", "contexts": {
            "acme": [],
            "globex": [{"palette": {"blue": {"$type": "color", "$value": "#3333ff"}}}]}}]}
        """##,
    ]

    static func generate() throws -> (code: String, diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        var configuration = ProjectConfiguration()
        configuration.inputs = ["/refs/refs.resolver.json"]
        configuration.output = "ReferenceTokens.swift"
        configuration.rootType = "ReferenceTokens"
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: files))
        let project = try #require(pipeline.readProject())
        let table = try #require(pipeline.makeThemeTable(for: project))
        return (String(decoding: pipeline.prepareOutputs(project: project, table: table).swiftData(), as: UTF8.self), diagnostics)
    }

    @Test func theGeneratedSwiftMatchesTheReferenceFile() throws {
        let (code, diagnostics) = try Self.generate()
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        try expectMatchesReferenceFile(code, at: Self.reference)
    }

    @Test func onlyReferencesThatCannotComeBackAreKept() throws {
        let (code, _) = try Self.generate()
        // Another top-level group that refers to nothing here: a reference.
        #expect(code.contains("public var primary: AdaptiveColor = ReferenceTokens.Palette.acme.blue"), "\(code)")
        #expect(code.contains("public var border: AdaptiveColor = ReferenceTokens.Palette.acme.blue"), "\(code)")
        // The enclosing group, the root, and two groups that refer to each other: literals.
        #expect(code.contains("public var background: AdaptiveColor = .init(sRGB: 0, 0, 1)"), "\(code)")
        #expect(code.contains("public var padding: AdaptiveDimension = .points(8)"), "\(code)")
        #expect(code.contains("public var large: AdaptiveDimension = .points(16)"), "\(code)")
        #expect(code.contains("public var gap: AdaptiveDimension = .points(4)"), "\(code)")
        #expect(!code.contains("ReferenceTokens.ColorGroup.") && !code.contains("ReferenceTokens.Space.") && !code.contains("ReferenceTokens.Size."))
    }
}
