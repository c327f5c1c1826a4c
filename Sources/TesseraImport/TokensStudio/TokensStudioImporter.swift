import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads a Tokens Studio for Figma project into resolver steps: its token sets
/// (one file per set, or one file with every set at the top), the set order
/// of `$metadata.json`, and the themes of `$themes.json` as modifiers.
///
/// Themes are grouped by `group`; each group becomes a modifier whose contexts
/// are its themes (themes without a group form a modifier named `theme`). Sets
/// a theme marks `enabled` or `source` are in its context; sets every theme
/// uses form the base, read before the modifiers.
struct TokensStudioImporter {
    let loader: DocumentLoader
    var diagnostics: DiagnosticEngine { loader.diagnostics }

    static let themesFileName = "$themes.json"
    static let metadataFileName = "$metadata.json"

    /// One token set as read.
    struct TokenSet {
        var name: String
        var tree: JSONObject
        var origin: String
    }

    /// Translates the project; `documents` are the token files already read.
    /// - Parameter buildModes: The modes the project's Style Dictionary builds (sd-transforms' configurations)
    ///   make of the set files, asked for only when no `$themes` says which sets go together: then the files
    ///   each build reads say it.
    /// - Parameter setsMergeInFileOrder: Whether the project's build merges a single-file export's sets in the
    ///   order its top-level keys come (sd-transforms' `excludeParentKeys`), not in `$metadata.tokenSetOrder`;
    ///   followed when no theme says which sets go together.
    /// - Parameter syncFolderUnread: Whether the plugin's sync folder was set aside because the project's Style
    ///   Dictionary build reads the files written from it instead: its `$themes.json` and `$metadata.json` say nothing of those.
    /// - Parameter readByFileBuild: Whether the project's build reads a set file by its path, not through the
    ///   themes (Style Dictionary without Tokens Studio's transforms): such a set no theme names is read.
    func load(
        paths: [String], documents: [(path: String, value: JSONValue)], setsMergeInFileOrder: Bool = false,
        buildModes: TokensStudioThemeGroups.BuildModes = { _ in [] }, syncFolderUnread: Bool = false,
        readByFileBuild: (String) -> Bool = { _ in false }
    ) -> ImportedProject? {
        var sets: [TokenSet] = []
        var themesJSON: JSONValue?
        var metadataJSON: JSONValue?

        let root = syncFolderUnread ? nil : Self.projectDirectory(paths: paths, fileSystem: loader.fileSystem)
        if let root {
            themesJSON = loadIfPresent(Paths.join(root, Self.themesFileName))
            metadataJSON = loadIfPresent(Paths.join(root, Self.metadataFileName))
        }
        var tokenDocuments = documents.filter { !Self.isProjectFile($0.path) }
        if tokenDocuments.count > 1, tokenDocuments.contains(where: { $0.value.objectValue.flatMap(Self.wholeExportMarker) != nil }) {
            // Beside a whole export, a file holding no token (a package's settings: `config.json` with the theme's
            // prefix) is no set: reading it as one would make the export one set among files (TS0710).
            tokenDocuments = tokenDocuments.filter { document in
                guard let object = document.value.objectValue, !Self.holdsToken(object) else { return true }
                diagnostics.emit(
                    .note, .fileWithoutTokens,
                    "\(document.path) holds no token (no value anywhere in it), so it is no token set; skipped, and the Tokens Studio export beside it is read alone",
                    at: document.value.position, fixIt: "give the export alone, or keep settings out of the token folder")
                return false
            }
        }
        if let themes = themesJSON?.arrayValue, tokenDocuments.count > 1,
            tokenDocuments.contains(where: { $0.value.objectValue.map { Self.holdsToken($0) } ?? false })
        {
            // In a sync folder with `$themes.json`, a file holding no token that neither a theme nor the set order
            // names (an app's settings kept beside the sets) gives the plugin an empty set no theme reads: the
            // values in it are no tokens, so it is skipped with one note rather than a warning for each of them.
            let named = Self.namedSets(themes: themes, metadata: metadataJSON)
            tokenDocuments = tokenDocuments.filter { document in
                guard let object = document.value.objectValue, !Self.holdsToken(object) else { return true }
                let name = TokensStudioSetNames.normalized(Self.setName(of: document.path, root: root))
                guard !named.contains(where: { $0 == name || name.hasPrefix($0 + "/") }) else { return true }
                diagnostics.emit(
                    .note, .fileWithoutTokens,
                    "\(document.path) holds no token (no value anywhere in it) and no theme in $themes.json uses it, so it is no token set; skipped",
                    at: document.value.position, fixIt: "keep settings out of the token folder")
                return false
            }
        }
        tokenDocuments = Self.layingPatchesOverExport(tokenDocuments)
        var inFileOrder = false
        var oneFileHoldsEverySet = false
        if tokenDocuments.count == 1, let object = tokenDocuments[0].value.objectValue,
            Self.wholeExportMarker(object) != nil || Self.referencesLookThroughSets(object)
        {
            inFileOrder = setsMergeInFileOrder
            oneFileHoldsEverySet = true
            // One file holding every set, with its themes and metadata inside.
            let path = tokenDocuments[0].path
            themesJSON = object["$themes"] ?? themesJSON
            metadataJSON = object["$metadata"] ?? metadataJSON
            for member in object.members where !member.key.isReservedName {
                guard let tree = member.value.objectValue else {
                    diagnostics.emit(
                        .warning, .unmappedValue,
                        "top-level \"\(member.key.truncatedForMessage)\" of a Tokens Studio file is not a token set (an object); it is left out",
                        at: member.keyPosition)
                    continue
                }
                sets.append(TokenSet(name: member.key, tree: tree, origin: "set \"\(member.key)\" of \(path)"))
            }
        } else {
            for document in tokenDocuments {
                if let object = document.value.objectValue, let marker = Self.wholeExportMarker(object) {
                    reportWholeExport(document.path, object: object, marker: marker)
                }
                guard let tree = document.value.objectValue else {
                    diagnostics.emit(
                        .error, .rootNotObject,
                        "a token file must contain a JSON object at the top, not \(document.value.kindDescription)",
                        at: document.value.position)
                    return nil
                }
                sets.append(TokenSet(name: Self.setName(of: document.path, root: root), tree: tree, origin: document.path))
            }
        }

        let trees = translated(sets.map(\.tree))
        for index in sets.indices { sets[index].tree = trees[index] }
        let inPluginOrder = ordered(sets, metadata: metadataJSON, root: root)
        let themes = themesJSON.map { TokensStudioThemes.read($0, setNames: inPluginOrder.map(\.name), diagnostics: diagnostics) } ?? []
        // sd-transforms' excludeParentKeys deep-merges the sets one after another as the file lists them.
        if !(inFileOrder && themes.isEmpty) { sets = inPluginOrder }
        return TokensStudioThemeGroups(sets: sets, diagnostics: diagnostics).project(
            themes: themes, buildModes: buildModes, readByFileBuild: oneFileHoldsEverySet ? { _ in false } : readByFileBuild)
    }

