public import TesseraDiagnostics
public import TesseraSyntax

/// The files an input list names, read and parsed once: what the DTCG reading below
/// and every importer start from. Folders are expanded to the token files in them.
package struct TokenInputs {
    /// The paths as given.
    package let paths: [String]
    /// The files read: the named files and those found in named folders.
    package let files: [String]
    /// Each file that could be parsed, with its tree.
    package let documents: [(path: String, value: JSONValue)]
    /// JavaScript files in the named folders (`spacing/tokens.js`): Style Dictionary runs such
    /// modules to make tokens; Tessera does not, and names them when a reference finds nothing.
    package var scriptModules: [String] = []
    /// The `package.json` files in the named folders, which say the versions of the tools a project builds with.
    package var packageManifests: [String] = []
    /// The options the inputs were read with.
    package let options: ReadingOptions
    /// Reads the files the documents refer to (`$ref`, `$extends`, resolver sources), inside the same root.
    package let loader: DocumentLoader

    package var diagnostics: DiagnosticEngine { loader.diagnostics }
    package var fileSystem: any TokenFileSystem { loader.fileSystem }
    /// Whether every file could be read and parsed.
    package var readEveryFile: Bool { files.count == documents.count }
}

/// What an importer produces from its format: the same parts a resolver document has.
package struct ImportedProject {
    /// A display name (the resolver's `name`, a Figma file's name), when there is one.
    package var name: String?
    /// Sets and modifiers in resolution order.
    package var steps: [ResolutionStep]
    /// Sets that are read but not in the resolution order (for "exists elsewhere" hints).
    package var unusedSets: [(name: String, sources: [TokenSource])]
    /// How a note names why an unused set is not read, in the format's own terms.
    package var unusedSetReason = "which resolutionOrder does not use"
    /// Whether the importer may have written `$extensions.mode` that no file spells out (Style
    /// Dictionary's `darkValue`), so the project looks for those modes.
    package var mayWriteModeExtensions = false
    /// JavaScript modules the project's build reads as token sources (a Style Dictionary `source` glob
    /// matching `tokens/color/base.js`): their tokens exist, made by code Tessera does not run.
    package var tokenModules: [String] = []
    /// The mode a token's own value is in where the importer wrote `$extensions.mode` for its other modes
    /// (Style Dictionary's `darkValue` beside a `value` that is the light one); `nil` for `.`.
    package var modeExtensionsBase: String?

    package init(name: String?, steps: [ResolutionStep], unusedSets: [(name: String, sources: [TokenSource])] = []) {
        self.name = name
        self.steps = steps
        self.unusedSets = unusedSets
    }
}

extension ImportedProject {
    /// Every source of the sets, the contexts and the unused sets, in resolution order; a file
    /// named in two places comes twice.
    package var allSources: [TokenSource] {
        var sources: [TokenSource] = []
        for step in steps {
            switch step {
            case .set(_, let list): sources += list
            case .modifier(let modifier): for name in modifier.contextNames { sources += modifier.contexts[name] ?? [] }
            }
        }
        for (_, list) in unusedSets { sources += list }
        return sources
    }

    /// The same project with every source's tree replaced: `transform` takes ``allSources`` and
    /// gives their new trees in that order.
    package func replacingSourceTrees(_ transform: ([TokenSource]) -> [JSONObject]) -> ImportedProject {
        let sources = allSources
        var trees = transform(sources)[...]
        precondition(trees.count == sources.count, "one tree per source")
        func replaced(_ list: [TokenSource]) -> [TokenSource] {
            list.map { TokenSource(tree: trees.popFirst() ?? $0.tree, origin: $0.origin) }
        }
        var result = self
        result.steps = steps.map { step in
            switch step {
            case .set(let name, let list):
                return .set(name: name, sources: replaced(list))
            case .modifier(var modifier):
                for name in modifier.contextNames { modifier.contexts[name] = modifier.contexts[name].map(replaced) }
                return .modifier(modifier)
            }
        }
        result.unusedSets = unusedSets.map { ($0.name, replaced($0.sources)) }
        return result
    }
}

