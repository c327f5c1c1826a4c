import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads the DTCG-shaped file that keeps every Figma mode inside each token, as the token
/// scripts of Figma's Simple Design System write it from the REST response (`tokens.json`):
///
/// - each top-level group is a collection (`@color`, `@responsive`), listing its modes in
///   `$extensions[namespace].modes` (an array of names, the first being the one `$value` holds);
/// - each token keeps its value in every mode in `$extensions[namespace].modes` (an object by
///   mode name), beside the variable's id (`figmaId`);
/// - an alias names its target by the collection's key and the variable's Figma name with `/`
///   written as `.` (`{@typography_primitives.Scale 03}`), while keys are the names made safe
///   (`scale-03`): the writer's own reader matches the two case-blind, with spaces and other
///   separators as `-`, and so does this one.
///
/// The namespace is the writer's choice (`com.figma.sds` in the Simple Design System). The file
/// is put back into the REST response's terms (collections with modes, variables with
/// `valuesByMode`) and read by ``FigmaVariablesImporter``, so names, modes and aliases follow the
/// same rules as every Figma shape.
struct FigmaExtensionModes {
    let diagnostics: DiagnosticEngine

    /// The namespace holding the modes when `tree` has this shape: its first collection lists its
    /// modes (an array of names) and that collection's first token keeps its values by mode (an object).
    static func namespace(of tree: JSONObject) -> String? {
        guard let collection = tree.members.first(where: { !$0.key.isReservedName })?.value.objectValue,
            let extensions = collection["$extensions"]?.objectValue, let token = collection.firstToken,
            let tokenExtensions = token["$extensions"]?.objectValue
        else { return nil }
        for member in extensions.members {
            guard let modes = member.value.objectValue?["modes"]?.arrayValue, !modes.isEmpty,
                modes.allSatisfy({ $0.stringValue != nil }),
                tokenExtensions[member.key]?.objectValue?["modes"]?.objectValue != nil
            else { continue }
            return member.key
        }
        return nil
    }

    private struct Variable {
        var id: String
        var path: [String]
        var object: JSONObject
        var position: SourcePosition
    }

    private struct Collection {
        var key: String
        var id: String
        var modes: [String]
        var variables: [Variable] = []
        /// Variable ids by their path in the writer's matching form.
        var idsByMatchingPath: [String: String] = [:]
    }

    func importProject(_ files: [(path: String, tree: JSONObject)]) -> ImportedProject {
        var collections: [(collection: Collection, origin: String, position: SourcePosition)] = []
        for (path, tree) in files {
            guard let namespace = Self.namespace(of: tree) else { continue }
            for member in tree.members where !member.key.isReservedName {
                guard let group = member.value.objectValue else { continue }
                let own = group["$extensions"]?.objectValue?[namespace]?.objectValue
                let modes = own?["modes"]?.arrayValue?.compactMap(\.stringValue) ?? []
                var collection = Collection(key: member.key, id: own?["figmaId"]?.stringValue ?? member.key, modes: modes)
                Self.walk(group, path: [], namespace: namespace, collectionID: collection.id, into: &collection.variables)
                for variable in collection.variables {
                    collection.idsByMatchingPath[Self.matchingForm(variable.path)] = variable.id
                }
                collections.append((collection, path, member.keyPosition))
            }
        }
        let byKey = Dictionary(collections.map { ($0.collection.key, $0.collection) }, uniquingKeysWith: { first, _ in first })
        var inputs: [FigmaVariablesImporter.CollectionInput] = []
        var variables: [JSONObject.Member] = []
        for (collection, origin, position) in collections {
            let modeIDs = collection.modes.indices.map { "\(collection.id)/\($0)" }
            let modes = zip(modeIDs, collection.modes).map { id, name in
                Self.object([("modeId", Self.string(id, at: position)), ("name", Self.string(name, at: position))], at: position)
            }
            var members: [(String, JSONValue)] = [
                ("id", Self.string(collection.id, at: position)),
                ("name", Self.string(collection.key.hasPrefix("@") ? String(collection.key.dropFirst()) : collection.key, at: position)),
                ("modes", JSONValue(.array(modes), at: position)),
            ]
            if let first = modeIDs.first { members.append(("defaultModeId", Self.string(first, at: position))) }
            inputs.append(
                .init(member: JSONObject.Member(key: collection.id, keyPosition: position, value: Self.object(members, at: position)), origin: origin))
            for variable in collection.variables {
                variables.append(self.variable(variable, in: collection, modeIDs: modeIDs, collections: byKey))
            }
        }
        return FigmaVariablesImporter(diagnostics: diagnostics).importProject(collections: inputs, variables: variables)
    }

