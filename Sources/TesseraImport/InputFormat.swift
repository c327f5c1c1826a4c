import TesseraSyntax
import TesseraTokens

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
    /// The response of Figma's REST API `GET /v1/files/:key/variables/local`
    /// (`meta.variables`, `meta.variableCollections`), or what plugins save from the
    /// plugin API (`variables` and `collections` arrays).
    case figmaVariables = "figma-variables"
    /// The DTCG-like files Figma variables exports write, one per collection and
    /// mode: `Collection.Mode.json` with `$extensions["com.figma"]`, or Figma's own
    /// "Export variables" files (`Mode.tokens.json`, flat `com.figma.variableId` keys), or
    /// DTCG files without either whose names are modes of a collection defining the same tokens.
    case figmaExport = "figma-export"
    /// Legacy Style Dictionary token files: `value`, `type`, `comment`, CTI trees,
    /// references `{a.b}` and `{a.b.value}`, in JSON, JSON5 or YAML.
    case styleDictionary = "style-dictionary"
    /// Specify's token format (SDTF): `$type` and `$value`, each value kept by mode in Specify's
    /// own shapes (`{"model": "rgb", …}`, aliases `{"$alias", "$mode"}`), collections marked
    /// `$collection.$modes`.
    case specify
    /// Theo's token files (Salesforce's `theo`): `props`, `aliases` used as `{!name}`, `global` and
    /// `imports`, in YAML or JSON.
    case theo

    /// The format the inputs are in, judged from their paths and parsed documents.
    /// Cheap: it looks at each document's top, its first token, and (for Style
    /// Dictionary's type names) its first few hundred objects.
    /// DTCG is the fallback, and a resolver document is always DTCG.
    /// - Parameter plainMembersMarkStyleDictionary: Whether a plain member beside `$value` (Paragon's
    ///   `source`, Launchpad's `formats`) marks a Style Dictionary 4 file. DTCG forbids such members,
    ///   so only Style Dictionary 4, which passes them through, reads such a file; strict mode reads
    ///   DTCG to the letter and refuses them instead.
    /// - Parameter builtWithStyleDictionary: Whether a JavaScript module among the inputs builds them with
    ///   Style Dictionary (``StyleDictionaryBuildScript``): what no token file says, the project's build does.
    ///   Asked only when nothing else decides, since it opens the modules.
    /// - Parameter builtWithoutTokensStudio: Whether such a module builds them without Tokens Studio's
    ///   transforms (`@tokens-studio/sd-transforms`): then the plugin's type names among the tokens
    ///   (`other`) are Style Dictionary labels, not a sign of the plugin's files.
    /// - Parameter syncFolderUnread: Whether the plugin's sync folder was set aside because the project's Style
    ///   Dictionary build reads other files (written from it) and none of its own.
    static func detect(
        paths: [String], documents: [(path: String, value: JSONValue)], fileSystem: any TokenFileSystem,
        plainMembersMarkStyleDictionary: Bool = false, builtWithStyleDictionary: () -> Bool = { false },
        builtWithoutTokensStudio: () -> Bool = { false }, syncFolderUnread: Bool = false
    ) -> InputFormat {
        // A resolver document is DTCG whatever its token files look like.
        for (path, value) in documents
        where value.objectValue?.contains("resolutionOrder") == true || TokenProject.isResolverFileName(path) {
            return .dtcg
        }
        // A folder with Tokens Studio's `$themes.json` or `$metadata.json` is the plugin's sync folder,
        // whatever its tokens carry: the plugin writes `com.figma` extensions too (`hiddenFromPublishing`,
        // `scopes`) when it syncs variables. Not when the project's build reads other files and none of the folder's.
        if !syncFolderUnread, TokensStudioImporter.projectDirectory(paths: paths, fileSystem: fileSystem) != nil { return .tokensStudio }
        // Files exported from Figma variables (every file's first token carries `com.figma`) may use
        // Tokens Studio's type names for FLOATs (`borderWidth`); they are still one file per collection and mode.
        if FigmaExportImporter.isExporterSet(documents) { return .figmaExport }
        // Theo's files are known by their top-level members alone; their types (`opacity`, `spacing`) are also
        // Tokens Studio's words, so they are looked for first.
        if documents.contains(where: { $0.value.objectValue.map(TheoTokenFormat.isDocument) == true }) { return .theo }
        // Before Style Dictionary: older Tokens Studio files also write `value`/`type`.
        if TokensStudioImporter.matches(paths: paths, documents: documents, fileSystem: fileSystem, typeNamesDecide: { !builtWithoutTokensStudio() }) {
            return .tokensStudio
        }
        var sawFigmaExport = false
        var sawStyleDictionary = false
        for (path, value) in documents {
            if FigmaModeLists.isCollectionArrayFile(value) || FigmaVariablesImporter.isCollectionArray(value) { return .figmaVariables }
            guard let root = value.objectValue else { continue }
            if root.contains("resolutionOrder") || TokenProject.isResolverFileName(path) { return .dtcg }
            if FigmaVariablesImporter.isResponse(root) { return .figmaVariables }
            if SpecifyTokenFormat.isDocument(root) { return .specify }
            if FigmaExtensionModes.namespace(of: root) != nil { sawFigmaExport = true }
            if FigmaNativeExport.isNativeFile(root) { sawFigmaExport = true }
            // Style Dictionary's configuration (`source` and `platforms`) says its folder is that tool's source,
            // whatever syntax the token files use: Style Dictionary 4 reads `$value` files too.
            if StyleDictionaryImporter.isConfiguration(root) {
                sawStyleDictionary = true
                continue
            }
            guard let token = root.firstToken else { continue }
            if token["$extensions"]?.objectValue?["com.figma"] != nil { sawFigmaExport = true }
            // Style Dictionary 3 writes `value`; Style Dictionary 4 writes `$value` but keeps its own type names,
            // and its tokens carry plain members beside the value (`unit`, `alpha`, `private`, `darkValue`),
            // which DTCG forbids (`containsSignatureType` looks at every token of the first objects).
            if !sawStyleDictionary,
                (token.contains("value") && !token.contains("$value")) || StyleDictionaryTypes.containsSignatureType(root)
                    || (plainMembersMarkStyleDictionary && token.contains("$value") && token.members.contains(where: isToolMember))
                    || (plainMembersMarkStyleDictionary && StyleDictionaryTypes.containsPlacedReference(root))
            {
                sawStyleDictionary = true
            }
        }
        if sawFigmaExport { return .figmaExport }
        if sawStyleDictionary { return .styleDictionary }
        // Exporter files whose tokens carry no `com.figma` (stripped, or never written), known by their names.
        if FigmaExportImporter.isModeFileSet(documents) { return .figmaExport }
        if builtWithStyleDictionary() { return .styleDictionary }
        return .dtcg
    }

    /// A plain member beside `$value` that a tool passes through (`source`, `formats`, `attributes`).
    /// Not a plain `description`, a DTCG author's slip for `$description`, nor an object holding
    /// tokens or groups: a token with children is a DTCG error of its own (TS0201).
    private static func isToolMember(_ member: JSONObject.Member) -> Bool {
        guard !member.key.hasPrefix("$"), member.key != "description" else { return false }
        guard let object = member.value.objectValue else { return true }
        return !object.members.contains { $0.key.hasPrefix("$") || $0.value.objectValue != nil }
    }
}
