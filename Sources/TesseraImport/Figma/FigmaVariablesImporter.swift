import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Translates the Figma REST API response of `GET /v1/files/:key/variables/local`
/// into DTCG token trees: a collection with one mode becomes a set, one with
/// several modes a modifier whose contexts are the mode names (the collection's
/// `defaultModeId` the default). Variable names `a/b/c` become token paths;
/// `VARIABLE_ALIAS` values become aliases, colors (0–1 RGBA) color objects,
/// `FLOAT` a dimension, font weight or number by its scopes. Ids, key, scopes,
/// `codeSyntax` (`iOS` is the preferred Swift name) and `hiddenFromPublishing`
/// go to `$extensions["com.figma"]`.
///
/// Aliases are followed by id, as Figma follows them: names repeat across
/// collections, so variables whose paths would collide and collections whose
/// names would collide are renamed by ``FigmaNaming`` first, and each alias is
/// written with its target's own path.
///
/// Several responses may be given together (a file and the libraries it uses):
/// their variables and collections are pooled, so aliases between them resolve.
struct FigmaVariablesImporter {
    let diagnostics: DiagnosticEngine

    /// Whether a document is such a response: `meta.variables` and `meta.variableCollections`,
    /// the `meta` object saved alone (`variables` and `variableCollections` at the top), or
    /// what plugins save from the plugin API (`variables` and `collections` arrays).
    static func isResponse(_ root: JSONObject) -> Bool {
        content(of: root) != nil || FigmaModeLists.isModeListFile(root) || isOneCollection(root)
    }

    /// Whether a document is one collection saved with its variables, as plugins that write a file per
    /// collection do: `{"id", "name", "modes": {"<modeId>": "<name>"}, "variableIds": […], "variables":
    /// [{"id", "name", "type", "valuesByMode", "resolvedValuesByMode", …}]}`. The modes may be the
    /// plugin API's array too; the first variable needs `valuesByMode` (or `values` keyed by the mode ids).
    static func isOneCollection(_ root: JSONObject) -> Bool {
        guard root["name"]?.stringValue != nil, root["collections"] == nil, root["variableCollections"] == nil,
            let variables = root["variables"]?.arrayValue, let first = variables.first?.objectValue
        else { return false }
        let modeIDs: [String]
        if let modes = root["modes"]?.objectValue {
            modeIDs = modes.members.map(\.key)
        } else if let modes = root["modes"]?.arrayValue {
            modeIDs = modes.compactMap { $0.objectValue?["modeId"]?.stringValue }
        } else {
            return false
        }
        if first["valuesByMode"]?.objectValue != nil { return true }
        // Some plugins name the values by mode `values`: read as such only when keyed by the collection's mode ids.
        guard let values = first["values"]?.objectValue, !values.isEmpty else { return false }
        return values.members.allSatisfy { modeIDs.contains($0.key) }
    }

    /// Whether a document is an array of such collections, as plugins that save every collection in
    /// one file without a wrapping object do: `[{"id", "name", "modes": [{"modeId", "name"}],
    /// "variables": [{"id", "name", "type", "values": {"<modeId>": …}}]}, …]`.
    static func isCollectionArray(_ value: JSONValue) -> Bool {
        guard let elements = value.arrayValue, !elements.isEmpty else { return false }
        return elements.allSatisfy { $0.objectValue.map(isOneCollection) ?? false }
    }

    /// One collection saved with its variables, in the REST response's terms: the modes a list of
    /// `{"modeId", "name"}` in the file's order (the first is the default, as in Figma), each variable
    /// given the collection's id and, where it names them `type` and `values`, its `resolvedType` and `valuesByMode`.
    private static func oneCollection(_ root: JSONObject, position: SourcePosition) -> (collection: JSONObject.Member, variables: [JSONObject.Member]) {
        let id = root["id"]?.stringValue ?? root["name"]?.stringValue ?? ""
        var collection = root
        collection.members.removeAll { $0.key == "variables" }
        if let modes = root["modes"]?.objectValue, let index = collection.members.firstIndex(where: { $0.key == "modes" }) {
            let list = modes.members.map { mode in
                JSONValue(
                    .object(JSONObject([("modeId", JSONValue(.string(mode.key), at: mode.keyPosition)), ("name", mode.value)], at: mode.keyPosition)),
                    at: mode.keyPosition)
            }
            collection.members[index].value = JSONValue(.array(list), at: collection.members[index].value.position)
        }
        if collection["id"] == nil { collection.members.append(.init(key: "id", keyPosition: position, value: JSONValue(.string(id), at: position))) }
        let variables = keyedByID(root["variables"]?.arrayValue ?? []).map { member -> JSONObject.Member in
            guard var variable = member.value.objectValue else { return member }
            let at = member.value.position
            if variable["variableCollectionId"] == nil {
                variable.members.append(.init(key: "variableCollectionId", keyPosition: at, value: JSONValue(.string(id), at: at)))
            }
            if variable["resolvedType"] == nil, let type = variable["type"] {
                variable.members.append(.init(key: "resolvedType", keyPosition: type.position, value: type))
            }
            if variable["valuesByMode"] == nil, let values = variable["values"], values.objectValue != nil {
                variable.members.append(.init(key: "valuesByMode", keyPosition: values.position, value: values))
            }
            return .init(key: member.key, keyPosition: member.keyPosition, value: JSONValue(.object(variable), at: at))
        }
        return (.init(key: id, keyPosition: position, value: JSONValue(.object(collection), at: position)), variables)
    }

    /// The object holding the variables and collections: `meta`, or the root itself.
    private static func content(of root: JSONObject) -> JSONObject? {
        if let meta = root["meta"]?.objectValue, meta.contains("variableCollections"), meta.contains("variables") { return meta }
        if root.contains("variableCollections"), root.contains("variables") { return root }
        return isPluginShape(root) ? root : nil
    }

