import TesseraSyntax
import TesseraTokens

/// The `FLOAT` tokens of `Collection.Mode.json` exporter files and the aliases between them, so
/// that aliases decide their types as they do in the REST response
/// (``FigmaScopes/aliasDecidedTypes(types:open:aliases:)``): a primitive with no scopes that a
/// `GAP` variable aliases is the px length Figma applies through it, in every mode file.
struct FigmaExportNumbers {
    private struct Variable {
        var collection: String
        var type: TokenType
        var open: Bool
        /// Whether it holds a percentage (``FigmaScopes/holdsPercentage(scopes:)``).
        var percentage = false
        /// The token ids its aliases name (`{base.dimension.600}` → `base.dimension.600`), over every mode.
        var aliases: [String] = []
    }

    private var variables: [Variable] = []
    /// Each variable by its collection and path.
    private var index: [Key: Int] = [:]

    private struct Key: Hashable {
        var collection: String
        var path: String
    }

    /// Adds a token of one mode file: the modes of a collection define the same variables, so
    /// each is added once, with the aliases of every mode.
    mutating func add(collection: String, path: [String], type: TokenType, open: Bool, percentage: Bool = false, alias: String?) {
        let key = Key(collection: collection, path: path.joined(separator: "."))
        let position = index[key] ?? {
            variables.append(Variable(collection: collection, type: type, open: open, percentage: percentage))
            index[key] = variables.count - 1
            return variables.count - 1
        }()
        if let alias, AliasSyntax.looksLikeAlias(alias), case .success(let id) = AliasSyntax.tokenID(alias) {
            variables[position].aliases.append(id)
        }
    }

