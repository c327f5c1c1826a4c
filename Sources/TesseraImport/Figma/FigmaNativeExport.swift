import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads the files Figma's own "Export variables" writes: one DTCG-shaped file per
/// collection and mode (`Light.tokens.json`, or `Collection.Mode.tokens.json` when
/// several collections are exported), each token carrying flat `com.figma.*` keys in
/// `$extensions` (`com.figma.variableId`, `com.figma.scopes`, `com.figma.codeSyntax`, …).
///
/// The files are put back into the terms of the REST response (collections with modes,
/// variables with `valuesByMode`) and read by ``FigmaVariablesImporter``, so names,
/// modes and aliases follow the same rules in every Figma shape:
/// - files sharing variable ids are the modes of one collection (the file name gives the mode);
/// - `{Group.Name}` is an alias within the collection;
/// - `com.figma.aliasData` marks an alias to another collection, whose resolved literal is
///   the `$value`: it becomes an alias again when its target is among the inputs (by
///   `targetVariableId`, else by `targetVariableName` in `targetVariableSetName`), so the
///   target collection's modes apply; otherwise the literal stays, with a note (TS0736);
/// - `com.figma.composedColor` (an aliased color with an opacity) becomes the alias with that alpha.
struct FigmaNativeExport {
    let diagnostics: DiagnosticEngine

    /// The flat keys Figma's export writes in a token's `$extensions`.
    static let exportKeys: Set<String> = [
        "com.figma.variableId", "com.figma.scopes", "com.figma.hiddenFromPublishing", "com.figma.codeSyntax",
        "com.figma.aliasData", "com.figma.composedColor", "com.figma.isOverride", "com.figma.type",
    ]

    /// Whether a token is written the native way: flat `com.figma.*` keys Figma's export writes in its
    /// `$extensions`. Other keys under that prefix are a project's own (`com.figma.modes` holding each
    /// mode's value for its own scripts): its files are token sources, not an export.
    static func isNativeToken(_ token: JSONObject) -> Bool {
        token["$extensions"]?.objectValue?.members.contains { exportKeys.contains($0.key) } == true
    }

    /// Whether a file is written the native way: its first token is, or it names its mode
    /// at the top (`$extensions["com.figma.modeName"]`).
    static func isNativeFile(_ tree: JSONObject) -> Bool {
        modeName(of: tree) != nil || tree.firstToken.map(isNativeToken) ?? false
    }

    /// The mode a file holds, as Figma writes it at the file's top.
    private static func modeName(of tree: JSONObject) -> String? {
        tree["$extensions"]?.objectValue?["com.figma.modeName"]?.stringValue
    }

    private struct Token {
        var path: [String]
        var object: JSONObject
        var position: SourcePosition
        var extensions: JSONObject { object["$extensions"]?.objectValue ?? JSONObject() }
        var variableID: String? { extensions["com.figma.variableId"]?.stringValue }
    }

    private struct File {
        var path: String
        /// The file name without its token ending.
        var stem: String
        var tokens: [Token]
        var position: SourcePosition?
        /// The mode named at the file's top, when it is.
        var modeName: String?
    }

    /// A collection as the files show it: its files (one per mode) and its variables by path.
    private struct Group {
        var files: [Int] = []
        var name = ""
        var modes: [String] = []
        var id = ""
        /// Variable ids by their path (`color.neutral.50`) and by their Figma name (`color/neutral/50`).
        var idsByPath: [String: String] = [:]
        var idsByName: [String: String] = [:]
    }

    func importProject(_ trees: [(path: String, tree: JSONObject)]) -> ImportedProject {
        let files = trees.map { path, tree in
            File(
                path: path, stem: FigmaExportImporter.stem(of: path), tokens: Self.tokens(in: tree), position: tree.members.first?.keyPosition,
                modeName: Self.modeName(of: tree))
        }
        var groups = Self.groups(files)
        name(&groups, files: files)
        let knownIDs = Set(groups.flatMap(\.idsByPath.values))
        var missing = MissingTargets()
        var variables: [JSONObject.Member] = []
        for index in groups.indices {
            variables += self.variables(of: index, groups: groups, files: files, knownIDs: knownIDs, missing: &missing)
        }
        missing.report(to: diagnostics)
        let collections = groups.map { collection($0, files: files) }
        return FigmaVariablesImporter(diagnostics: diagnostics).importProject(collections: collections, variables: variables)
    }

