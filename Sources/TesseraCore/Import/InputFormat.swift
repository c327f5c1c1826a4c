/// The formats Tessera reads. Each non-DTCG format has an importer that
/// translates it into DTCG token trees (keeping source positions) and, for its
/// themes or modes, resolver sets and modifiers; from there one pipeline
/// resolves, validates and generates for every format.
public enum InputFormat: String, CaseIterable, Sendable {
    /// DTCG 2025.10 token files or a resolver document. Outside strict mode this also
    /// reads the pre-2025.10 forms (`value`/`type`, hex strings, `"16px"`) and the
    /// white-label layout (`tokens.json`, `colors.json`, `sizes.json`, `textStyles.json`).
    case dtcg
    /// Tokens Studio for Figma: a directory of set files with `$themes.json` and
    /// `$metadata.json`, one file with every set at the top, or token files that
    /// use Tokens Studio's type names (`fontSizes`, `boxShadow`, …).
    case tokensStudio = "tokens-studio"

    /// The format the inputs are in, judged from their paths and parsed documents.
    /// Importers add their own signatures here; DTCG is the fallback.
    static func detect(paths: [String], documents: [(path: String, value: JSONValue)], fileSystem: any TokenFileSystem)
        -> InputFormat
    {
        if TokensStudioImporter.matches(paths: paths, documents: documents, fileSystem: fileSystem) { return .tokensStudio }
        return .dtcg
    }
}

/// What an importer produces: the same parts a resolver document has.
struct ImportedProject {
    /// A display name (the resolver's `name`, a Figma file's name), when there is one.
    var name: String?
    /// Sets and modifiers in resolution order.
    var steps: [ResolutionStep]
    /// Sets that are read but not in the resolution order (for "exists elsewhere" hints).
    var unusedSets: [(name: String, sources: [TokenSource])] = []
}
