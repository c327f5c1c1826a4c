import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads the file the Figma plugin Variables2JSON saves (and exporters written in its shape): one
/// document listing every collection with its modes in Figma's order, each mode listing its
/// variables by name. The array of collections other plugins save, each mode a tree of `$value`
/// groups, is put into this shape first (``modeListDocument(fromCollectionArray:)``).
///
/// ```json
/// {"version": "1.0.4", "metadata": {}, "collections": [
///   {"name": "Alias Token", "modes": [{"name": "Light", "variables": [
///     {"name": "bg/base", "type": "color", "isAlias": true, "value": {"collection": "Primitive Token", "name": "gray/0"}},
///     {"name": "bg/blur", "type": "color", "isAlias": false, "value": "#FFFFFF99"}]}]}]}
/// ```
///
/// The variables are put back into the REST response's terms (collections with modes, variables
/// with `valuesByMode`) and read by ``FigmaVariablesImporter``, so names, modes and aliases follow
/// the rules of every Figma shape:
/// - `color`, `number`, `string`, `boolean` are `COLOR`, `FLOAT`, `STRING`, `BOOLEAN` (the file keeps
///   no scopes, so a number is typed as a `FLOAT` with every scope is);
/// - a color is `#rrggbb`/`#rrggbbaa` or Figma's `{r, g, b, a}` from 0 to 1;
/// - an alias names its target by collection and variable name (`{"collection", "name"}`), as ids do
///   in the REST response: the target's modes apply;
/// - the first mode of a collection is its default, as in Figma.
///
/// Text and effect styles, which the plugin lists beside the variables (`typography`, `effect`),
/// are no variables: each style collection is a set of typography and shadow tokens, read as Figma
/// applies the style (``styleValue(_:type:)``).
struct FigmaModeLists {
    let diagnostics: DiagnosticEngine

    /// Whether a document has this shape: a `collections` array whose first collection's first mode
    /// lists its `variables` (the plugin API's modes have a `modeId` instead).
    static func isModeListFile(_ root: JSONObject) -> Bool {
        guard let collections = root["collections"]?.arrayValue, let first = collections.first?.objectValue,
            let mode = first["modes"]?.arrayValue?.first?.objectValue
        else { return false }
        return mode["variables"]?.arrayValue != nil && mode["modeId"] == nil && root["variables"] == nil
    }

    /// Whether a document is the file of the Figma plugins that save one entry per collection in an
    /// array, each collection keeping its modes by name and each mode its variables as nested groups
    /// of `$value` tokens ("Export/Import Variables"):
    ///
    /// ```json
    /// [{"Primitives": {"modes": {"Mode 1": {"Neutral": {"700": {"$scopes": ["ALL_SCOPES"], "$type": "color", "$value": "#3e3e3e"}}}}}},
    ///  {"Semantic": {"modes": {"Light": {"Foreground": {"Primary": {"$type": "color", "$collectionName": "Primitives", "$value": "{Neutral.700}"}}}}}}]
    /// ```
    ///
    /// Every element is an object with one member whose value has a `modes` object of objects.
    static func isCollectionArrayFile(_ value: JSONValue) -> Bool {
        guard let elements = value.arrayValue, !elements.isEmpty else { return false }
        return elements.allSatisfy { element in
            guard let object = element.objectValue, object.count == 1, let collection = object.members[0].value.objectValue,
                let modes = collection["modes"]?.objectValue, !modes.isEmpty
            else { return false }
            return modes.members.allSatisfy { $0.value.objectValue != nil }
        }
    }