    /// The plugin API's shape: `getLocalVariableCollectionsAsync()` and `getLocalVariablesAsync()`
    /// saved as `collections` and `variables` arrays of objects with ids. The names alone are
    /// common, so a collection needs `modes` and a variable `valuesByMode`.
    /// Some plugins nest each collection's variables in it (`collections[i].variables`), beside its
    /// `variableIds`; those are read the same way.
    private static func isPluginShape(_ root: JSONObject) -> Bool {
        guard let collections = root["collections"]?.arrayValue else { return false }
        guard let variables = root["variables"]?.arrayValue ?? nestedVariables(collections) else { return false }
        let collectionsFit = collections.first.map { $0.objectValue?.contains("modes") == true } ?? true
        let variablesFit = variables.first.map { $0.objectValue?.contains("valuesByMode") == true } ?? true
        return collectionsFit && variablesFit && !(collections.isEmpty && variables.isEmpty)
    }

    /// The collections' and variables' members: the REST response's objects keyed by id, or
    /// the plugin API's arrays, each element keyed by its `id` (its index when it has none).
    /// Both are of one kind; a response mixing them is malformed.
    private static func containers(_ content: JSONObject) -> (collections: [JSONObject.Member], variables: [JSONObject.Member])? {
        switch ((content["variableCollections"] ?? content["collections"])?.kind, content["variables"]?.kind) {
        case (.object(let collections)?, .object(let variables)?): return (collections.members, variables.members)
        case (.array(let collections)?, .array(let variables)?): return (keyedByID(collections), keyedByID(variables))
        case (.array(let collections)?, nil):
            guard let variables = nestedVariables(collections) else { return nil }
            return (keyedByID(collections), keyedByID(variables))
        default: return nil
        }
    }

    /// The variables nested in the plugin API's collections (`{"collections": [{…, "variables": […]}]}`),
    /// in order; `nil` unless the first collection holds such an array.
    private static func nestedVariables(_ collections: [JSONValue]) -> [JSONValue]? {
        guard collections.first?.objectValue?["variables"]?.arrayValue != nil else { return nil }
        return collections.flatMap { $0.objectValue?["variables"]?.arrayValue ?? [] }
    }

    private static func keyedByID(_ elements: [JSONValue]) -> [JSONObject.Member] {
        elements.enumerated().map { index, element in
            JSONObject.Member(key: element.objectValue?["id"]?.stringValue ?? "\(index)", keyPosition: element.position, value: element)
        }
    }

    private struct Variable {
        var id: String
        var object: JSONObject
        var position: SourcePosition
        /// The name in Figma (`color/blue/0`), for messages.
        var name: String
        var path: [String]
        var collectionID: String
        var resolvedType: String
        var isRemote: Bool { object["remote"]?.boolValue ?? false }
    }

    private struct Collection {
        var id: String
        var name: String
        var modes: [(id: String, name: String)]
        var defaultModeID: String?
        var isRemote: Bool
        var position: SourcePosition
        var origin: String
        var modeOrigins: [String: String] = [:]
        /// The set or modifier name, unique among the collections.
        var stepName = ""
        var builders: [String: TokenTreeBuilder] = [:]
        var unresolvedAliases: [String: [(String, JSONValue)]] = [:]
    }

    /// A collection as read: its member in the response, where it came from, and for
    /// formats that keep each mode in its own file, the file of each mode id.
    struct CollectionInput {
        var member: JSONObject.Member
        var origin: String
        var modeOrigins: [String: String] = [:]
    }

    func importProject(_ documents: [(path: String, value: JSONValue)]) -> ImportedProject? {
        var collections: [CollectionInput] = []
        var variables: [JSONObject.Member] = []
        var styleSets: [ResolutionStep] = []
        // Files listing each mode's variables by name (Variables2JSON), and arrays of collections keeping
        // nested `$value` groups put in their terms: an alias names its target's collection, which may be
        // kept in another of these files.
        let modeLists: [(document: Int, root: JSONObject)] = documents.indices.compactMap { index in
            let value = documents[index].value
            if FigmaModeLists.isCollectionArrayFile(value) { return (index, FigmaModeLists.modeListDocument(fromCollectionArray: value)) }
            if let root = value.objectValue, FigmaModeLists.isModeListFile(root) { return (index, root) }
            return nil
        }
        let modeListFile = Dictionary(uniqueKeysWithValues: modeLists.enumerated().map { ($1.document, $0) })
        let modeListIDs = FigmaModeLists.collectionIDs(of: modeLists.map(\.root))
        for (documentIndex, (path, value)) in documents.enumerated() {
            if let file = modeListFile[documentIndex] {
                // The same variables in the REST response's terms, with styles beside them.
                let read = FigmaModeLists(diagnostics: diagnostics).read(modeLists[file].root, path: path, file: file, idsByName: modeListIDs)
                collections += read.collections
                variables += read.variables
                styleSets += read.styleSets
                continue
            }
            if let root = value.objectValue, Self.isOneCollection(root) {
                let (collection, members) = Self.oneCollection(root, position: value.position)
                collections.append(CollectionInput(member: collection, origin: path))
                variables += members
                continue
            }
            if Self.isCollectionArray(value) {
                for element in value.arrayValue ?? [] {
                    guard let root = element.objectValue else { continue }
                    let (collection, members) = Self.oneCollection(root, position: element.position)
                    collections.append(CollectionInput(member: collection, origin: path))
                    variables += members
                }
                continue
            }
            guard let root = value.objectValue, let meta = Self.content(of: root),
                let (collectionMembers, variableMembers) = Self.containers(meta)
            else {
                diagnostics.emit(
                    .error, .figmaInvalidResponse,
                    "\(path) is not a Figma variables response: it needs meta.variables and meta.variableCollections objects (or variables and variableCollections at the top, or the plugin API's variables and collections arrays)\(Self.reportedError(value))",
                    at: value.position)
                return nil
            }
            collections += collectionMembers.map { CollectionInput(member: $0, origin: path) }
            variables += variableMembers
        }
        var project = importProject(collections: collections, variables: variables)
        project.steps += styleSets
        return project
    }

