public import TesseraDiagnostics
import TesseraSyntax
public import TesseraTokens
import TesseraYAML

extension TokenProject {
    /// Reads inputs in any format Tessera knows: DTCG token files or a resolver document, or
    /// what Tokens Studio, Figma and Style Dictionary write, each translated by its importer.
    /// YAML files are read too. Returns `nil` when nothing usable could be read (the reasons are in `diagnostics`).
    /// - Parameter format: The input format, or `nil` to detect it from the inputs.
    public static func load(
        paths: [String], options: ReadingOptions = ReadingOptions(), format: InputFormat? = nil,
        diagnostics: DiagnosticEngine, fileSystem: any TokenFileSystem = LocalFileSystem()
    ) -> TokenProject? {
        guard
            let inputs = readInputs(
                paths: paths, options: options, diagnostics: diagnostics, fileSystem: fileSystem, yamlReader: YAMLReader())
        else { return nil }
        let project = make(inputs, paths: paths, options: options, format: format, diagnostics: diagnostics, fileSystem: fileSystem)
        project?.scriptModules = inputs.scriptModules
        return project
    }

    private static func make(
        _ inputs: TokenInputs, paths: [String], options: ReadingOptions, format: InputFormat?,
        diagnostics: DiagnosticEngine, fileSystem: any TokenFileSystem
    ) -> TokenProject? {
        if case .resolver(let parts) = readResolver(inputs) {
            guard let parts else { return nil }
            return resolverProject(parts, inputs: inputs, format: format, fileSystem: fileSystem)
        }
        let (documents, syncFolderUnread) =
            format == nil ? withoutExportsNoBuildReads(inputs.documents, fileSystem: fileSystem, diagnostics: diagnostics) : (inputs.documents, false)
        // Build modules are opened only when asked for: when the files leave the format open (DTCG, or
        // exporter files), and for a Style Dictionary project's size transforms.
        lazy var buildModules = styleDictionaryModules(of: inputs, fileSystem: fileSystem)
        lazy var builtWithStyleDictionary = format == nil && !options.strict
            && (documents.contains { $0.value.objectValue.map(StyleDictionaryImporter.isConfiguration) ?? false }
                || !buildModules.isEmpty)
        lazy var builtWithoutTokensStudio = format == nil && !options.strict && !buildModules.isEmpty
            && !buildModules.contains(where: \.appliesTokensStudioTransforms)
            && !StyleDictionaryPackage.dependsOnTokensStudioTools(among: inputs.packageManifests, fileSystem: fileSystem)
        var detected = format
            ?? InputFormat.detect(
                paths: paths, documents: documents, fileSystem: fileSystem, plainMembersMarkStyleDictionary: !options.strict,
                builtWithStyleDictionary: { builtWithStyleDictionary },
                builtWithoutTokensStudio: { builtWithoutTokensStudio }, syncFolderUnread: syncFolderUnread)
        if format == nil, detected == .tokensStudio, builtWithoutTokensStudio,
            TokensStudioImporter.projectDirectory(paths: paths, fileSystem: fileSystem) == nil,
            StyleDictionaryImporter.exportReadAsOneTree(
                documents, readByBuild: { [builds = StyleDictionaryImporter.builds(of: documents, buildModules: buildModules)] path in builds.contains { $0.reads(path) } })
        {
            // Style Dictionary alone (no sd-transforms) reads a themeless export as the tree it is: each set a
            // top-level group of its own, no set laid over another.
            detected = .styleDictionary
        }
        var importing = readingOptions(options, for: detected)
        if detected == .figmaExport, builtWithStyleDictionary {
            // Exporter files (`Theme.Light.json`, `Theme.Dark.json`) that Style Dictionary builds one by one (a
            // `config.json` or a build module beside them), as projects syncing Figma variables do: its reading of each.
            importing = readingOptions(importing, for: .styleDictionary)
        }
        switch detected {
        case .dtcg:
            return loadDTCG(inputs)
        case .tokensStudio:
            // A Style Dictionary `config.json` beside Tokens Studio files (token-transformer's output built by
            // Style Dictionary) configures the build: it is no token set.
            // Without themes, the project's Style Dictionary builds (sd-transforms' configurations, one per mode) say
            // which files go together, as for Style Dictionary's own files. A file no build reads (an old folder kept
            // beside the sources) is no set, as for Style Dictionary's own files; when a build reads a whole export,
            // which holds every set, however many files lie beside it.
            let read =
                format == nil && !options.strict
                ? StyleDictionaryImporter.readByBuilds(
                    documents, buildModules: buildModules,
                    mostMayBeUnread: { builds in
                        // What the build reads was written from the sync folder set aside: it holds every set.
                        syncFolderUnread
                            || documents.contains { document in
                                document.value.objectValue.flatMap(TokensStudioImporter.wholeExportMarker) != nil
                                    && builds.contains { $0.reads(document.path) }
                            }
                    }, diagnostics: diagnostics)
                : documents
            guard
                let imported = TokensStudioImporter(loader: inputs.loader).load(
                    paths: paths, documents: withoutConfigurations(read, diagnostics: diagnostics),
                    setsMergeInFileOrder: format == nil && !options.strict && buildModules.contains(where: \.excludesParentKeys),
                    buildModes: { files in
                        StyleDictionaryBuild.axes(
                            of: files.map { StyleDictionaryImporter.File(path: $0.path, tree: JSONObject(), tokenIDs: $0.tokenIDs) },
                            builds: StyleDictionaryImporter.builds(of: documents, buildModules: buildModules)
                        ).map { ($0.name, $0.contexts) }
                    }, syncFolderUnread: syncFolderUnread)
            else {
                return nil
            }
            return TokenProject(imported: imported, inputs: inputs, options: importing)
        case .figmaVariables:
            guard inputs.readEveryFile, let imported = FigmaVariablesImporter(diagnostics: diagnostics).importProject(documents)
            else { return nil }
            return TokenProject(imported: imported, inputs: inputs, options: importing)
        case .figmaExport:
            // Exporter files built by Style Dictionary keep its `config.json` beside them: a configuration, not a collection.
            guard inputs.readEveryFile, let trees = rootObjects(withoutConfigurations(documents, diagnostics: diagnostics), diagnostics: diagnostics) else { return nil }
            let imported = FigmaExportImporter(diagnostics: diagnostics).importProject(trees)
            return TokenProject(imported: imported, inputs: inputs, options: importing)
        case .specify:
            guard inputs.readEveryFile, let trees = rootObjects(documents, diagnostics: diagnostics) else { return nil }
            return TokenProject(imported: SpecifyTokenFormat(diagnostics: diagnostics).importProject(trees), inputs: inputs, options: importing)
        case .theo:
            // Theo's props are Style Dictionary tokens once their aliases are replaced: that reader types them.
            guard inputs.readEveryFile,
                let imported = StyleDictionaryImporter(diagnostics: diagnostics, packageVersion: nil)
                    .importProject(TheoTokenFormat(loader: inputs.loader).styleDictionaryDocument(documents).map { [$0] } ?? [])
            else { return nil }
            return TokenProject(imported: imported, inputs: inputs, options: importing)
        case .styleDictionary:
            guard inputs.readEveryFile,
                let imported = StyleDictionaryImporter(
                    diagnostics: diagnostics, packageVersion: StyleDictionaryPackage.majorVersion(among: inputs.packageManifests, fileSystem: fileSystem)
                ).importProject(documents, buildModules: buildModules, scriptModules: inputs.scriptModules)
            else { return nil }
            return TokenProject(imported: imported, inputs: inputs, options: importing)
        }
    }