    /// A mode id per file of a group, unique among the groups.
    private static func modeIDs(_ group: Group) -> [String] {
        group.files.map { "\(group.id)/\($0)" }
    }

    /// A group as a REST collection: its modes named by its files, each mode read from its file.
    private func collection(_ group: Group, files: [File]) -> FigmaVariablesImporter.CollectionInput {
        let modeIDs = Self.modeIDs(group)
        let position = files[group.files[0]].position ?? .unknown
        let modes = zip(modeIDs, group.modes).map { id, name in
            Self.object([("modeId", Self.string(id, at: position)), ("name", Self.string(name, at: position))], at: position)
        }
        var collection: [(String, JSONValue)] = [
            ("id", Self.string(group.id, at: position)), ("name", Self.string(group.name, at: position)),
            ("modes", JSONValue(.array(modes), at: position)),
        ]
        if let name = FigmaScopes.defaultMode(group.modes), let index = group.modes.firstIndex(of: name) {
            collection.append(("defaultModeId", Self.string(modeIDs[index], at: position)))
        }
        var modeOrigins: [String: String] = [:]
        for (modeID, file) in zip(modeIDs, group.files) { modeOrigins[modeID] = files[file].path }
        return .init(
            member: JSONObject.Member(key: group.id, keyPosition: position, value: Self.object(collection, at: position)),
            origin: files[group.files[0]].path, modeOrigins: modeOrigins)
    }

