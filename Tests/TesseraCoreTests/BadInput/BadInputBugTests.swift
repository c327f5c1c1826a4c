import Foundation
import Testing

@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

// Bad inputs that once exposed bugs: each test states the behaviour we expect.

@Suite("Bad input: regressions")
struct BadInputBugTests {
    /// Loads in-memory files and resolves every permutation.
    private func loadAndResolve(
        _ files: [String: String], paths: [String] = ["tokens.json"]
    ) -> (project: TokenProject?, diagnostics: [Diagnostic], sources: SourceRegistry, resolved: [ResolvedTokenSet]) {
        let engine = DiagnosticEngine()
        let project = TokenProject.load(paths: paths, diagnostics: engine, fileSystem: InMemoryFileSystem(files: files))
        var resolved: [ResolvedTokenSet] = []
        if let project {
            for input in project.permutations() { resolved.append(project.resolve(input)) }
        }
        return (project, engine.diagnostics, engine.sources, resolved)
    }

    /// A resolver document with `count` modifiers of two inline contexts each.
    private func resolverWithModifiers(_ count: Int) -> String {
        let modifiers = (0..<count).map { index in
            """
            "m\(index)": {"contexts": {"a": [{"x\(index)": {"$type": "number", "$value": 1}}], "b": [{"x\(index)": {"$type": "number", "$value": 2}}]}, "default": "a"}
            """
        }
        let order = (0..<count).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        return """
            {
              "version": "2025.10",
              "modifiers": {\(modifiers.joined(separator: ",\n"))},
              "resolutionOrder": [\(order.joined(separator: ", "))]
            }
            """
    }

    /// Messages (and the rendered first line) must not echo a huge token name, as they do not echo huge values.
    @Test
    func hugeTokenNamesAreNotEchoed() {
        let name = String(repeating: "x", count: 1 << 20)
        let outcome = loadAndResolve(["tokens.json": #"{"\#(name)": {"$type": "color", "$value": null}}"#])
        let diagnostic = outcome.diagnostics.first { $0.code == .nullValue }
        #expect(diagnostic != nil)
        guard let diagnostic else { return }
        #expect(diagnostic.message.count < 500, "message is \(diagnostic.message.count) characters")
        let firstLine = DiagnosticRenderer(showsExcerpt: false).render(diagnostic, sources: outcome.sources)
            .split(separator: "\n").first ?? ""
        #expect(firstLine.count < 1_000, "rendered first line is \(firstLine.count) characters")
    }

    /// `$extends` copies groups; a file where each level extends the next twice doubles the token count per
    /// level. 32 levels (about 2 KB) would make 4 billion tokens: the reader must refuse, as the YAML reader
    /// does for alias expansion ("billion laughs"), instead of running out of memory.
    @Test(
        .timeLimit(.minutes(1)))
    func extendsExpansionIsBounded() {
        let levels = 32
        var text = "{\n"
        for level in 0..<levels {
            text += #""g\#(level)": {"l": {"$extends": "{g\#(level + 1)}"}, "r": {"$extends": "{g\#(level + 1)}"}},"# + "\n"
        }
        text += #""g\#(levels)": {"t": {"$type": "number", "$value": 1}}"# + "\n}"
        let outcome = loadAndResolve(["tokens.json": text])
        #expect(outcome.diagnostics.contains { $0.severity == .error }, "an expansion limit is reported")
        #expect((outcome.resolved.first?.tokens.count ?? 0) < 5_000_000)
    }

    /// One `$extends` cycle is one problem: reported once, like a reference cycle.
    @Test
    func extendsCycleIsReportedOnce() {
        let outcome = loadAndResolve([
            "tokens.json": """
            {
              "a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}},
              "b": {"$extends": "{c}", "y": {"$type": "number", "$value": 1}},
              "c": {"$extends": "{a}", "z": {"$type": "number", "$value": 1}}
            }
            """
        ])
        let cycles = outcome.diagnostics.filter { $0.code == .extendsCycle }
        #expect(cycles.count == 1, "\(cycles.map(\.message))")
        #expect(cycles.first?.notes.count == 3)
    }

    /// The number of permutations must not wrap around.
    @Test
    func permutationCountDoesNotWrap() {
        for (modifiers, expected) in [(62, 1 << 62), (63, Int.max), (64, Int.max)] {
            let engine = DiagnosticEngine()
            let project = TokenProject.load(
                paths: ["x.resolver.json"], diagnostics: engine,
                fileSystem: InMemoryFileSystem(files: ["x.resolver.json": resolverWithModifiers(modifiers)]))
            #expect(project?.permutationCount == expected, "\(modifiers) modifiers")
        }
    }

    /// A string far longer than any CSS color is rejected up front (a length guard, not a character scan).
    @Test
    func hugeColorStringsAreRejected() {
        for prefix in ["#", "", "rgb("] {
            let text = prefix + String(repeating: "f", count: 50 * 1024 * 1024)
            #expect(CSSColorParser.parse(text) == nil)
        }
        #expect(CSSColorParser.parse("#" + String(repeating: "f", count: 6)) != nil)
    }
}