    /// The documents without Tokens Studio's exports when the project's Style Dictionary configurations read
    /// other files and none of an export's: those are what token-transformer (or a script) wrote from the export,
    /// and the build reads them alone, so the export decides neither the format nor a value. An export is a whole
    /// export (`$themes` or `$metadata` at a file's top) or a synced folder (the folder of a `$metadata.json` or
    /// `$themes.json`, with every file under it). Each export is noted (TS0741) as skipped. Unchanged when a
    /// configuration's globs are ones Tessera cannot match, or read none of the files, or read an export.
    private static func withoutExportsNoBuildReads(
        _ documents: [(path: String, value: JSONValue)], fileSystem: any TokenFileSystem, diagnostics: DiagnosticEngine
    ) -> (documents: [(path: String, value: JSONValue)], syncFolderUnread: Bool) {
        let builds = documents.compactMap { document in
            document.value.objectValue.flatMap { StyleDictionaryImporter.isConfiguration($0) ? StyleDictionaryBuild(configuration: $0, at: document.path) : nil }
        }
        guard !builds.isEmpty else { return (documents, false) }
        // The folders above the documents that hold the plugin's project files (which are no documents themselves);
        // each document belongs to the outermost such folder above it.
        var holdsProjectFile: [String: Bool] = [:]
        var syncFolders: Set<String> = []
        var outermost: [Int: String] = [:]
        // Only folders below the one holding every document are looked in (that one is the project itself).
        let root = documents.map { Paths.directory(of: $0.path) }.reduce(nil) { (common: String?, folder) in
            guard let common else { return folder }
            var shared = common
            while !(folder == shared || folder.hasPrefix(shared + "/")), !shared.isEmpty {
                let parent = Paths.directory(of: shared)
                shared = parent == shared ? "" : parent
            }
            return shared
        } ?? ""
        for index in documents.indices {
            var folder = Paths.directory(of: documents[index].path)
            while folder.count > root.count, folder.hasPrefix(root) {
                let holds = holdsProjectFile[folder] ?? (
                    fileSystem.kind(of: Paths.join(folder, TokensStudioImporter.metadataFileName)) == false
                        || fileSystem.kind(of: Paths.join(folder, TokensStudioImporter.themesFileName)) == false)
                holdsProjectFile[folder] = holds
                if holds {
                    syncFolders.insert(folder)
                    outermost[index] = folder
                }
                let parent = Paths.directory(of: folder)
                guard parent != folder else { break }
                folder = parent
            }
        }
        // Each export: the indices of its documents, the first one where the note is said.
        let wholeExports = documents.indices.filter { documents[$0].value.objectValue.flatMap(TokensStudioImporter.wholeExportMarker) != nil }
        var exports: [(files: [Int], folder: String?)] = wholeExports.map { ([$0], nil) }
        var folderFiles: [String: [Int]] = [:]
        let inWholeExport = Set(wholeExports)
        for index in documents.indices where !inWholeExport.contains(index) {
            guard let folder = outermost[index], !(documents[index].value.objectValue.map(StyleDictionaryImporter.isConfiguration) ?? false) else { continue }
            folderFiles[folder, default: []].append(index)
        }
        for folder in syncFolders.sorted() {
            // A folder holding every file (the project's own root) is the project, not an export beside it.
            if let files = folderFiles[folder], files.count < documents.count - 1 { exports.append((files, folder)) }
        }
        guard !exports.isEmpty, StyleDictionaryBuild.readers(of: documents.map(\.path), builds: builds) != nil else { return (documents, false) }
        let read = Set(documents.indices.filter { index in builds.contains { $0.reads(documents[index].path) } })
        guard !read.isEmpty, exports.allSatisfy({ read.isDisjoint(with: $0.files) }) else { return (documents, false) }
        for export in exports {
            let first = documents[export.files[0]]
            let what =
                if let folder = export.folder {
                    "\(folder)/ is Tokens Studio's synced folder (\(export.files.count) \(export.files.count == 1 ? "file" : "files"))"
                } else {
                    "\(Paths.fileName(of: first.path)) is Tokens Studio's export"
                }
            diagnostics.emit(
                .note, .styleDictionaryConfiguration,
                "\(what), which no build of the project's Style Dictionary configuration reads (its source and include globs read the files written from it); skipped, as Style Dictionary skips it",
                at: first.value.position)
        }
        let skipped = Set(exports.flatMap(\.files))
        return (documents.indices.filter { !skipped.contains($0) }.map { documents[$0] }, exports.count > wholeExports.count)
    }

