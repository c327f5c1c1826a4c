import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// The files the Figma plugin "Design Tokens" (lukasoppermann/design-tokens) exports in its
/// standard format: Style Dictionary's shape (`value`, `type`, `description`), each token from a
/// style or variable marked with `extensions["org.lukasoppermann.figmaDesignTokens"]`, lengths
/// written as bare numbers in px (Figma's unit), and composite values of its own types:
///
/// - `custom-shadow` `{shadowType, radius, color, offsetX, offsetY, spread}`: a DTCG shadow
///   (`radius` is the blur, `innerShadow` is inset);
/// - `custom-gradient` `{gradientType, rotation, stops: [{position, color}]}`: a DTCG gradient,
///   its rotation (CSS degrees, as the plugin's own examples use it) kept as Tessera's gradient angle;
///   radial, angular and diamond gradients are left out;
/// - `custom-fontStyle` `{fontSize, fontFamily, fontWeight, letterSpacing, lineHeight, …}` (lengths in
///   px, the line height too): a DTCG typography, `fontStretch` kept in `$extensions`;
/// - `custom-opacity`: a number; `custom-radius` with four equal corners: a dimension;
/// - `dimension` is what it writes for every `FLOAT` variable, so the variable's scopes, which it
///   keeps in its extension, say what the number is (``FigmaScopes``): scoped `FONT_WEIGHT` alone,
///   a font weight; `OPACITY` alone, Figma's percentage, so its fraction; any other, the px length.
///   A `FLOAT` aliasing another is written `dimension` whatever the other is, so it takes the type
///   of the token it names. A project whose Style Dictionary configuration has a size transform
///   builds the file itself: its transforms read every `dimension` as a length, scopes unread;
/// - `custom-grid`, `custom-spacing`, `custom-stroke`, `custom-transition` and uneven radii have no
///   DTCG type: left out (rule 1, ``ValueParser/leftOutMarker(_:at:)``) with one warning each.
///
/// The plugin's original format (its first versions) writes a style as a group with `category` and
/// `exportKey` beside its properties, each `{"value": 16, "type": "number", "unit": "pixel"}`: the
/// unit is the plugin's word, `pixel`, `percent` or `degree` (``originalFormatProperty(_:unit:name:id:)``).
///
/// A file is the plugin's when any token in it carries the extension (the typography groups and
/// the numbered members of a multi-fill style do not), or, exported without extensions, when a
/// color token has the plugin's `blendMode` member or a token has one of the plugin's own types
/// (`custom-shadow`, ``ownTypes``), or a group is a style of the original format; a file of the same
/// export without any (a collection of lengths only) is the plugin's by its sibling (``wrote(files:)``).
struct FigmaDesignTokensPlugin {
    static let extensionKey = "org.lukasoppermann.figmaDesignTokens"

    /// The types only the plugin writes.
    static let ownTypes: Set<String> = [
        "custom-shadow", "custom-gradient", "custom-fontStyle", "custom-opacity", "custom-radius", "custom-grid", "custom-spacing",
        "custom-stroke", "custom-transition",
    ]

    let diagnostics: DiagnosticEngine

    /// Whether some token of `root` carries the plugin's extension, or is a color with the
    /// `blendMode` the plugin writes beside its value (its exports without extensions keep that
    /// member). Iterative, stops at the first.
    static func wrote(_ root: JSONObject) -> Bool {
        var pending = [root]
        while let object = pending.popLast() {
            if object["blendMode"]?.stringValue != nil, object["value"] != nil, object["type"]?.stringValue == "color" { return true }
            if object["value"] != nil, let type = object["type"]?.stringValue, ownTypes.contains(type) { return true }
            if object["category"]?.stringValue != nil, object["exportKey"]?.stringValue != nil, object["value"] == nil { return true }
            for member in object.members {
                guard let child = member.value.objectValue else { continue }
                if member.key == "extensions", child[extensionKey] != nil { return true }
                pending.append(child)
            }
        }
        return false
    }

    /// Which of a project's files the plugin wrote. One export split into files (one per
    /// collection, as `primitives.tokens.json` and `responsive.tokens.json`) is one export: when
    /// one file shows the plugin's marks (``wrote(_:)``), a file beside it in the same shape
    /// (`value`, `type`, no `$value`) that shows none, a collection of lengths only, is the
    /// plugin's too, and its bare lengths are px as well. A file in DTCG's syntax never is.
    static func wrote(files roots: [JSONObject]) -> [Bool] {
        let marked = roots.map(wrote)
        guard marked.contains(true) else { return marked }
        return zip(roots, marked).map { root, marked in marked || !usesDollarSyntax(root) }
    }

    /// Whether some object of `root` has a `$value` or `$type` member. Iterative, stops at the first.
    private static func usesDollarSyntax(_ root: JSONObject) -> Bool {
        var pending = [root]
        while let object = pending.popLast() {
            for member in object.members {
                if member.key == "$value" || member.key == "$type" { return true }
                if let child = member.value.objectValue { pending.append(child) }
            }
        }
        return false
    }