    /// Such an array put into this reader's shape (collections listing their modes, each mode its
    /// variables by name), so one reading serves both files:
    /// - a variable's name is its path of groups joined by `/`, as Figma names it;
    /// - `$type` `float` is a number, `color`, `string` and `boolean` are themselves;
    /// - `$scopes` and `$description` are the variable's scopes and description;
    /// - a `$value` that is one reference `{Group.name}` is an alias to the variable at that path of
    ///   the collection `$collectionName` names (the variable's own collection, then any other, when it
    ///   names none); a collection the file does not hold is a library, as in the other shapes.
    static func modeListDocument(fromCollectionArray value: JSONValue) -> JSONObject {
        let entries: [(name: String, position: SourcePosition, modes: [JSONObject.Member])] = (value.arrayValue ?? []).compactMap { element in
            guard let member = element.objectValue?.members.first, let modes = member.value.objectValue?["modes"]?.objectValue else { return nil }
            return (member.key, member.keyPosition, modes.members)
        }
        // Each collection's variables by their dotted path, for aliases: `{Neutral.700}` is `Neutral/700`.
        var namesByPath: [String: [String: String]] = [:]
        var tokensByMode: [[[(path: [String], token: JSONObject, position: SourcePosition)]]] = []
        for entry in entries {
            var modes: [[(path: [String], token: JSONObject, position: SourcePosition)]] = []
            for mode in entry.modes {
                var tokens: [(path: [String], token: JSONObject, position: SourcePosition)] = []
                collectTokens(mode.value, path: [], into: &tokens)
                for token in tokens { namesByPath[entry.name, default: [:]][token.path.joined(separator: ".")] = token.path.joined(separator: "/") }
                modes.append(tokens)
            }
            tokensByMode.append(modes)
        }
        let collectionOrder = entries.map(\.name)
        var collections: [JSONValue] = []
        for (entry, modes) in zip(entries, tokensByMode) {
            let position = entry.position
            var modeValues: [JSONValue] = []
            for (mode, tokens) in zip(entry.modes, modes) {
                let variables = tokens.map { item -> JSONValue in
                    let written = item.token["$type"]?.stringValue ?? ""
                    var members: [(String, JSONValue)] = [
                        ("name", string(item.path.joined(separator: "/"), at: item.position)),
                        ("type", string(written == "float" ? "number" : written, at: item.position)),
                    ]
                    let tokenValue = item.token["$value"] ?? JSONValue(.null, at: item.position)
                    if let target = tokenValue.stringValue.flatMap(Self.referencedPath) {
                        let named = item.token["$collectionName"]?.stringValue ?? ""
                        let candidates = named.isEmpty ? [entry.name] + collectionOrder.filter { $0 != entry.name } : [named]
                        let collection = candidates.first { namesByPath[$0]?[target] != nil } ?? candidates[0]
                        let name = namesByPath[collection]?[target] ?? target.replacingOccurrences(of: ".", with: "/")
                        members.append(("isAlias", JSONValue(.bool(true), at: tokenValue.position)))
                        members.append(
                            ("value", object([("collection", string(collection, at: tokenValue.position)), ("name", string(name, at: tokenValue.position))], at: tokenValue.position)))
                    } else {
                        members.append(("isAlias", JSONValue(.bool(false), at: tokenValue.position)))
                        members.append(("value", tokenValue))
                    }
                    if let scopes = item.token["$scopes"] { members.append(("scopes", scopes)) }
                    if let description = item.token["$description"] { members.append(("description", description)) }
                    return object(members, at: item.position)
                }
                modeValues.append(object([("name", string(mode.key, at: mode.keyPosition)), ("variables", JSONValue(.array(variables), at: mode.keyPosition))], at: mode.keyPosition))
            }
            collections.append(object([("name", string(entry.name, at: position)), ("modes", JSONValue(.array(modeValues), at: position))], at: position))
        }
        return JSONObject([("collections", JSONValue(.array(collections), at: value.position))], at: value.position)
    }

    /// The `$value` tokens below a mode, depth first in the file's order, each with its path of groups.
    private static func collectTokens(
        _ value: JSONValue, path: [String], into tokens: inout [(path: [String], token: JSONObject, position: SourcePosition)]
    ) {
        guard let object = value.objectValue else { return }
        for member in object.members where !member.key.hasPrefix("$") {
            guard let child = member.value.objectValue else { continue }
            if child.contains("$value") {
                tokens.append((path + [member.key], child, member.keyPosition))
            } else {
                collectTokens(member.value, path: path + [member.key], into: &tokens)
            }
        }
    }

    /// The path inside a value that is one whole reference, `{Neutral.700}`; `nil` for anything else.
    private static func referencedPath(_ text: String) -> String? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// What one document holds, in the REST response's terms, and its style sets.
    struct Read {
        var collections: [FigmaVariablesImporter.CollectionInput] = []
        var variables: [JSONObject.Member] = []
        var styleSets: [ResolutionStep] = []
    }

    /// The ids of the collections of several such files (the `file`th of them given to ``read(_:path:file:idsByName:)``
    /// as `file`), keyed for aliases by their name, the first of a repeated name: an alias names its target's
    /// collection, which may be kept in another file of the input.
    static func collectionIDs(of roots: [JSONObject]) -> [String: String] {
        var ids: [String: String] = [:]
        for (file, root) in roots.enumerated() {
            for (index, collection) in (root["collections"]?.arrayValue ?? []).compactMap(\.objectValue).enumerated() {
                if let name = collection["name"]?.stringValue, ids[name] == nil { ids[name] = collectionID(file: file, index) }
            }
        }
        return ids
    }