extension TokenProject {
    /// Reads DTCG inputs: one resolver document, or any number of token files and directories
    /// (the white-label layout's `textStyles.json` included). Other formats are read by
    /// `TokenProject.load(paths:options:format:diagnostics:fileSystem:)` in `TesseraImport`.
    /// Returns `nil` when nothing usable could be read (the reasons are in `diagnostics`).
    /// - Parameter yamlReader: Reads `.yml`/`.yaml` files; without one they are reported (TS0124).
    public static func loadDTCG(
        paths: [String], options: ReadingOptions = ReadingOptions(), diagnostics: DiagnosticEngine,
        fileSystem: any TokenFileSystem = LocalFileSystem(), yamlReader: (any SyntaxTreeReader)? = nil
    ) -> TokenProject? {
        guard
            let inputs = readInputs(
                paths: paths, options: options, diagnostics: diagnostics, fileSystem: fileSystem, yamlReader: yamlReader)
        else { return nil }
        return loadDTCG(inputs)
    }

    /// Reads and parses every file the paths name. Returns `nil` when there is none to read.
    package static func readInputs(
        paths: [String], options: ReadingOptions, diagnostics: DiagnosticEngine, fileSystem: any TokenFileSystem,
        yamlReader: (any SyntaxTreeReader)?
    ) -> TokenInputs? {
        let loader = DocumentLoader(fileSystem: fileSystem, diagnostics: diagnostics)
        loader.readsReferencedFiles = options.readsReferencedFiles
        loader.yamlReader = yamlReader
        if let given = options.root {
            let root = ProjectRoot(given, fileSystem: fileSystem)
            guard holdsEveryInput(root, paths: paths, fileSystem: fileSystem, diagnostics: diagnostics) else { return nil }
            loader.root = root
        } else {
            loader.root = ProjectRoot.enclosing(paths, fileSystem: fileSystem)
        }
        loader.readsStrictJSON = options.strict
        var files: [String] = []
        var scripts: [String] = []
        var manifests: [String] = []
        var namedScripts: [String] = []
        for path in paths {
            switch fileSystem.kind(of: path) {
            case nil:
                diagnostics.emit(.error, .fileUnreadable, "cannot read \(path): no such file or directory", at: nil)
            case true?:
                let before = scripts.count
                let found = tokenFiles(in: path, fileSystem: fileSystem, scripts: &scripts, manifests: &manifests)
                let resolvers = found.filter(isResolverFileName)
                if resolvers.count == 1, resolverHoldsEveryFile(resolvers[0], of: found) {
                    files.append(resolvers[0])
                } else if found.isEmpty {
                    let modules = scripts.count - before
                    // Hidden folders are skipped (`.git`, `.github`), but some projects keep their tokens in one
                    // (`.style-dictionary/tokens`): named as an input, such a folder is read.
                    let hidden = ((try? fileSystem.entries(of: path)) ?? []).sorted().filter { entry in
                        entry.hasPrefix(".") && entry != ".git" && fileSystem.kind(of: Paths.join(path, entry)) == true
                    }
                    diagnostics.emit(
                        .error, .noTokenFiles,
                        "\(path) contains no token files (looked for \(TokenFileName.tokenSuffixes.joined(separator: ", ")))"
                            + (modules > 0 ? "; its \(modules) JavaScript or TypeScript \(modules == 1 ? "module is" : "modules are") not read as tokens" : "")
                            + (hidden.isEmpty ? "" : "; hidden folders (\(hidden.prefix(3).joined(separator: ", "))) are not searched"),
                        at: nil, fixIt: hidden.first.map { "name the hidden folder as an input: tessera validate \(Paths.join(path, $0))" })
                } else {
                    files.append(contentsOf: found.filter { !isResolverFileName($0) })
                }
            case false? where isScriptModule(path):
                // A build module named among the inputs (`inputs: [.style-dictionary/config.js, …]`) is read
                // as one met in a folder is: its text configures the build; it holds no tokens to parse.
                scripts.append(path)
                namedScripts.append(path)
            case false?:
                files.append(path)
                loader.namedInputs.insert(path)
                if isResolverFileName(path) {
                    // A resolver document's folder is its project: the build modules and `package.json` there
                    // say how the team builds the files it names, as they do for a folder given.
                    _ = tokenFiles(in: Paths.directory(of: path), fileSystem: fileSystem, scripts: &scripts, manifests: &manifests)
                }
            }
        }
        if files.isEmpty {
            for path in namedScripts {
                diagnostics.emit(
                    .error, .noTokenFiles,
                    "\(path) is a JavaScript or TypeScript module, not a token file: Tessera reads a module's text for the Style Dictionary build it configures, never tokens a module exports",
                    at: nil)
            }
        }
        guard !files.isEmpty else { return nil }
        var loaded: [(path: String, value: JSONValue?)] = files.map { ($0, loader.load($0)) }
        // Found in a named folder, a file whose top is a list or a scalar (a build's list of theme names,
        // `["org"]`) is a token file in no format, and no tool's source: skipped with a warning, not an
        // error, while other files hold the tokens. Named, or alone, it stays an error where it is read.
        let noTokenFile = { (file: (path: String, value: JSONValue?)) in
            file.value.map { $0.objectValue == nil } == true && !loader.namedInputs.contains(file.path)
        }
        if loaded.contains(where: { !noTokenFile($0) }) {
            for file in loaded where noTokenFile(file) {
                guard let value = file.value else { continue }
                diagnostics.emit(
                    .warning, .rootNotObject,
                    "\(file.path) holds \(value.kindDescription) at the top, not a token object: it is no token file, and is skipped",
                    at: value.position, fixIt: "name the token files as inputs, or keep this file out of the folder")
            }
            loaded.removeAll(where: noTokenFile)
        }
        let read = loaded.map(\.path)
        let documents = loaded.compactMap { file in file.value.map { (path: file.path, value: $0) } }
        var inputs = TokenInputs(paths: paths, files: read, documents: documents, options: options, loader: loader)
        inputs.scriptModules = Set(scripts).sorted()
        inputs.packageManifests = manifests.sorted()
        return inputs
    }

