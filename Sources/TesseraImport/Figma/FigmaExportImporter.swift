import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads the DTCG-like JSON that Figma variables exporters write: one file per
/// collection and mode, named `Collection.Mode.json`, each token carrying
/// `$extensions["com.figma"]` (scopes, `codeSyntax`, `hiddenFromPublishing`).
/// Files from Figma's own export (flat `com.figma.*` keys) are read by ``FigmaNativeExport``.
///
/// Files of one collection become a modifier (the modes its contexts, in file
/// name order; `Default`, `Light` or `Base` is the default when present, else
/// the first), a collection with one file a set. `number` tokens become
/// dimensions (px) or font weights when their scopes say so, as in
/// ``FigmaVariablesImporter``; everything else is already DTCG and passes through.
struct FigmaExportImporter {
    let diagnostics: DiagnosticEngine

    func importProject(_ files: [(path: String, tree: JSONObject)]) -> ImportedProject {
        // A file keeping every mode in its tokens' `$extensions` (the Simple Design System's `tokens.json`).
        let withModes = files.filter { FigmaExtensionModes.namespace(of: $0.tree) != nil }
        guard withModes.isEmpty else {
            var imported = FigmaExtensionModes(diagnostics: diagnostics).importProject(withModes)
            let others = files.filter { FigmaExtensionModes.namespace(of: $0.tree) == nil }
            if !others.isEmpty { imported.steps += importProject(others).steps }
            return imported
        }
        // Figma's own export (flat `com.figma.*` keys) keeps variable ids and aliases across collections.
        let native = files.filter { FigmaNativeExport.isNativeFile($0.tree) }
        guard native.isEmpty else {
            var imported = FigmaNativeExport(diagnostics: diagnostics).importProject(native)
            let others = files.filter { !FigmaNativeExport.isNativeFile($0.tree) }
            if !others.isEmpty { imported.steps += importProject(others).steps }
            return imported
        }
        var order: [String] = []
        var modes: [String: [(mode: String, source: TokenSource)]] = [:]
        var numbers = FigmaExportNumbers()
        let named = files.map { collectionAndMode($0.path, at: $0.tree.members.first?.keyPosition) }
        let collections = Self.collectionsApartByFolder(files.indices.map { (files[$0].path, named[$0].0, named[$0].1, files[$0].tree) })
        for ((path, tree), (collection, (_, mode))) in zip(files, zip(collections, named)) {
            if modes[collection] == nil { order.append(collection) }
            let translated = translate(tree, path: [], collection: collection, numbers: &numbers)
            modes[collection, default: []].append((mode ?? collection, TokenSource(tree: translated, origin: path)))
        }
        numbers.retype(&modes, collectionOrder: order)
        keepCollectionsApart(order, &modes)
        let steps = order.map { collection -> ResolutionStep in
            let entries = modes[collection] ?? []
            if entries.count == 1 { return .set(name: collection, sources: [entries[0].source]) }
            var contexts: [String: [TokenSource]] = [:]
            var names: [String] = []
            for entry in entries {
                if contexts[entry.mode] == nil { names.append(entry.mode) }
                contexts[entry.mode, default: []].append(entry.source)
            }
            return .modifier(
                Modifier(
                    name: collection, description: "Modes of the Figma collection \"\(collection)\"", contextNames: names,
                    defaultContext: FigmaScopes.defaultMode(names), contexts: contexts, position: nil))
        }
        return ImportedProject(name: nil, steps: steps)
    }

    /// Each file's collection, with its folder's name before it (`reference/color`, `system/color`)
    /// where files of one name in different folders cannot be one collection: a Figma collection's
    /// modes define the same variables, so `reference/color.default.json` (the scales) and
    /// `system/color.asagi.json` (the roles that alias them) are two collections, each read whole.
    /// Files of one name that do define the same tokens in distinct modes stay one collection,
    /// wherever their folders are.
    static func collectionsApartByFolder(_ files: [(path: String, collection: String, mode: String?, tree: JSONObject)]) -> [String] {
        var result = files.map(\.collection)
        let byName = Dictionary(grouping: files.indices, by: { files[$0].collection })
        for indices in byName.values where Set(indices.map { Paths.directory(of: files[$0].path) }).count > 1 {
            // A token is written with `$value` or, in Style Dictionary 3's shape, `value`.
            let tokens = indices.map { TokenPaths.of(files[$0].tree) { $0.contains("$value") || $0.contains("value") } }
            let modes = indices.map { files[$0].mode }
            let oneCollection = tokens.allSatisfy { $0 == tokens[0] } && !modes.contains(nil) && Set(modes).count == modes.count
            guard !oneCollection else { continue }
            for index in indices {
                result[index] = Paths.fileName(of: Paths.directory(of: files[index].path)) + "/" + files[index].collection
            }
        }
        return result
    }