    /// The collections of one file, each given an id no other file's collection has; aliases find their
    /// target's collection by name in `idsByName` (``collectionIDs(of:)``), the file's own when not given.
    func read(_ root: JSONObject, path: String, file: Int = 0, idsByName shared: [String: String]? = nil) -> Read {
        var read = Read()
        let collections = (root["collections"]?.arrayValue ?? []).compactMap(\.objectValue)
        let idsByName = shared ?? Self.collectionIDs(of: [root])
        for (index, collection) in collections.enumerated() {
            let position = collection.members.first?.keyPosition ?? .unknown
            guard let name = collection["name"]?.stringValue, let modes = collection["modes"]?.arrayValue?.compactMap(\.objectValue),
                !modes.isEmpty
            else {
                diagnostics.emit(
                    .error, .figmaInvalidResponse, "a collection of \(path) needs a \"name\" string and a \"modes\" array of modes",
                    at: position)
                continue
            }
            if Self.isStyleCollection(modes) {
                if let set = styleSet(name: name, modes: modes, path: path, at: position) { read.styleSets.append(set) }
                continue
            }
            let id = Self.collectionID(file: file, index)
            let modeIDs = modes.indices.map { "\(id)/\($0)" }
            let modeObjects = zip(modeIDs, modes).map { modeID, mode in
                Self.object(
                    [("modeId", Self.string(modeID, at: position)), ("name", mode["name"] ?? Self.string(modeID, at: position))],
                    at: position)
            }
            let members: [(String, JSONValue)] = [
                ("id", Self.string(id, at: position)), ("name", Self.string(name, at: position)),
                ("modes", JSONValue(.array(modeObjects), at: position)),
                ("defaultModeId", Self.string(modeIDs[0], at: position)),
            ]
            read.collections.append(
                .init(member: JSONObject.Member(key: id, keyPosition: position, value: Self.object(members, at: position)), origin: path))
            read.variables += variables(of: modes, collectionID: id, modeIDs: modeIDs, idsByName: idsByName)
        }
        return read
    }

    private static func collectionID(file: Int, _ index: Int) -> String {
        file == 0 ? "VariableCollectionId:modes/\(index)" : "VariableCollectionId:modes/\(file)/\(index)"
    }

    private static func variableID(collection: String, name: String) -> String { "\(collection)/\(name)" }

    /// A collection of styles: every variable of its first mode is a `typography` or an `effect`.
    private static func isStyleCollection(_ modes: [JSONObject]) -> Bool {
        guard let variables = modes.first?["variables"]?.arrayValue, !variables.isEmpty else { return false }
        return variables.allSatisfy { ["typography", "effect"].contains($0.objectValue?["type"]?.stringValue ?? "") }
    }

    /// One variable per name, with its value in each mode that lists it.
    private func variables(of modes: [JSONObject], collectionID: String, modeIDs: [String], idsByName: [String: String])
        -> [JSONObject.Member]
    {
        var order: [String] = []
        var entries: [String: [(modeID: String, variable: JSONObject, position: SourcePosition)]] = [:]
        for (modeID, mode) in zip(modeIDs, modes) {
            for item in mode["variables"]?.arrayValue ?? [] {
                guard let variable = item.objectValue, let name = variable["name"]?.stringValue else {
                    diagnostics.emit(.error, .figmaInvalidResponse, "a variable needs a \"name\" string", at: item.position)
                    continue
                }
                if entries[name] == nil { order.append(name) }
                entries[name, default: []].append((modeID, variable, item.position))
            }
        }
        var result: [JSONObject.Member] = []
        for name in order {
            guard let first = entries[name]?.first else { continue }
            let position = first.position
            let written = first.variable["type"]?.stringValue ?? ""
            let resolvedType =
                switch written {
                case "color": "COLOR"
                case "number": "FLOAT"
                case "string": "STRING"
                case "boolean": "BOOLEAN"
                default: written
                }
            var values: [(String, JSONValue)] = []
            for (modeID, variable, _) in entries[name] ?? [] {
                guard let value = variable["value"] else { continue }
                values.append((modeID, self.value(value, isAlias: variable["isAlias"]?.boolValue ?? false, type: resolvedType, idsByName: idsByName)))
            }
            let id = Self.variableID(collection: collectionID, name: name)
            var members: [(String, JSONValue)] = [
                ("id", Self.string(id, at: position)), ("name", Self.string(name, at: position)),
                ("variableCollectionId", Self.string(collectionID, at: position)),
                ("resolvedType", Self.string(resolvedType, at: position)),
                ("valuesByMode", Self.object(values, at: position)),
            ]
            for key in ["scopes", "description"] { if let member = first.variable[key] { members.append((key, member)) } }
            result.append(JSONObject.Member(key: id, keyPosition: position, value: Self.object(members, at: position)))
        }
        return result
    }

