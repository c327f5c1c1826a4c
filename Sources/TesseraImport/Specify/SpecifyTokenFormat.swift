import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads Specify's token format (SDTF, what its `to-sdtf` parser writes): DTCG's `$type` and `$value`,
/// with every value kept by mode and in Specify's own shapes.
///
/// - A group with `$collection: {"$modes": ["Light", "Dark"]}` is a collection: a modifier whose
///   contexts are its modes (the first the default). Tokens outside collections are in the mode
///   `default` and form one set.
/// - A token's `$value` is an object by mode name; each mode's value is the type's shape or an alias
///   `{"$alias": "colors.base.blue", "$mode": "Light"}`, read as the reference `{colors.base.blue}`
///   (resolved in the mode chosen for the target's collection, as Figma resolves the variables it
///   came from). Any member of a composite may be such an alias too.
/// - Colors are `{model: "rgb", red, green, blue, alpha}` (0–255), `{model: "hex", hex, alpha}` or
///   `{model: "hsl", hue, saturation, lightness, alpha}`; a dimension or duration `{value, unit}`;
///   a shadow `{color, offsetX, offsetY, blurRadius, spreadRadius, type}` (`inner` is inset), `shadows`
///   a list of them; a `textStyle` `{font: {family, weight, style}, fontSize, lineHeight,
///   letterSpacing, textTransform, textDecoration, …}` a typography, its letter spacing in `%` that
///   share of the font size in em.
/// - What has no DTCG type (bitmaps, vectors, gradients, other color models) is left out with one
///   warning each (rule 1).
struct SpecifyTokenFormat {
    let diagnostics: DiagnosticEngine

    /// Whether `root` is an SDTF document: a group before its first token marks a collection with
    /// `$collection.$modes`, or that first token keeps its value by mode, one of them an alias with `$alias`
    /// and `$mode`, or `default` alone (no DTCG value has that one member). Stops at the first token.
    static func isDocument(_ root: JSONObject) -> Bool {
        var pending = [(root, 0)]
        while let (object, depth) = pending.popLast() {
            if object["$collection"]?.objectValue?["$modes"]?.arrayValue != nil { return true }
            if let written = object["$value"] {
                guard let value = written.objectValue else { return false }
                if value.count == 1, value.members[0].key == "default" { return true }
                return value.members.contains { member in
                    guard let inner = member.value.objectValue else { return false }
                    return inner["$alias"] != nil && inner["$mode"] != nil
                }
            }
            // A Style Dictionary token (`value` beside its siblings) is the first token too.
            if let plain = object["value"], plain.objectValue == nil { return false }
            guard depth < 8 else { continue }
            for member in object.members.reversed() where !member.key.hasPrefix("$") {
                if let child = member.value.objectValue { pending.append((child, depth + 1)) }
            }
        }
        return false
    }

    /// One collection found in the document: where it is and its modes.
    private struct Collection {
        var path: [String]
        var modes: [String]
        var builders: [TokenTreeBuilder]
    }

    func importProject(_ files: [(path: String, tree: JSONObject)]) -> ImportedProject {
        let base = TokenTreeBuilder()
        var baseOrigins: [String] = []
        var collections: [Collection] = []
        // Every collection first: a style kept by a collection's modes may come before that collection.
        for (_, tree) in files { findCollections(in: tree, path: [], into: &collections) }
        let lookup = Lookup(collections: collections)
        for (path, tree) in files {
            baseOrigins.append(path)
            walk(tree, path: [], collection: nil, base: base, in: lookup)
        }
        var steps: [ResolutionStep] = [.set(name: "Specify", sources: [TokenSource(tree: base.build(), origin: baseOrigins.joined(separator: ", "))])]
        for collection in collections {
            let name = collection.path.joined(separator: ".")
            var contexts: [String: [TokenSource]] = [:]
            for (mode, builder) in zip(collection.modes, collection.builders) {
                contexts[mode] = [TokenSource(tree: builder.build(), origin: "mode \(mode) of the Specify collection \(name)")]
            }
            steps.append(
                .modifier(
                    Modifier(
                        name: name, description: "Modes of the Specify collection \"\(name)\"", contextNames: collection.modes,
                        defaultContext: collection.modes[0], contexts: contexts, position: nil)))
        }
        return ImportedProject(name: nil, steps: steps)
    }