    /// The project DTCG inputs describe: a resolver document (recognized by name or by its
    /// `resolutionOrder`) given alone, or token files forming one set.
    package static func loadDTCG(_ inputs: TokenInputs) -> TokenProject? {
        switch readResolver(inputs) {
        case .resolver(let parts?):
            return TokenProject(imported: parts, inputs: inputs, options: inputs.options)
        case .resolver(nil):
            return nil
        case .noResolver:
            return loadTokenFiles(inputs)
        }
    }

    /// What reading the inputs as a resolver document gives.
    package enum ResolverReading {
        /// The inputs hold no resolver document.
        case noResolver
        /// Its sets and modifiers in resolution order, or `nil` after reporting why it could not be read.
        case resolver(ImportedProject?)
    }

    /// The sets and modifiers of the resolver document the inputs hold, its sources read as
    /// DTCG trees (an importer may translate them from another format).
    package static func readResolver(_ inputs: TokenInputs) -> ResolverReading {
        let (documents, files, loader, options, diagnostics) = (
            inputs.documents, inputs.files, inputs.loader, inputs.options, inputs.diagnostics
        )
        let resolverDocuments = documents.filter { isResolverFileName($0.path) || $0.value.objectValue?["resolutionOrder"] != nil }
        guard let resolver = resolverDocuments.first else { return .noResolver }
        if documents.count > 1 || files.count > 1 {
            diagnostics.emit(
                .error, .invalidResolver,
                "\(resolver.path) is a resolver document; give it alone (its sets and modifiers name the token files)",
                at: resolver.value.position)
            return .resolver(nil)
        }
        guard let root = resolver.value.objectValue else {
            diagnostics.emit(.error, .invalidResolver, "a resolver document must be a JSON object", at: resolver.value.position)
            return .resolver(nil)
        }
        var reader = ResolverDocumentReader(loader: loader, options: options, path: resolver.path, root: root)
        guard let result = reader.read() else { return .resolver(nil) }
        return .resolver(ImportedProject(name: result.name, steps: result.steps, unusedSets: result.unusedSets))
    }

    /// Token files forming one set.
    private static func loadTokenFiles(_ inputs: TokenInputs) -> TokenProject? {
        let (documents, files, loader, options, diagnostics) = (
            inputs.documents, inputs.files, inputs.loader, inputs.options, inputs.diagnostics
        )
        guard files.count == documents.count else { return nil }
        var sources: [TokenSource] = []
        for file in files {
            guard let tree = loader.loadTokenFile(file) else { return nil }
            sources.append(TokenSource(tree: tree, origin: file))
        }
        reportRedefinitions(in: sources, diagnostics: diagnostics)
        return TokenProject(
            name: nil, steps: [.set(name: "inputs", sources: sources)], unusedSets: [], options: options,
            diagnostics: diagnostics, mayUseLegacyModes: loader.anyFileMentionsMode, tokenEstimate: loader.valueKeyCount)
    }

