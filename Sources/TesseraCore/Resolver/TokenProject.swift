/// Everything Tessera was asked to read: token files (or a directory of them)
/// forming one set, or a resolver document with sets and modifiers. Resolves
/// any permutation of its modifiers into a ``ResolvedTokenSet``.
///
/// ```swift
/// let diagnostics = DiagnosticEngine()
/// if let project = TokenProject.load(paths: ["tokens.resolver.json"], diagnostics: diagnostics) {
///     for input in project.permutations() {
///         let tokens = project.resolve(input)
///     }
/// }
/// ```
public final class TokenProject {
    public let options: ReadingOptions
    public let diagnostics: DiagnosticEngine
    /// The resolver document's `name`, when there is one.
    public let name: String?
    /// The modifiers in resolution order, including the one synthesized from legacy `$extensions.mode`.
    public private(set) var modifiers: [Modifier]
    let steps: [ResolutionStep]
    let unusedSets: [(name: String, sources: [TokenSource])]
    private var legacyModeModifier: String?
    /// Roughly how many tokens a permutation has (the `$value` members read), to size arrays once.
    private let tokenEstimate: Int
    /// Not `lazy`: a lazy dictionary is read and written back whole on each insert, a copy per permutation.
    private var elsewhereIndex: [String: [String: String]] = [:]

    init(
        name: String?, steps: [ResolutionStep], unusedSets: [(name: String, sources: [TokenSource])],
        options: ReadingOptions, diagnostics: DiagnosticEngine, mayUseLegacyModes: Bool = true, tokenEstimate: Int = 0
    ) {
        self.tokenEstimate = tokenEstimate
        self.name = name
        self.steps = steps
        self.unusedSets = unusedSets
        self.options = options
        self.diagnostics = diagnostics
        self.modifiers = steps.compactMap {
            if case .modifier(let modifier) = $0 { return modifier }
            return nil
        }
        if mayUseLegacyModes { detectLegacyModes() }
    }

    // MARK: Loading

    /// File extensions read when a directory is given.
    static let tokenFileSuffixes = [".tokens.json", ".tokens", ".json", ".jsonc", ".json5", ".tokens.yml", ".tokens.yaml", ".yml", ".yaml"]

