import Foundation
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert
import TesseraTestSupport
import Testing

/// Hostile inputs: generated ones (a short deterministic run; longer with TESSERA_FUZZ_ITERATIONS),
/// the inputs that once failed (`Fixtures/Fuzz`), and each class of failure at a size well past
/// where it used to fail.
@Suite struct HostileInputTests {
    static let reproducerDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fuzz")

    static var reproducers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: reproducerDirectory.path)) ?? []).sorted()
    }

    @Test func generatedInputsKeepEveryPromise() {
        let iterations = ProcessInfo.processInfo.environment["TESSERA_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 30
        var generator = HostileInputGenerator(seed: 0x7E55_E7A)
        for iteration in 0..<iterations {
            let (shape, input) = generator.next()
            let problems = PipelineProbe.problems(in: input)
            #expect(problems.isEmpty, "iteration \(iteration) (\(shape)): \(problems.joined(separator: "\n"))")
        }
    }

    /// `ts-…` files are read as Tokens Studio, the rest as DTCG or resolver documents.
    @Test(arguments: reproducers) func reproducerKeepsEveryPromise(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.reproducerDirectory.appendingPathComponent(name)))
        let input = PipelineProbe.Input(files: [name: bytes], entry: name, format: name.hasPrefix("ts-") ? .tokensStudio : nil)
        #expect(PipelineProbe.problems(in: input) == [])
    }

    @Test func theReproducersAreThere() {
        #expect(Self.reproducers.count >= 5)
    }

    // MARK: Each class, large

    /// `roundTo` with a digit count no Int holds was a trap converting Double to Int.
    @Test(arguments: ["roundTo(1, 1e20)", "roundTo(1, -1e300)", "roundTo(1, 1e308 * 10)", "roundTo(1e308, 20)"])
    func roundToWithAHugeDigitCountIsAnError(_ expression: String) {
        let engine = run(studio: "{\"x\":{\"$type\":\"sizing\",\"$value\":\"\(expression)\"}}")
        let errors = engine.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.allSatisfy { $0.location != nil && $0.tokenPath == "x" })
    }

    /// A number that overflows on the way (here 1e308 times 10, or Tokens Studio's rounding of
    /// 1e308px to 4 decimals) is either finite in the output or a located TS0420.
    @Test func overflowingMathIsANonFiniteError() throws {
        let engine = run(studio: "{\"a\":{\"$type\":\"dimension\",\"$value\":\"1e308px\"},\"b\":{\"$type\":\"sizing\",\"$value\":\"{a} * 10\"}}")
        let errors = engine.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.nonFiniteResult])
        #expect(errors.first?.location != nil && errors.first?.tokenPath == "b")
        let resolved = try #require(resolvedText(studio: "{\"a\":{\"$type\":\"dimension\",\"$value\":\"1e308px\"}}"))
        #expect(resolved.contains("1e+308"))
        #expect(!resolved.contains("inf"))
    }

    @Test func theJSONWriterNeverPrintsInfinityOrNaN() throws {
        for number in [Double.infinity, -.infinity, .nan] {
            let text = JSONWriter().write(JSONValue(.array([JSONValue(.number(JSONNumber(number, isIntegerLiteral: false)), at: .unknown)]), at: .unknown))
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [Any])
        }
    }

    /// 10,000 contexts of one modifier: validate and convert walked every context once per
    /// context (10,000 took 40 s); now each context's tokens are collected once.
    @Test func aModifierWithTenThousandContextsValidatesAndConverts() throws {
        let count = 10_000
        let contexts = (0..<count).map { "\"c\($0)\":[{\"t\":{\"$type\":\"number\",\"$value\":\($0)}}]" }.joined(separator: ",")
        let text = """
            {"version":"2025.10","modifiers":{"big":{"contexts":{\(contexts)},"default":"c0"}},\
            "resolutionOrder":[{"$ref":"#/modifiers/big"}]}
            """
        let engine = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(
                paths: ["r.resolver.json"], diagnostics: engine, fileSystem: InMemoryFileSystem(files: ["r.resolver.json": text])))
        #expect(project.permutationCount == count)
        for input in project.permutations() { _ = project.check(input) }
        let files = try #require(DTCGConverter(project: project, name: "big").convert())
        #expect(files.count == count + 1)
        #expect(!engine.hasErrors)
    }

    /// 30 modifiers of 4 contexts: 4^30 permutations. Validate samples them (TS0511, located);
    /// the budget check refuses them with TS0520 at once, before anything is resolved.
    /// Thirty modifiers of four contexts: independent ones (each its own token) give a matrix at
    /// once; the same thirty all overriding one token need 4^30 combinations and are refused (TS0520)
    /// before anything is resolved.
    @Test(arguments: [false, true])
    func thirtyModifiersOfFourContexts(shareOneToken: Bool) throws {
        var modifiers: [String] = []
        for index in 0..<30 {
            let name = shareOneToken ? "t" : "t\(index)"
            let contexts = (0..<4).map { "\"c\($0)\":[{\"\(name)\":{\"$type\":\"number\",\"$value\":\($0)}}]" }
            modifiers.append("\"m\(index)\":{\"contexts\":{\(contexts.joined(separator: ","))},\"default\":\"c0\"}")
        }
        let order = (0..<30).map { "{\"$ref\":\"#/modifiers/m\($0)\"}" }.joined(separator: ",")
        let text = "{\"version\":\"2025.10\",\"modifiers\":{\(modifiers.joined(separator: ","))},\"resolutionOrder\":[\(order)]}"
        let engine = DiagnosticEngine()
        let project = try #require(
            TokenProject.load(
                paths: ["r.resolver.json"], diagnostics: engine, fileSystem: InMemoryFileSystem(files: ["r.resolver.json": text])))
        let matrix = ThemeMatrix.build(project)
        if shareOneToken {
            #expect(matrix == nil)
            let refusal = try #require(engine.diagnostics.first { $0.code == .tooManyPermutations })
            #expect(refusal.severity == .error && refusal.location != nil && !refusal.notes.isEmpty)
        } else {
            #expect(matrix?.tokens.count == 30)
            #expect(!engine.hasErrors, "\(engine.diagnostics.map(\.message))")
        }
    }

    // MARK: Diagnostic text

    /// A name with a line break once printed a whole forged diagnostic line; a name of 100,000
    /// characters was echoed in full.
    @Test func tokenTextCannotForgeDiagnosticLines() throws {
        let forged = "x\\nother.json:9:9: error: forged [TS0101]"
        let long = String(repeating: "n", count: 100_000)
        let text = "{\"\(forged)\":{\"$value\":\"{nowhere}\"},\"\(long)\":{\"$value\":\"{\(long)}\"}}"
        let engine = DiagnosticEngine()
        let project = TokenProject.load(
            paths: ["t.json"], diagnostics: engine, fileSystem: InMemoryFileSystem(files: ["t.json": text]))
        _ = project.map { $0.check(ResolverInput([])) }
        let renderer = DiagnosticRenderer(showsExcerpt: false)
        let errors = engine.diagnostics.filter { $0.severity == .error }
        #expect(errors.count >= 2)
        for diagnostic in errors {
            let rendered = renderer.render(diagnostic, sources: engine.sources)
            let header = try #require(rendered.split(separator: "\n").first)
            #expect(!rendered.contains("\nother.json"))
            #expect(header.count < 400, "\(header.prefix(500))")
            #expect(diagnostic.tokenPath.map { $0.count <= DiagnosticText.runLimit } ?? true)
        }
        #expect(errors.contains { $0.tokenPath?.hasPrefix("x\\nother.json") == true })
    }

    @Test func longRunsKeepTheirStartAndEnd() {
        let name = "start" + String(repeating: "m", count: 10_000) + "end"
        let safe = DiagnosticText.safe("token \(name) is wrong")
        #expect(safe.hasPrefix("token start") && safe.hasSuffix("end is wrong") && safe.contains("…"))
        #expect(safe.count < 130)
        #expect(DiagnosticText.safe("a\u{1B}[31m\u{202E}b\r") == "a\\u{1B}[31m\\u{202E}b\\r")
        #expect(DiagnosticText.safe("plain text, kept as is") == "plain text, kept as is")
    }

    // MARK: Helpers

    private func run(studio text: String) -> DiagnosticEngine {
        let engine = DiagnosticEngine()
        let project = TokenProject.load(
            paths: ["t.json"], format: .tokensStudio, diagnostics: engine,
            fileSystem: InMemoryFileSystem(files: ["t.json": text]))
        if let project { for input in project.permutations() { _ = project.check(input) } }
        return engine
    }

    private func resolvedText(studio text: String) -> String? {
        let engine = DiagnosticEngine()
        guard let project = TokenProject.load(
            paths: ["t.json"], format: .tokensStudio, diagnostics: engine,
            fileSystem: InMemoryFileSystem(files: ["t.json": text])),
            let input = project.permutations().first
        else { return nil }
        return JSONWriter().write(ResolvedTokenSet.canonicalJSON(project.resolve(input).tokens))
    }
}
