public import TesseraDiagnostics

/// A reader of a syntax other than JSON into the same ``JSONValue`` tree.
///
/// YAML is read through this protocol so that what reads JSON (the token stage and
/// the run-time store) does not link a YAML parser: `TesseraYAML` provides the reader
/// and the importing entry point hands it to the loader.
public protocol SyntaxTreeReader: Sendable {
    func read(_ file: SourceFile, id: SourceFileID, diagnostics: DiagnosticEngine) -> JSONValue?
}