    /// The documents with each file beside one whole export whose top-level keys all name the export's sets
    /// laid over those sets, in the order the files come: Style Dictionary deep-merges every source file into one
    /// object before sd-transforms' preprocessor reads its top-level keys as sets, so such a file is more of
    /// those sets (tokens it adds, and members of tokens it replaces, `$value` over a `$type` kept), not a set of
    /// its own. Unchanged unless there is exactly one export and such files beside it.
    static func layingPatchesOverExport(_ documents: [(path: String, value: JSONValue)]) -> [(path: String, value: JSONValue)] {
        let exports = documents.indices.filter { documents[$0].value.objectValue.flatMap(wholeExportMarker) != nil }
        guard exports.count == 1, documents.count > 1, let export = documents[exports[0]].value.objectValue else { return documents }
        let setNames = Set(export.members.filter { !$0.key.isReservedName && $0.value.objectValue != nil }.map(\.key))
        let patches = documents.indices.filter { index in
            guard index != exports[0], let object = documents[index].value.objectValue, wholeExportMarker(object) == nil else { return false }
            let keys = object.members.filter { !$0.key.isReservedName }
            return !keys.isEmpty && keys.allSatisfy { setNames.contains($0.key) && $0.value.objectValue != nil }
        }
        guard patches.count == documents.count - 1 else { return documents }
        var merged = export
        for index in patches {
            guard let patch = documents[index].value.objectValue else { continue }
            merged = overlaid(merged, with: JSONObject(patch.members.filter { !$0.key.isReservedName }))
        }
        return [(documents[exports[0]].path, JSONValue(.object(merged), at: documents[exports[0]].value.position))]
    }