    /// The scopes of the Figma variable a token was exported from (`extensions[…].scopes`); `nil` for
    /// a token from a style, which has none.
    static func variableScopes(of token: JSONObject) -> [String]? {
        guard let scopes = token["extensions"]?.objectValue?[extensionKey]?.objectValue?["scopes"], scopes.arrayValue != nil else { return nil }
        return FigmaScopes.scopes(scopes)
    }

    /// A token of one of the plugin's own types, translated: its DTCG type (`nil` when left out,
    /// or for an alias that takes its target's) and value, and what goes to `$extensions`. `nil`
    /// when `type` is not one of the plugin's and the type written stands.
    /// - Parameter scopes: The scopes of the variable the token was exported from (``variableScopes(of:)``).
    func translate(type: String, value: JSONValue, id: String, scopes: [String]? = nil)
        -> (type: TokenType?, value: JSONValue, extensions: [(String, JSONValue)])?
    {
        let object = value.objectValue
        switch type {
        case "dimension":
            guard let scopes else { return nil }
            return variableNumber(value, scopes: scopes)
        case "custom-shadow":
            guard let object, let shadow = shadow(object, id: id, at: value.position) else { return leftOut(type, value, id: id) }
            return (.shadow, shadow, [])
        case "custom-gradient":
            guard let object else { return leftOut(type, value, id: id) }
            return gradient(object, id: id, at: value.position)
        case "custom-fontStyle":
            guard let object else { return leftOut(type, value, id: id) }
            return fontStyle(object, id: id, at: value.position)
        case "custom-opacity":
            return (.number, value, [])
        case "custom-radius":
            let corners = ["topLeft", "topRight", "bottomLeft", "bottomRight"].compactMap { object?[$0]?.numberValue?.value }
            guard corners.count == 4, Set(corners).count == 1, let first = object?["topLeft"] else {
                return leftOut(type, value, id: id, because: "its corners differ, and a DTCG dimension is one radius")
            }
            reportPixels([("radius", first)], id: id)
            return (.dimension, pixels(first), [])
        case "custom-grid", "custom-spacing", "custom-stroke", "custom-transition":
            return leftOut(type, value, id: id)
        default:
            return nil
        }
    }

    /// A `FLOAT` variable the plugin wrote as `dimension`, read by its scopes; `nil` for a length,
    /// which stays the px dimension written.
    private func variableNumber(_ value: JSONValue, scopes: [String]) -> (type: TokenType?, value: JSONValue, extensions: [(String, JSONValue)])? {
        if let text = value.stringValue, AliasSyntax.looksLikeAlias(text) { return (nil, value, []) }
        guard let number = value.numberValue else { return nil }
        if FigmaScopes.numberType(scopes: scopes) == .fontWeight { return (.fontWeight, value, []) }
        if FigmaScopes.holdsPercentage(scopes: scopes) {
            return (.number, JSONValue(.number(JSONNumber(number.value / 100, isIntegerLiteral: false)), at: value.position), [])
        }
        return nil
    }

    /// A property of the original format with the plugin's unit beside its value: `pixel` is a length in
    /// px (an alias keeps its target's value), `percent` of a line height is that share of the font size (a
    /// multiple) and of a letter spacing an em, as CSS computes either; another percentage, and an angle in
    /// `degree`, have no DTCG type: left out (rule 1); a reference is its target's value. `nil` for a unit of
    /// no such name.
    func originalFormatProperty(_ value: JSONValue, unit: String, name: String, id: String) -> (type: TokenType?, value: JSONValue)? {
        let number = value.numberValue?.value
        let folded = name.lowercased().filter { $0 != "-" && $0 != "_" }
        switch unit {
        case "pixel":
            return (.dimension, pixels(value))
        case "percent" where number != nil && folded == "lineheight":
            return (.number, JSONValue(.number(JSONNumber(number! / 100, isIntegerLiteral: false)), at: value.position))
        case "percent" where number != nil && folded == "letterspacing":
            return (.dimension, JSONValue(.string("\(formatNumber(number! / 100))em"), at: value.position))
        case "percent" where number == nil, "degree" where number == nil:
            // A reference: the value of the property it names, which says its own unit.
            return (nil, value)
        case "percent", "degree":
            return leftOutProperty(value, id: id, because: unit == "percent" ? "a percentage of a size the token does not name" : "an angle, which no DTCG type holds")
        default:
            return nil
        }
    }

    private func leftOutProperty(_ value: JSONValue, id: String, because reason: String) -> (type: TokenType?, value: JSONValue) {
        diagnostics.emit(
            .warning, .unmappedValue, "\(id) is a Figma Design Tokens plugin value in \(reason), so it is left out",
            at: value.position, tokenPath: id)
        return (nil, ValueParser.leftOutMarker("its value is \(reason)", at: value.position))
    }

    /// A bare number the plugin wrote for a length, as `{"value": n, "unit": "px"}`; anything else
    /// (an alias) as written.
    func pixels(_ json: JSONValue) -> JSONValue {
        guard let number = json.numberValue else { return json }
        let position = json.position
        return JSONValue(
            .object(JSONObject([("value", JSONValue(.number(number), at: position)), ("unit", JSONValue(.string("px"), at: position))], at: position)),
            at: position)
    }