    /// Reads inputs: one resolver document, or any number of token files and directories.
    /// Returns `nil` when nothing usable could be read (the reasons are in `diagnostics`).
    public static func load(
        paths: [String], options: ReadingOptions = ReadingOptions(), diagnostics: DiagnosticEngine,
        fileSystem: any TokenFileSystem = LocalFileSystem()
    ) -> TokenProject? {
        let loader = DocumentLoader(fileSystem: fileSystem, diagnostics: diagnostics)
        loader.readsReferencedFiles = options.readsReferencedFiles
        if let given = options.root {
            let root = ProjectRoot(given, fileSystem: fileSystem)
            guard holdsEveryInput(root, paths: paths, fileSystem: fileSystem, diagnostics: diagnostics) else { return nil }
            loader.root = root
        } else {
            loader.root = ProjectRoot.enclosing(paths, fileSystem: fileSystem)
        }
        loader.readsStrictJSON = options.strict
        var files: [String] = []
        for path in paths {
            switch fileSystem.kind(of: path) {
            case nil:
                diagnostics.emit(.error, .fileUnreadable, "cannot read \(path): no such file or directory", at: nil)
            case true?:
                let found = tokenFiles(in: path, fileSystem: fileSystem)
                let resolvers = found.filter(isResolverFileName)
                if resolvers.count == 1, Paths.directory(of: resolvers[0]) == Paths.normalize(path) {
                    files.append(resolvers[0])
                } else if found.isEmpty {
                    diagnostics.emit(
                        .error, .noTokenFiles,
                        "\(path) contains no token files (looked for \(tokenFileSuffixes.joined(separator: ", ")))",
                        at: nil)
                } else {
                    files.append(contentsOf: found.filter { !isResolverFileName($0) })
                }
            case false?:
                files.append(path)
                loader.namedInputs.insert(path)
            }
        }
        guard !files.isEmpty else { return nil }

        // A resolver document is recognized by name or by its "resolutionOrder".
        var documents: [(path: String, value: JSONValue)] = []
        for file in files {
            guard let value = loader.load(file) else { continue }
            documents.append((file, value))
        }
        switch options.format ?? InputFormat.detect(paths: paths, documents: documents, fileSystem: fileSystem) {
        case .dtcg: break
        case .tokensStudio:
            var importing = options
            importing.evaluatesExpressions = true
            importing.readsImportedForms = true
            guard let imported = TokensStudioImporter(loader: loader).load(paths: paths, documents: documents) else { return nil }
            return TokenProject(imported: imported, loader: loader, options: importing)
        case .figmaVariables:
            guard files.count == documents.count,
                let imported = FigmaVariablesImporter(diagnostics: diagnostics).importProject(documents)
            else { return nil }
            // A color with an opacity is an alias with an alpha modifier, computed in each mode.
            var importing = options
            importing.evaluatesExpressions = true
            return TokenProject(imported: imported, loader: loader, options: importing)
        case .figmaExport:
            guard files.count == documents.count, let trees = rootObjects(documents, diagnostics: diagnostics) else { return nil }
            let imported = FigmaExportImporter(diagnostics: diagnostics).importProject(trees)
            var importing = options
            importing.evaluatesExpressions = true
            return TokenProject(imported: imported, loader: loader, options: importing)
        case .styleDictionary:
            guard files.count == documents.count,
                let imported = StyleDictionaryImporter(diagnostics: diagnostics).importProject(documents)
            else { return nil }
            // Interpolated strings ("1px solid {color.border}") are evaluated after their references resolve.
            var importing = options
            importing.evaluatesExpressions = true
            return TokenProject(imported: imported, loader: loader, options: importing)
        }
        let resolverDocuments = documents.filter { isResolverFileName($0.path) || $0.value.objectValue?["resolutionOrder"] != nil }
        if let resolver = resolverDocuments.first {
            if documents.count > 1 || files.count > 1 {
                diagnostics.emit(
                    .error, .invalidResolver,
                    "\(resolver.path) is a resolver document; give it alone (its sets and modifiers name the token files)",
                    at: resolver.value.position)
                return nil
            }
            guard let root = resolver.value.objectValue else {
                diagnostics.emit(.error, .invalidResolver, "a resolver document must be a JSON object", at: resolver.value.position)
                return nil
            }
            var reader = ResolverDocumentReader(loader: loader, options: options, path: resolver.path, root: root)
            guard let result = reader.read() else { return nil }
            return TokenProject(
                name: result.name, steps: result.steps, unusedSets: result.unusedSets, options: options,
                diagnostics: diagnostics, mayUseLegacyModes: loader.anyFileMentionsMode, tokenEstimate: loader.valueKeyCount)
        }
        guard files.count == documents.count else { return nil }
        var sources: [TokenSource] = []
        for file in files {
            guard let tree = loader.loadTokenFile(file) else { return nil }
            sources.append(TokenSource(tree: tree, origin: file))
        }
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
    convenience init(imported: ImportedProject, loader: DocumentLoader, options: ReadingOptions) {
        self.init(
            name: imported.name, steps: imported.steps, unusedSets: imported.unusedSets, options: options,
            diagnostics: loader.diagnostics, mayUseLegacyModes: loader.anyFileMentionsMode,
            tokenEstimate: loader.valueKeyCount)
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

    /// Whether a file name marks a resolver document (`*.resolver.json`, `*.resolver.yml`, `resolver.json`).
    public static func isResolverFileName(_ path: String) -> Bool {
        let name = Paths.fileName(of: path).lowercased()
        return name.hasSuffix(".resolver.json") || name.hasSuffix(".resolver.yml") || name.hasSuffix(".resolver.yaml")
            || name == "resolver.json"
    }

    /// Token files under a directory, sorted by path; hidden entries, `node_modules` and
    /// Tokens Studio's `$themes.json`/`$metadata.json` are skipped.
    static func tokenFiles(in directory: String, fileSystem: any TokenFileSystem) -> [String] {
        var result: [String] = []
        var pending = [directory]
        var visited = 0
        while let current = pending.popLast(), visited < 10_000 {
            visited += 1
            guard let entries = try? fileSystem.entries(of: current) else { continue }
            for entry in entries.sorted() {
                if entry.hasPrefix(".") || entry.hasPrefix("$") || entry == "node_modules" || entry == "package.json" {
                    continue
                }
                let path = Paths.join(current, entry)
                if fileSystem.kind(of: path) == true {
                    pending.append(path)
                } else if tokenFileSuffixes.contains(where: { entry.lowercased().hasSuffix($0) }) {
                    result.append(path)
                }
            }
        }
        return result.sorted()
    }

    // MARK: Inputs

    /// Every permutation of the modifiers' contexts, in resolution order (one empty input when there are none).
    public func permutations() -> [ResolverInput] {
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in modifiers {
            result = result.flatMap { prefix in modifier.contextNames.map { prefix + [(modifier.name, $0)] } }
        }
        return result.map(ResolverInput.init)
    }

    /// The number of permutations, without building them (`Int.max` when it does not fit).
    public var permutationCount: Int {
        modifiers.reduce(1) { count, modifier in
            let (product, overflow) = count.multipliedReportingOverflow(by: max(1, modifier.contextNames.count))
            return overflow ? .max : product
        }
    }

    /// Whether the permutations number at most `limit`; reports TS0520 at the modifiers when not.
    /// - Parameter what: Who has the limit, for the message ("build generates").
    public func permutationsFit(within limit: Int, what: String) -> Bool {
        let count = permutationCount
        guard count > limit else { return true }
        let total = count == .max ? "more than \(Int.max)" : String(count)
        let largest = modifiers.sorted { $0.contextNames.count > $1.contextNames.count }.prefix(5)
        diagnostics.emit(
            .error, .tooManyPermutations,
            "the \(modifiers.count) modifiers multiply to \(total) combinations of contexts; \(what) at most \(limit)",
            at: modifiers.first?.position,
            notes: largest.map { ("modifier \($0.name) has \($0.contextNames.count) contexts", $0.position, nil) },
            fixIt: "merge modifiers that always change together, or split independent ones into separate resolver documents")
        return false
    }

    /// Inputs that select every context of every modifier at least once: the
    /// default input, then each context with the other modifiers at their default
    /// (or first) context. Their number is the sum of the context counts, not the product.
    public func coveringInputs() -> [ResolverInput] {
        let baseline = modifiers.map { ($0.name, $0.defaultContext ?? $0.contextNames.first ?? "") }
        var result = [ResolverInput(baseline)]
        var seen: Set<ResolverInput> = [result[0]]
        for (index, modifier) in modifiers.enumerated() {
            for context in modifier.contextNames {
                var selections = baseline
                selections[index].1 = context
                let input = ResolverInput(selections)
                if seen.insert(input).inserted { result.append(input) }
            }
        }
        return result
    }

    /// Checks a user's input (modifier → context) and completes it with defaults.
    /// Contexts match case-insensitively, as the resolver module recommends.
    /// Returns `nil` after reporting unknown modifiers or contexts, or a missing input without default.
    public func validateInput(_ given: [String: String]) -> ResolverInput? {
        var valid = true
        for (name, context) in given.sorted(by: { $0.key < $1.key }) {
            guard let modifier = modifiers.first(where: { $0.name == name }) ?? modifiers.first(where: { $0.name.lowercased() == name.lowercased() })
            else {
                diagnostics.emit(
                    .error, .unknownModifier,
                    "unknown modifier \"\(name)\"\(modifiers.isEmpty ? "; these tokens have no modifiers" : "; the modifiers are \(modifiers.map(\.name).joined(separator: ", "))")",
                    at: nil,
                    fixIt: EditDistance.nearest(to: name, among: modifiers.map(\.name)).map { "did you mean --input \($0)=\(context)?" })
                valid = false
                continue
            }
            if !modifier.contextNames.contains(context), !modifier.contextNames.contains(where: { $0.lowercased() == context.lowercased() }) {
                diagnostics.emit(
                    .error, .unknownContext,
                    "modifier \"\(modifier.name)\" has no context \"\(context)\"; its contexts are \(modifier.contextNames.joined(separator: ", "))",
                    at: modifier.position,
                    fixIt: EditDistance.nearest(to: context, among: modifier.contextNames).map { "did you mean --input \(modifier.name)=\($0)?" })
                valid = false
            }
        }
        var selections: [(modifier: String, context: String)] = []
        for modifier in modifiers {
            let given = given[modifier.name] ?? given.first { $0.key.lowercased() == modifier.name.lowercased() }?.value
            if let given {
                let context = modifier.contextNames.first { $0 == given } ?? modifier.contextNames.first { $0.lowercased() == given.lowercased() }
                if let context { selections.append((modifier.name, context)) }
            } else if let fallback = modifier.defaultContext {
                selections.append((modifier.name, fallback))
            } else {
                diagnostics.emit(
                    .error, .missingInput,
                    "modifier \"\(modifier.name)\" has no default; choose one of \(modifier.contextNames.joined(separator: ", ")) with --input \(modifier.name)=CONTEXT",
                    at: modifier.position)
                valid = false
            }
        }
        return valid ? ResolverInput(selections) : nil
    }

    // MARK: Resolving

    /// Resolves every token of one permutation for its diagnostics only, without
    /// building the resolved values for the caller; returns how many tokens resolved.
    public func check(_ input: ResolverInput) -> Int {
        checkCounts(input).resolved
    }

    /// Resolves every token of one permutation like ``check(_:)``; returns how many tokens
    /// the permutation read (resolved or not) and how many of them resolved. This is what
    /// `tessera validate` needs, and it saves a copy of every token.
    public func checkCounts(_ input: ResolverInput) -> (read: Int, resolved: Int) {
        checkCounts(input) { _ in }
    }

    /// ``checkCounts(_:)``, handing `body` the definitions the permutation read, for checks of
    /// the tokens' names and places that need no values (`tessera validate`'s Swift names).
    public func checkCounts(_ input: ResolverInput, definitions body: ([TokenDefinition]) -> Void) -> (read: Int, resolved: Int) {
        let resolver = makeResolver(for: input)
        let resolved = resolver.checkAll()
        body(resolver.document.tokens)
        return (resolver.document.tokens.count, resolved)
    }

    /// Merges the sources this input selects, reads the result and resolves every token.
    public func resolve(_ input: ResolverInput) -> ResolvedTokenSet {
        let resolver = makeResolver(for: input)
        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(resolver.document.tokens.count)
        resolver.resolveAll(into: &tokens) { $0.append(resolver.resolvedToken($1, value: $2)) }
        return ResolvedTokenSet(
            input: input.selections.map { ($0.modifier, $0.context) }, tokens: tokens,
            unresolvedTokenIDs: resolver.unresolvedTokenIDs())
    }

    /// Resolves one permutation like ``resolve(_:)``, handing each token to `body` in source
    /// order instead of collecting them: a caller that keeps tokens in its own storage moves
    /// them there without a second array.
    public func resolve(_ input: ResolverInput, each body: (consuming ResolvedToken) -> Void) {
        var nothing: Void = ()
        resolve(input, into: &nothing) { _, token in body(token) }
    }

    /// Resolves one permutation like ``resolve(_:each:)``, with the caller's storage passed to
    /// `body` rather than captured by it.
    public func resolve<Collector>(
        _ input: ResolverInput, into collector: inout Collector, each body: (inout Collector, consuming ResolvedToken) -> Void
    ) {
        let resolver = makeResolver(for: input)
        resolver.resolveAll(into: &collector) { collector, offset, value in
            body(&collector, resolver.resolvedToken(offset, value: value))
        }
    }

    /// Resolves one permutation, handing `body` the id, position and value of each token that
    /// resolved, in source order. A runtime table that keeps only those uses this rather than
    /// ``resolve(_:into:each:)``: building each whole ``ResolvedToken`` (and freeing it) would
    /// retain and release everything a definition holds.
    public func resolveValues<Collector>(
        _ input: ResolverInput, into collector: inout Collector, each body: (inout Collector, ResolvedTokenValue) -> Void
    ) {
        let resolver = makeResolver(for: input)
        resolver.resolveAll(into: &collector) { collector, offset, value in
            body(&collector, resolver.resolvedTokenValue(offset, value: value))
        }
    }

    /// Roughly how many tokens a permutation has, to size storage once.
    public var estimatedTokenCount: Int { tokenEstimate }

    /// Merges the sources this input selects and reads the result, ready to resolve.
    private func makeResolver(for input: ResolverInput) -> TokenResolver {
        var trees: [JSONObject] = []
        var origins: [String] = []
        for step in steps {
            switch step {
            case .set(_, let sources):
                trees.append(contentsOf: sources.map(\.tree))
                origins.append(contentsOf: sources.map(\.origin))
            case .modifier(let modifier):
                guard let context = input[modifier.name] ?? modifier.defaultContext else { continue }
                trees.append(contentsOf: (modifier.contexts[context] ?? []).map(\.tree))
                origins.append(contentsOf: (modifier.contexts[context] ?? []).map(\.origin))
            }
        }
        let scope = Self.describeScope(origins: origins, input: input, hasModifiers: !modifiers.isEmpty)
        let merged = trees.count == 1 ? trees[0] : TokenMerger.merge(trees)
        var parser = TokenTreeParser(
            root: merged, options: options, diagnostics: diagnostics, expectedTokenCount: tokenEstimate)
        var document = parser.parse()
        if let legacy = legacyModeModifier, let mode = input[legacy], mode != Self.legacyBaseContext {
            applyLegacyMode(mode, to: &document)
        }
        return TokenResolver(
            document: document, options: options, diagnostics: diagnostics, elsewhere: elsewhere(for: input),
            scope: scope)
    }

    /// "tokens.json", or "the 4 sources merged for theme=dark (a.json, b.json, …)".
    static func describeScope(origins: [String], input: ResolverInput, hasModifiers: Bool) -> String {
        let files = Array(uniqued(origins))
        let listed = files.prefix(4).joined(separator: ", ") + (files.count > 4 ? ", …" : "")
        if files.count == 1, !hasModifiers { return files[0] }
        let permutation = hasModifiers ? " for \(input)" : ""
        return "the \(origins.count) sources merged\(permutation) (\(listed))"
    }

    // MARK: Legacy $extensions.mode

    /// The context of the synthesized modifier that keeps each token's own `$value`.
    public static let legacyBaseContext = "."

    /// Tokens with `$extensions.mode` (the pre-resolver way to write modes) make a modifier of their own.
    private func detectLegacyModes() {
        var names: [String] = []
        var seen: Set<String> = []
        func visit(_ object: JSONObject) {
            if object.contains("$value") {
                for member in object["$extensions"]?.objectValue?["mode"]?.objectValue?.members ?? [] where seen.insert(member.key).inserted {
                    names.append(member.key)
                }
                return
            }
            for member in object.members where !member.key.isReservedName {
                if let child = member.value.objectValue { visit(child) }
            }
        }
        for step in steps {
            switch step {
            case .set(_, let sources): sources.forEach { visit($0.tree) }
            case .modifier(let modifier): modifier.contexts.values.forEach { $0.forEach { visit($0.tree) } }
            }
        }
        guard !names.isEmpty else { return }
        let name = modifiers.contains { $0.name == "mode" } ? "legacy-mode" : "mode"
        diagnostics.emit(
            .note, .legacyModeExtension,
            "tokens use $extensions.mode (\(names.joined(separator: ", "))); read as modifier \"\(name)\" whose context \"\(Self.legacyBaseContext)\" keeps each $value",
            at: nil, fixIt: "move each mode into a context of a resolver document modifier")
        legacyModeModifier = name
        modifiers.append(
            Modifier(
                name: name, description: "From $extensions.mode", contextNames: [Self.legacyBaseContext] + names,
                defaultContext: Self.legacyBaseContext, contexts: [:], position: nil))
    }

    private func applyLegacyMode(_ mode: String, to document: inout TokenDocument) {
        for offset in document.tokens.indices {
            guard let value = document.tokens[offset].extensions?.objectValue?["mode"]?.objectValue?[mode] else { continue }
            document.tokens[offset].value = value
        }
    }

    // MARK: Hints for broken references

    /// Token ids defined by sources this input does not select, with where they are.
    private func elsewhere(for input: ResolverInput) -> [String: String] {
        guard steps.contains(where: { if case .modifier = $0 { true } else { false } }) || !unusedSets.isEmpty else {
            return [:]
        }
        let key = input.description
        if let cached = elsewhereIndex[key] { return cached }
        var result: [String: String] = [:]
        for (id, places) in placesOfTokens {
            // The first place this input does not select; a modifier has thousands of contexts at
            // most, and almost always the first or second place qualifies.
            let place = places.first { place in place.modifier.map { input[$0] != place.context } ?? true }
            if let place { result[id] = place.description }
        }
        elsewhereIndex[key] = result
        return result
    }

    /// Where each token id is defined: in which context of which modifier (in resolution order),
    /// then in which set that resolutionOrder does not use. Built once, so a modifier with
    /// thousands of contexts costs linear time, not a walk of every context per permutation.
    private lazy var placesOfTokens: [String: [TokenPlace]] = collectPlacesOfTokens()

    private func collectPlacesOfTokens() -> [String: [TokenPlace]] {
        var result: [String: [TokenPlace]] = [:]
        func collect(_ object: JSONObject, prefix: String, place: TokenPlace) {
            for member in object.members where !member.key.isReservedName || member.key == "$root" {
                guard let child = member.value.objectValue else { continue }
                let id = prefix.isEmpty ? member.key : prefix + "." + member.key
                if TokenMerger.isToken(child) {
                    if result[id]?.last != place { result[id, default: []].append(place) }
                } else {
                    collect(child, prefix: id, place: place)
                }
            }
        }
        for step in steps {
            guard case .modifier(let modifier) = step else { continue }
            for context in modifier.contextNames {
                let place = TokenPlace(
                    modifier: modifier.name, context: context,
                    description: "context \"\(context)\" of modifier \"\(modifier.name)\", which this permutation does not select")
                for source in modifier.contexts[context] ?? [] { collect(source.tree, prefix: "", place: place) }
            }
        }
        for set in unusedSets {
            let place = TokenPlace(
                modifier: nil, context: set.name, description: "set \"\(set.name)\", which resolutionOrder does not use")
            for source in set.sources { collect(source.tree, prefix: "", place: place) }
        }
        return result
    }
}

/// A source that defines a token: a modifier's context, or (without a modifier) an unused set.
private struct TokenPlace: Equatable {
    var modifier: String?
    var context: String
    var description: String
}

/// The distinct elements of a sequence in first-seen order.
private func uniqued(_ items: [String]) -> [String] {
    var seen: Set<String> = []
    return items.filter { seen.insert($0).inserted }
}
