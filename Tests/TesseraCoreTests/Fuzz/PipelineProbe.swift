import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraYAML
import TesseraTokens
import TesseraImport
import TesseraConvert

/// Runs one input through the stages of `validate`, `validate --strict`, `resolve --format json`
/// and `convert` as the commands do, in memory, and lists every promise the run broke: an error
/// without a location, diagnostic text that could start a line of its own, `resolve` output that
/// is not JSON, a `convert` self-check failure on input without errors.
///
/// Uses only the public API, so the libFuzzer target in `Fuzz/` compiles this same file.
enum PipelineProbe {
    /// An input: files in memory, the path given on the command line, and `--from`.
    struct Input: Sendable {
        var files: [String: [UInt8]]
        var entry: String
        var format: InputFormat?

        init(files: [String: [UInt8]], entry: String, format: InputFormat? = nil) {
            self.files = files
            self.entry = entry
            self.format = format
        }
    }

    /// Every broken promise, as `stage: problem`; empty when the run kept them all.
    static func problems(in input: Input) -> [String] {
        var problems: [String] = []
        for strict in [false, true] {
            let stage = strict ? "validate --strict" : "validate"
            let diagnostics = DiagnosticEngine()
            if let project = load(input, strict: strict, diagnostics: diagnostics) {
                let inputs = project.permutationCount > ThemeMatrix.permutationLimit ? project.coveringInputs() : project.permutations()
                for permutation in inputs { _ = project.check(permutation) }
            }
            problems += check(diagnostics, stage: stage)
        }
        problems += resolveProblems(input)
        problems += convertProblems(input)
        return problems
    }

    private static func load(_ input: Input, strict: Bool, diagnostics: DiagnosticEngine) -> TokenProject? {
        TokenProject.load(
            paths: [input.entry], options: ReadingOptions(strict: strict), format: input.format, diagnostics: diagnostics,
            fileSystem: InMemoryFileSystem(data: input.files))
    }

    private static func resolveProblems(_ input: Input) -> [String] {
        let diagnostics = DiagnosticEngine()
        var problems: [String] = []
        if let project = load(input, strict: false, diagnostics: diagnostics), let selected = project.validateInput([:]) {
            let text = JSONWriter(indent: 2).write(ResolvedTokenSet.canonicalJSON(project.resolve(selected).tokens))
            if (try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil {
                problems.append("resolve: the output is not JSON: \(text.prefix(300))")
            }
        }
        return problems + check(diagnostics, stage: "resolve")
    }

    private static func convertProblems(_ input: Input) -> [String] {
        let diagnostics = DiagnosticEngine()
        if let project = load(input, strict: false, diagnostics: diagnostics) {
            _ = DTCGConverter(project: project, name: "tokens").convert()
        }
        var problems = check(diagnostics, stage: "convert")
        for diagnostic in diagnostics.diagnostics where diagnostic.code == .convertOutputInvalid {
            problems.append("convert: the self-check failed: \(diagnostic.message)")
        }
        return problems
    }

    /// Errors without a location, and rendered diagnostics that span more lines than they should.
    static func check(_ engine: DiagnosticEngine, stage: String) -> [String] {
        var problems: [String] = []
        let renderer = DiagnosticRenderer(showsExcerpt: false)
        for diagnostic in engine.diagnostics {
            if diagnostic.severity == .error, diagnostic.location == nil {
                problems.append("\(stage): error without a location: [\(diagnostic.code.rawValue)] \(diagnostic.message.prefix(200))")
            }
            // A header line, then one line per note and one for the fix: token text adds none.
            let expectedLines = 1 + diagnostic.notes.count + (diagnostic.fixIt == nil ? 0 : 1)
            let rendered = renderer.render(diagnostic, sources: engine.sources)
            if rendered.split(separator: "\n", omittingEmptySubsequences: false).count != expectedLines
                || rendered.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" })
            {
                problems.append("\(stage): diagnostic text can forge lines: \(rendered.debugDescription.prefix(300))")
            }
            if let line = rendered.split(separator: "\n").first(where: { $0.count > 1200 }) {
                problems.append("\(stage): a diagnostic line of \(line.count) characters: \(line.prefix(200))")
            }
        }
        return problems
    }
}
