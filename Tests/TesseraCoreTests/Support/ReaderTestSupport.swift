import Foundation
@testable import TesseraDiagnostics
@testable import TesseraSyntax
@testable import TesseraYAML
@testable import TesseraTokens
@testable import TesseraImport
@testable import TesseraConvert

/// What one reader run produced: the value, the diagnostics, and the registry
/// needed to turn value positions into lines and columns.
struct ReaderResult {
    var value: JSONValue?
    var diagnostics: [Diagnostic]
    var sources: SourceRegistry

    /// Line and column of a position (1-based, column in UTF-8 bytes).
    func lineColumn(_ position: SourcePosition) -> (line: Int, column: Int)? {
        sources.location(of: position).map { ($0.line, $0.column) }
    }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    var codes: [DiagnosticCode] { diagnostics.map(\.code) }

    /// The first diagnostic with this code.
    func first(_ code: DiagnosticCode) -> Diagnostic? { diagnostics.first { $0.code == code } }

    /// The value at a path of object keys and array indices ("a", 0, "b").
    func value(at path: any PathComponent...) -> JSONValue? {
        var current = value
        for component in path {
            current = current.flatMap { component.step(into: $0) }
        }
        return current
    }
}

protocol PathComponent {
    func step(into value: JSONValue) -> JSONValue?
}

extension String: PathComponent {
    func step(into value: JSONValue) -> JSONValue? { value.objectValue?[self] }
}

extension Int: PathComponent {
    func step(into value: JSONValue) -> JSONValue? {
        guard let items = value.arrayValue, self >= 0, self < items.count else { return nil }
        return items[self]
    }
}

func readJSON(_ text: String, path: String = "test.json") -> ReaderResult {
    readJSON(bytes: Array(text.utf8), path: path)
}

func readJSON(bytes: [UInt8], path: String = "test.json") -> ReaderResult {
    read(bytes: bytes, path: path) { file, id, engine in
        JSONReader().read(file, id: id, diagnostics: engine)
    }
}

func readYAML(_ text: String, path: String = "test.yml", configure: (inout YAMLReader) -> Void = { _ in }) -> ReaderResult {
    readYAML(bytes: Array(text.utf8), path: path, configure: configure)
}

func readYAML(bytes: [UInt8], path: String = "test.yml", configure: (inout YAMLReader) -> Void = { _ in }) -> ReaderResult {
    var reader = YAMLReader()
    configure(&reader)
    return read(bytes: bytes, path: path) { [reader] file, id, engine in
        reader.read(file, id: id, diagnostics: engine)
    }
}

/// Reads a file of the shared corpora (`/work/shared/corpora` next to the package).
func readCorpusYAML(_ relativePath: String) throws -> ReaderResult {
    let url = corpusURL(relativePath)
    let data = try Data(contentsOf: url)
    return readYAML(bytes: Array(data), path: url.path)
}

func corpusURL(_ relativePath: String) -> URL {
    // Tests/TesseraCoreTests/Support/ReaderTestSupport.swift -> package root -> ../shared/corpora
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("../shared/corpora/\(relativePath)")
        .standardizedFileURL
}

private func read(
    bytes: [UInt8], path: String, using reader: (SourceFile, SourceFileID, DiagnosticEngine) -> JSONValue?
) -> ReaderResult {
    let sources = SourceRegistry()
    let engine = DiagnosticEngine(sources: sources, warningLimitPerCode: .max)  // every warning kept: tests count them
    let file = SourceFile(path: path, bytes: bytes)
    let id = sources.register(file)
    let value = reader(file, id, engine)
    return ReaderResult(value: value, diagnostics: engine.diagnostics, sources: sources)
}

func readJSON5(_ text: String, path: String = "test.json5") -> ReaderResult {
    readJSON5(bytes: Array(text.utf8), path: path)
}

func readJSON5(bytes: [UInt8], path: String = "test.json5") -> ReaderResult {
    read(bytes: bytes, path: path) { file, id, engine in
        JSON5Reader().read(file, id: id, diagnostics: engine)
    }
}