    /// A group's variables: one per path, with its value in each mode file.
    private func variables(
        of groupIndex: Int, groups: [Group], files: [File], knownIDs: Set<String>, missing: inout MissingTargets
    ) -> [JSONObject.Member] {
        let group = groups[groupIndex]
        var order: [String] = []
        var byPath: [String: [(modeID: String, token: Token)]] = [:]
        for (modeID, file) in zip(Self.modeIDs(group), group.files) {
            for token in files[file].tokens {
                let key = token.path.joined(separator: ".")
                if byPath[key] == nil { order.append(key) }
                byPath[key, default: []].append((modeID, token))
            }
        }
        var result: [JSONObject.Member] = []
        for key in order {
            let entries = byPath[key] ?? []
            guard let first = entries.first?.token, let id = group.idsByPath[key] else { continue }
            guard let resolvedType = Self.resolvedType(first.object["$type"]?.stringValue) else {
                diagnostics.emit(
                    .warning, .figmaUnsupportedValue,
                    "token \(key.truncatedForMessage) has \(first.object["$type"]?.stringValue.map { "$type \"\($0.truncatedForMessage)\"" } ?? "no $type"); a Figma variable is a color, number, string or boolean; it is left out",
                    at: first.position, tokenPath: key)
                continue
            }
            var values: [(String, JSONValue)] = []
            for (modeID, token) in entries {
                guard let written = token.object["$value"] else { continue }
                let (value, missingCollection) = self.value(written, of: token, in: groupIndex, groups: groups, knownIDs: knownIDs)
                values.append((modeID, value))
                if let missingCollection { missing.record(missingCollection, example: key, at: written.position) }
            }
            result.append(variable(id: id, token: first, resolvedType: resolvedType, collectionID: group.id, values: values))
        }
        return result
    }

    /// Collections aliases reach that are not among the inputs, for one note each.
    private struct MissingTargets {
        private var order: [String] = []
        private var entries: [String: (count: Int, example: String, position: SourcePosition)] = [:]

        mutating func record(_ collection: String, example: String, at position: SourcePosition) {
            if entries[collection] == nil {
                order.append(collection)
                entries[collection] = (0, example, position)
            }
            entries[collection]?.count += 1
        }

        func report(to diagnostics: DiagnosticEngine) {
            for name in order {
                guard let entry = entries[name] else { continue }
                diagnostics.emit(
                    .note, .figmaExportAliasTargetMissing,
                    "\(entry.count == 1 ? "1 value aliases a variable" : "\(entry.count) values alias variables") of the collection \"\(name.truncatedForMessage)\", whose export files are not among the inputs; the values Figma exported are kept, such as \(entry.example.truncatedForMessage)'s",
                    at: entry.position, tokenPath: entry.example,
                    fixIt: "give the export files of \"\(name)\" (one per mode) too, so these aliases follow its modes")
            }
        }
    }

    // MARK: Files and collections

    /// The tokens of a file, depth first, with their paths and the `$type` a group gives them.
    private static func tokens(in tree: JSONObject) -> [Token] {
        var result: [Token] = []
        func walk(_ group: JSONObject, _ path: [String], _ inheritedType: JSONValue?) {
            let groupType = group["$type"] ?? inheritedType
            for member in group.members where !member.key.isReservedName {
                guard var child = member.value.objectValue else { continue }
                if child.contains("$value") {
                    if !child.contains("$type"), let groupType { child.members.append(.init(key: "$type", keyPosition: member.keyPosition, value: groupType)) }
                    result.append(Token(path: path + [member.key], object: child, position: member.keyPosition))
                } else {
                    walk(child, path + [member.key], groupType)
                }
            }
        }
        walk(tree, [], nil)
        return result
    }

    /// Files sharing a variable id are modes of one collection (Figma writes the same
    /// variables to each mode's file); files with no ids are grouped by `Collection.` prefix.
    private static func groups(_ files: [File]) -> [Group] {
        var parent = Array(files.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index { index = parent[index] }
            return index
        }
        var owner: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            let ids = file.tokens.compactMap(\.variableID)
            let keys = ids.isEmpty ? [collectionPrefix(file.stem).map { "name:" + $0 } ?? "file:\(index)"] : ids
            for key in keys {
                if let other = owner[key] { parent[root(index)] = root(other) } else { owner[key] = index }
            }
        }
        var order: [Int] = []
        var members: [Int: [Int]] = [:]
        for index in files.indices {
            let group = root(index)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(index)
        }
        return order.map { group in
            var result = Group(files: members[group] ?? [])
            for file in result.files {
                for token in files[file].tokens {
                    let key = token.path.joined(separator: ".")
                    guard result.idsByPath[key] == nil else { continue }
                    let id = token.variableID ?? "export:\(group):\(key)"
                    result.idsByPath[key] = id
                    result.idsByName[token.path.joined(separator: "/")] = id
                }
            }
            return result
        }
    }

    /// `Primitives.Mode 1` → `Primitives`; `nil` without a dot.
    private static func collectionPrefix(_ stem: String) -> String? {
        FigmaExportImporter.collectionAndMode(stem: stem)?.collection
    }

    /// Each group's collection name, mode names and id. `Collection.Mode` file names give both;
    /// files named otherwise take the name other files' aliases give their collection
    /// (`targetVariableSetName`), found by the ids of its variables, else by their names; else
    /// their folder's name.
    private func name(_ groups: inout [Group], files: [File]) {
        // What aliases elsewhere say about the collection owning an id, and the variable names
        // they give each collection name.
        var setNames: [String: String] = [:]
        var setIDs: [String: String] = [:]
        var namesInSet: [String: Set<String>] = [:]
        var setIDOfName: [String: String] = [:]
        for file in files {
            for token in file.tokens {
                for alias in Self.aliasData(of: token) {
                    let setName = alias["targetVariableSetName"]?.stringValue ?? ""
                    let setID = alias["targetVariableSetId"]?.stringValue ?? ""
                    if !setName.isEmpty, let name = alias["targetVariableName"]?.stringValue, !name.isEmpty {
                        namesInSet[setName, default: []].insert(name)
                        if !setID.isEmpty { setIDOfName[setName] = setID }
                    }
                    guard let target = alias["targetVariableId"]?.stringValue else { continue }
                    if !setName.isEmpty { setNames[target] = setName }
                    if !setID.isEmpty { setIDs[target] = setID }
                }
            }
        }
        var unnamed: [Int] = []
        for index in groups.indices {
            let (prefix, modes) = Self.collectionAndModes(groups[index].files.map { files[$0] })
            groups[index].modes = modes
            if let known = prefix ?? groups[index].idsByPath.values.lazy.compactMap({ setNames[$0] }).first {
                groups[index].name = known
            } else {
                unnamed.append(index)
            }
        }
        // A collection used from a library is aliased by the library's ids for its variables
        // (`VariableID:<key>/-1:-1`), not the ids its own export carries: it is the one collection
        // defining every variable name the aliases give that collection name.
        let taken = Set(groups.indices.filter { !unnamed.contains($0) }.map { groups[$0].name })
        var byNames: [Int: String] = [:]
        for (setName, names) in namesInSet where !taken.contains(setName) {
            let fitting = unnamed.filter { index in names.allSatisfy { groups[index].idsByName[$0] != nil } }
            if fitting.count == 1, byNames[fitting[0]] == nil { byNames[fitting[0]] = setName }
        }
        var usedIDs: Set<String> = []
        for index in groups.indices {
            var id = groups[index].idsByPath.values.lazy.compactMap { setIDs[$0] }.first
            if unnamed.contains(index) {
                if let setName = byNames[index] {
                    groups[index].name = setName
                    id = id ?? setIDOfName[setName]
                } else if groups[index].files.count == 1, let file = groups[index].files.first,
                    let mode = files[file].modeName, files[file].stem != mode
                {
                    // One file the user named (`Spacing.json` holding mode "Mode 1"): the name is the collection's.
                    groups[index].name = files[file].stem
                } else {
                    let folder = Paths.fileName(of: Paths.directory(of: files[groups[index].files[0]].path))
                    groups[index].name = folder.isEmpty || folder == "." ? "Variables" : folder
                }
            }
            var unique = id ?? "export:\(groups[index].name)"
            while !usedIDs.insert(unique).inserted { unique += "+" }
            groups[index].id = unique
        }
    }

    /// A collection's name from its files' names (`nil` when they do not give one) and its modes:
    /// the mode each file names at its top, else what follows the shared `Collection.` in the file names.
    private static func collectionAndModes(_ files: [File]) -> (String?, [String]) {
        let declared = files.compactMap(\.modeName)
        guard declared.count == files.count else {
            let stems = files.map(\.stem)
            guard let prefix = sharedPrefix(stems) else { return (nil, stems) }
            return (prefix, stems.map { String($0.dropFirst(prefix.count + 1)) })
        }
        let prefixes = zip(files, declared).map { file, mode in
            file.stem.hasSuffix("." + mode) ? String(file.stem.dropLast(mode.count + 1)) : nil
        }
        let prefix = prefixes.allSatisfy { $0 != nil && $0 == prefixes[0] } ? prefixes[0] : nil
        return (prefix, declared)
    }

    /// The collection name all stems start with before a dot, each with a mode after it.
    private static func sharedPrefix(_ stems: [String]) -> String? {
        guard let first = stems.first else { return nil }
        if stems.count == 1 { return collectionPrefix(first) }
        var candidate = first
        while let prefix = collectionPrefix(candidate) {
            if stems.allSatisfy({ $0.hasPrefix(prefix + ".") && $0.count > prefix.count + 1 }) { return prefix }
            candidate = prefix
        }
        return nil
    }

    // MARK: Values

    private static func resolvedType(_ type: String?) -> String? {
        switch type {
        case "color": "COLOR"
        case "number": "FLOAT"
        case "string": "STRING"
        case "boolean": "BOOLEAN"
        default: nil
        }
    }

    /// The `aliasData` objects of a token: its own and its composed color's.
    private static func aliasData(of token: Token) -> [JSONObject] {
        var result: [JSONObject] = []
        if let alias = token.extensions["com.figma.aliasData"]?.objectValue { result.append(alias) }
        if let alias = token.extensions["com.figma.composedColor"]?.objectValue?["colorArg"]?.objectValue?["alias"]?.objectValue {
            result.append(alias)
        }
        return result
    }

    /// A mode's value in the REST response's terms, and the collection it could not follow an alias into.
    private func value(_ written: JSONValue, of token: Token, in group: Int, groups: [Group], knownIDs: Set<String>) -> (JSONValue, String?) {
        let position = written.position
        if let composed = token.extensions["com.figma.composedColor"]?.objectValue,
            let alias = composed["colorArg"]?.objectValue?["alias"]?.objectValue, let opacity = Self.opacity(composed["opacityArg"])
        {
            switch target(of: alias, from: group, groups: groups, knownIDs: knownIDs) {
            case .found(let id):
                let expression = JSONObject(
                    [
                        ("type", Self.string("VARIABLE_EXPRESSION", at: position)),
                        ("expressionFunction", Self.string("COMPOSE_COLOR", at: position)),
                        ("expressionArguments", JSONValue(.array([Self.alias(id, at: position), opacity]), at: position)),
                    ], at: position)
                return (JSONValue(.object(expression), at: position), nil)
            case .missing(let collection): return (written, collection)
            }
        }
        if let alias = token.extensions["com.figma.aliasData"]?.objectValue {
            switch target(of: alias, from: group, groups: groups, knownIDs: knownIDs) {
            case .found(let id): return (Self.alias(id, at: position), nil)
            case .missing(let collection): return (written, collection)
            }
        }
        if let text = written.stringValue, AliasSyntax.looksLikeAlias(text) {
            let path = String(text.dropFirst().dropLast())
            let id = groups[group].idsByPath[path] ?? groups.lazy.compactMap { $0.idsByPath[path] }.first
            // An id no variable has is reported by the importer as an alias out of the file.
            return (Self.alias(id ?? text, at: position), nil)
        }
        return (written, nil)
    }

    private enum Target {
        case found(String)
        /// The collection's name, or its id when the export left the name empty.
        case missing(String)
    }

    /// The variable an `aliasData` names: by id when it is among the inputs, else by name in the
    /// named collection. Without a collection name, a name alone (a composed color's short form)
    /// means the token's own collection, and otherwise a name only one collection has.
    private func target(of alias: JSONObject, from group: Int, groups: [Group], knownIDs: Set<String>) -> Target {
        let id = alias["targetVariableId"]?.stringValue
        if let id, knownIDs.contains(id) { return .found(id) }
        let name = alias["targetVariableName"]?.stringValue ?? ""
        let setName = alias["targetVariableSetName"]?.stringValue ?? ""
        let setID = alias["targetVariableSetId"]?.stringValue ?? ""
        let missing = Target.missing(!setName.isEmpty ? setName : !setID.isEmpty ? setID : "(unnamed)")
        if !setName.isEmpty || !setID.isEmpty {
            let named = groups.filter { (!setName.isEmpty && $0.name == setName) || (!setID.isEmpty && $0.id == setID) }
            if let found = named.lazy.compactMap({ $0.idsByName[name] }).first { return .found(found) }
            if !setName.isEmpty { return missing }
        } else if id == nil, let found = groups[group].idsByName[name] {
            return .found(found)
        }
        let matches = groups.compactMap { $0.idsByName[name] }
        return matches.count == 1 ? .found(matches[0]) : missing
    }

    /// A composed color's opacity (0–100): a number, or an object holding one as `value`.
    private static func opacity(_ value: JSONValue?) -> JSONValue? {
        if let value, value.numberValue != nil { return value }
        if let inner = value?.objectValue?["value"], inner.numberValue != nil { return inner }
        return nil
    }

    private func variable(id: String, token: Token, resolvedType: String, collectionID: String, values: [(String, JSONValue)]) -> JSONObject.Member {
        let position = token.position
        var members: [(String, JSONValue)] = [
            ("id", Self.string(id, at: position)),
            ("name", Self.string(token.path.joined(separator: "/"), at: position)),
            ("variableCollectionId", Self.string(collectionID, at: position)),
            ("resolvedType", Self.string(resolvedType, at: position)),
            ("valuesByMode", Self.object(values, at: position)),
        ]
        for key in ["scopes", "codeSyntax", "hiddenFromPublishing"] {
            if let value = token.extensions["com.figma." + key] { members.append((key, value)) }
        }
        if let description = token.object["$description"] { members.append(("description", description)) }
        return JSONObject.Member(key: id, keyPosition: position, value: Self.object(members, at: position))
    }

    private static func alias(_ id: String, at position: SourcePosition) -> JSONValue {
        object([("type", string("VARIABLE_ALIAS", at: position)), ("id", string(id, at: position))], at: position)
    }

    private static func object(_ members: [(String, JSONValue)], at position: SourcePosition) -> JSONValue {
        JSONValue(.object(JSONObject(members, at: position)), at: position)
    }

    private static func string(_ text: String, at position: SourcePosition) -> JSONValue {
        JSONValue(.string(text), at: position)
    }
}