    /// A mode's value in the REST response's terms: an alias by its target's id, a hex color as a
    /// DTCG color (`{r, g, b, a}` is already Figma's), anything else as written.
    private func value(_ written: JSONValue, isAlias: Bool, type: String, idsByName: [String: String]) -> JSONValue {
        let position = written.position
        if isAlias, let target = written.objectValue, let name = target["name"]?.stringValue {
            // An alias to a collection the file does not hold names an id no input has: the importer
            // leaves the variable out and says which collection is missing.
            let collection = target["collection"]?.stringValue ?? ""
            let id = idsByName[collection].map { Self.variableID(collection: $0, name: name) } ?? "\(collection)/\(name)"
            return Self.object([("type", Self.string("VARIABLE_ALIAS", at: position)), ("id", Self.string(id, at: position))], at: position)
        }
        if type == "COLOR", let text = written.stringValue, let color = CSSColorParser.parse(text) {
            return color.canonicalJSON(at: position)
        }
        return written
    }

    // MARK: Styles

    /// A collection of text and effect styles as one set: its first mode's styles (styles have no modes).
    private func styleSet(name: String, modes: [JSONObject], path: String, at position: SourcePosition) -> ResolutionStep? {
        let builder = TokenTreeBuilder()
        var count = 0
        for item in modes[0]["variables"]?.arrayValue ?? [] {
            guard let style = item.objectValue, let styleName = style["name"]?.stringValue, let type = style["type"]?.stringValue,
                let written = style["value"]
            else { continue }
            let segments = styleName.split(separator: "/").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !segments.isEmpty, segments.count <= TokenTreeBuilder.maxPathLength else { continue }
            let tokenPath = DTCGName.repair(segments, at: item.position, diagnostics: diagnostics, format: "Figma style")
            let (tokenType, value) = styleValue(written, type: type, tokenPath: tokenPath.joined(separator: "."))
            let token = JSONObject(
                [("$type", Self.string(tokenType.rawValue, at: item.position)), ("$value", value)], at: item.position)
            builder.insert(token, at: tokenPath, position: item.position)
            count += 1
        }
        guard count > 0 else { return nil }
        return .set(name: name, sources: [TokenSource(tree: builder.build(), origin: "\(path) (styles \"\(name)\")")])
    }

    /// A style's value as Figma applies it: a text style as a typography, an effect style's drop and
    /// inner shadows as shadow layers. A blur (layer or background) has no DTCG type: a style holding
    /// one is left out rather than read without it.
    private func styleValue(_ written: JSONValue, type: String, tokenPath: String) -> (TokenType, JSONValue) {
        let position = written.position
        let object = written.objectValue ?? JSONObject()
        if type == "typography" { return (.typography, typography(object, at: position)) }
        var layers: [JSONValue] = []
        for effect in object["effects"]?.arrayValue ?? [] {
            guard let effect = effect.objectValue, effect["visible"]?.boolValue != false else { continue }
            let kind = effect["type"]?.stringValue ?? ""
            guard kind == "DROP_SHADOW" || kind == "INNER_SHADOW" else {
                let reason = "its effect \(kind.truncatedForMessage) has no DTCG type"
                diagnostics.emit(
                    .warning, .figmaUnsupportedValue,
                    "effect style \(tokenPath) holds a \(kind.truncatedForMessage) effect, which no DTCG type holds; the style is left out rather than read without it",
                    at: position, tokenPath: tokenPath)
                return (.shadow, ValueParser.leftOutMarker(reason, at: position))
            }
            let offset = effect["offset"]?.objectValue
            var layer: [(String, JSONValue)] = []
            if let color = effect["color"] { layer.append(("color", color.objectValue.map { Self.rgbaColor($0, at: position) } ?? color)) }
            layer.append(("offsetX", Self.pixels(offset?["x"], at: position)))
            layer.append(("offsetY", Self.pixels(offset?["y"], at: position)))
            layer.append(("blur", Self.pixels(effect["radius"], at: position)))
            layer.append(("spread", Self.pixels(effect["spread"], at: position)))
            if kind == "INNER_SHADOW" { layer.append(("inset", JSONValue(.bool(true), at: position))) }
            layers.append(Self.object(layer, at: position))
        }
        return (.shadow, JSONValue(.array(layers), at: position))
    }