    /// Whether a root the caller set holds every input; reports each one outside it.
    private static func holdsEveryInput(
        _ root: ProjectRoot, paths: [String], fileSystem: any TokenFileSystem, diagnostics: DiagnosticEngine
    ) -> Bool {
        var inside = true
        for path in paths {
            guard let isDirectory = fileSystem.kind(of: path) else { continue }  // reported as missing
            let folder = isDirectory ? path : Paths.directory(of: path)
            guard !root.contains(folder, fileSystem: fileSystem) else { continue }
            diagnostics.emit(
                .error, .inputOutsideRoot, "input \(path) is outside the root \(root.path)", at: nil,
                fixIt: "widen the root (--root DIR, root: in tessera.yml) so that it holds every input")
            inside = false
        }
        return inside
    }

    /// A project from an importer's translation of its format.
    /// - Parameter options: The options to resolve with (importers may turn on what their format needs).
    package convenience init(imported: ImportedProject, inputs: TokenInputs, options: ReadingOptions) {
        self.init(
            name: imported.name, steps: imported.steps, unusedSets: imported.unusedSets, options: options,
            diagnostics: inputs.diagnostics, mayUseLegacyModes: inputs.loader.anyFileMentionsMode || imported.mayWriteModeExtensions,
            legacyModesBase: imported.modeExtensionsBase,
            tokenEstimate: inputs.loader.valueKeyCount)
        unusedSetReason = imported.unusedSetReason
        tokenModules = imported.tokenModules
    }

    /// Whether a folder's one resolver document describes the folder: every token file found lies
    /// in the resolver's own folder or below it (`src/tokens/main.resolver.json` beside the files it
    /// names, the folder given being the repository). Token files beside or above it are not its
    /// sources, and the folder is then read as token files.
    static func resolverHoldsEveryFile(_ resolver: String, of found: [String]) -> Bool {
        let folder = Paths.normalize(Paths.directory(of: resolver))
        return found.allSatisfy { ProjectRoot.isInside(Paths.normalize($0), folder: folder) }
    }

    /// Whether a file name marks a resolver document (`*.resolver.json`, `*.resolver.yml`, `resolver.json`).
    public static func isResolverFileName(_ path: String) -> Bool {
        TokenFileName.isResolver(Paths.fileName(of: path))
    }

    /// Token files under a directory, sorted by path; hidden entries, `node_modules` and
    /// Tokens Studio's `$themes.json`/`$metadata.json` are skipped. JavaScript and TypeScript modules go to
    /// `scripts` (``isScriptModule(_:)``), `package.json` files to `manifests`.
    static func tokenFiles(
        in directory: String, fileSystem: any TokenFileSystem, scripts: inout [String], manifests: inout [String]
    ) -> [String] {
        var result: [String] = []
        var pending = [directory]
        var visited = 0
        while let current = pending.popLast(), visited < 10_000 {
            visited += 1
            guard let entries = try? fileSystem.entries(of: current) else { continue }
            for entry in entries.sorted() {
                if entry == "package.json" { manifests.append(Paths.join(current, entry)) }
                if entry.hasPrefix(".") || entry.hasPrefix("$") || entry == "node_modules" || entry == "package.json" {
                    continue
                }
                let path = Paths.join(current, entry)
                if fileSystem.kind(of: path) == true {
                    pending.append(path)
                } else if TokenFileName.isTokenFile(entry) {
                    result.append(path)
                } else if isScriptModule(path) {
                    scripts.append(path)
                }
            }
        }
        return result.sorted()
    }

    /// Whether a file is a module of the project's JavaScript or TypeScript (`build.js`,
    /// `build-tokens.mjs`, `src/builder/platforms/web.ts`, run with `tsx` or `ts-node` as Style
    /// Dictionary 4 projects often are). Not a type declaration (`.d.ts`), which configures nothing,
    /// nor a test (`__tests__/`, `__mocks__/`, `web.test.ts`, `web.spec.js`), whose literal platforms
    /// are fixtures, not the build.
    static func isScriptModule(_ path: String) -> Bool {
        let name = Paths.fileName(of: path).lowercased()
        guard [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"].contains(where: name.hasSuffix),
            ![".d.ts", ".d.mts", ".d.cts"].contains(where: name.hasSuffix),
            !name.contains(".test."), !name.contains(".spec.")
        else { return false }
        return !path.split(separator: "/").contains { $0 == "__tests__" || $0 == "__mocks__" }
    }
}
