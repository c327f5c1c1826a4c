import Foundation
import Testing
import TesseraCodegen
@testable import TesseraCore

/// The generated Swift for the bundled example is checked in
/// (Tests/GeneratedCodeTests/Generated/AcmeTokens.swift); `GeneratedCodeTests`
/// compiles that file and reads its values. Regenerate with `TESSERA_RECORD=1 swift test`.
@Suite struct ReferenceTests {
    @Test func acmeMatchesTheReferenceFile() throws {
        let resolver = CodegenPaths.root.appendingPathComponent("Examples/Acme/acme.resolver.json").path
        let diagnostics = DiagnosticEngine()
        let project = try #require(TokenProject.load(paths: [resolver], diagnostics: diagnostics))
        let code = SwiftGenerator(
            table: ThemeTable.build(project: project),
            options: SwiftGeneratorOptions(rootTypeName: "AcmeTokens", sourceDescription: "acme.resolver.json"),
            diagnostics: diagnostics
        ).render()
        #expect(!diagnostics.hasErrors)
        let expected = (try? String(contentsOf: CodegenPaths.reference, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["TESSERA_RECORD"] != nil {
            try code.write(to: CodegenPaths.reference, atomically: true, encoding: .utf8)
            Issue.record("recorded \(CodegenPaths.reference.path); run the tests again without TESSERA_RECORD")
            return
        }
        #expect(code == expected, "generated code differs from the reference:\n\(lineDiff(expected, code))")
    }

    @Test func acmeTypeChecksWithAndWithoutMainActorDefaultIsolation() throws {
        let code = try String(contentsOf: CodegenPaths.reference, encoding: .utf8)
        #expect(try typeCheck(code).isEmpty)
        #expect(try typeCheck(code, extraArguments: ["-default-isolation", "MainActor"]).isEmpty)
    }
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
