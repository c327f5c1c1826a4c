import Foundation
import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// The files Supernova's Style Dictionary exporter writes (`colors.json`, `measures.json`,
/// `typography.json`, …): Style Dictionary's shape (`value`, `type`, `comment`), with composite
/// values whose every member is wrapped in a `{type, value}` object of Supernova's own data model:
///
/// - `measure` `{measure: {type: "size", value: 14}, unit: {type: "string", value: "pixels"}}`: a
///   length (`pixels` and `points` are px, `ems` em, `rem` rem; `percent` only where a share of the font
///   size has a meaning: a letter spacing's em share, a line height's multiple);
/// - `font` `{family, subfamily}`: a font family, the subfamily (Figma's style name, `Semi Bold Italic`)
///   the weight and slant a typography takes from it;
/// - `typography` `{font, fontSize, letterSpacing, lineHeight, paragraphIndent, textCase, textDecoration}`;
/// - `shadow` `{color, x, y, radius, spread, opacity}` (`radius` is the blur), or a list of such layers;
/// - `border` `{color, width, position}`, `radius` `{radius, topLeft, …}`, and linear gradients
///   `{from, to, type, stops}`.
///
/// Any member may instead be a reference (`{measure.base.value}`) to a token of its type. A token is
/// Supernova's when its value has this wrapped shape, which no other tool writes; colors (`#rrggbbaa`)
/// and text need no translation.
struct SupernovaStyleDictionaryExport {
    let diagnostics: DiagnosticEngine
    /// The merged tree of every source, where a typography's font reference finds the font's subfamily.
    let paths: StyleDictionaryPaths

    typealias Translated = (type: TokenType?, value: JSONValue, extensions: [(String, JSONValue)])

    /// The vendor key under which members with no DTCG place are kept.
    static let extensionKey = "io.supernova"

    /// A token of Supernova's types in its wrapped shape, translated; `nil` when it is not in that shape.
    func translate(type: String, value: JSONValue, id: String) -> Translated? {
        switch type {
        case "measure":
            guard let object = value.objectValue, Self.isMeasure(object) else { return nil }
            guard let length = measure(object, as: .length, id: id, at: value.position) else {
                let amount = Self.wrapped(object["measure"])
                let reason =
                    amount?.numberValue == nil && amount?.stringValue == nil
                    ? "its measure is no number" : "its unit \(Self.unitName(object) ?? "?") has no length meaning in an app"
                return leftOut(type, value, id: id, because: reason)
            }
            return (length.numberValue != nil ? .number : .dimension, length, [])
        case "font":
            guard let object = value.objectValue, Self.wrapped(object["family"]) != nil else { return nil }
            var extensions: [(String, JSONValue)] = []
            if let subfamily = Self.wrapped(object["subfamily"]) {
                extensions.append((Self.extensionKey, JSONValue(.object(JSONObject([("subfamily", subfamily)], at: value.position)), at: value.position)))
            }
            return (.fontFamily, Self.wrapped(object["family"])!, extensions)
        case "typography":
            guard let object = value.objectValue, Self.isWrapper(object["font"]) || Self.isWrapper(object["fontSize"]) else { return nil }
            return typography(object, id: id, at: value.position)
        case "shadow":
            if let layers = value.arrayValue, !layers.isEmpty, layers.allSatisfy({ $0.objectValue.map(Self.isShadow) ?? false }) {
                var translated: [JSONValue] = []
                for layer in layers {
                    guard let shadow = shadow(layer.objectValue!, id: id, at: layer.position) else { return leftOut(type, value, id: id, because: opacityReason) }
                    translated.append(shadow)
                }
                return (.shadow, JSONValue(.array(translated), at: value.position), [])
            }
            guard let object = value.objectValue, Self.isShadow(object) else { return nil }
            guard let shadow = shadow(object, id: id, at: value.position) else { return leftOut(type, value, id: id, because: opacityReason) }
            return (.shadow, shadow, [])
        case "border":
            guard let object = value.objectValue, Self.isWrapper(object["width"]), Self.isWrapper(object["color"]) else { return nil }
            return border(object, id: id, at: value.position)
        case "radius":
            guard let object = value.objectValue, Self.isWrapper(object["radius"]) else { return nil }
            let corners = ["topLeft", "topRight", "bottomLeft", "bottomRight"].compactMap { Self.wrapped(object[$0]) }
            guard let radius = Self.wrapped(object["radius"]) else { return nil }
            let lengths = ([radius] + corners).map { length($0, as: .length, id: id) }
            guard let first = lengths[0], lengths.allSatisfy({ $0?.compactText == first.compactText }) else {
                return leftOut(type, value, id: id, because: "its corners differ, and a DTCG dimension is one radius")
            }
            return (.dimension, first, [])
        case "gradient":
            guard let object = value.objectValue, Self.isWrapper(object["from"]), object["stops"]?.objectValue != nil else { return nil }
            return gradient(object, id: id, at: value.position)
        default:
            return nil
        }
    }