    /// Keeps collections apart as Figma does, by ``FigmaNaming``: a token of one collection whose
    /// path equals, or is a group of, a token of another (`Stroke` and `Stroke/thickness`) would
    /// otherwise be merged over it. Colliding tokens move under their collection's name, and
    /// aliases to them follow: these files name a target by its path alone, so an alias means
    /// its own collection's token when there is one, else the one collection that has it.
    private func keepCollectionsApart(_ order: [String], _ modes: inout [String: [(mode: String, source: TokenSource)]]) {
        guard order.count > 1 else { return }
        var entries: [FigmaNaming.VariableEntry] = []
        var firstPosition: [SourcePosition?] = []
        var owners: [String: [Int]] = [:]
        for (collection, name) in order.enumerated() {
            var seen: Set<String> = []
            for entry in modes[name] ?? [] {
                Self.forEachToken(entry.source.tree, path: []) { path, position in
                    guard seen.insert(path.joined(separator: ".")).inserted else { return }
                    owners[path.joined(separator: "."), default: []].append(collection)
                    entries.append(.init(path: path, collection: collection, isRemote: false))
                    firstPosition.append(position)
                }
            }
        }
        let paths = FigmaNaming.tokenPaths(entries, collectionNames: order)
        var renamed: [Int: [String: [String]]] = [:]
        for (index, entry) in entries.enumerated() where paths[index] != entry.path {
            renamed[entry.collection, default: [:]][entry.path.joined(separator: ".")] = paths[index]
        }
        guard !renamed.isEmpty else { return }
        for (collection, name) in order.enumerated() {
            let own = renamed[collection] ?? [:]
            if let example = own.values.map({ $0.joined(separator: ".") }).min(),
                let position = entries.indices.first(where: { entries[$0].collection == collection && paths[$0] != entries[$0].path })
                    .flatMap({ firstPosition[$0] })
            {
                diagnostics.emit(
                    .note, .figmaNameCollision,
                    "collection \"\(name.truncatedForMessage)\": \(own.count == 1 ? "1 of its variables collides" : "\(own.count) of its variables collide") with variables of other collections (the same name, or one that is a group of the other) and \(own.count == 1 ? "is" : "are") under the collection's name, such as \(example.truncatedForMessage)",
                    at: position, tokenPath: example, fixIt: "rename in Figma to choose the names")
            }
            // Where each alias of this collection's files now points.
            let target: (String) -> [String]? = { id in
                if owners[id]?.contains(collection) == true { return own[id] }
                guard let others = owners[id], let other = others.first else { return nil }
                return renamed[other]?[id]
            }
            modes[name] = (modes[name] ?? []).map { entry in
                (entry.mode, TokenSource(tree: Self.moved(entry.source.tree, renames: own, aliasTarget: target), origin: entry.source.origin))
            }
        }
    }

    /// Calls `body` with the path and position of every token (an object with `$value`) of a tree.
    private static func forEachToken(_ tree: JSONObject, path: [String], _ body: ([String], SourcePosition?) -> Void) {
        for member in tree.members where !member.key.isReservedName {
            guard let child = member.value.objectValue else { continue }
            if child.contains("$value") {
                body(path + [member.key], member.keyPosition)
            } else {
                forEachToken(child, path: path + [member.key], body)
            }
        }
    }

    /// The tree with tokens at their new paths and whole-value aliases pointing at their targets' new paths.
    private static func moved(_ tree: JSONObject, renames: [String: [String]], aliasTarget: (String) -> [String]?) -> JSONObject {
        let builder = TokenTreeBuilder()
        func walk(_ object: JSONObject, path: [String], inheritedType: JSONValue?) {
            let type = object["$type"] ?? inheritedType
            for member in object.members where !member.key.isReservedName {
                guard var child = member.value.objectValue else { continue }
                let childPath = path + [member.key]
                guard child.contains("$value") else {
                    walk(child, path: childPath, inheritedType: type)
                    continue
                }
                // A group's $type does not follow a token that moves: the token carries it.
                if !child.contains("$type"), let type {
                    child.members.insert(.init(key: "$type", keyPosition: member.keyPosition, value: type), at: 0)
                }
                if let value = child.member("$value"), let text = value.value.stringValue, AliasSyntax.looksLikeAlias(text),
                    case .success(let id) = AliasSyntax.tokenID(text), let newPath = aliasTarget(id),
                    let offset = child.members.firstIndex(where: { $0.key == "$value" })
                {
                    child.members[offset].value = JSONValue(.string("{" + newPath.joined(separator: ".") + "}"), at: value.value.position)
                }
                builder.insert(child, at: renames[childPath.joined(separator: ".")] ?? childPath, position: member.keyPosition)
            }
        }
        walk(tree, path: [], inheritedType: nil)
        return builder.build()
    }