    /// The inputs' modules that build the tokens with Style Dictionary: those importing it, and those a
    /// manifest's script hands to its command line as the configuration.
    private static func styleDictionaryModules(of inputs: TokenInputs, fileSystem: any TokenFileSystem) -> [StyleDictionaryBuildScript] {
        StyleDictionaryBuildScript.importing(
            among: inputs.scriptModules, fileSystem: fileSystem,
            configuredByCommand: StyleDictionaryPackage.configurationModules(among: inputs.packageManifests, fileSystem: fileSystem))
    }

    /// The documents without Style Dictionary's configurations (`source` and `platforms`), each noted (TS0741)
    /// as skipped: read by a reader of another format, a `config.json` would be tokens.
    private static func withoutConfigurations(
        _ documents: [(path: String, value: JSONValue)], diagnostics: DiagnosticEngine
    ) -> [(path: String, value: JSONValue)] {
        documents.filter { document in
            guard let root = document.value.objectValue, StyleDictionaryImporter.isConfiguration(root) else { return true }
            StyleDictionaryImporter.noteSkippedConfiguration(at: document.path, document.value.position, bareSize: nil, diagnostics: diagnostics)
            return false
        }
    }

    /// What reading a format needs beyond the options given.
    private static func readingOptions(_ options: ReadingOptions, for format: InputFormat) -> ReadingOptions {
        var importing = options
        switch format {
        case .dtcg:
            break
        case .specify:
            // The reader keeps what it leaves out as left out (rule 1), so what aliases it is left out too.
            importing.evaluatesExpressions = true
        case .tokensStudio:
            importing.evaluatesExpressions = true
            importing.readsImportedForms = true
            importing.referencesAreTextual = true
            importing.namesAreText = true
            importing.valuesAreCSSText = true
        case .figmaVariables, .figmaExport:
            // A color with an opacity is an alias with an alpha modifier, computed in each mode.
            importing.evaluatesExpressions = true
            // A FLOAT is a FLOAT: the length, number or weight its scopes and aliases make it.
            importing.numbersShareOneType = true
        case .styleDictionary, .theo:
            // Interpolated strings ("1px solid {color.border}") are evaluated after their references resolve.
            importing.evaluatesExpressions = true
            importing.referencesAreTextual = true
            importing.typesAreLabels = true
            if format == .theo { importing.labellingTool = "Theo" }
            importing.namesAreText = true
            importing.valuesAreCSSText = true
        }
        return importing
    }