    private var opacityReason: String { "its opacity is not a fraction of its color Tessera can apply" }

    // MARK: Shapes

    /// The `value` of a `{type, value}` wrapper; a member written plainly (a reference, a keyword) as it is.
    static func wrapped(_ member: JSONValue?) -> JSONValue? {
        guard let member else { return nil }
        if let object = member.objectValue, object["type"]?.stringValue != nil, let inner = object["value"] { return inner }
        return member
    }

    private static func number(_ value: Double) -> JSONNumber {
        JSONNumber(value, isIntegerLiteral: value == value.rounded() && abs(value) < 1e15)
    }

    private static func isWrapper(_ member: JSONValue?) -> Bool {
        guard let object = member?.objectValue else { return false }
        return object["type"]?.stringValue != nil && object["value"] != nil
    }

    private static func isMeasure(_ object: JSONObject) -> Bool {
        isWrapper(object["measure"]) && isWrapper(object["unit"])
    }

    private static func isShadow(_ object: JSONObject) -> Bool {
        isWrapper(object["x"]) || isWrapper(object["radius"]) || (isWrapper(object["color"]) && isWrapper(object["opacity"]))
    }

    private static func unitName(_ object: JSONObject) -> String? {
        wrapped(object["unit"])?.stringValue?.lowercased()
    }

    // MARK: Lengths

    /// What a measure is read as: a plain length, a letter spacing (a percentage is an em share of the
    /// font size) or a line height (a percentage is a multiple of it).
    enum LengthRole { case length, letterSpacing, lineHeight }

    /// A measure (wrapped, or a reference) as Tessera's JSON: `{"value": 14, "unit": "px"}`, a number
    /// for a raw unit or a line height's percentage; `nil` when its unit has no meaning in that role.
    private func length(_ written: JSONValue, as role: LengthRole, id: String) -> JSONValue? {
        guard let object = written.objectValue, Self.isMeasure(object) else { return written }
        return measure(object, as: role, id: id, at: written.position)
    }

    private func measure(_ object: JSONObject, as role: LengthRole, id: String, at position: SourcePosition) -> JSONValue? {
        guard let amount = Self.wrapped(object["measure"]) else { return nil }
        // A measure's amount may itself be a reference to a measure token.
        guard let number = amount.numberValue?.value else { return amount.stringValue != nil ? amount : nil }
        func dimension(_ value: Double, _ unit: String) -> JSONValue {
            JSONValue(
                .object(JSONObject([("value", JSONValue(.number(Self.number(value)), at: position)), ("unit", JSONValue(.string(unit), at: position))], at: position)),
                at: position)
        }
        switch (Self.unitName(object) ?? "pixels", role) {
        case ("pixels", _), ("points", _): return dimension(number, "px")
        case ("rem", _): return dimension(number, "rem")
        // An em is written as Style Dictionary's sources write it (`"0.02em"`), which the token reader takes for a share of the font size.
        case ("ems", _), ("em", _): return JSONValue(.string("\(formatNumber(number))em"), at: position)
        case ("percent", .letterSpacing): return JSONValue(.string("\(formatNumber(number / 100))em"), at: position)
        case ("percent", .lineHeight): return JSONValue(.number(Self.number(number / 100)), at: position)
        case ("raw", .length): return JSONValue(.number(Self.number(number)), at: position)
        default: return nil
        }
    }