    /// The groups marked `$collection` with modes, outermost first (a collection inside another is part of it).
    /// A mode listed twice, or a mode that is no name, is read once or not at all, with one warning.
    private func findCollections(in group: JSONObject, path: [String], into collections: inout [Collection]) {
        if let listed = group["$collection"]?.objectValue?["$modes"], let written = listed.arrayValue {
            var modes: [String] = []
            for mode in written.compactMap(\.stringValue) where !modes.contains(mode) { modes.append(mode) }
            if modes.count != written.count {
                diagnostics.emit(
                    .warning, .unmappedValue,
                    "the Specify collection \(path.joined(separator: ".")) lists \(written.count) modes with \(modes.count) distinct \(modes.count == 1 ? "name" : "names"); each name is read once",
                    at: listed.position, fixIt: "list each mode once, by its name")
            }
            if !modes.isEmpty {
                collections.append(Collection(path: path, modes: modes, builders: modes.map { _ in TokenTreeBuilder() }))
                return
            }
        }
        for member in group.members where !member.key.hasPrefix("$") {
            guard let child = member.value.objectValue, child["$value"] == nil else { continue }
            findCollections(in: child, path: path + [member.key], into: &collections)
        }
    }

    /// The collections by their group's path and by their set of modes (the first of each), found once.
    private struct Lookup {
        let collections: [Collection]
        let byPath: [[String]: Int]
        let byModes: [Set<String>: Int]

