import Foundation
import Testing
import TesseraCodegen
import TesseraConfiguration
import TesseraPipeline
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Independent theme modifiers become independent axes of the generated root type. The
/// generated Swift for ``ThemeAxesFixture`` is checked in
/// (Tests/GeneratedCodeTests/Generated/AxisTokens.swift), where `GeneratedCodeTests` compiles
/// it and chooses each axis at run time. Regenerate with `TESSERA_RECORD=1 swift test`.
@Suite struct ThemeAxesTests {
    static let reference = CodegenPaths.root.appendingPathComponent("Tests/GeneratedCodeTests/Generated/AxisTokens.swift")

    static func generate() throws -> (code: String, table: ThemeTable, diagnostics: DiagnosticEngine) {
        let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
        let fileSystem = InMemoryFileSystem(files: ["/axes/axes.resolver.json": ThemeAxesFixture.resolver])
        var configuration = ProjectConfiguration()
        configuration.inputs = ["/axes/axes.resolver.json"]
        configuration.output = "AxisTokens.swift"
        configuration.rootType = "AxisTokens"
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics, fileSystem: fileSystem)
        let project = try #require(pipeline.readProject())
        let table = try #require(pipeline.makeThemeTable(for: project))
        let code = String(decoding: pipeline.prepareOutputs(project: project, table: table).swiftData(), as: UTF8.self)
        return (code, table, diagnostics)
    }

    @Test func twentyIndependentModifiersMatchTheReferenceFile() throws {
        let (code, table, diagnostics) = try Self.generate()
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(table.themeAxes.count == 20)
        #expect(table.traitModifiers.map(\.name) == ["appearance"])
        try expectMatchesReferenceFile(code, at: Self.reference)
    }

    @Test func eachTokenSwitchesOnlyOverTheModifiersItDependsOn() throws {
        let (code, _, _) = try Self.generate()
        #expect(code.contains("public enum Brand: Swift.String, Swift.CaseIterable"))
        // Twenty parameters: one a line.
        #expect(code.contains("    public init(\n        brand: Brand = .acme,\n        density: Density = .comfortable,\n        feature2: Feature2 = .off,\n"))
        #expect(code.contains("switch (selection.brand, selection.density) {"))
        #expect(code.contains("switch selection.feature19 {"))
        // One value per context of the modifiers a token depends on, never one per combination of all.
        #expect(code.components(separatedBy: "private static let").count - 1 < 120)
        #expect(!code.contains("static let themes"))
    }

    @Test func referenceTypeChecksWithAndWithoutMainActorDefaultIsolation() throws {
        let code = try String(contentsOf: Self.reference, encoding: .utf8)
        #expect(try typeCheck(code).isEmpty)
        #expect(try typeCheck(code, extraArguments: ["-default-isolation", "MainActor"]).isEmpty)
    }

    /// A token that depends on many modifiers switches over one modifier at a time: a tuple switch
    /// over thousands of combinations is more than the compiler's exhaustiveness check will take.
    /// A few combinations keep the one tuple switch.
    @Test func aTokenOfManyCombinationsSwitchesOverOneModifierAtATime() throws {
        let letters = ["w", "x", "y", "z"]
        let modifiers = letters.map { letter in
            let contexts = (0..<6).map { index in
                #""c\#(index)": [{"\#(letter)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}}]"#
            }
            return #"{"type": "modifier", "name": "\#(letter)axis", "default": "c0", "contexts": {\#(contexts.joined(separator: ", "))}}"#
        }
        let layer = ##"{"color": "#000000", "offsetX": "{w}", "offsetY": "{x}", "blur": "{y}", "spread": "{z}"}"##
        let small = ##"{"color": "#000000", "offsetX": "{w}", "offsetY": "{x}", "blur": "0px", "spread": "0px"}"##
        let resolver = """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"shadow": {"$type": "shadow", "deep": {"$value": \(layer)}, "flat": {"$value": \(small)}}}]},
              \(modifiers.joined(separator: ",\n  "))
            ]}
            """
        let (code, diagnostics) = generateSwift(
            paths: ["/r/t.resolver.json"], fileSystem: InMemoryFileSystem(files: ["/r/t.resolver.json": resolver]))
        let swift = try #require(code, "\(diagnostics.map(\.message))")
        // 6 × 6 = 36 combinations: one tuple switch; 6⁴ = 1,296: one switch per modifier.
        #expect(swift.contains("switch (selection.waxis, selection.xaxis) {"))
        #expect(!swift.contains("switch (selection.waxis, selection.xaxis, selection.yaxis, selection.zaxis)"))
        #expect(swift.contains("switch selection.zaxis {"))
        // Each combination is assigned once, under the cases of its own contexts: combination 1,000 is
        // contexts 4, 3, 4, 4 (1,000 = 4·216 + 3·36 + 4·6 + 4).
        let lines = swift.components(separatedBy: "\n")
        let assignments = lines.indices.filter { lines[$0].contains("= Self._1000_deep") }
        #expect(assignments.count == 1)
        var path: [String] = []
        if let line = assignments.first {
            path.append(lines[line].trimmingCharacters(in: .whitespaces).components(separatedBy: ":")[0])
            var indent = lines[line].prefix { $0 == " " }.count
            for index in stride(from: line - 1, through: 0, by: -1) where path.count < 4 {
                let text = lines[index]
                let depth = text.prefix { $0 == " " }.count
                if depth < indent, text.trimmingCharacters(in: .whitespaces).hasPrefix("case ") {
                    path.insert(text.trimmingCharacters(in: .whitespaces), at: 0)
                    indent = depth
                }
            }
        }
        #expect(path == ["case .c4:", "case .c3:", "case .c4:", "case .c4"], "\(path)")
        #expect(try typeCheck(swift).isEmpty)
    }

    @Test func aGroupAndAModifierOfOneNameKeepApart() throws {
        // The root group `brand` is the type `Brand`; the modifier's enum gives way.
        let resolver = """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"brand": {"tint": {"$type": "number", "$value": 1}}}]},
              {"type": "modifier", "name": "brand", "default": "a", "contexts": {"a": [], "b": [{"brand": {"tint": {"$type": "number", "$value": 2}}}]}},
              {"type": "modifier", "name": "selection", "default": "x", "contexts": {"x": [], "default": [{"other": {"$type": "number", "$value": 3}}]}}
            ]}
            """
        let (code, diagnostics) = generateSwift(
            paths: ["/r/t.resolver.json"], fileSystem: InMemoryFileSystem(files: ["/r/t.resolver.json": resolver]))
        let swift = try #require(code, "\(diagnostics.map(\.message))")
        #expect(swift.contains("public enum BrandTheme: Swift.String"))
        #expect(try typeCheck(swift).isEmpty)
    }
}