    /// Whether every token file is a Figma variables export: its first token carries
    /// `$extensions["com.figma"]`, and no file is a Tokens Studio `$themes` or `$metadata` file.
    static func isExporterSet(_ documents: [(path: String, value: JSONValue)]) -> Bool {
        var sawOne = false
        for (_, value) in documents {
            guard let root = value.objectValue else { return false }
            if TokensStudioImporter.wholeExportMarker(root) != nil { return false }
            // Some exporters write Style Dictionary 3's shape (`value`, `type`, `extensions`).
            guard let token = root.firstToken, (token["$extensions"] ?? token["extensions"])?.objectValue?["com.figma"] != nil
            else { return false }
            sawOne = true
        }
        return sawOne
    }

    /// Whether DTCG files with no Figma marker are still an exporter's files, by their names:
    /// every file is named `Collection.Mode.json` (or `.tokens.json`), at least one collection has
    /// two or more modes, and the modes of each such collection define exactly the same tokens,
    /// as the modes of a Figma collection do (every variable has a value in every mode). Merged as
    /// plain DTCG, one mode would silently win over the others.
    static func isModeFileSet(_ documents: [(path: String, value: JSONValue)]) -> Bool {
        guard documents.count > 1 else { return false }
        var modes: [String: [(mode: String, root: JSONObject)]] = [:]
        for (path, value) in documents {
            guard let root = value.objectValue, TokensStudioImporter.wholeExportMarker(root) == nil,
                let (collection, mode) = collectionAndMode(stem: stem(of: path))
            else { return false }
            modes[collection, default: []].append((mode, root))
        }
        var sawModes = false
        for entries in modes.values where entries.count > 1 {
            guard Set(entries.map(\.mode)).count == entries.count else { return false }
            let tokens = entries.map { entry in
                var paths: Set<String> = []
                forEachToken(entry.root, path: []) { path, _ in paths.insert(path.joined(separator: ".")) }
                return paths
            }
            guard let first = tokens.first, !first.isEmpty, tokens.allSatisfy({ $0 == first }) else { return false }
            sawModes = true
        }
        return sawModes
    }

    /// `Tokens — Completed.Dark.json` → (`Tokens — Completed`, `Dark`).
    private func collectionAndMode(_ path: String, at position: SourcePosition?) -> (String, String?) {
        let name = Self.stem(of: path)
        guard let (collection, mode) = Self.collectionAndMode(stem: name) else {
            diagnostics.emit(
                .warning, .figmaExportFileName,
                "\(Paths.fileName(of: path)) is not named Collection.Mode.json as Figma's variables export names its files; read as the set \"\(name)\"",
                at: position, fixIt: "name it \(name).Mode.json")
            return (name, nil)
        }
        return (collection, mode)
    }

    /// A file's name without its token ending (`.tokens.json`, `.json`, …).
    static func stem(of path: String) -> String {
        TokenFileName.stem(Paths.fileName(of: path))
    }

    /// `Tokens — Completed.Dark` → (`Tokens — Completed`, `Dark`), split at the last dot; `nil` without one.
    static func collectionAndMode(stem: String) -> (collection: String, mode: String)? {
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex else { return nil }
        return (String(stem[..<dot]), String(stem[stem.index(after: dot)...]))
    }

