import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// Runs every case of the DTCG conformance suite (`../shared/corpora/dtcg-suite`,
/// both manifests) in strict mode and checks Tessera's verdict against the suite's.
@Suite(.needsSharedCorpora) struct ConformanceSuiteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var manifest: String
        var input: String
        var expectsValid: Bool
        var testDescription: String { "\(manifest)/\(id)" }
    }

    /// Cases where Tessera follows the specification's text rather than the suite's verdict,
    /// with the passage that justifies it. Documented in Documentation/Conformance.md.
    static let deviations: [String: String] = [:]

    static let cases: [Case] = {
        var result: [Case] = []
        for manifest in ["format", "resolver"] {
            let directory = PackagePaths.corpus("dtcg-suite/\(manifest)")
            guard let data = try? Data(contentsOf: directory.appendingPathComponent("manifest.json")),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let tests = object["tests"] as? [[String: Any]]
            else { continue }
            for test in tests {
                guard let id = test["id"] as? String, let input = test["input"] as? String,
                    let type = test["type"] as? String
                else { continue }
                result.append(
                    Case(
                        id: id, manifest: manifest, input: directory.appendingPathComponent(input).path,
                        expectsValid: type == "PositiveEvaluationTest"))
            }
        }
        return result
    }()

    @Test func suiteIsPresent() {
        // Both manifests together list 180 cases in the copy under ../shared.
        #expect(Self.cases.count >= 180)
        #expect(Self.cases.contains { $0.manifest == "resolver" })
    }

    @Test(arguments: cases)
    func verdictMatches(_ testCase: Case) {
        let diagnostics = DiagnosticEngine()
        var accepted = false
        if let project = TokenProject.load(
            paths: [testCase.input], options: ReadingOptions(strict: true), diagnostics: diagnostics)
        {
            for input in project.permutations() { _ = project.resolve(input) }
            accepted = !diagnostics.hasErrors
        }
        let expected = Self.deviations[testCase.id] == nil ? testCase.expectsValid : !testCase.expectsValid
        let rendered = diagnostics.diagnostics.map { "\($0.code.rawValue) \($0.message)" }.joined(separator: "\n")
        #expect(accepted == expected, "\(testCase.id): \(rendered)")
        if !testCase.expectsValid {
            // A rejected case must say where: every error about a file carries a location.
            #expect(diagnostics.diagnostics.contains { $0.severity == .error })
        }
    }

    @Test(arguments: cases)
    func lenientModeNeverCrashesAndKeepsVerdictsForStructuralErrors(_ testCase: Case) {
        let diagnostics = DiagnosticEngine()
        if let project = TokenProject.load(paths: [testCase.input], diagnostics: diagnostics) {
            for input in project.permutations() { _ = project.resolve(input) }
        }
        if testCase.expectsValid {
            // What strict mode accepts, the default mode accepts too.
            #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        }
    }
}