    /// A collection's tokens, depth first, with the `$type` a group gives them.
    private static func walk(
        _ group: JSONObject, path: [String], namespace: String, collectionID: String, inherited: JSONValue? = nil,
        into variables: inout [Variable]
    ) {
        let type = group["$type"] ?? inherited
        for member in group.members where !member.key.isReservedName {
            guard var child = member.value.objectValue else { continue }
            if child.contains("$value") {
                if !child.contains("$type"), let type { child.members.append(.init(key: "$type", keyPosition: member.keyPosition, value: type)) }
                let own = child["$extensions"]?.objectValue?[namespace]?.objectValue
                let id = own?["figmaId"]?.stringValue ?? (collectionID + ":" + (path + [member.key]).joined(separator: "/"))
                // The modes by name, in the token; `$value` (the first mode) when the token keeps none.
                var object = child
                if let modes = own?["modes"] { object.members.append(.init(key: "modes", keyPosition: member.keyPosition, value: modes)) }
                variables.append(Variable(id: id, path: path + [member.key], object: object, position: member.keyPosition))
            } else {
                walk(child, path: path + [member.key], namespace: namespace, collectionID: collectionID, inherited: type, into: &variables)
            }
        }
    }

    /// A path as the writer's reader compares it: each segment lowercased, with every run of
    /// characters other than letters and digits as one `-`, trimmed of `-` at its ends.
    static func matchingForm(_ path: [String]) -> String {
        path.map { segment in
            var result = ""
            var pendingSeparator = false
            for character in segment.lowercased() {
                if character.isLetter || character.isNumber {
                    if pendingSeparator, !result.isEmpty { result.append("-") }
                    pendingSeparator = false
                    result.append(character)
                } else {
                    pendingSeparator = true
                }
            }
            return result
        }.joined(separator: ".")
    }

    private func variable(_ variable: Variable, in collection: Collection, modeIDs: [String], collections: [String: Collection])
        -> JSONObject.Member
    {
        let position = variable.position
        let type = variable.object["$type"]?.stringValue
        let (resolvedType, scopes): (String, [String]) =
            switch type {
            case "color": ("COLOR", [])
            case "fontWeight": ("FLOAT", ["FONT_WEIGHT"])
            case "number", "dimension": ("FLOAT", [])
            case "fontFamily": ("STRING", ["FONT_FAMILY"])
            case "boolean": ("BOOLEAN", [])
            default: ("STRING", [])
            }
        let modes = variable.object["modes"]?.objectValue
        var values: [(String, JSONValue)] = []
        for (index, name) in collection.modes.enumerated() {
            guard let written = modes?[name] ?? (index == 0 ? variable.object["$value"] : nil) else { continue }
            values.append((modeIDs[index], value(written, type: resolvedType, collections: collections)))
        }
        var members: [(String, JSONValue)] = [
            ("id", Self.string(variable.id, at: position)),
            ("name", Self.string(variable.path.joined(separator: "/"), at: position)),
            ("variableCollectionId", Self.string(collection.id, at: position)),
            ("resolvedType", Self.string(resolvedType, at: position)),
            ("valuesByMode", Self.object(values, at: position)),
            ("scopes", JSONValue(.array(scopes.map { Self.string($0, at: position) }), at: position)),
        ]
        if let description = variable.object["$description"] { members.append(("description", description)) }
        return JSONObject.Member(key: variable.id, keyPosition: position, value: Self.object(members, at: position))
    }

    /// A mode's value in the REST response's terms: an alias by the target's id (the target found
    /// as the writer's reader finds it), a color as `{r, g, b, a}`, anything else as written.
    private func value(_ written: JSONValue, type: String, collections: [String: Collection]) -> JSONValue {
        let position = written.position
        guard let text = written.stringValue else { return written }
        if AliasSyntax.looksLikeAlias(text) {
            let inner = text.dropFirst().dropLast()
            let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            // The collection is the first segment; an alias without one that names its own key is kept as written.
            if segments.count > 1, let target = collections[segments[0]],
                let id = target.idsByMatchingPath[Self.matchingForm(Array(segments.dropFirst()))]
            {
                return Self.object([("type", Self.string("VARIABLE_ALIAS", at: position)), ("id", Self.string(id, at: position))], at: position)
            }
            // An id no variable has: the importer reports it as an alias to a variable no input holds.
            return Self.object([("type", Self.string("VARIABLE_ALIAS", at: position)), ("id", Self.string(String(inner), at: position))], at: position)
        }
        if type == "COLOR", let color = CSSColorParser.parse(text) {
            return color.canonicalJSON(at: position)
        }
        return written
    }

    private static func object(_ members: [(String, JSONValue)], at position: SourcePosition) -> JSONValue {
        JSONValue(.object(JSONObject(members, at: position)), at: position)
    }

    private static func string(_ text: String, at position: SourcePosition) -> JSONValue {
        JSONValue(.string(text), at: position)
    }
}
