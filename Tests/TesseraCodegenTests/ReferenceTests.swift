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

/// The generated Swift for the bundled example is checked in
/// (Tests/GeneratedCodeTests/Generated/AcmeTokens.swift); `GeneratedCodeTests`
/// compiles that file and reads its values. Regenerate with `TESSERA_RECORD=1 swift test`.
@Suite struct ReferenceTests {
    @Test func acmeMatchesTheReferenceFile() throws {
        // What `tessera build Examples/Acme/acme.resolver.json --root-type AcmeTokens` runs.
        var configuration = ProjectConfiguration()
        configuration.inputs = [CodegenPaths.root.appendingPathComponent("Examples/Acme/acme.resolver.json").path]
        configuration.output = "AcmeTokens.swift"
        configuration.rootType = "AcmeTokens"
        let diagnostics = DiagnosticEngine()
        let pipeline = BuildPipeline(configuration: configuration, diagnostics: diagnostics)
        let project = try #require(pipeline.readProject())
        let table = try #require(pipeline.makeThemeTable(for: project))
        let code = String(decoding: pipeline.prepareOutputs(project: project, table: table).swiftData(), as: UTF8.self)
        #expect(!diagnostics.hasErrors)
        try expectMatchesReferenceFile(code, at: CodegenPaths.reference)
    }

    @Test func callsAndVariantListsWrapOneArgumentALine() throws {
        for reference in [CodegenPaths.reference, ThemeAxesTests.reference] {
            let lines = try String(contentsOf: reference, encoding: .utf8).split(separator: "\n")
            // A line past 120 columns holds one value literal at most: never a theme's list of
            // groups, never a list of variants.
            let crowded = lines.filter { $0.utf8.count > 120 && ($0.contains(".Variant(") || $0.contains(": Self = Self(") && $0.contains(",")) }
            #expect(crowded.isEmpty, "\(crowded.prefix(3))")
            // Composite values (shadows, gradients, typography) take one part a line, so a line of code
            // is its declaration and one short value; doc comments stop at 300 characters of summary.
            let long = lines.filter { $0.utf8.count > 240 && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
            #expect(long.isEmpty, "\(reference.lastPathComponent): \(long.prefix(2))")
        }
        let acme = try String(contentsOf: CodegenPaths.reference, encoding: .utf8)
        #expect(
            acme.contains(
                "\n            TesseraTheme.TokenShadowLayer(\n"
                    + "                color: TesseraTheme.TokenColor(sRGB: 0.0824, 0.0941, 0.1137, alpha: 0.18),\n"
                    + "                offsetX: TesseraTheme.TokenDimension(0),\n"))
        // The first theme is where every property starts; another passes what differs, one argument a line.
        #expect(acme.contains("    public static let acme: Self = Self()\n"))
        #expect(acme.contains("    public static let globex: Self = Self(\n        palette: .globex,\n        font: .globex,\n"))
    }

    @Test func acmeTypeChecksWithAndWithoutMainActorDefaultIsolation() throws {
        let code = try String(contentsOf: CodegenPaths.reference, encoding: .utf8)
        #expect(try typeCheck(code).isEmpty)
        #expect(try typeCheck(code, extraArguments: ["-default-isolation", "MainActor"]).isEmpty)
    }
}

/// Compares generated code with its checked-in reference file; with `TESSERA_RECORD` set, writes
/// the file instead and records an issue, so a recording run never passes silently.
func expectMatchesReferenceFile(_ code: String, at reference: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["TESSERA_RECORD"] != nil {
        try code.write(to: reference, atomically: true, encoding: .utf8)
        Issue.record("recorded \(reference.path); run the tests again without TESSERA_RECORD", sourceLocation: sourceLocation)
        return
    }
    let expected = (try? String(contentsOf: reference, encoding: .utf8)) ?? ""
    #expect(code == expected, "generated code differs from \(reference.lastPathComponent):\n\(lineDiff(expected, code))", sourceLocation: sourceLocation)
}

/// The first lines where two texts differ, for a readable failure.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report: [String] = []
    for index in 0..<max(old.count, new.count) where report.count < 20 {
        let lhs = index < old.count ? String(old[index]) : "<end>"
        let rhs = index < new.count ? String(new[index]) : "<end>"
        if lhs != rhs { report.append("line \(index + 1):\n- \(lhs.prefix(300))\n+ \(rhs.prefix(300))") }
    }
    return report.joined(separator: "\n")
}

@Suite("rem base")
struct RemBaseTests {
    /// `rem` stays a `.rem(…)` call with the configured base, wherever a dimension appears;
    /// values already in points (a typography's letter spacing) are converted with the same base.
    @Test func configuredBaseReachesEveryDimensionAndCompiles() throws {
        let tokens = #"""
            {
              "space": {"$type": "dimension", "m": {"$value": {"value": 1.5, "unit": "rem"}}},
              "line": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 0.125, "unit": "rem"},
                "style": {"dashArray": [{"value": 0.5, "unit": "rem"}], "lineCap": "round"}}},
              "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"},
                "fontWeight": 400, "letterSpacing": {"value": 0.1, "unit": "rem"}, "lineHeight": 1.5}}
            }
            """#
        let diagnostics = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(paths: ["/t.json"], diagnostics: diagnostics, fileSystem: InMemoryFileSystem(files: ["/t.json": tokens])))
        let table = ThemeTable.build(project: project)
        func render(remBase: Double) -> String {
            SwiftGenerator(table: table, options: SwiftGeneratorOptions(sourceDescription: "t.json", remBase: remBase), diagnostics: diagnostics)
                .render()
        }
        // The exact Swift: SnippetReferenceTests.dimensionsWithAConfiguredRemBase.
        let ten = render(remBase: 10)
        #expect(!render(remBase: 16).contains("base:"))
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        #expect(try typeCheck(ten) == "")
    }
}