    // MARK: Composites

    private func typography(_ object: JSONObject, id: String, at position: SourcePosition) -> Translated {
        var members: [(String, JSONValue)] = []
        var reasons: [String] = []
        if let font = Self.wrapped(object["font"]) {
            let (family, subfamily): (JSONValue?, String?) =
                if let fields = font.objectValue {
                    (Self.wrapped(fields["family"]), Self.wrapped(fields["subfamily"])?.stringValue)
                } else {
                    // A reference to a font token: the family by reference, the weight from that token's subfamily.
                    (font, fontToken(named: font.stringValue).flatMap { Self.wrapped($0["subfamily"])?.stringValue })
                }
            if let family { members.append(("fontFamily", family)) }
            if let subfamily {
                let style = Self.style(ofSubfamily: subfamily)
                members.append(("fontWeight", style.weight.map { JSONValue(.number(Self.number($0)), at: position) } ?? JSONValue(.string(subfamily), at: position)))
                if style.italic { members.append(("fontStyle", JSONValue(.string("italic"), at: position))) }
            }
        }
        let roles: [(String, LengthRole)] = [("fontSize", .length), ("letterSpacing", .letterSpacing), ("lineHeight", .lineHeight), ("paragraphIndent", .length)]
        for (key, role) in roles {
            guard let written = Self.wrapped(object[key]) else { continue }
            guard let translated = length(written, as: role, id: id) else {
                reasons.append("its \(key) unit \(written.objectValue.flatMap(Self.unitName) ?? "?") has no meaning there")
                continue
            }
            members.append((key, translated))
        }
        if let textCase = Self.wrapped(object["textCase"])?.stringValue, let mapped = Self.textCases[textCase.lowercased()] {
            members.append(("textCase", JSONValue(.string(mapped), at: position)))
        }
        if let decoration = Self.wrapped(object["textDecoration"])?.stringValue, let mapped = Self.textDecorations[decoration.lowercased()] {
            members.append(("textDecoration", JSONValue(.string(mapped), at: position)))
        }
        if !reasons.isEmpty {
            return leftOut("typography", JSONValue(.object(object), at: position), id: id, because: reasons.joined(separator: "; "))
        }
        return (.typography, JSONValue(.object(JSONObject(members, at: position)), at: position), [])
    }

    /// Supernova's text cases and decorations (`Original`, `Upper`, `Camel`; `None`, `Strikethrough`)
    /// as the typography reader spells them; the originals are none.
    private static let textCases = ["upper": "uppercase", "lower": "lowercase", "camel": "capitalize"]
    private static let textDecorations = ["underline": "underline", "strikethrough": "line-through"]

    /// The weight and slant a Figma style name says (`Semi Bold Italic`): the words before the slant
    /// are the weight, when they name one.
    static func style(ofSubfamily subfamily: String) -> (weight: Double?, italic: Bool) {
        let words = subfamily.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        let slants: Set<String> = ["italic", "oblique"]
        let weightWords = words.filter { !slants.contains($0) }
        let weight = weightWords.isEmpty ? 400 : FontWeightKeyword.weight(named: weightWords.joined())
        return (weight, words.contains(where: slants.contains))
    }

    /// The font token a reference names (`{font.inter}`), looked up in the merged sources.
    private func fontToken(named reference: String?) -> JSONObject? {
        guard let reference, let path = StyleDictionaryPaths.wholeReference(reference) else { return nil }
        for root in paths.roots.reversed() {
            var object: JSONObject? = root
            for name in path { object = object?[name]?.objectValue }
            if let token = object, let value = token["value"]?.objectValue { return value }
        }
        return nil
    }

