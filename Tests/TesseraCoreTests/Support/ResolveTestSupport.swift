import Foundation
import Testing
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// What resolving in-memory files produced.
struct ResolveResult {
    var tokens: [String: ResolvedToken]
    var diagnostics: [Diagnostic]
    var permutations: [ResolverInput]

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    func first(_ code: DiagnosticCode) -> Diagnostic? { diagnostics.first { $0.code == code } }
    func all(_ code: DiagnosticCode) -> [Diagnostic] { diagnostics.filter { $0.code == code } }
    subscript(id: String) -> TokenValue? { tokens[id]?.value }
    /// Each token's type, by id.
    var types: [String: TokenType] { tokens.mapValues(\.type) }
}

/// Loads `files` from memory (the first path, or `entry`, is the input) and resolves one permutation.
func resolveFiles(
    _ files: [String: String], entry: String? = nil, entries: [String] = [], input: [String: String] = [:], strict: Bool = false,
    format: InputFormat? = nil
) -> ResolveResult {
    let diagnostics = DiagnosticEngine(warningLimitPerCode: .max)
    let fileSystem = InMemoryFileSystem(files: files)
    let paths = entries.isEmpty ? [entry ?? files.keys.sorted()[0]] : entries
    guard let project = TokenProject.load(
        paths: paths, options: ReadingOptions(strict: strict), format: format, diagnostics: diagnostics, fileSystem: fileSystem),
        let chosen = project.validateInput(input)
    else { return ResolveResult(tokens: [:], diagnostics: diagnostics.diagnostics, permutations: []) }
    let resolved = project.resolve(chosen)
    return ResolveResult(
        tokens: Dictionary(resolved.tokens.map { ($0.id, $0) }, uniquingKeysWith: { $1 }),
        diagnostics: diagnostics.diagnostics, permutations: project.permutations())
}

/// One file of tokens.
func resolveJSON(_ text: String, strict: Bool = false) -> ResolveResult {
    resolveFiles(["tokens.json": text], strict: strict)
}

/// sRGB components of a resolved color, for compact assertions.
func srgb(_ value: TokenValue?) -> [Double]? {
    guard case .color(let color)? = value else { return nil }
    return color.components.map { $0.numberValue ?? .nan }
}

/// Every `.json` file under `../shared/corpora`.
func corpusJSONFiles() throws -> [URL] {
    let root = PackagePaths.shared.appendingPathComponent("corpora")
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
}
