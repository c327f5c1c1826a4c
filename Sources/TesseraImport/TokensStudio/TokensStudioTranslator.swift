import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Translates one Tokens Studio token set into a DTCG token tree.
///
/// Literals become their DTCG 2025.10 form (`"16"` → `{"value": 16, "unit": "px"}`,
/// `"#f56565"` → a color object, `"Bold"` → 700); whole-value aliases stay
/// aliases; math, `rgba({ref}, 0.5)` and color modifiers become computed values
/// (`{"$expression": …, "$modify": …}`) that the resolver evaluates in each
/// permutation. Every position is the one in the Tokens Studio file, so
/// diagnostics point there. What cannot be mapped is reported and left out.
struct TokensStudioTranslator {
    let diagnostics: DiagnosticEngine
    /// Every set's tree as written, in set order, for the readings that follow a reference (``TokensStudioValueReader/sets``).
    var sets: [JSONObject] = []

    /// The translated tree of a set whose tokens are below `root`.
    func translate(_ root: JSONObject) -> JSONObject {
        group(root, path: [], inheritedType: nil, setRoot: root)
    }

    /// - Parameter inheritedType: The closest enclosing group's type: its `$type` in the plugin's DTCG form, its
    ///   `type` (a text) in the legacy one. The plugin gives it to every token below that has none of its own
    ///   (`isTokenGroupWithType`, then `inheritTypeLevel`), so `{"space": {"type": "spacing", "s": {"value": "4"}}}`
    ///   is a spacing of 4px, not the number 4.
    private func group(_ object: JSONObject, path: [String], inheritedType: JSONValue?, setRoot: JSONObject) -> JSONObject {
        var result = JSONObject()
        let groupType = object["$type"] ?? object["type"].flatMap { $0.stringValue != nil ? $0 : nil } ?? inheritedType
        for member in object.members {
            if member.key.isReservedName {
                // Groups may carry a description or extensions; Tokens Studio's own `$themes`/`$metadata` are read elsewhere.
                if member.key == "$description" || member.key == "$extensions" { result.members.append(member) }
                continue
            }
            guard let child = member.value.objectValue else {
                // A group's `type` is its tokens' (above); its `description` has no meaning for them.
                if member.key != "type" && member.key != "description" {
                    diagnostics.emit(
                        .warning, .unmappedValue,
                        "\"\(member.key.truncatedForMessage)\" in group \(path.isEmpty ? "(top level)" : path.joined(separator: ".")) is neither a token nor a group; it is left out",
                        at: member.keyPosition, tokenPath: path.isEmpty ? nil : path.joined(separator: "."))
                }
                continue
            }
            let childPath = path + [member.key]
            if Self.isToken(child) {
                if let token = token(
                    child, id: childPath.joined(separator: "."), at: member.keyPosition, inheritedType: groupType, setRoot: setRoot)
                {
                    result.members.append(JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: token))
                }
            } else {
                let translated = group(child, path: childPath, inheritedType: groupType, setRoot: setRoot)
                result.members.append(
                    JSONObject.Member(
                        key: member.key, keyPosition: member.keyPosition,
                        value: JSONValue(.object(translated), at: member.value.position)))
            }
        }
        return result
    }

    /// Whether an object is a token (`value` or `$value`) rather than a group that happens to contain one named `value`.
    static func isToken(_ object: JSONObject) -> Bool {
        if object.contains("$value") { return true }
        guard let value = object["value"] else { return false }
        guard let inner = value.objectValue else { return true }
        // A group named "value" holds tokens; a composite value holds plain properties.
        return inner.isEmpty || !inner.members.allSatisfy { $0.value.objectValue.map(isToken) ?? false }
    }

    // MARK: Tokens

    private func token(
        _ object: JSONObject, id: String, at position: SourcePosition, inheritedType: JSONValue?, setRoot: JSONObject
    ) -> JSONValue? {
        guard let valueMember = object.member("$value") ?? object.member("value") else { return nil }
        let typeJSON = object["$type"] ?? object["type"] ?? inheritedType
        let reader = TokensStudioValueReader(diagnostics: diagnostics, tokenID: id, sets: sets)
        var members: [JSONObject.Member] = []
        let studioType: TokensStudioType?
        if let typeJSON {
            guard let name = typeJSON.stringValue else {
                diagnostics.emit(
                    .warning, .unknownStudioType, "token \(id) has a type that is not a string; it is left out",
                    at: typeJSON.position, tokenPath: id)
                return nil
            }
            if let known = TokensStudioType(name: name) {
                studioType = known
            } else if let mapped = TokensStudioType.named(byTool: name) {
                diagnostics.emit(
                    .warning, .toolTypeName,
                    "type \"\(name.truncatedForMessage)\" is not a Tokens Studio or DTCG type; read as \(mapped.readAs), which its name says",
                    at: typeJSON.position, tokenPath: id, fixIt: "write \"type\": \"\(mapped.readAs)\"")
                studioType = mapped.type
            } else {
                // As in every reader: the value as it is written, a number when it is one.
                diagnostics.typeKeptPlain(
                    name, member: object["$type"] != nil ? "$type" : "type", at: typeJSON.position, tokenPath: id)
                if let reason = diagnostics.typedNone(name, value: valueMember.value, tokenPath: id) {
                    return leftOut(valueMember, at: position, reason: reason)
                }
                studioType = reader.isNumeric(valueMember.value) ? .number : .other
            }
        } else {
            studioType = nil
        }

        if studioType == .composition, let properties = valueMember.value.objectValue {
            return expandedComposition(properties, id: id, at: position)
        }
        var value: JSONValue
        var addedExtensions: [JSONObject.Member] = []
        if let studioType {
            let modify = object["$extensions"]?.objectValue?["studio.tokens"]?.objectValue?["modify"]
            guard let read = reader.value(valueMember.value, as: studioType) else {
                return leftOut(valueMember, at: position)
            }
            value = read.json
            addedExtensions = read.extensions
            if let type = read.type { members.append(member("$type", type.rawValue, at: typeJSON?.position ?? position)) }
            if let modify, appliesModifier(modify, to: valueMember.value, type: read.type, id: id) {
                guard let modified = modifiedValue(valueMember.value, modify: modify, type: read.type, id: id, setRoot: setRoot)
                else { return leftOut(valueMember, at: position) }
                value = modified
            }
        } else {
            guard valueMember.value.objectValue == nil, valueMember.value.arrayValue == nil else {
                // Without a type an object cannot be read (the sd-transforms fixtures keep a modifier object this way).
                diagnostics.emit(
                    .warning, .unmappedValue, "token \(id) has no type and an object or array value; it is left out",
                    at: valueMember.keyPosition, tokenPath: id, fixIt: "give the token a type")
                return nil
            }
            // No type: the resolver infers one from the value and says so.
            value = TokensStudioValueReader.aliasFromLegacy(valueMember.value.stringValue ?? "")
                .map { JSONValue(.string($0), at: valueMember.value.position) } ?? valueMember.value
        }
        members.append(JSONObject.Member(key: "$value", keyPosition: valueMember.keyPosition, value: value))
        if let description = (object["$description"] ?? object["description"]), description.stringValue != nil {
            members.append(JSONObject.Member(key: "$description", keyPosition: description.position, value: description))
        }
        if var extensions = object.member("$extensions"), var vendors = extensions.value.objectValue {
            vendors.members.append(contentsOf: addedExtensions)
            extensions.value = JSONValue(.object(vendors), at: extensions.value.position)
            members.append(extensions)
        } else if !addedExtensions.isEmpty {
            members.append(JSONObject.Member(key: "$extensions", keyPosition: position, value: JSONValue(.object(JSONObject(addedExtensions)), at: position)))
        }
        return JSONValue(.object(JSONObject(members)), at: position)
    }

    /// A token whose value was reported as one Tessera leaves out: kept with a left-out marker, so
    /// the tokens referring to it are left out with it (rule 1, `ValueParser+LeftOut`) rather than
    /// said to refer to nothing.
    /// Its written text is kept too: the plugin places a token's text wherever a reference names it, so
    /// `rgba({white}, {opacity.80})` reads the `80%` of a color token that is no color
    /// (`ValueParser.placedTextOfLeftOut`).
    private func leftOut(_ valueMember: JSONObject.Member, at position: SourcePosition, reason: String? = nil) -> JSONValue {
        let reason = reason ?? "its Tokens Studio value \(valueMember.value.compactText.truncatedForMessage) has no value an app can use"
        let value = ValueParser.leftOutMarker(reason, at: valueMember.value.position)
        var members = [JSONObject.Member(key: "$value", keyPosition: valueMember.keyPosition, value: value)]
        if let text = valueMember.value.stringValue, !AliasSyntax.containsAlias(text) {
            let written = JSONObject.Member(
                key: ValueParser.writtenTextExtension, keyPosition: valueMember.keyPosition,
                value: JSONValue(.string(String(text.trimmingSpaces)), at: valueMember.value.position))
            members.append(
                JSONObject.Member(
                    key: "$extensions", keyPosition: valueMember.keyPosition,
                    value: JSONValue(.object(JSONObject([written])), at: position)))
        }
        return JSONValue(.object(JSONObject(members)), at: position)
    }

    /// A composition token as a group of one token per property, typed by the property's name
    /// (what sd-transforms' `expand` does): `{"fill": …, "sizing": …}` → `id.fill` (color), `id.sizing` (dimension).
    private func expandedComposition(_ properties: JSONObject, id: String, at position: SourcePosition) -> JSONValue? {
        var members: [JSONObject.Member] = []
        for property in properties.members {
            let propertyID = id + "." + property.key
            guard let type = Self.compositionPropertyTypes[property.key] ?? TokensStudioType(name: property.key) else {
                // One cause, however many compositions share it (generated component sets repeat
                // Figma's layout properties, `layoutMode`, `horizontalResizing`, in hundreds): said once.
                if diagnostics.isFirstReport(of: "TS0700 composition property \(property.key)") {
                    diagnostics.emit(
                        .warning, .unmappedValue,
                        "composition \(id) has the property \"\(property.key.truncatedForMessage)\", which names no token type; it is left out of every composition that has it",
                        at: property.keyPosition, tokenPath: id)
                }
                continue
            }
            let reader = TokensStudioValueReader(diagnostics: diagnostics, tokenID: propertyID, sets: sets)
            guard let read = reader.value(property.value, as: type) else {
                // Reported by the reader; kept as left out, so a token referring to it is left out too (rule 1).
                members.append(
                    JSONObject.Member(key: property.key, keyPosition: property.keyPosition, value: leftOut(property, at: property.keyPosition)))
                continue
            }
            var token: [JSONObject.Member] = []
            if let type = read.type { token.append(member("$type", type.rawValue, at: property.keyPosition)) }
            token.append(JSONObject.Member(key: "$value", keyPosition: property.keyPosition, value: read.json))
            members.append(
                JSONObject.Member(
                    key: property.key, keyPosition: property.keyPosition,
                    value: JSONValue(.object(JSONObject(token)), at: property.keyPosition)))
        }
        guard !members.isEmpty else { return nil }
        return JSONValue(.object(JSONObject(members)), at: position)
    }

    /// Composition properties that are not type names themselves: the plugin's properties, each read
    /// as the type of the token it takes (a corner's radius as a `borderRadius`, one side's border as
    /// a `border`, the background blur's radius as a length).
    static let compositionPropertyTypes: [String: TokensStudioType] = [
        "fill": .color, "backgroundColor": .color, "borderColor": .color, "width": .dimension, "height": .dimension,
        "minWidth": .dimension, "minHeight": .dimension, "maxWidth": .dimension, "maxHeight": .dimension,
        "paddingTop": .dimension, "paddingRight": .dimension, "paddingBottom": .dimension, "paddingLeft": .dimension,
        "itemSpacing": .dimension, "counterAxisSpacing": .dimension, "horizontalPadding": .dimension,
        "verticalPadding": .dimension, "backgroundBlur": .dimension,
        "borderRadiusTopLeft": .dimension, "borderRadiusTopRight": .dimension, "borderRadiusBottomRight": .dimension,
        "borderRadiusBottomLeft": .dimension,
        "borderWidthTop": .dimension, "borderWidthRight": .dimension, "borderWidthBottom": .dimension, "borderWidthLeft": .dimension,
        "borderTop": .border, "borderRight": .border, "borderBottom": .border, "borderLeft": .border,
        "rotation": .number,
    ]

    private func member(_ key: String, _ text: String, at position: SourcePosition) -> JSONObject.Member {
        JSONObject.Member(key: key, keyPosition: position, value: JSONValue(.string(text), at: position))
    }

    /// Whether `modify` changes the token, as Tokens Studio applies it: only to a color written as
    /// a string, and only with a modifier type (`{}` changes nothing). A modifier anywhere else is
    /// ignored by the plugin and sd-transforms alike, so the token keeps its value; a modifier
    /// that says what it would do is ignored with a warning.
    private func appliesModifier(_ modify: JSONValue, to written: JSONValue, type: TokenType?, id: String) -> Bool {
        if let object = modify.objectValue, object["type"] == nil { return false }
        guard type == .color, written.stringValue != nil else {
            diagnostics.emit(
                .warning, .unmappedValue,
                "token \(id) has a color modifier but is not a color written as a string; Tokens Studio ignores the modifier, and so does Tessera",
                at: modify.position, tokenPath: id, fixIt: "remove the modifier, or make the token a color")
            return false
        }
        return true
    }

    /// A color with `$extensions["studio.tokens"].modify`: the written value (a literal, an alias or an expression)
    /// computed, then modified.
    private func modifiedValue(_ written: JSONValue, modify: JSONValue, type: TokenType?, id: String, setRoot: JSONObject) -> JSONValue? {
        guard let text = written.stringValue else { return nil }
        var modifier = modify
        // The modifier may itself be a reference to a token whose value is the modifier object.
        if let reference = modify.stringValue {
            guard let target = Self.lookup(reference, in: setRoot), let object = (target["$value"] ?? target["value"]), object.objectValue != nil
            else {
                diagnostics.emit(
                    .warning, .unmappedValue,
                    "the color modifier of \(id) is \(reference.truncatedForMessage), which does not name a modifier object in the same set; the token is left out",
                    at: modify.position, tokenPath: id)
                return nil
            }
            modifier = object
        }
        var expression = TokensStudioValueReader.aliasFromLegacy(text) ?? TokensStudioValueReader.bracingLegacyAliases(text)
        // A CSS color keyword (`transparent`, `red`), which colorjs.io reads before the plugin modifies it and the
        // math grammar has no word for: its sRGB channels are placed instead.
        if let color = Self.colorKeyword(expression) { expression = color }
        // Math is computed; a CSS color function with references (`hsl({h} {s} {l})`) has the targets'
        // text placed and is read as a CSS color. Either is then modified.
        let key: String
        switch Expression.parse(expression) {
        case .success: key = ValueParser.expressionKey
        case .failure where TokensStudioValueReader.isColorFunctionWithReferences(expression): key = ValueParser.interpolationKey
        case .failure(let error):
            diagnostics.emit(
                .warning, .invalidExpression, "\(id): \(ValueParser.describe(error, in: text)); the token is left out",
                at: written.position, tokenPath: id)
            return nil
        }
        let object = JSONObject([
            JSONObject.Member(key: key, keyPosition: written.position, value: JSONValue(.string(expression), at: written.position)),
            JSONObject.Member(key: ValueParser.modifyKey, keyPosition: modifier.position, value: modifier),
        ])
        return JSONValue(.object(object), at: written.position)
    }

    /// `rgba(…)` text for a CSS color keyword (`transparent` is `rgba(0, 0, 0, 0)`); `nil` for any other text.
    static func colorKeyword(_ text: String) -> String? {
        let word = text.trimmingSpaces
        guard !word.isEmpty, word.allSatisfy(\.isLetter), let color = CSSColorParser.parse(String(word)) else { return nil }
        let hex = Array(color.srgbHex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).compactMap { Int(String(hex[$0..<$0 + 2]), radix: 16) }
        guard channels.count == 3 else { return nil }
        return "rgba(\(channels.map(String.init).joined(separator: ", ")), \(formatNumber(color.alpha)))"
    }

    /// The token object at a `{a.b}` path in a raw Tokens Studio tree.
    static func lookup(_ reference: String, in root: JSONObject) -> JSONObject? {
        guard AliasSyntax.looksLikeAlias(reference) else { return nil }
        var current = root
        for segment in reference.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = current[String(segment)]?.objectValue else { return nil }
            current = next
        }
        return current
    }
}