        init(collections: [Collection]) {
            self.collections = collections
            byPath = Dictionary(collections.indices.map { (collections[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
            byModes = Dictionary(collections.indices.map { (Set(collections[$0].modes), $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private func walk(_ group: JSONObject, path: [String], collection: Int?, base: TokenTreeBuilder, in lookup: Lookup) {
        let collections = lookup.collections
        let collection = collection ?? lookup.byPath[path]
        for member in group.members where !member.key.hasPrefix("$") {
            guard let child = member.value.objectValue else { continue }
            let childPath = path + [member.key]
            guard let type = child["$type"]?.stringValue, let written = child["$value"] else {
                walk(child, path: childPath, collection: collection, base: base, in: lookup)
                continue
            }
            let id = childPath.joined(separator: ".")
            if let index = collection {
                var missing: [String] = []
                for (mode, builder) in zip(collections[index].modes, collections[index].builders) {
                    guard let value = modeValue(written, mode: mode) else {
                        missing.append(mode)
                        continue
                    }
                    builder.insert(token(type: type, value: value, of: child, id: id), at: childPath, position: member.keyPosition)
                }
                if !missing.isEmpty {
                    diagnostics.emit(
                        .warning, .unmappedValue,
                        "\(id) keeps no value for the mode\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) of the Specify collection \(collections[index].path.joined(separator: ".")); it is left out of \(missing.count == 1 ? "that mode" : "those modes")",
                        at: written.position, tokenPath: id, fixIt: "give it a value for every mode the collection lists")
                }
            } else if let value = modeValue(written, mode: "default") {
                base.insert(token(type: type, value: value, of: child, id: id), at: childPath, position: member.keyPosition)
            } else if let byMode = written.objectValue {
                // A style outside collections keeps values by the modes of the collection it aliases into: one
                // alias for all is that reference (resolved in the mode chosen for its collection); values that
                // differ by mode are that collection's, in each of its modes.
                let targets = Set(byMode.members.compactMap { $0.value.objectValue?["$alias"]?.stringValue })
                if targets.count == 1, byMode.members.allSatisfy({ $0.value.objectValue?["$alias"] != nil }) {
                    base.insert(token(type: type, value: byMode.members[0].value, of: child, id: id), at: childPath, position: member.keyPosition)
                } else if let index = lookup.byModes[Set(byMode.members.map(\.key))] {
                    for (mode, builder) in zip(collections[index].modes, collections[index].builders) {
                        guard let value = byMode[mode] else { continue }
                        builder.insert(token(type: type, value: value, of: child, id: id), at: childPath, position: member.keyPosition)
                    }
                } else if let first = byMode.members.first {
                    diagnostics.emit(
                        .warning, .unmappedValue,
                        "\(id) keeps values for the modes \(byMode.members.map(\.key).joined(separator: ", ")), which no collection of the file has; its value in \(first.key) is read",
                        at: written.position, tokenPath: id)
                    base.insert(token(type: type, value: first.value, of: child, id: id), at: childPath, position: member.keyPosition)
                }
            }
        }
    }

    /// A token's value in one mode: the member of that name, an alias of the whole token, or (outside
    /// collections) the only mode it has.
    private func modeValue(_ written: JSONValue, mode: String) -> JSONValue? {
        guard let byMode = written.objectValue else { return written }
        if byMode["$alias"] != nil { return written }
        if let value = byMode[mode] { return value }
        return mode == "default" && byMode.count == 1 ? byMode.members[0].value : nil
    }

    /// The DTCG token for one mode's value.
    private func token(type: String, value: JSONValue, of token: JSONObject, id: String) -> JSONObject {
        let position = value.position
        var members: [(String, JSONValue)] = []
        let translated: (TokenType, JSONValue)?
        switch type {
        case "color": translated = color(value).map { (.color, $0) }
        case "dimension", "breakpoint", "spacing", "radius": translated = (.dimension, aliases(in: value))
        case "duration": translated = (.duration, aliases(in: value))
        case "number", "zIndex", "opacity": translated = (.number, aliases(in: value))
        case "fontFamily": translated = (.fontFamily, aliases(in: value))
        case "fontWeight": translated = (.fontWeight, aliases(in: value))
        case "cubicBezier": translated = (.cubicBezier, aliases(in: value))
        case "string": translated = (.string, aliases(in: value))
        case "font": translated = value.objectValue.flatMap { $0["family"] }.map { (.fontFamily, aliases(in: $0)) } ?? alias(value).map { (.fontFamily, $0) }
        case "shadow", "shadows": translated = shadows(value).map { (.shadow, $0) }
        case "textStyle": translated = typography(value).map { (.typography, $0) }
        case "border": translated = border(value).map { (.border, $0) }
        default: translated = nil
        }
        guard let (tokenType, dtcg) = translated else {
            diagnostics.emit(
                .warning, .unmappedValue,
                "\(id) is a Specify \(type) value that no DTCG type holds (or in a shape Tessera does not read), so it is left out",
                at: position, tokenPath: id)
            // Kept as left out, so a token aliasing it is left out with it, naming it (rule 1).
            return JSONObject([("$value", ValueParser.leftOutMarker("its Specify \(type) value has no Swift meaning", at: position))], at: position)
        }
        members.append(("$type", JSONValue(.string(tokenType.rawValue), at: position)))
        members.append(("$value", dtcg))
        if let description = token["$description"], description.stringValue != nil { members.append(("$description", description)) }
        if let extensions = token["$extensions"], extensions.objectValue != nil { members.append(("$extensions", extensions)) }
        return JSONObject(members, at: position)
    }

    // MARK: Values

    /// `{"$alias": "a.b", "$mode": "m"}` as the reference `{a.b}`.
    private func alias(_ value: JSONValue) -> JSONValue? {
        guard let target = value.objectValue?["$alias"]?.stringValue else { return nil }
        return JSONValue(.string("{\(target)}"), at: value.position)
    }

    /// `value` with every alias object inside it written as a reference.
    private func aliases(in value: JSONValue) -> JSONValue {
        if let reference = alias(value) { return reference }
        switch value.kind {
        case .object(let object):
            return JSONValue(.object(JSONObject(object.members.map { ($0.key, aliases(in: $0.value)) }, at: value.position)), at: value.position)
        case .array(let items):
            return JSONValue(.array(items.map(aliases(in:))), at: value.position)
        default:
            return value
        }
    }

    private func number(_ value: JSONValue?) -> Double? { value?.numberValue?.value }

    private func color(_ value: JSONValue) -> JSONValue? {
        if let reference = alias(value) { return reference }
        guard let object = value.objectValue, let model = object["model"]?.stringValue else { return nil }
        let position = value.position
        let alpha = number(object["alpha"]) ?? 1
        func dtcg(_ space: String, _ components: [Double]) -> JSONValue {
            JSONValue(
                .object(
                    JSONObject(
                        [
                            ("colorSpace", JSONValue(.string(space), at: position)),
                            ("components", JSONValue(.array(components.map { JSONValue(.number(JSONNumber($0, isIntegerLiteral: false)), at: position) }), at: position)),
                            ("alpha", JSONValue(.number(JSONNumber(alpha, isIntegerLiteral: false)), at: position)),
                        ], at: position)), at: position)
        }
        switch model {
        case "rgb":
            guard let red = number(object["red"]), let green = number(object["green"]), let blue = number(object["blue"]) else { return nil }
            return dtcg("srgb", [red / 255, green / 255, blue / 255])
        case "hex":
            guard let hex = object["hex"]?.stringValue else { return nil }
            return alpha == 1 ? JSONValue(.string(hex), at: position) : HexColorText.scalingAlpha(of: hex, by: alpha).map { JSONValue(.string($0), at: position) }
        case "hsl":
            guard let hue = number(object["hue"]), let saturation = number(object["saturation"]), let lightness = number(object["lightness"]) else { return nil }
            return dtcg("hsl", [hue, saturation, lightness])
        default:
            return nil
        }
    }

    private func shadows(_ value: JSONValue) -> JSONValue? {
        if let reference = alias(value) { return reference }
        let layers = value.arrayValue ?? [value]
        var translated: [JSONValue] = []
        for layer in layers {
            if let reference = alias(layer) {
                translated.append(reference)
                continue
            }
            guard let object = layer.objectValue, let color = object["color"].flatMap(color) else { return nil }
            var members: [(String, JSONValue)] = [("color", color)]
            for (key, name) in [("offsetX", "offsetX"), ("offsetY", "offsetY"), ("blurRadius", "blur"), ("spreadRadius", "spread")] {
                if let length = object[key] { members.append((name, aliases(in: length))) }
            }
            if object["type"]?.stringValue == "inner" { members.append(("inset", JSONValue(.bool(true), at: layer.position))) }
            translated.append(JSONValue(.object(JSONObject(members, at: layer.position)), at: layer.position))
        }
        return value.arrayValue == nil ? translated.first : JSONValue(.array(translated), at: value.position)
    }

    private func typography(_ value: JSONValue) -> JSONValue? {
        if let reference = alias(value) { return reference }
        guard let object = value.objectValue else { return nil }
        let position = value.position
        var members: [(String, JSONValue)] = []
        if let font = object["font"] {
            if let reference = alias(font) {
                // A reference to a font token gives its family; its weight is the font token's own.
                members.append(("fontFamily", reference))
            } else if let fields = font.objectValue {
                if let family = fields["family"] { members.append(("fontFamily", aliases(in: family))) }
                if let weight = fields["weight"] { members.append(("fontWeight", aliases(in: weight))) }
                if let style = fields["style"]?.stringValue, RuntimeValueRules.isItalic(style) {
                    members.append(("fontStyle", JSONValue(.string(style), at: font.position)))
                }
            }
        }
        if let size = object["fontSize"] { members.append(("fontSize", aliases(in: size))) }
        // A font size written in px turns the lengths that are relative to it into what DTCG writes: a line
        // height into its multiple, a letter spacing in `%` (Figma's share of the font size) into px.
        let pixelSize = object["fontSize"]?.objectValue.flatMap { $0["unit"]?.stringValue == "px" ? $0["value"]?.numberValue?.value : nil }
        func number(_ value: Double, at position: SourcePosition) -> JSONValue {
            JSONValue(.number(JSONNumber(value, isIntegerLiteral: false)), at: position)
        }
        if let height = object["lineHeight"], !Self.isNull(height) {
            if let share = Self.length(height, unit: "%") {
                members.append(("lineHeight", number(share / 100, at: height.position)))
            } else if let pixels = Self.length(height, unit: "px"), let pixelSize, pixelSize > 0 {
                members.append(("lineHeight", number(pixels / pixelSize, at: height.position)))
            } else {
                members.append(("lineHeight", aliases(in: height)))
            }
        }
        if let spacing = object["letterSpacing"], !Self.isNull(spacing) {
            if let share = Self.length(spacing, unit: "%") {
                let written: JSONValue =
                    if let pixelSize {
                        JSONValue(.object(JSONObject([("value", number(share / 100 * pixelSize, at: spacing.position)), ("unit", JSONValue(.string("px"), at: spacing.position))], at: spacing.position)), at: spacing.position)
                    } else {
                        JSONValue(.string("\(formatNumber(share / 100))em"), at: spacing.position)
                    }
                members.append(("letterSpacing", written))
            } else {
                members.append(("letterSpacing", aliases(in: spacing)))
            }
        }
        if let spacing = object["paragraphSpacing"], spacing.objectValue != nil { members.append(("paragraphSpacing", aliases(in: spacing))) }
        if let indent = object["textIndent"], indent.objectValue != nil { members.append(("paragraphIndent", aliases(in: indent))) }
        if let transform = object["textTransform"]?.stringValue, transform != "none" { members.append(("textCase", JSONValue(.string(transform), at: position))) }
        if let decoration = object["textDecoration"]?.stringValue, decoration != "none" {
            members.append(("textDecoration", JSONValue(.string(decoration), at: position)))
        }
        return JSONValue(.object(JSONObject(members, at: position)), at: position)
    }

    private static func isNull(_ value: JSONValue) -> Bool {
        if case .null = value.kind { return true }
        return false
    }

    /// The number of a `{value, unit}` length in that unit.
    private static func length(_ value: JSONValue, unit: String) -> Double? {
        guard let object = value.objectValue, object["unit"]?.stringValue == unit else { return nil }
        return object["value"]?.numberValue?.value
    }

    private func border(_ value: JSONValue) -> JSONValue? {
        if let reference = alias(value) { return reference }
        guard let object = value.objectValue, let color = object["color"].flatMap(color), let width = object["width"] else { return nil }
        let style = object["style"]?.stringValue ?? "solid"
        return JSONValue(
            .object(JSONObject([("color", color), ("width", aliases(in: width)), ("style", JSONValue(.string(style), at: value.position))], at: value.position)),
            at: value.position)
    }
}