    /// A resolver document whose sources another tool wrote (Style Dictionary files, Tokens Studio
    /// sets): the document says the sets and modifiers, and each source is read as that tool
    /// means it. The format is the one given, or the one the sources show.
    private static func resolverProject(
        _ parts: ImportedProject, inputs: TokenInputs, format: InputFormat?, fileSystem: any TokenFileSystem
    ) -> TokenProject? {
        let files = parts.allSources.map { (path: $0.origin, value: JSONValue(.object($0.tree), at: .unknown)) }
        // The build beside the document (its folder's build modules) says what its sources are, as for a folder.
        lazy var buildModules = styleDictionaryModules(of: inputs, fileSystem: fileSystem)
        let sourceFormat =
            format
            ?? InputFormat.detect(
                paths: files.map(\.path), documents: files, fileSystem: fileSystem,
                builtWithStyleDictionary: { !inputs.options.strict && !buildModules.isEmpty })
        var translated = parts
        switch sourceFormat {
        case .styleDictionary:
            translated = StyleDictionaryImporter(
                diagnostics: inputs.diagnostics, packageVersion: StyleDictionaryPackage.majorVersion(among: inputs.packageManifests, fileSystem: fileSystem)
            )
            .configured(by: [], buildModules: buildModules)
            .translatingSources(of: parts)
        case .tokensStudio where format != nil || TokensStudioImporter.writesOwnForms(files):
            translated = TokensStudioImporter(loader: inputs.loader).translatingSources(of: parts)
        case .dtcg, .tokensStudio, .figmaVariables, .figmaExport, .specify, .theo:
            // DTCG files, also when converted from Tokens Studio (its extension kept) or exported from
            // Figma (DTCG trees with an extension).
            return TokenProject(imported: parts, inputs: inputs, options: inputs.options)
        }
        return TokenProject(imported: translated, inputs: inputs, options: readingOptions(inputs.options, for: sourceFormat))
    }

    /// Each document's top-level object; `nil` after reporting one that is not an object.
    private static func rootObjects(
        _ documents: [(path: String, value: JSONValue)], diagnostics: DiagnosticEngine
    ) -> [(path: String, tree: JSONObject)]? {
        var result: [(path: String, tree: JSONObject)] = []
        for (path, value) in documents {
            guard let object = value.objectValue else {
                diagnostics.emit(
                    .error, .rootNotObject, "a token file must contain a JSON object at the top, not \(value.kindDescription)",
                    at: value.position)
                return nil
            }
            result.append((path, object))
        }
        return result
    }
}