    /// Reads collections and variables in the REST response's terms, whichever shape they came in.
    func importProject(collections collectionInputs: [CollectionInput], variables variableMembers: [JSONObject.Member]) -> ImportedProject {
        var collections: [Collection] = []
        var collectionIndex: [String: Int] = [:]
        for input in collectionInputs {
            guard var collection = readCollection(input.member, origin: input.origin) else { continue }
            collection.modeOrigins = input.modeOrigins
            if collectionIndex[collection.id] == nil {
                collectionIndex[collection.id] = collections.count
                collections.append(collection)
            }
        }
        var variables: [Variable] = []
        var variableIndex: [String: Int] = [:]
        var refused = RefusedVariables()
        for member in variableMembers {
            guard let variable = readVariable(member, refused: &refused), collectionIndex[variable.collectionID] != nil else { continue }
            if variableIndex[variable.id] == nil {
                variableIndex[variable.id] = variables.count
                variables.append(variable)
            }
        }
        let linking = FigmaLibraryLinks(
            variables.map {
                .init(id: $0.id, key: $0.object["key"]?.stringValue, isRemote: $0.isRemote,
                      origin: collectionIndex[$0.collectionID].map { collections[$0].origin } ?? "")
            })
        var redirects: [String: String] = [:]
        for (remote, local) in linking.replacements { redirects[variables[remote].id] = variables[local].id }
        let idByKey = linking.variableByKey.mapValues { variables[$0].id }
        if !linking.replacements.isEmpty {
            // The library's own variable replaces the file's remote copy; a remote collection left
            // without variables is the library's collection, which the library's response holds.
            let emptied = Set(linking.replacements.keys.map { variables[$0].collectionID })
            variables = variables.enumerated().filter { linking.replacements[$0.offset] == nil }.map(\.element)
            let kept = Set(variables.map(\.collectionID))
            collections.removeAll { $0.isRemote && emptied.contains($0.id) && !kept.contains($0.id) }
            collectionIndex = Dictionary(collections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            variableIndex = Dictionary(variables.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let stepNames = FigmaNaming.collectionNames(collections.map { .init(name: $0.name, id: $0.id, isRemote: $0.isRemote) })
        for index in collections.indices { collections[index].stepName = stepNames[index] }
        let paths = FigmaNaming.tokenPaths(
            variables.map { .init(path: $0.path, collection: collectionIndex[$0.collectionID] ?? 0, isRemote: $0.isRemote) },
            collectionNames: stepNames)
        reportRenames(collections, variables: variables, newPaths: paths, collectionIndex: collectionIndex)
        for index in variables.indices { variables[index].path = paths[index] }
        var targets = AliasTargets(variables: variables, variableIndex: variableIndex)
        for (id, localID) in redirects { targets.variableIndex[id] = variableIndex[localID] }
        targets.byKey = idByKey.compactMapValues { variableIndex[$0] }
        var missing = MissingLibraries()
        let modeOwners = Self.modeOwners(collections)
        let numberTypes = Self.numberTypes(targets)
        for variable in variables {
            guard let index = collectionIndex[variable.collectionID] else { continue }
            if variable.object["deletedButReferenced"]?.boolValue == true {
                // Figma keeps a deleted variable while aliases name it, and they still show its value.
                diagnostics.emit(
                    .warning, .figmaDeletedVariable,
                    "variable \"\(variable.name.truncatedForMessage)\" was deleted in Figma but other variables still alias it; it is kept so they resolve as in Figma",
                    at: variable.position, tokenPath: variable.path.joined(separator: "."),
                    fixIt: "restore the variable in Figma, or point the aliases at another variable")
            }
            add(
                variable, to: &collections[index], targets: targets, numberTypes: numberTypes, missing: &missing, refused: &refused,
                modeOwners: modeOwners)
        }
        refused.report(diagnostics: diagnostics)
        missing.report(
            collections: Dictionary(collections.map { ($0.id, ($0.name, $0.isRemote)) }, uniquingKeysWith: { first, _ in first }),
            diagnostics: diagnostics)
        return ImportedProject(name: nil, steps: steps(collections))
    }

    /// One note (TS0735) per collection that was renamed or whose variables were, so the
    /// names to use with `--input` and in aliases can be found.
    private func reportRenames(
        _ collections: [Collection], variables: [Variable], newPaths: [[String]], collectionIndex: [String: Int]
    ) {
        var moved: [Int: [String]] = [:]
        for (variable, path) in zip(variables, newPaths) where path != variable.path {
            guard let index = collectionIndex[variable.collectionID] else { continue }
            moved[index, default: []].append(path.joined(separator: "."))
        }
        // One note per collection: the engine keeps one report of a code per position.
        for (index, collection) in collections.enumerated() {
            let renamed = collection.stepName != collection.name
            let paths = moved[index] ?? []
            guard renamed || !paths.isEmpty else { continue }
            let kind = collection.modes.count > 1 ? "modifier" : "set"
            var parts: [String] = []
            if renamed {
                parts.append("it shares its name with another collection and is the \(kind) \"\(collection.stepName.truncatedForMessage)\"")
            }
            if let first = paths.first {
                let count = paths.count == 1 ? "1 of its variables collides" : "\(paths.count) of its variables collide"
                parts.append(
                    "\(count) with variables of other collections (the same name, or one that is a group of the other) and \(paths.count == 1 ? "is" : "are") under the collection's name, such as \(first.truncatedForMessage)")
            }
            diagnostics.emit(
                .note, .figmaNameCollision,
                "collection \"\(collection.name.truncatedForMessage)\" (\(collection.isRemote ? "remote" : "local"), \(collection.id.truncatedForMessage)): \(parts.joined(separator: "; "))",
                at: collection.position, tokenPath: paths.first,
                fixIt: renamed && kind == "modifier"
                    ? "choose its modes with --input \"\(collection.stepName)=MODE\"; rename in Figma to choose the names"
                    : "rename in Figma to choose the names")
        }
    }

    /// `: the response is an error (403: Invalid token)` for a saved error response, else nothing.
    private static func reportedError(_ value: JSONValue) -> String {
        guard let root = value.objectValue, root["error"]?.boolValue == true else { return "" }
        var parts: [String] = []
        if let status = root["status"]?.numberValue {
            parts.append(String(Int(exactly: status.value) ?? 0))
        }
        if let message = root["message"]?.stringValue {
            parts.append(message.truncatedForMessage)
        }
        let detail = parts.joined(separator: ": ")
        return "; the response is an error" + (detail.isEmpty ? "" : " (\(detail))")
    }

    /// What aliases can name: every variable by id, with its final path; a library variable
    /// not in the file by the key its remote id carries (`VariableID:<key>/<id>`).
    private struct AliasTargets {
        var variables: [Variable]
        var variableIndex: [String: Int]
        var byKey: [String: Int] = [:]

        func index(of id: String) -> Int? {
            variableIndex[id] ?? FigmaLibraryLinks.key(inRemoteID: id).flatMap { byKey[$0] }
        }
    }

    /// The id a `VARIABLE_ALIAS` value names (`""` when it names none), or the color a composed
    /// color aliases; `nil` for other values.
    private static func aliasTarget(_ value: JSONValue?) -> String? {
        let written = composition(value)?.color ?? value
        guard let alias = written?.objectValue, alias["type"]?.stringValue == "VARIABLE_ALIAS" else { return nil }
        return alias["id"]?.stringValue ?? ""
    }

    /// A color with an opacity (`{"type": "VARIABLE_EXPRESSION", "expressionFunction": "COMPOSE_COLOR",
    /// "expressionArguments": [color, opacity]}`, opacity 0–100) as its color argument and the factor
    /// Figma multiplies the color's alpha by: the opacity as a fraction, rounded to a 32-bit float as Figma stores it.
    private static func composition(_ value: JSONValue?) -> (color: JSONValue, alpha: Double)? {
        guard let expression = value?.objectValue, expression["type"]?.stringValue == "VARIABLE_EXPRESSION",
            expression["expressionFunction"]?.stringValue == "COMPOSE_COLOR",
            let arguments = expression["expressionArguments"]?.arrayValue, arguments.count == 2,
            let opacity = arguments[1].numberValue?.value
        else { return nil }
        return (arguments[0], Double(Float(min(max(opacity, 0), 100) / 100)))
    }

    /// `{"$expression": "{path}", "$modify": alpha}`: the aliased color, its alpha multiplied by the opacity, in each mode.
    private static func composedValue(_ reference: String, alpha: Double, at position: SourcePosition) -> JSONValue {
        let modifier = JSONObject(
            [
                ("type", JSONValue(.string("alpha"), at: position)),
                ("value", JSONValue(.number(JSONNumber(alpha, isIntegerLiteral: false)), at: position)),
                ("space", JSONValue(.string("srgb"), at: position)),
                ("multipliesAlpha", JSONValue(.bool(true), at: position)),
            ], at: position)
        return JSONValue(
            .object(
                JSONObject(
                    [
                        (ValueParser.expressionKey, JSONValue(.string(reference), at: position)),
                        (ValueParser.modifyKey, JSONValue(.object(modifier), at: position)),
                    ], at: position)), at: position)
    }

    // MARK: Reading the response

    private func readCollection(_ member: JSONObject.Member, origin: String) -> Collection? {
        guard let object = member.value.objectValue, let name = object["name"]?.stringValue,
            let modes = object["modes"]?.arrayValue
        else {
            diagnostics.emit(
                .error, .figmaInvalidResponse,
                "variable collection \(member.key.truncatedForMessage) needs a \"name\" string and a \"modes\" array",
                at: member.value.position)
            return nil
        }
        var modeList: [(id: String, name: String)] = []
        for mode in modes {
            guard let id = mode.objectValue?["modeId"]?.stringValue, let modeName = mode.objectValue?["name"]?.stringValue else {
                diagnostics.emit(
                    .error, .figmaInvalidResponse, "a mode of collection \(name.truncatedForMessage) needs \"modeId\" and \"name\" strings",
                    at: mode.position)
                continue
            }
            modeList.append((id, modeName))
        }
        guard !modeList.isEmpty else {
            diagnostics.emit(
                .error, .figmaInvalidResponse, "collection \(name.truncatedForMessage) has no modes", at: member.value.position)
            return nil
        }
        return Collection(
            id: object["id"]?.stringValue ?? member.key, name: name, modes: modeList,
            defaultModeID: object["defaultModeId"]?.stringValue, isRemote: object["remote"]?.boolValue ?? false,
            position: member.keyPosition, origin: origin)
    }

    private func readVariable(_ member: JSONObject.Member, refused: inout RefusedVariables) -> Variable? {
        guard let object = member.value.objectValue, let name = object["name"]?.stringValue,
            let collectionID = object["variableCollectionId"]?.stringValue,
            let resolvedType = object["resolvedType"]?.stringValue, object["valuesByMode"]?.objectValue != nil
        else {
            diagnostics.emit(
                .error, .figmaInvalidResponse,
                "variable \(member.key.truncatedForMessage) needs \"name\", \"variableCollectionId\", \"resolvedType\" and a \"valuesByMode\" object",
                at: member.value.position)
            refused.refuse(member, name: member.value.objectValue?["name"]?.stringValue, reason: "it lacks a name, collection, type or values", at: member.value.position)
            return nil
        }
        // Figma trims each segment: `a / b` is `a/b`, and a segment of spaces is none.
        let segments = name.split(separator: "/").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !segments.isEmpty else {
            diagnostics.emit(.error, .figmaInvalidResponse, "variable \(member.key.truncatedForMessage) has an empty name", at: member.value.position)
            refused.refuse(member, name: nil, reason: "its name is empty", at: member.value.position)
            return nil
        }
        guard segments.count <= TokenTreeBuilder.maxPathLength else {
            diagnostics.emit(
                .error, .namePathTooDeep,
                "variable \(name.truncatedForMessage) has \(segments.count) /-separated segments; a token path has at most \(TokenTreeBuilder.maxPathLength)",
                at: member.value.position, fixIt: "shorten the variable's name")
            refused.refuse(member, name: name, reason: "its name has more than \(TokenTreeBuilder.maxPathLength) segments", at: member.value.position)
            return nil
        }
        let path = DTCGName.repair(segments, at: member.keyPosition, diagnostics: diagnostics, format: "Figma variable")
        return Variable(
            id: object["id"]?.stringValue ?? member.key, object: object, position: member.keyPosition, name: name.truncatedForMessage, path: path,
            collectionID: collectionID, resolvedType: resolvedType)
    }

    // MARK: Translating values

    private func add(
        _ variable: Variable, to collection: inout Collection, targets: AliasTargets, numberTypes: [String: TokenType],
        missing: inout MissingLibraries, refused: inout RefusedVariables, modeOwners: [String: (collection: String, mode: String)]
    ) {
        let scopes = FigmaScopes.scopes(variable.object["scopes"])
        let type: TokenType
        switch variable.resolvedType {
        case "COLOR": type = .color
        case "FLOAT": type = numberTypes[variable.id] ?? FigmaScopes.numberType(scopes: scopes)
        case "STRING": type = FigmaScopes.textType(scopes: scopes)
        case "BOOLEAN": type = .boolean
        default:
            diagnostics.emit(
                .warning, .figmaUnsupportedValue,
                "variable \(variable.name) has resolvedType \"\(variable.resolvedType.truncatedForMessage)\", which has no DTCG type; it is left out",
                at: variable.position, tokenPath: variable.path.joined(separator: "."))
            return
        }
        let values = variable.object["valuesByMode"]?.objectValue ?? JSONObject()
        let id = variable.path.joined(separator: ".")
        let foreign = values.members.filter { member in !collection.modes.contains { $0.id == member.key } }
        if !foreign.isEmpty {
            reportForeignModes(foreign, of: variable, in: collection, values: values, modeOwners: modeOwners)
        }
        for mode in collection.modes {
            guard let written = values[mode.id] else {
                // Said with the foreign keys, which are why.
                if !foreign.isEmpty { continue }
                diagnostics.emit(
                    .warning, .figmaUnsupportedValue,
                    "variable \(variable.name) has no value for mode \"\(mode.name)\" of collection \"\(collection.name)\"; it is left out of that mode",
                    at: variable.position, tokenPath: id)
                continue
            }
            var tokenMembers: [(String, JSONValue)] = []
            if let targetID = Self.aliasTarget(written) {
                guard let target = targets.index(of: targetID) else {
                    // Its value is unknown: the token is left out of this mode, and so is every token
                    // aliasing it (the resolver says so); the missing library, or the variable of the
                    // file that was refused, is reported once.
                    let reason: String
                    if let refusal = refused.reason(for: targetID) {
                        refused.record(target: targetID, variable: variable.name, tokenPath: id, mode: mode.name, at: written.position)
                        reason = "aliases \(targetID), which is left out because \(refusal)"
                    } else {
                        missing.record(
                            collection: collection.id, mode: mode.name, variable: variable.name, tokenPath: id, target: targetID,
                            at: written.position)
                        collection.unresolvedAliases[mode.id, default: []].append((id, JSONValue(.string(targetID), at: written.position)))
                        reason = "aliases \(targetID), which no input holds"
                    }
                    tokenMembers.append(("$type", JSONValue(.string(type.rawValue), at: variable.position)))
                    tokenMembers.append(
                        ("$value", ValueParser.leftOutMarker(reason, at: written.position)))
                    tokenMembers.append(("$extensions", extensions(variable, collection: collection)))
                    let builder = collection.builders[mode.id] ?? TokenTreeBuilder()
                    collection.builders[mode.id] = builder
                    builder.insert(JSONObject(tokenMembers, at: variable.position), at: variable.path, position: variable.position)
                    continue
                }
                // By id: the target's own path, renamed or not. An alias takes its type from the variable it names.
                let reference = "{" + targets.variables[target].path.joined(separator: ".") + "}"
                if let alpha = Self.composition(written)?.alpha {
                    tokenMembers.append(("$type", JSONValue(.string(TokenType.color.rawValue), at: variable.position)))
                    tokenMembers.append(("$value", Self.composedValue(reference, alpha: alpha, at: written.position)))
                } else if variable.resolvedType == "FLOAT" {
                    // Figma has one number type: the variable is the type its scopes and aliases decide
                    // in every mode, whatever its target was decided to be (`numbersShareOneType`).
                    tokenMembers.append(("$type", JSONValue(.string(type.rawValue), at: variable.position)))
                    // A percentage (an opacity) aliasing a plain number, or the reverse: the same number Figma
                    // applies, read on the other side of the percent.
                    let targetVariable = targets.variables[target]
                    let targetScopes = FigmaScopes.scopes(targetVariable.object["scopes"])
                    let targetType = numberTypes[targetVariable.id] ?? FigmaScopes.numberType(scopes: targetScopes)
                    let percent = (FigmaScopes.holdsPercentage(scopes: scopes), FigmaScopes.holdsPercentage(scopes: targetScopes))
                    if type == .number, targetType == .number, percent.0 != percent.1 {
                        let expression = reference + (percent.0 ? " / 100" : " * 100")
                        tokenMembers.append(
                            ("$value", JSONValue(.object(JSONObject([(ValueParser.expressionKey, JSONValue(.string(expression), at: written.position))], at: written.position)), at: written.position)))
                    } else {
                        tokenMembers.append(("$value", JSONValue(.string(reference), at: written.position)))
                    }
                } else {
                    tokenMembers.append(("$value", JSONValue(.string(reference), at: written.position)))
                }
            } else {
                tokenMembers.append(("$type", JSONValue(.string(type.rawValue), at: variable.position)))
                // A value that is not of its variable's type was reported (TS0732); the token stays, left
                // out of this mode, so the variables aliasing it are left out with it, not said to alias nothing.
                tokenMembers.append(
                    ("$value", translate(written, type: type, percentage: FigmaScopes.holdsPercentage(scopes: scopes), variable: variable, mode: mode.name)
                        ?? ValueParser.leftOutMarker("its value for mode \"\(mode.name)\" is not a \(variable.resolvedType) value", at: written.position)))
            }
            if let description = variable.object["description"], description.stringValue?.isEmpty == false {
                tokenMembers.append(("$description", description))
            }
            tokenMembers.append(("$extensions", extensions(variable, collection: collection)))
            let builder = collection.builders[mode.id] ?? TokenTreeBuilder()
            collection.builders[mode.id] = builder
            builder.insert(JSONObject(tokenMembers, at: variable.position), at: variable.path, position: variable.position)
        }
    }

    /// The DTCG type of each `FLOAT` variable that the aliases decide rather than its scopes
    /// (``FigmaScopes/aliasDecidedTypes(types:open:aliases:)``), by variable id.
    private static func numberTypes(_ targets: AliasTargets) -> [String: TokenType] {
        let variables = targets.variables
        let scopes = variables.map { FigmaScopes.scopes($0.object["scopes"]) }
        let types: [TokenType?] = variables.indices.map { index in
            variables[index].resolvedType == "FLOAT" ? FigmaScopes.numberType(scopes: scopes[index]) : nil
        }
        let aliases = variables.map { variable in
            (variable.object["valuesByMode"]?.objectValue?.members ?? []).compactMap { member in
                aliasTarget(member.value).flatMap(targets.index(of:))
            }
        }
        let decided = FigmaScopes.aliasDecidedTypes(types: types, open: scopes.map(FigmaScopes.leavesNumberOpen), aliases: aliases)
        return Dictionary(uniqueKeysWithValues: decided.map { (variables[$0.key].id, $0.value) })
    }

    /// Each mode id of the response: its collection's and its own name.
    private static func modeOwners(_ collections: [Collection]) -> [String: (collection: String, mode: String)] {
        var owners: [String: (collection: String, mode: String)] = [:]
        for collection in collections {
            for mode in collection.modes where owners[mode.id] == nil { owners[mode.id] = (collection.name, mode.name) }
        }
        return owners
    }

    /// One warning (TS0738) for a variable whose `valuesByMode` is keyed by mode ids its collection
    /// does not have (another collection's modes): it names them, their collection when the response
    /// has it, the values dropped and the modes of its own collection left without a value.
    private func reportForeignModes(
        _ foreign: [JSONObject.Member], of variable: Variable, in collection: Collection, values: JSONObject,
        modeOwners: [String: (collection: String, mode: String)]
    ) {
        let keys = foreign.prefix(3).map { member -> String in
            let key = "\"\(member.key.truncatedForMessage)\""
            guard let owner = modeOwners[member.key] else { return key + " (a mode of no collection in the input)" }
            return key + " (mode \"\(owner.mode.truncatedForMessage)\" of collection \"\(owner.collection.truncatedForMessage)\")"
        }.joined(separator: ", ") + (foreign.count > 3 ? ", and \(foreign.count - 3) more" : "")
        let dropped = foreign.prefix(3).map { Self.valueText($0.value) }.joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
        let unset = collection.modes.filter { values[$0.id] == nil }.map { "\"\($0.name.truncatedForMessage)\"" }
        let outcome = unset.isEmpty
            ? "its values for the collection's own modes are read"
            : "it has no value for \(unset.count == 1 ? "mode" : "modes") \(unset.joined(separator: ", ")) of \"\(collection.name.truncatedForMessage)\" and is left out of \(unset.count == 1 ? "it" : "them")"
        let own = collection.modes.map { "\"\($0.id.truncatedForMessage)\" (\($0.name.truncatedForMessage))" }.joined(separator: ", ")
        diagnostics.emit(
            .warning, .figmaForeignModes,
            "variable \(variable.name) of collection \"\(collection.name.truncatedForMessage)\" has values for mode ids its collection does not have: \(keys); \(foreign.count == 1 ? "that value" : "those values") (\(dropped)) \(foreign.count == 1 ? "is" : "are") dropped, and \(outcome)",
            at: foreign[0].keyPosition, tokenPath: variable.path.joined(separator: "."),
            fixIt: "key valuesByMode by the modes of \"\(collection.name)\": \(own)")
    }

    /// A written value, short: `4`, `"Inter"`, `true`, `an alias to VariableID:1:2`, `an object`.
    private static func valueText(_ value: JSONValue) -> String {
        if let target = aliasTarget(value) { return "an alias to \(target.truncatedForMessage)" }
        switch value.kind {
        case .number(let number):
            return number.isIntegerLiteral && abs(number.value) < 1e15 ? String(Int(number.value)) : String(number.value)
        case .string(let text): return "\"\(text.truncatedForMessage)\""
        case .bool(let flag): return flag ? "true" : "false"
        default: return value.kindDescription
        }
    }

    /// - Parameter percentage: Whether the variable holds a percentage (``FigmaScopes/holdsPercentage(scopes:)``).
    private func translate(_ written: JSONValue, type: TokenType, percentage: Bool = false, variable: Variable, mode: String) -> JSONValue? {
        let position = written.position
        if type == .color, let (color, alpha) = Self.composition(written), var rgba = color.objectValue {
            // A literal color with an opacity: its alpha multiplied by the opacity.
            let composed = (rgba["a"]?.numberValue?.value ?? 1) * alpha
            rgba.members.removeAll { $0.key == "a" }
            rgba.members.append(.init(key: "a", keyPosition: position, value: JSONValue(.number(JSONNumber(composed, isIntegerLiteral: false)), at: position)))
            return translate(JSONValue(.object(rgba), at: position), type: type, percentage: percentage, variable: variable, mode: mode)
        }
        switch (type, written.kind) {
        case (.color, .object(let color)) where color["colorSpace"]?.stringValue != nil && color["components"]?.arrayValue != nil:
            // Already a DTCG color (Figma's own export writes colors so).
            return written
        case (.color, .object(let rgba)):
            guard let red = rgba["r"]?.numberValue, let green = rgba["g"]?.numberValue, let blue = rgba["b"]?.numberValue
            else { break }
            let alpha = rgba["a"]?.numberValue ?? JSONNumber(1, isIntegerLiteral: true)
            return JSONValue(
                .object(
                    JSONObject(
                        [
                            ("colorSpace", JSONValue(.string("srgb"), at: position)),
                            ("components", JSONValue(.array([red, green, blue].map { JSONValue(.number($0), at: position) }), at: position)),
                            ("alpha", JSONValue(.number(alpha), at: position)),
                        ], at: position)),
                at: position)
        case (.color, .string(let text)):
            // A plugin's dump that writes each color as CSS text (`#DD0000`, `rgba(255, 255, 255, 0.1)`)
            // rather than Figma's `{r, g, b, a}`: the same color.
            guard let color = CSSColorParser.parse(text) else { break }
            return color.canonicalJSON(at: position)
        case (.number, .number(let number)) where percentage:
            return JSONValue(.number(JSONNumber(number.value / 100, isIntegerLiteral: false)), at: position)
        case (.dimension, .number(let number)), (.number, .number(let number)), (.fontWeight, .number(let number)):
            return FigmaScopes.numberValue(number, type: type, at: position)
        case (.string, .string), (.fontFamily, .string), (.boolean, .bool):
            return written
        default: break
        }
        diagnostics.emit(
            .warning, .figmaUnsupportedValue,
            "variable \(variable.name) (\(variable.resolvedType)) has \(written.kindDescription) for mode \"\(mode)\", which is not a \(variable.resolvedType) value; it is left out of that mode",
            at: position, tokenPath: variable.path.joined(separator: "."))
        return nil
    }

    private func extensions(_ variable: Variable, collection: Collection) -> JSONValue {
        let position = variable.position
        var figma: [(String, JSONValue)] = [("variableId", JSONValue(.string(variable.id), at: position))]
        for key in ["key", "scopes", "codeSyntax", "hiddenFromPublishing", "remote"] {
            if let value = variable.object[key] { figma.append((key, value)) }
        }
        figma.append(("collection", JSONValue(.string(collection.name), at: position)))
        figma.append(("collectionId", JSONValue(.string(collection.id), at: position)))
        return JSONValue(.object(JSONObject([("com.figma", JSONValue(.object(JSONObject(figma, at: position)), at: position))], at: position)), at: position)
    }

    // MARK: Sets and modifiers

    private func steps(_ collections: [Collection]) -> [ResolutionStep] {
        var steps: [ResolutionStep] = []
        for collection in collections {
            let name = collection.stepName
            func source(_ mode: (id: String, name: String)) -> TokenSource {
                var tree = collection.builders[mode.id]?.build() ?? JSONObject()
                if let unresolved = collection.unresolvedAliases[mode.id] {
                    let position = collection.position
                    let record = JSONObject([("com.figma", JSONValue(.object(JSONObject([("unresolvedAliases", JSONValue(.object(JSONObject(unresolved, at: position)), at: position))], at: position)), at: position))], at: position)
                    tree.members.insert(JSONObject.Member(key: "$extensions", keyPosition: position, value: JSONValue(.object(record), at: position)), at: 0)
                }
                if let file = collection.modeOrigins[mode.id] { return TokenSource(tree: tree, origin: file) }
                return TokenSource(tree: tree, origin: "\(collection.origin) (collection \"\(collection.name)\", mode \"\(mode.name)\")")
            }
            if collection.modes.count == 1 {
                steps.append(.set(name: name, sources: [source(collection.modes[0])]))
                continue
            }
            var contexts: [String: [TokenSource]] = [:]
            var contextNames: [String] = []
            for mode in collection.modes where contexts[mode.name] == nil {
                contexts[mode.name] = [source(mode)]
                contextNames.append(mode.name)
            }
            let defaultName = collection.modes.first { $0.id == collection.defaultModeID }?.name ?? contextNames.first
            steps.append(
                .modifier(
                    Modifier(
                        name: name, description: description(collection),
                        contextNames: contextNames, defaultContext: defaultName, contexts: contexts,
                        position: collection.position)))
        }
        return steps
    }

    /// The modifier's description; a renamed collection's also says which collection it is.
    private func description(_ collection: Collection) -> String {
        let text = "Modes of the Figma collection \"\(collection.name)\""
        guard collection.stepName != collection.name else { return text }
        return text + " (\(collection.isRemote ? "remote" : "local"), \(collection.id))"
    }
}

/// Aliases to variables that no input holds, gathered by the collection whose variables make
/// them (in a file, a remote collection is the library it came from): one warning (TS0731) per
/// missing library, naming the modes affected, rather than one per variable and mode.
private struct MissingLibraries {
    struct Alias {
        var variable: String
        var tokenPath: String
        var mode: String
        var target: String
        var position: SourcePosition
    }

    private var order: [String] = []
    private var aliases: [String: [Alias]] = [:]

    mutating func record(
        collection: String, mode: String, variable: String, tokenPath: String, target: String, at position: SourcePosition
    ) {
        if aliases[collection] == nil { order.append(collection) }
        aliases[collection, default: []].append(Alias(variable: variable, tokenPath: tokenPath, mode: mode, target: target, position: position))
    }

    /// - Parameter collections: Each collection's name and whether it is remote, by id.
    func report(collections: [String: (name: String, isRemote: Bool)], diagnostics: DiagnosticEngine) {
        for id in order {
            guard let group = aliases[id], let first = group.first else { continue }
            let collection = collections[id] ?? (id, false)
            let targets = Self.uniqued(group.map(\.target))
            let variables = Self.uniqued(group.map(\.variable))
            let modes = Self.uniqued(group.map(\.mode))
            let modeText = modes.count == 1 ? "mode \"\(modes[0])\"" : "modes " + modes.map { "\"\($0)\"" }.joined(separator: ", ")
            let targetText = targets.count == 1 ? "a variable" : "\(targets.count) variables"
            let variableText = variables.count == 1 ? "its variable \(variables[0])" : "its \(variables.count) variables that alias them (\(Self.listed(variables)))"
            diagnostics.emit(
                .warning, .figmaRemoteAlias,
                "collection \"\(collection.name.truncatedForMessage)\" (\(collection.isRemote ? "remote" : "local")) aliases \(targetText) of a library that no input holds (\(Self.listed(targets))) in \(modeText); \(variableText) \(variables.count == 1 ? "is" : "are") left out of \(modes.count == 1 ? "that mode" : "those modes"), and so is every variable that aliases \(variables.count == 1 ? "it" : "them")",
                at: first.position, tokenPath: first.tokenPath,
                notes: group.prefix(Self.noteLimit).map { alias in
                    ("\(alias.variable) aliases \(alias.target.truncatedForMessage) in mode \"\(alias.mode)\"", alias.position, alias.tokenPath)
                },
                fixIt: "give the library's own variables response (GET /v1/files/:library_key/variables/local) as another input, or alias a variable of this file")
        }
    }

    private static let noteLimit = 10

    private static func uniqued(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// The first three, then "…".
    private static func listed(_ values: [String]) -> String {
        values.prefix(3).map(\.truncatedForMessage).joined(separator: ", ") + (values.count > 3 ? ", …" : "")
    }
}

/// Variables of the input that were refused (an empty name, a name too deep, missing members,
/// each reported where it is written), by id, and the aliases naming them: one warning (TS0739)
/// per refused variable that aliases name, so such an alias is not taken for a library's.
private struct RefusedVariables {
    struct Refusal {
        var name: String?
        var reason: String
        var position: SourcePosition
    }

    struct Alias {
        var variable: String
        var tokenPath: String
        var mode: String
        var position: SourcePosition
    }

    private var refusals: [String: Refusal] = [:]
    private var order: [String] = []
    private var aliases: [String: [Alias]] = [:]

    mutating func refuse(_ member: JSONObject.Member, name: String?, reason: String, at position: SourcePosition) {
        let id = member.value.objectValue?["id"]?.stringValue ?? member.key
        if refusals[id] == nil { refusals[id] = Refusal(name: name, reason: reason, position: position) }
    }

    /// Why the variable with this id was refused; `nil` when it was not.
    func reason(for id: String) -> String? { refusals[id]?.reason }

    mutating func record(target: String, variable: String, tokenPath: String, mode: String, at position: SourcePosition) {
        if aliases[target] == nil { order.append(target) }
        aliases[target, default: []].append(Alias(variable: variable, tokenPath: tokenPath, mode: mode, position: position))
    }

    func report(diagnostics: DiagnosticEngine) {
        for target in order {
            guard let group = aliases[target], let first = group.first, let refusal = refusals[target] else { continue }
            let variables = uniqued(group.map(\.variable))
            let modes = uniqued(group.map(\.mode))
            let named = refusal.name.map { " (\"\($0.truncatedForMessage)\")" } ?? ""
            let modeText = modes.count == 1 ? "mode \"\(modes[0])\"" : "modes " + modes.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (modes.count > 3 ? ", …" : "")
            let variableText = variables.count == 1
                ? "variable \(variables[0]) aliases"
                : "\(variables.count) variables (\(variables.prefix(3).joined(separator: ", "))\(variables.count > 3 ? ", …" : "")) alias"
            diagnostics.emit(
                .warning, .figmaAliasToRefusedVariable,
                "\(variableText) \(target.truncatedForMessage)\(named) in \(modeText): \(target.truncatedForMessage) is in the input but was left out because \(refusal.reason); \(variables.count == 1 ? variables[0] + " is" : "they are") left out of \(modes.count == 1 ? "that mode" : "those modes"), and so is every variable that aliases \(variables.count == 1 ? "it" : "them")",
                at: first.position, tokenPath: first.tokenPath,
                notes: [("\(target.truncatedForMessage) is defined here, and left out because \(refusal.reason)", refusal.position, nil)]
                    + group.dropFirst().prefix(9).map { ("\($0.variable) aliases \(target.truncatedForMessage) in mode \"\($0.mode)\"", $0.position, $0.tokenPath) },
                fixIt: "give the variable \(target.truncatedForMessage) a name in Figma, or alias another variable")
        }
    }

    private func uniqued(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