    /// The members of DTCG composites that hold a length or a weight: a reference there uses the
    /// number it names as one, as a `GAP` variable's alias does.
    private static let memberTypes: [String: [String: TokenType]] = [
        "shadow": ["offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension],
        "border": ["width": .dimension],
        "typography": ["fontSize": .dimension, "letterSpacing": .dimension, "fontWeight": .fontWeight],
    ]

    /// Adds the references a composite token's members make (`"spread": "{outlineOffset}"`) as
    /// variables of the member's type aliasing their targets.
    mutating func addMemberReferences(of value: JSONValue, type: String, collection: String, path: [String]) {
        guard let members = Self.memberTypes[type] else { return }
        let objects = value.arrayValue?.compactMap(\.objectValue) ?? value.objectValue.map { [$0] } ?? []
        for (layer, object) in objects.enumerated() {
            for member in object.members {
                guard let memberType = members[member.key], let text = member.value.stringValue else { continue }
                // Not a token path (`$`): no alias names it, and no mode file retypes it.
                add(collection: collection, path: path + ["$\(layer).\(member.key)"], type: memberType, open: false, alias: text)
            }
        }
    }

    /// Rewrites, in every mode file, the literal numbers of the variables whose type the aliases
    /// decide (`0` → `0px`), with that type. An alias names its own collection's variable when it
    /// has one, else the first collection's (in `collectionOrder`) that has it, as the files'
    /// aliases are read.
    func retype(_ modes: inout [String: [(mode: String, source: TokenSource)]], collectionOrder: [String]) {
        guard variables.contains(where: { $0.type == .dimension || $0.type == .fontWeight || $0.percentage }) else { return }
        var owners: [String: [String]] = [:]
        for key in index.keys { owners[key.path, default: []].append(key.collection) }
        let rank = Dictionary(uniqueKeysWithValues: collectionOrder.enumerated().map { ($1, $0) })
        func target(_ id: String, from collection: String) -> Int? {
            if let own = index[Key(collection: collection, path: id)] { return own }
            let first = owners[id]?.min { (rank[$0] ?? .max) < (rank[$1] ?? .max) }
            return first.flatMap { index[Key(collection: $0, path: id)] }
        }
        let aliases = variables.map { variable in variable.aliases.compactMap { target($0, from: variable.collection) } }
        let decided = FigmaScopes.aliasDecidedTypes(types: variables.map(\.type), open: variables.map(\.open), aliases: aliases)
        if variables.contains(where: \.percentage) {
            // An alias across the percent (an opacity aliasing a plain number, or the reverse): the number
            // Figma applies, read on the other side of it, in each mode file.
            for (collection, entries) in modes {
                modes[collection] = entries.map { entry in
                    let tree = scalingAliases(entry.source.tree, path: [], collection: collection) { id, alias in
                        guard let own = index[Key(collection: collection, path: id)], let aliased = target(alias, from: collection),
                            variables[own].percentage != variables[aliased].percentage,
                            (decided[own] ?? variables[own].type) == .number, (decided[aliased] ?? variables[aliased].type) == .number
                        else { return nil }
                        return variables[own].percentage ? " / 100" : " * 100"
                    }
                    return (entry.mode, TokenSource(tree: tree, origin: entry.source.origin))
                }
            }
        }
        guard !decided.isEmpty else { return }
        var types: [String: [String: TokenType]] = [:]
        for (key, position) in index {
            if let type = decided[position] { types[key.collection, default: [:]][key.path] = type }
        }
        for (collection, retyped) in types {
            modes[collection] = modes[collection]?.map { entry in
                (entry.mode, TokenSource(tree: Self.retyping(entry.source.tree, path: [], types: retyped), origin: entry.source.origin))
            }
        }
    }

    /// The tree with each token whose value is an alias that `scale` gives an operation for (its id
    /// and the id it aliases) written as that computation (`{opacity.base} / 100`).
    private func scalingAliases(_ tree: JSONObject, path: [String], collection: String, scale: (String, String) -> String?) -> JSONObject {
        var result = tree
        for (offset, member) in tree.members.enumerated() where !member.key.isReservedName {
            guard var token = member.value.objectValue else { continue }
            let childPath = path + [member.key]
            guard let valueIndex = token.members.firstIndex(where: { $0.key == "$value" }) else {
                result.members[offset].value = JSONValue(
                    .object(scalingAliases(token, path: childPath, collection: collection, scale: scale)), at: member.value.position)
                continue
            }
            let written = token.members[valueIndex].value
            guard let text = written.stringValue, AliasSyntax.looksLikeAlias(text), case .success(let alias) = AliasSyntax.tokenID(text),
                let operation = scale(childPath.joined(separator: "."), alias)
            else { continue }
            let expression = JSONValue(.string(text + operation), at: written.position)
            token.members[valueIndex].value = JSONValue(.object(JSONObject([(ValueParser.expressionKey, expression)], at: written.position)), at: written.position)
            // Both sides are numbers (the alias had taken its target's type).
            token.members.removeAll { $0.key == "$type" }
            token.members.insert(.init(key: "$type", keyPosition: member.keyPosition, value: JSONValue(.string("number"), at: written.position)), at: 0)
            result.members[offset].value = JSONValue(.object(token), at: member.value.position)
        }
        return result
    }

    /// The tree with each literal number of `types`' tokens written as its type's value.
    private static func retyping(_ tree: JSONObject, path: [String], types: [String: TokenType]) -> JSONObject {
        var result = tree
        for (offset, member) in tree.members.enumerated() where !member.key.isReservedName {
            guard var token = member.value.objectValue else { continue }
            let childPath = path + [member.key]
            guard token.contains("$value") else {
                result.members[offset].value = JSONValue(.object(retyping(token, path: childPath, types: types)), at: member.value.position)
                continue
            }
            guard let type = types[childPath.joined(separator: ".")], let valueIndex = token.members.firstIndex(where: { $0.key == "$value" }),
                let number = token.members[valueIndex].value.numberValue
            else { continue }
            let position = token.members[valueIndex].value.position
            token.members[valueIndex].value = FigmaScopes.numberValue(number, type: type, at: position)
            let typeValue = JSONValue(.string(type.rawValue), at: position)
            if let typeIndex = token.members.firstIndex(where: { $0.key == "$type" }) {
                token.members[typeIndex].value = typeValue
            } else {
                token.members.insert(.init(key: "$type", keyPosition: member.keyPosition, value: typeValue), at: 0)
            }
            result.members[offset].value = JSONValue(.object(token), at: member.value.position)
        }
        return result
    }
}