    /// Says that bare numbers were read as px: one warning per file, at the first such number. The plugin
    /// writes every length so, one cause for the whole file, which no one editing tokens can change.
    func reportPixels(_ lengths: [(name: String, value: JSONValue)], id: String) {
        let bare = lengths.filter { $0.value.numberValue != nil }
        guard let first = bare.first, let number = first.value.numberValue?.value,
            Self.isFirstPixelReport(in: first.value.position, diagnostics: diagnostics)
        else { return }
        let written = formatNumber(number)
        let what = bare.count == 1 && bare[0].name.isEmpty ? "\(written)" : bare.map(\.name).joined(separator: ", ")
        diagnostics.emit(
            .warning, .legacyValue,
            "\(id): \(what) \(bare.count == 1 ? "is a bare number" : "are bare numbers"), read as px, \(Self.pixelReading)",
            at: first.value.position, tokenPath: id, fixIt: "write \"\(written)px\" (a length with its unit)")
    }

    /// What a warning about a bare number of the plugin's says of its unit.
    static let pixelReading = "the unit the Figma Design Tokens plugin writes every length in (said once for the file)"

    /// Whether this is the first bare number of the plugin's reported in the file of `position`.
    static func isFirstPixelReport(in position: SourcePosition, diagnostics: DiagnosticEngine) -> Bool {
        diagnostics.isFirstReport(of: "TS0407 Figma Design Tokens plugin px \(position.file)")
    }

    // MARK: Types

    private func shadow(_ object: JSONObject, id: String, at position: SourcePosition) -> JSONValue? {
        guard let color = object["color"] else { return nil }
        let lengths: [(name: String, value: JSONValue)] = [("offsetX", "offsetX"), ("offsetY", "offsetY"), ("blur", "radius"), ("spread", "spread")]
            .compactMap { name, key in object[key].map { (name, $0) } }
        reportPixels(lengths.map { ($0.name == "blur" ? "radius" : $0.name, $0.value) }, id: id)
        var members: [(String, JSONValue)] = [("color", color)]
        members += lengths.map { ($0.name, pixels($0.value)) }
        if object["shadowType"]?.stringValue == "innerShadow" { members.append(("inset", JSONValue(.bool(true), at: position))) }
        return JSONValue(.object(JSONObject(members, at: position)), at: position)
    }

    private func gradient(_ object: JSONObject, id: String, at position: SourcePosition)
        -> (type: TokenType?, value: JSONValue, extensions: [(String, JSONValue)])?
    {
        let kind = object["gradientType"]?.stringValue ?? "linear"
        guard kind == "linear" else {
            return leftOut("custom-gradient", JSONValue(.object(object), at: position), id: id,
                because: "its gradientType is \(kind), a shape a DTCG gradient cannot hold (only linear gradients are read)")
        }
        guard let stops = object["stops"] else { return leftOut("custom-gradient", JSONValue(.object(object), at: position), id: id) }
        var extensions: [(String, JSONValue)] = []
        if let rotation = object["rotation"], rotation.numberValue != nil {
            extensions.append(("com.tessera.gradient", JSONValue(.object(JSONObject([("angle", rotation)], at: position)), at: position)))
        }
        return (.gradient, stops, extensions)
    }

    private func fontStyle(_ object: JSONObject, id: String, at position: SourcePosition)
        -> (type: TokenType?, value: JSONValue, extensions: [(String, JSONValue)])
    {
        let lengthMembers: Set<String> = ["fontSize", "letterSpacing", "lineHeight", "paragraphIndent", "paragraphSpacing"]
        reportPixels(object.members.filter { lengthMembers.contains($0.key) }.map { ($0.key, $0.value) }, id: id)
        var members: [JSONObject.Member] = []
        var kept: [(String, JSONValue)] = []
        for member in object.members {
            if member.key == "fontStretch" {
                kept.append((member.key, member.value))
            } else {
                var translated = member
                if lengthMembers.contains(member.key) { translated.value = pixels(member.value) }
                members.append(translated)
            }
        }
        let extensions = kept.isEmpty ? [] : [(Self.extensionKey, JSONValue(.object(JSONObject(kept, at: position)), at: position))]
        return (.typography, JSONValue(.object(JSONObject(members)), at: position), extensions)
    }

    private func leftOut(_ type: String, _ value: JSONValue, id: String, because reason: String? = nil)
        -> (type: TokenType?, value: JSONValue, extensions: [(String, JSONValue)])
    {
        let why = reason ?? "its type \(type) has no DTCG equivalent"
        diagnostics.emit(
            .warning, .unmappedValue, "\(id) is a Figma Design Tokens plugin \(type) value; \(why), so it is left out",
            at: value.position, tokenPath: id)
        return (nil, ValueParser.leftOutMarker("its \(type) value has no DTCG equivalent", at: value.position), [])
    }
}