    private func shadow(_ object: JSONObject, id: String, at position: SourcePosition) -> JSONValue? {
        var members: [(String, JSONValue)] = []
        if var color = Self.wrapped(object["color"]) {
            if let opacity = Self.wrapped(object["opacity"])?.numberValue?.value, opacity != 1 {
                // The layer's opacity scales its color's alpha; only a literal color can be scaled here.
                guard (0...1).contains(opacity), let text = color.stringValue, let scaled = HexColorText.scalingAlpha(of: text, by: opacity) else { return nil }
                color = JSONValue(.string(scaled), at: color.position)
            }
            members.append(("color", color))
        }
        for (key, name) in [("x", "offsetX"), ("y", "offsetY"), ("radius", "blur"), ("spread", "spread")] {
            guard let written = Self.wrapped(object[key]) else { continue }
            guard let translated = length(written, as: .length, id: id) else { return nil }
            members.append((name, translated))
        }
        if let kind = Self.wrapped(object["type"])?.stringValue?.lowercased(), kind.hasPrefix("inner") {
            members.append(("inset", JSONValue(.bool(true), at: position)))
        }
        return JSONValue(.object(JSONObject(members, at: position)), at: position)
    }

    private func border(_ object: JSONObject, id: String, at position: SourcePosition) -> Translated {
        guard let color = Self.wrapped(object["color"]), let width = Self.wrapped(object["width"]).flatMap({ length($0, as: .length, id: id) }) else {
            return leftOut("border", JSONValue(.object(object), at: position), id: id, because: "its width has no length meaning in an app")
        }
        let members: [(String, JSONValue)] = [("color", color), ("width", width), ("style", JSONValue(.string("solid"), at: position))]
        var extensions: [(String, JSONValue)] = []
        if let place = Self.wrapped(object["position"]) {
            extensions.append((Self.extensionKey, JSONValue(.object(JSONObject([("position", place)], at: position)), at: position)))
        }
        return (.border, JSONValue(.object(JSONObject(members, at: position)), at: position), extensions)
    }

    private func gradient(_ object: JSONObject, id: String, at position: SourcePosition) -> Translated {
        let kind = Self.wrapped(object["type"])?.stringValue?.lowercased() ?? "linear"
        guard kind == "linear" else {
            return leftOut("gradient", JSONValue(.object(object), at: position), id: id,
                because: "it is \(kind), a shape a DTCG gradient cannot hold (only linear gradients are read)")
        }
        var stops: [JSONValue] = []
        for member in object["stops"]?.objectValue?.members ?? [] {
            guard let stop = member.value.objectValue, let color = Self.wrapped(stop["color"]), let place = Self.wrapped(stop["position"]) else { continue }
            stops.append(JSONValue(.object(JSONObject([("color", color), ("position", place)], at: member.value.position)), at: member.value.position))
        }
        var extensions: [(String, JSONValue)] = []
        if let angle = Self.angle(from: Self.point(object["from"]), to: Self.point(object["to"])) {
            let degrees = JSONValue(.number(Self.number((angle * 1000).rounded() / 1000)), at: position)
            extensions.append(("com.tessera.gradient", JSONValue(.object(JSONObject([("angle", degrees)], at: position)), at: position)))
        }
        return (.gradient, JSONValue(.array(stops), at: position), extensions)
    }

    private static func point(_ member: JSONValue?) -> (x: Double, y: Double)? {
        guard let point = wrapped(member)?.objectValue, let x = wrapped(point["x"])?.numberValue?.value,
            let y = wrapped(point["y"])?.numberValue?.value
        else { return nil }
        return (x, y)
    }

    /// The CSS angle of a gradient running from one point of its box to another (Figma's unit
    /// coordinates, y downwards): 0° points up, 90° right.
    static func angle(from start: (x: Double, y: Double)?, to end: (x: Double, y: Double)?) -> Double? {
        guard let start, let end, start != end else { return nil }
        let degrees = atan2(end.x - start.x, start.y - end.y) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private func leftOut(_ type: String, _ value: JSONValue, id: String, because reason: String) -> Translated {
        diagnostics.emit(
            .warning, .unmappedValue, "\(id) is a Supernova \(type) value; \(reason), so it is left out",
            at: value.position, tokenPath: id)
        return (nil, ValueParser.leftOutMarker("its Supernova \(type) value has no Swift meaning", at: value.position), [])
    }
}