    /// A text style's members in DTCG's terms: sizes in px; a line height in px or a percentage of the
    /// font size, as the multiple of the font size it is (`AUTO`, the font's own, is left to the
    /// typography's default); letter spacing in px or a percentage of the font size (in px for the
    /// style's size); the style name as the weight; Figma's case and decoration as CSS's words.
    private func typography(_ style: JSONObject, at position: SourcePosition) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let family = style["fontFamily"] { members.append(("fontFamily", family)) }
        if let size = style["fontSize"] { members.append(("fontSize", Self.pixels(size, at: position))) }
        if let weight = style["fontWeight"] ?? style["fontStyle"] {
            let named = weight.stringValue.flatMap { FontWeightKeyword.weight(named: $0) }
            members.append(("fontWeight", named.map { JSONValue(.number(JSONNumber($0, isIntegerLiteral: true)), at: weight.position) } ?? weight))
            if weight.stringValue?.lowercased().contains("italic") == true { members.append(("fontStyle", Self.string("italic", at: position))) }
        }
        if let height = style["lineHeight"]?.numberValue {
            switch style["lineHeightUnit"]?.stringValue?.uppercased() {
            case "PERCENT", "FONT_SIZE_%": members.append(("lineHeight", JSONValue(.number(JSONNumber(height.value / 100, isIntegerLiteral: false)), at: position)))
            case "AUTO": break
            default:
                // Figma sets the line in px; DTCG's line height is a multiple of the font size.
                if let size = style["fontSize"]?.numberValue?.value, size > 0 {
                    members.append(("lineHeight", JSONValue(.number(JSONNumber(height.value / size, isIntegerLiteral: false)), at: position)))
                } else {
                    members.append(("lineHeight", Self.pixels(style["lineHeight"], at: position)))
                }
            }
        }
        if let spacing = style["letterSpacing"]?.numberValue {
            if style["letterSpacingUnit"]?.stringValue?.uppercased() == "PERCENT" {
                // A percentage of the font size: in px for the style's own size, as Figma sets it.
                if let size = style["fontSize"]?.numberValue?.value {
                    members.append(("letterSpacing", Self.measure(spacing.value * size / 100, unit: "px", at: position)))
                } else {
                    members.append(("letterSpacing", Self.measure(spacing.value / 100, unit: "em", at: position)))
                }
            } else {
                members.append(("letterSpacing", Self.pixels(style["letterSpacing"], at: position)))
            }
        }
        let cases = ["UPPER": "uppercase", "LOWER": "lowercase", "TITLE": "capitalize"]
        if let textCase = style["textCase"]?.stringValue.flatMap({ cases[$0.uppercased()] }) { members.append(("textCase", Self.string(textCase, at: position))) }
        let decorations = ["UNDERLINE": "underline", "STRIKETHROUGH": "line-through"]
        if let decoration = style["textDecoration"]?.stringValue.flatMap({ decorations[$0.uppercased()] }) {
            members.append(("textDecoration", Self.string(decoration, at: position)))
        }
        return Self.object(members, at: position)
    }

    /// Figma's `{r, g, b, a}` from 0 to 1 as a DTCG color.
    private static func rgbaColor(_ rgba: JSONObject, at position: SourcePosition) -> JSONValue {
        let channels = ["r", "g", "b"].map { rgba[$0]?.numberValue ?? JSONNumber(0, isIntegerLiteral: true) }
        return object(
            [
                ("colorSpace", string("srgb", at: position)),
                ("components", JSONValue(.array(channels.map { JSONValue(.number($0), at: position) }), at: position)),
                ("alpha", JSONValue(.number(rgba["a"]?.numberValue ?? JSONNumber(1, isIntegerLiteral: true)), at: position)),
            ], at: position)
    }

    /// A number of Figma's px as a DTCG dimension; 0 when the style leaves it out.
    private static func pixels(_ written: JSONValue?, at position: SourcePosition) -> JSONValue {
        guard let number = written?.numberValue else { return measure(0, unit: "px", at: position) }
        return object([("value", JSONValue(.number(number), at: written?.position ?? position)), ("unit", string("px", at: position))], at: position)
    }

    private static func measure(_ value: Double, unit: String, at position: SourcePosition) -> JSONValue {
        object([("value", JSONValue(.number(JSONNumber(value, isIntegerLiteral: false)), at: position)), ("unit", string(unit, at: position))], at: position)
    }

    private static func object(_ members: [(String, JSONValue)], at position: SourcePosition) -> JSONValue {
        JSONValue(.object(JSONObject(members, at: position)), at: position)
    }

    private static func string(_ text: String, at position: SourcePosition) -> JSONValue {
        JSONValue(.string(text), at: position)
    }
}