/// A resolver of 20 independent app-selected modifiers (a brand, a density, 18 feature
/// switches) and one trait modifier (appearance), each overriding a few tokens.
enum ThemeAxesFixture {
    static var resolver: String {
        let features = (2..<20).map { index in
            """
            {"type": "modifier", "name": "feature\(index)", "default": "off", "contexts": {
              "off": [], "on": [{"flag": {"f\(index)": {"$type": "number", "$value": 1}}}]}}
            """
        }
        let flags = (2..<20).map { #""f\#($0)": {"$type": "number", "$value": 0}"# }.joined(separator: ", ")
        return """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{
                "color": {"$type": "color",
                  "brand": {"$value": {"colorSpace": "srgb", "components": [0, 0.333, 1]}},
                  "accent": {"$value": "{color.brand}"},
                  "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
                "space": {"$type": "dimension", "padding": {"$value": {"value": 16, "unit": "px"}},
                  "button": {"$value": {"value": 40, "unit": "px"}},
                  "hairline": {"$value": {"value": 1, "unit": "px"}}},
                "flag": {\(flags)}
              }]},
              {"type": "modifier", "name": "brand", "default": "acme", "contexts": {
                "acme": [],
                "globex": [{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.667, 0, 0]}},
                  "surface": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.95, 0.9]}}},
                  "space": {"button": {"$type": "dimension", "$value": {"value": 44, "unit": "px"}}}}]}},
              {"type": "modifier", "name": "density", "default": "comfortable", "contexts": {
                "comfortable": [],
                "dense": [{"space": {"padding": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
                  "button": {"$type": "dimension", "$value": {"value": 32, "unit": "px"}}}}]}},
              \(features.joined(separator: ",\n"))
              ,{"type": "modifier", "name": "appearance", "default": "light", "contexts": {
                "light": [],
                "dark": [{"color": {"surface": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}]}}
            ]}
            """
    }
}