    /// The tree with `number` and `string` tokens retyped by their scopes; its `FLOAT` tokens are
    /// added to `numbers`, whose aliases may decide their types later.
    private func translate(_ tree: JSONObject, path: [String], collection: String, numbers: inout FigmaExportNumbers) -> JSONObject {
        var result = tree
        for (offset, member) in tree.members.enumerated() where !member.key.isReservedName {
            guard var child = member.value.objectValue else { continue }
            if !child.contains("$value"), child.contains("value"), (child["extensions"]?.objectValue?["com.figma"]) != nil {
                // Style Dictionary 3's shape of the same export: its members are the DTCG ones without `$`.
                for index in child.members.indices where Self.legacyMembers.contains(child.members[index].key) {
                    child.members[index].key = "$" + child.members[index].key
                }
            }
            let childPath = path + [member.key]
            let translated: JSONObject
            if child.contains("$value") {
                if let number = scopeType(child) {
                    numbers.add(
                        collection: collection, path: childPath, type: number.type, open: number.open, percentage: number.percentage,
                        alias: child["$value"]?.stringValue)
                } else if let type = child["$type"]?.stringValue, let value = child["$value"] {
                    numbers.addMemberReferences(of: value, type: type, collection: collection, path: childPath)
                }
                translated = retyped(child)
            } else {
                translated = translate(child, path: childPath, collection: collection, numbers: &numbers)
            }
            result.members[offset].value = JSONValue(.object(translated), at: member.value.position)
        }
        return result
    }

    /// The members a Style Dictionary 3-shaped export writes without `$`.
    static let legacyMembers: Set<String> = ["value", "type", "description", "extensions"]

    /// Type names exporters give a Figma FLOAT that is a length (chosen by its scopes, as
    /// Style Dictionary and Tokens Studio name them); its bare number is px, as in Figma.
    static let lengthTypeNames: Set<String> = [
        "dimension", "borderWidth", "borderRadius", "fontSize", "fontSizes", "lineHeight", "lineHeights", "letterSpacing",
        "paragraphSpacing", "paragraphIndent", "spacing", "sizing", "size",
    ]

    /// The type a token's declared type and scopes give, whether, as a `FLOAT` its scopes leave
    /// open, the variables aliasing it may decide it, and whether it holds a percentage as Figma does
    /// (written `number`, scoped `OPACITY` alone); `nil` for a token that is no `FLOAT`.
    private func scopeType(_ token: JSONObject) -> (type: TokenType, open: Bool, percentage: Bool)? {
        guard let declared = token["$type"]?.stringValue, let value = token["$value"] else { return nil }
        let scopes = FigmaScopes.scopes(token["$extensions"]?.objectValue?["com.figma"]?.objectValue?["scopes"])
        switch declared {
        case "number":
            return (FigmaScopes.numberType(scopes: scopes), FigmaScopes.leavesNumberOpen(scopes: scopes), FigmaScopes.holdsPercentage(scopes: scopes))
        case _ where Self.lengthTypeNames.contains(declared) && (value.numberValue != nil || value.stringValue.map(AliasSyntax.looksLikeAlias) == true):
            // A FLOAT the exporter named by its scopes (`borderWidth` for STROKE_FLOAT): a length in Figma's px.
            return (.dimension, false, false)
        // An exporter that names it `opacity` has written the fraction already.
        case "opacity" where value.numberValue != nil: return (.number, false, false)
        default: return nil
        }
    }

    private func retyped(_ token: JSONObject) -> JSONObject {
        guard let typeMember = token.member("$type"), let declared = typeMember.value.stringValue,
            let value = token["$value"]
        else { return token }
        let type: TokenType
        if let number = scopeType(token) {
            type = number.type
        } else if declared == "string" {
            type = FigmaScopes.textType(scopes: FigmaScopes.scopes(token["$extensions"]?.objectValue?["com.figma"]?.objectValue?["scopes"]))
        } else {
            return token
        }
        // An alias takes its type from the token it names, which its own scopes may have typed otherwise
        // (a FLOAT aliasing a px dimension is written `number`).
        if let text = value.stringValue, AliasSyntax.looksLikeAlias(text) { return token.removing("$type") }
        // A number Figma's opacity field holds, written as Figma holds it (`number`, 0–100): its fraction.
        if let number = scopeType(token), number.percentage, number.type == .number, let literal = value.numberValue,
            let index = token.members.firstIndex(where: { $0.key == "$value" })
        {
            var result = token
            result.members[index].value = JSONValue(.number(JSONNumber(literal.value / 100, isIntegerLiteral: false)), at: value.position)
            return result
        }
        // A bare number declared `dimension` is Figma's px too: written out, so no reader guesses its unit.
        guard type.rawValue != declared || (type == .dimension && value.numberValue != nil) else { return token }
        var result = token
        for (offset, member) in token.members.enumerated() {
            if member.key == "$type" {
                result.members[offset].value = JSONValue(.string(type.rawValue), at: member.value.position)
            } else if member.key == "$value", let number = value.numberValue {
                result.members[offset].value = FigmaScopes.numberValue(number, type: type, at: value.position)
            }
        }
        return result
    }
}