    /// `base` with `overlay` deep-merged into it as Style Dictionary combines its files: objects member by member
    /// (tokens too), anything else replaced by the later value.
    private static func overlaid(_ base: JSONObject, with overlay: JSONObject) -> JSONObject {
        var result = base
        // Found by key, not by a scan of the members for each: a large set patched by a large file stays linear.
        var indexByKey = Dictionary(result.members.indices.map { (result.members[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        for member in overlay.members {
            guard let existing = indexByKey[member.key] else {
                indexByKey[member.key] = result.members.count
                result.members.append(member)
                continue
            }
            let earlier = result.members[existing].value
            if let earlierObject = earlier.objectValue, let laterObject = member.value.objectValue {
                result.members[existing].value = JSONValue(.object(overlaid(earlierObject, with: laterObject)), at: earlier.position)
            } else {
                result.members[existing].value = member.value
                result.members[existing].keyPosition = member.keyPosition
            }
        }
        return result
    }

    /// Set files as DTCG trees: each translated, then what needs every set (gradient aliases, root tokens).
    private func translated(_ sets: [JSONObject]) -> [JSONObject] {
        let translator = TokensStudioTranslator(diagnostics: diagnostics, sets: sets)
        var trees = sets.map(translator.translate)
        TokensStudioGradientAliases.retype(&trees)
        TokensStudioRootTokens.nest(&trees)
        return trees
    }

    /// A resolver document's sources read as Tokens Studio sets; the document, not
    /// `$themes.json`, says the sets and modes.
    func translatingSources(of project: ImportedProject) -> ImportedProject {
        project.replacingSourceTrees { sources in translated(sources.map(\.tree)) }
    }

    /// Sets in `tokenSetOrder`, then the ones it does not list in file (path) order. An entry
    /// naming a folder places the sets under it that no more specific entry places.
    private func ordered(_ sets: [TokenSet], metadata: JSONValue?, root: String?) -> [TokenSet] {
        guard let metadata else { return sets }
        guard let object = metadata.objectValue else {
            diagnostics.emit(
                .error, .invalidThemes, "$metadata must be an object with \"tokenSetOrder\", not \(metadata.kindDescription)",
                at: metadata.position)
            return sets
        }
        guard let orderJSON = object["tokenSetOrder"] else { return sets }
        guard let names = orderJSON.arrayValue else {
            diagnostics.emit(
                .error, .invalidThemes, "tokenSetOrder must be an array of set names, not \(orderJSON.kindDescription)",
                at: orderJSON.position)
            return sets
        }
        var entries: [String] = []
        var listed: Set<String> = []
        let setIndex = TokensStudioSetNames.Index(sets.map(\.name))
        for nameJSON in names {
            guard let written = nameJSON.stringValue else {
                diagnostics.emit(
                    .error, .invalidThemes, "tokenSetOrder must list set names (strings), not \(nameJSON.kindDescription)",
                    at: nameJSON.position)
                continue
            }
            let name = TokensStudioSetNames.normalized(written)
            guard setIndex.covers(name) else {
                // A file the plugin lists as a set that Tessera does not read as one: a resolver
                // document (read as a resolver), or a name starting with `$` beside `$themes.json`
                // (the Designsystemet CLI's `$designsystemet.json`), which a folder read skips.
                let skippedFile: (what: String, fixIt: String)? =
                    if let root, loader.fileSystem.kind(of: Paths.join(root, name + ".json")) == false {
                        if TokenProject.isResolverFileName(name + ".json") {
                            ("which Tessera reads as a DTCG resolver document, not as a token set",
                             "move resolver documents out of the synced folder, or remove the entry")
                        } else if name.hasPrefix("$"), !name.contains("/") {
                            ("which a folder read skips: a name starting with $ marks a tool's own file (as $themes.json), not a token set",
                             "give the file as an input of its own if its tokens are meant, or remove the entry")
                        } else { nil }
                    } else { nil }
                if let skippedFile {
                    diagnostics.emit(
                        .warning, .unknownTokenSet,
                        "tokenSetOrder names \"\(written.truncatedForMessage)\", the file \(name.truncatedForMessage).json, \(skippedFile.what); the entry is ignored",
                        at: nameJSON.position, fixIt: skippedFile.fixIt)
                    continue
                }
                diagnostics.emit(
                    .warning, .unknownTokenSet,
                    "tokenSetOrder names set \"\(written.truncatedForMessage)\", which is neither a set nor a folder of sets; the sets are \(Self.list(sets.map(\.name)))",
                    at: nameJSON.position, fixIt: "remove it, or re-export $metadata.json from Tokens Studio")
                continue
            }
            // A repeated name keeps its first place.
            if listed.insert(name).inserted { entries.append(name) }
        }
        let closest = setIndex.closestEntries(entries)
        let ranks = sets.indices.map { closest[$0] ?? entries.count }
        return sets.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { sets[$0] }
    }

    /// A single-file export read as one set of a folder: its sets become groups of that set, so
    /// the references inside it, written without the set names, do not resolve.
    private func reportWholeExport(_ path: String, object: JSONObject, marker: String) {
        let setNames = object.members.filter { !$0.key.isReservedName && $0.value.objectValue != nil }.map(\.key)
        let position = object.members.first { $0.key == marker }?.keyPosition
        diagnostics.emit(
            .warning, .wholeExportAmongSets,
            "\(path) is a whole Tokens Studio export (\(marker), and the sets \(Self.list(setNames))), read here as one set among other files; references inside it do not resolve",
            at: position, fixIt: "give \(path) alone, or the other files without it")
    }

    /// Whether a `value` or `$value` member is anywhere in `object` (up to a depth no token file reaches).
    static func holdsToken(_ object: JSONObject, depth: Int = 0) -> Bool {
        guard depth < 64 else { return true }
        return object.members.contains { member in
            if member.key == "value" || member.key == "$value" { return true }
            return member.value.objectValue.map { holdsToken($0, depth: depth + 1) } ?? false
        }
    }

    /// The set (or folder) names the themes' `selectedTokenSets` and the metadata's `tokenSetOrder` give,
    /// whatever their status, normalized as set names are.
    static func namedSets(themes: [JSONValue], metadata: JSONValue?) -> Set<String> {
        var names: Set<String> = []
        for theme in themes {
            for member in theme.objectValue?["selectedTokenSets"]?.objectValue?.members ?? [] {
                names.insert(TokensStudioSetNames.normalized(member.key))
            }
        }
        for entry in metadata?.objectValue?["tokenSetOrder"]?.arrayValue ?? [] {
            if let name = entry.stringValue { names.insert(TokensStudioSetNames.normalized(name)) }
        }
        return names
    }

    private func loadIfPresent(_ path: String) -> JSONValue? {
        loader.fileSystem.kind(of: path) == false ? loader.load(path) : nil
    }

    // MARK: Layout

    /// Whether a path is `$themes.json` or `$metadata.json`.
    static func isProjectFile(_ path: String) -> Bool {
        let name = Paths.fileName(of: path)
        return name == themesFileName || name == metadataFileName
    }

    /// How deep below a given folder the plugin's sync folder is looked for (a repository keeps it in
    /// `packages/styles/src/tokens`), and how many folders are opened at most on the way.
    static let projectSearchDepth = 4
    static let projectSearchFolderLimit = 512

    /// The directory holding `$themes.json` or `$metadata.json` for these inputs: a given
    /// directory, the shallowest one below it (up to ``projectSearchDepth`` levels, in name order, hidden
    /// folders and `node_modules` skipped), or the directory of a given project file.
    static func projectDirectory(paths: [String], fileSystem: any TokenFileSystem) -> String? {
        func hasProjectFile(_ directory: String) -> Bool {
            fileSystem.kind(of: Paths.join(directory, themesFileName)) == false
                || fileSystem.kind(of: Paths.join(directory, metadataFileName)) == false
        }
        for path in paths {
            if isProjectFile(path) { return Paths.directory(of: Paths.normalize(path)) }
            guard fileSystem.kind(of: path) == true else { continue }
            if hasProjectFile(path) { return Paths.normalize(path) }
            // Breadth first, so the shallowest sync folder wins; bounded, so a large repository costs little.
            var level = [path]
            var opened = 0
            for _ in 0..<projectSearchDepth where !level.isEmpty {
                var next: [String] = []
                for folder in level where opened < projectSearchFolderLimit {
                    opened += 1
                    for entry in ((try? fileSystem.entries(of: folder)) ?? []).sorted()
                    where !entry.hasPrefix(".") && entry != "node_modules" {
                        let child = Paths.join(folder, entry)
                        guard fileSystem.kind(of: child) == true else { continue }
                        if hasProjectFile(child) { return child }
                        next.append(child)
                    }
                }
                level = next
            }
        }
        return nil
    }

    /// `core/colors` for `<root>/core/colors.json`; the file name without extension outside a project directory.
    ///
    /// In a project the plugin's Git sync names a set by its path with `.json` removed and nothing
    /// else, so `core/colors.tokens.json` is the set `core/colors.tokens`, the name `$themes.json`
    /// and `tokenSetOrder` use for it.
    static func setName(of path: String, root: String?) -> String {
        let normalized = Paths.normalize(path)
        var name = Paths.fileName(of: normalized)
        var inProject = false
        if let root {
            let prefix = root == "." ? "" : root + "/"
            if normalized.hasPrefix(prefix) {
                name = String(normalized.dropFirst(prefix.count))
                inProject = true
            }
        }
        let suffixes = inProject ? [".json", ".jsonc", ".yml", ".yaml"] : [".tokens.json", ".json", ".jsonc", ".yml", ".yaml"]
        for suffix in suffixes where name.lowercased().hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// Whether a single file without `$themes`/`$metadata` is still a single-file export: its
    /// top level holds only groups, and its references name paths inside them (`{core.color}`
    /// for `foo.core.color`) rather than from the top (what sd-transforms' `excludeParentKeys` is for).
    /// One group is enough: the plugin's free version keeps every token in one set, `global`.
    /// A set's name may also name a group inside the sets (`{global.grey.800}` in a file whose sets are
    /// `global`, `light` and `dark`, each of the last two holding a group `global`): the reference is
    /// read by where it resolves, inside a set or from the top.
    /// - Parameter limit: How many JSON values to look at.
    static func referencesLookThroughSets(_ root: JSONObject, limit: Int = 100_000) -> Bool {
        setReferences(root, limit: limit).throughSets
    }

    /// What the references of a file of top-level groups say about them being sets.
    struct SetReferences {
        /// Some reference resolves inside a top-level group, and none only from the top.
        var throughSets = false
        /// Some of those is written in the plugin's old `$group.token` form, which only the plugin reads.
        var pluginAliasForm = false
    }

    static func setReferences(_ root: JSONObject, limit: Int = 100_000) -> SetReferences {
        let sets = root.members.filter { !$0.key.isReservedName }
        guard !sets.isEmpty, sets.allSatisfy({ $0.value.objectValue.map { !TokensStudioTranslator.isToken($0) } ?? false })
        else { return SetReferences() }
        var found = SetReferences()
        func resolves(_ segments: [String], in object: JSONObject?) -> Bool {
            var current = object
            for segment in segments { current = current?[segment]?.objectValue }
            return current != nil
        }
        var pending: [JSONValue] = sets.map(\.value)
        var visited = 0
        while let value = pending.popLast(), visited < limit {
            visited += 1
            switch value.kind {
            case .object(let object): pending.append(contentsOf: object.members.map(\.value))
            case .array(let items): pending.append(contentsOf: items)
            case .string(let written):
                let braced = written.contains("{")
                // `$core.TealScale.Teal3`: the plugin's older spelling of `{core.TealScale.Teal3}`.
                let text = braced ? written : TokensStudioValueReader.bracingLegacyAliases(written)
                guard text.contains("{") else { continue }
                let parsed = (try? Expression.parse(text).get())?.references ?? []
                for id in parsed {
                    let segments = id.split(separator: ".").map(String.init)
                    guard !segments.isEmpty else { continue }
                    let inSet = sets.contains { resolves(segments, in: $0.value.objectValue) }
                    let fromTop = resolves(segments, in: root)
                    if inSet, !fromTop {
                        found.throughSets = true
                        if !braced { found.pluginAliasForm = true }
                    } else if fromTop || root[segments[0]] != nil {
                        // A path from the top (or one that reads both ways): the file is one tree whose
                        // top-level groups are not sets.
                        return SetReferences()
                    }
                }
            default: continue
            }
        }
        return found
    }

    static func list(_ names: [String]) -> String {
        names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
    }
}
