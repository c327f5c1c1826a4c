import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// Reads one Tokens Studio value (a token's, or a property of a composite) into
/// its DTCG form, reporting what cannot be mapped.
struct TokensStudioValueReader {
    let diagnostics: DiagnosticEngine
    let tokenID: String
    /// Every set's tree as written, in set order: where a reading must know, before resolving,
    /// what a whole reference reaches, it reads the target's value as if written in place.
    var sets: [JSONObject] = []

    /// A translated value and the DTCG type to declare (`nil`: an alias that takes its target's type).
    struct Read {
        var json: JSONValue
        var type: TokenType?
        /// Members for the token's `$extensions` (a gradient's angle).
        var extensions: [JSONObject.Member] = []
    }

    /// The scalar idioms, one per way a string is read.
    enum Scalar {
        case color, dimension, letterSpacing, lineHeight, opacity, fontWeight, fontFamily, number, string, boolean, strokeStyle
    }

    // MARK: Whole values

    func value(_ json: JSONValue, as type: TokensStudioType) -> Read? {
        switch type {
        case .color:
            if let text = json.stringValue, TokensStudioGradientReader.isGradient(text) {
                return TokensStudioGradientReader(reader: self).read(json, text)
            }
            return scalar(json, .color).map { Read(json: $0, type: .color) }
        case .dimension: return scalar(json, .dimension).map { Read(json: $0, type: .dimension, extensions: unitAdded(json, $0)) }
        case .letterSpacing: return scalar(json, .letterSpacing).map { Read(json: $0, type: .dimension, extensions: unitAdded(json, $0)) }
        case .lineHeight:
            // A line height is a multiple, or a length: an alias takes whichever its target is.
            if let text = json.stringValue, Self.isWholeAlias(Self.aliasFromLegacy(text) ?? text) {
                // Marked, so a target that is text (`"125%"` typed text) reads as a line height once placed.
                let mark = JSONObject.Member(
                    key: ValueParser.lineHeightAliasExtension, keyPosition: json.position, value: JSONValue(.bool(true), at: json.position))
                return Read(json: JSONValue(.string(Self.aliasFromLegacy(text) ?? text), at: json.position), type: nil, extensions: [mark])
            }
            guard let read = scalar(json, .lineHeight) else { return nil }
            // Math is typed by its result too: `{size} * 1.5` is a length, `{ratio} * 1.1` a multiple.
            if read.objectValue?[ValueParser.expressionKey] != nil { return Read(json: read, type: nil) }
            // So is text with references placed (`"{scale.10}rem"`): marked, it reads as a multiple or a length once placed.
            if read.objectValue?[ValueParser.interpolationKey] != nil {
                let mark = JSONObject.Member(
                    key: ValueParser.lineHeightAliasExtension, keyPosition: json.position, value: JSONValue(.bool(true), at: json.position))
                return Read(json: read, type: nil, extensions: [mark])
            }
            return Read(json: read, type: read.objectValue?["unit"] != nil ? .dimension : .number)
        case .opacity: return scalar(json, .opacity).map { Read(json: $0, type: .number) }
        case .fontFamily: return scalar(json, .fontFamily).map { Read(json: $0, type: .fontFamily) }
        case .fontWeight: return scalar(json, .fontWeight).map { Read(json: $0, type: .fontWeight) }
        case .number:
            guard let read = scalar(json, .number) else { return nil }
            // `"45%"` is 0.45, and its text is kept: the plugin places `45%` where a reference puts it in a string.
            var extensions: [JSONObject.Member] = []
            if let text = json.stringValue, let measure = Self.measure(text), measure.unit == "%" {
                let written = JSONValue(.string(String(text.trimmingSpaces)), at: json.position)
                extensions.append(JSONObject.Member(key: ValueParser.writtenTextExtension, keyPosition: json.position, value: written))
            }
            return Read(json: read, type: .number, extensions: extensions)
        case .string: return scalar(json, .string).map { Read(json: $0, type: .string) }
        case .boolean: return scalar(json, .boolean).map { Read(json: $0, type: .boolean) }
        case .strokeStyle: return scalar(json, .strokeStyle).map { Read(json: $0, type: .strokeStyle) }
        case .other:
            // A reference takes its target's type (Tokens Studio places the target's text).
            if let text = json.stringValue, Self.isWholeAlias(Self.aliasFromLegacy(text) ?? text) {
                return Read(json: JSONValue(.string(Self.aliasFromLegacy(text) ?? text), at: json.position), type: nil)
            }
            // An easing written as its control points.
            if let points = json.objectValue, ["x1", "y1", "x2", "y2"].allSatisfy({ points[$0].map(isNumeric) ?? false }) {
                let numbers = ["x1", "y1", "x2", "y2"].compactMap { points[$0].flatMap { scalar($0, .number) } }
                return Read(json: JSONValue(.array(numbers), at: json.position), type: .cubicBezier)
            }
            // A JSON true or false (the plugin keeps it as written): a flag.
            if json.boolValue != nil { return Read(json: json, type: .boolean) }
            if isNumeric(json) { return scalar(json, .number).map { Read(json: $0, type: .number) } }
            // Math: the plugin evaluates it in every value, whatever the type; the result gives the type.
            if let text = json.stringValue, Self.isMath(Self.bracingLegacyAliases(text)) {
                return Read(json: computed(Self.bracingLegacyAliases(text), at: json.position), type: nil)
            }
            if json.objectValue != nil || json.arrayValue != nil {
                // `{"easing": "easeOut", "duration": 0.2}` under `other` or a type of the team's own (`motion`): the
                // plugin keeps the object as written and Style Dictionary hands it to the project's own formats,
                // which give it its meaning. No text and no shape Tessera knows (rule 1).
                unmapped(
                    json,
                    "token \(tokenID) holds \(json.kindDescription) under a type that gives it no shape Tessera knows; its tool leaves it to the project's own transforms, so it has no value in an app; it is left out",
                    fixIt: "give the token a Tokens Studio or DTCG type whose value shape it has")
                return nil
            }
            return scalar(json, .string).map { Read(json: $0, type: .string) }
        case .typography: return composite(json, type: .typography) { typography($0) }
        case .shadow: return composite(json, type: .shadow) { shadow($0) }
        case .border: return composite(json, type: .border) { border($0) }
        case .composition:
            // An object is expanded into one token per property by the translator; an alias to one cannot be.
            unmapped(
                json, "composition token \(tokenID) is not an object of properties; it is left out",
                fixIt: "write its properties here, or reference the properties one by one")
            return nil
        case .dtcg(let type):
            let text = json.stringValue.flatMap(Self.aliasFromLegacy)
            return Read(json: text.map { JSONValue(.string($0), at: json.position) } ?? json, type: type)
        }
    }

    /// A length written as a plain number (`"64"`, `64`) is read in px; the plugin holds `64`, and places
    /// that where a reference is followed by a unit (`"{spacing.12}px"`), so the added unit is recorded.
    private func unitAdded(_ written: JSONValue, _ read: JSONValue) -> [JSONObject.Member] {
        guard isNumeric(written), let unit = read.objectValue?["unit"]?.stringValue else { return [] }
        return [JSONObject.Member(key: ValueParser.unitAddedExtension, keyPosition: written.position, value: JSONValue(.string(unit), at: written.position))]
    }

    /// Whether a value is a number, or a string that is one.
    func isNumeric(_ json: JSONValue) -> Bool {
        if json.numberValue != nil { return true }
        guard let text = json.stringValue, let measure = Self.measure(text) else { return false }
        return measure.unit.isEmpty
    }

    // MARK: Scalars

    /// A scalar in its DTCG form: a literal converted, an alias kept, anything else a computed value.
    func scalar(_ json: JSONValue, _ kind: Scalar) -> JSONValue? {
        switch json.kind {
        case .string(let written):
            // Text keeps a `$` as written (`"$9.99"`); in any other value it starts a reference.
            let text = Self.aliasFromLegacy(written) ?? (kind == .string ? written : Self.bracingLegacyAliases(written))
            // `"{font.a}, {font.b}"`: a list of references, read as a list where the type takes one.
            if AliasSyntax.referenceList(text) != nil { return JSONValue(.string(text), at: json.position) }
            if Self.isWholeAlias(text) {
                // Numbers are loose in Tokens Studio (a number may alias a "16" dimension): computing the
                // alias converts the target, where a plain alias would be a type mismatch. A weight stays an
                // alias, read textually, since its target may be text naming a weight (`Medium`).
                if kind == .number || kind == .opacity { return computed(text, at: json.position) }
                return JSONValue(.string(text), at: json.position)
            }
            switch literal(text, kind, at: json.position) {
            case .value(let value): return value
            case .rejected: return nil
            case .notLiteral: return expression(text, kind, at: json.position)
            }
        case .number(let number):
            switch kind {
            case .dimension, .letterSpacing: return dimension(number.value, "px", at: json.position)
            case .lineHeight where ValueParser.isPlainLineHeightInPixels(number.value): return dimension(number.value, "px", at: json.position)
            case .string: return JSONValue(.string(formatNumber(number.value)), at: json.position)
            default: return json
            }
        case .bool(let flag) where kind == .string:
            // A text token holding JSON true shows the text "true".
            return JSONValue(.string(flag ? "true" : "false"), at: json.position)
        default:
            return json
        }
    }

    /// What a string is, read as a literal.
    private enum Literal {
        case value(JSONValue)
        /// A literal that cannot be mapped (reported).
        case rejected
        /// Not a literal: it may still be an expression.
        case notLiteral
    }

    private func literal(_ text: String, _ kind: Scalar, at position: SourcePosition) -> Literal {
        switch kind {
        case .string where AliasSyntax.containsAlias(text):
            // Text with references inside (`"{space.1} solid {color.focus}"`): the plugin places the
            // targets' text, in each theme.
            let template = JSONValue(.string(text), at: position)
            return .value(JSONValue(.object(JSONObject([(ValueParser.interpolationKey, template)], at: position)), at: position))
        case .string, .strokeStyle:
            return .value(JSONValue(.string(text), at: position))
        case .boolean:
            switch text.trimmingSpaces.lowercased() {
            case "true": return .value(JSONValue(.bool(true), at: position))
            case "false": return .value(JSONValue(.bool(false), at: position))
            default: return .value(JSONValue(.string(text), at: position))
            }
        case .fontFamily:
            // Several names are a CSS font stack, read as CSS reads it: its `;` when copied from a declaration
            // is no part of the last name (``CSSLinearGradient/declarationValue(_:)``).
            let stack = text.utf8.contains(UInt8(ascii: ",")) ? CSSLinearGradient.declarationValue(text) : text
            let names = stack.split(separator: ",").map { String($0.trimmingSpacesSubstring).trimmingQuotes }.filter { !$0.isEmpty }
            if names.count > 1 {
                return .value(JSONValue(.array(names.map { JSONValue(.string($0), at: position) }), at: position))
            }
            return .value(JSONValue(.string(names.first ?? text), at: position))
        case .color:
            return CSSColorParser.parse(text).map { .value($0.canonicalJSON(at: position)) } ?? .notLiteral
        case .fontWeight:
            if let measure = Self.measure(text), measure.unit.isEmpty { return .value(number(measure.value, at: position)) }
            return fontWeight(text, at: position).map(Literal.value) ?? .notLiteral
        case .dimension, .letterSpacing, .lineHeight, .opacity, .number:
            // CSS `letter-spacing: normal` is the font's own spacing: no extra spacing. `none` is no
            // length the plugin converts: it sets no letter spacing (Figma's 0), and a browser given
            // `letter-spacing: none` keeps `normal`; both read it as no extra spacing.
            if kind == .letterSpacing, ["normal", "none"].contains(text.trimmingSpaces.lowercased()) {
                return .value(dimension(0, "px", at: position))
            }
            guard let (value, unit) = Self.measure(text) else { return .notLiteral }
            return measure(value, unit, kind, text: text, at: position).map(Literal.value) ?? .rejected
        }
    }

    private func measure(_ value: Double, _ unit: String, _ kind: Scalar, text: String, at position: SourcePosition) -> JSONValue? {
        switch (kind, unit) {
        case (.lineHeight, "") where ValueParser.isPlainLineHeightInPixels(value): return dimension(value, "px", at: position)
        case (.number, ""), (.opacity, ""), (.lineHeight, ""): return number(value, at: position)
        case (.opacity, "%"), (.lineHeight, "%"), (.number, "%"): return number(value / 100, at: position)
        case (.letterSpacing, "%"): return dimension(value / 100, "em", at: position)
        case (.dimension, ""), (.letterSpacing, ""), (.dimension, "px"), (.letterSpacing, "px"), (.lineHeight, "px"):
            return dimension(value, "px", at: position)
        case (.dimension, "rem"), (.dimension, "em"), (.letterSpacing, "rem"), (.letterSpacing, "em"), (.lineHeight, "rem"),
            (.lineHeight, "em"):
            return dimension(value, unit, at: position)
        case (.number, "px"):
            return number(value, at: position)
        case (.dimension, "%") where value == 0:
            // No share of any size is no size: the plugin reads `0%` as 0 (`parseFloat`), a browser as 0.
            return dimension(0, "px", at: position)
        default:
            unmapped(
                JSONValue(.string(text), at: position),
                "\(tokenID) has \"\(text.truncatedForMessage)\"; \(unit.isEmpty ? "a plain number" : "the unit \(unit)") cannot be mapped here, so the token is left out",
                fixIt: unit == "%" ? "write the length in px or rem" : nil)
            return nil
        }
    }

    /// A weight name as Tokens Studio writes it (`"Regular"`, `"ExtraBold Italic"`, `"Halbfett"`).
    private func fontWeight(_ text: String, at position: SourcePosition) -> JSONValue? {
        var words = text.split(separator: " ").map { $0.lowercased() }
        // A style alone (`Italic`) is the regular weight in that style, as fonts name it and
        // sd-transforms reads it: the weight is 400.
        if words.count == 1, TokensStudioType.fontStyleNames.contains(words[0]) { words.insert("regular", at: 0) }
        if words.count > 1, let last = words.last, TokensStudioType.fontStyleNames.contains(last) {
            words.removeLast()
            diagnostics.emit(
                .warning, .unmappedValue,
                "\(tokenID): the font style \"\(last)\" in \"\(text.truncatedForMessage)\" is not part of a DTCG font weight; only the weight is kept",
                at: position, tokenPath: tokenID)
        }
        let key = words.joined().filter { $0 != "-" && $0 != "_" }
        guard let weight = TokensStudioType.fontWeightNames[key] else { return nil }
        return number(weight, at: position)
    }

    // MARK: Expressions

    /// A value that needs computing; reported and `nil` when it is not an expression.
    private func expression(_ text: String, _ kind: Scalar, at position: SourcePosition) -> JSONValue? {
        switch Expression.parse(text) {
        case .success(.number(_, let unit)) where kind == .color:
            // A number where a color belongs (`80%`, kept for `rgba({white}, {opacity.80})`): no color, but
            // its text is still placed where a reference names it.
            unmapped(
                JSONValue(.string(text), at: position),
                "\(tokenID) is a color token holding \"\(text.truncatedForMessage)\", \(unit == "%" ? "a percentage" : "a number"), which is no color; it is left out (a reference placing it in a color function still reads \(text.trimmingSpaces))",
                fixIt: "give it the type number (or opacity), which it holds")
            return nil
        case .success:
            return computed(text, at: position)
        case .failure where kind == .color && Self.isColorFunctionWithReferences(text):
            // `hsl({hue} {sat} {light})`: the plugin places each target's text, then reads the CSS color.
            let template = JSONValue(.string(text), at: position)
            return JSONValue(.object(JSONObject([(ValueParser.interpolationKey, template)], at: position)), at: position)
        case .failure(let error):
            let lowercased = text.lowercased()
            if kind != .fontFamily, kind != .string, Self.isGluedToReferences(text) {
                // `"{spacing.12}px"`: the plugin places the target's text and reads what it gives (`64px`);
                // `"{focus.color}61"` gives the target's hex with an alpha byte after it (`#567ff961`).
                let template = JSONValue(.string(text), at: position)
                return JSONValue(.object(JSONObject([(ValueParser.interpolationKey, template)], at: position)), at: position)
            }
            if lowercased.contains("gradient(") {
                unmapped(
                    JSONValue(.string(text), at: position),
                    "\(tokenID) is a CSS gradient string, which a \(kind == .color ? "color" : "DTCG") token cannot hold; it is left out",
                    fixIt: "make it a gradient token with color stops")
            } else if kind == .lineHeight, lowercased == "auto" || lowercased == "normal" {
                unmapped(
                    JSONValue(.string(text), at: position),
                    "\(tokenID) has the line height \"\(text)\" (the font's own), which has no DTCG value; it is left out",
                    fixIt: "give a multiple of the font size, such as 1.2")
            } else if kind != .color, kind != .fontFamily, ValueParser.layoutKeywords.contains(lowercased) {
                // `Auto` spacing (Figma's auto layout gap), `none`: resolved at layout, no number an app can use.
                unmapped(
                    JSONValue(.string(text), at: position),
                    "\(tokenID) is the keyword \"\(text.truncatedForMessage)\", which Figma's auto layout or a browser resolves at layout; it has no value in an app, so the token is left out",
                    fixIt: "give it a number or a length, or keep it in a set the app does not read")
            } else if kind == .fontWeight {
                unmapped(
                    JSONValue(.string(text), at: position),
                    "\(tokenID) has the font weight \"\(text.truncatedForMessage)\", which is not a weight name Tokens Studio knows; it is left out",
                    fixIt: "use a number from 1 to 1000 or a name such as \"SemiBold\"")
            } else if kind == .color, !text.isEmpty, text.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) {
                // A word where a color belongs (`none`, `lowercase`): no expression was meant.
                unmapped(
                    JSONValue(.string(text), at: position),
                    "\(tokenID) is a color token holding \"\(text.truncatedForMessage)\", which names no color; it is left out",
                    fixIt: "give it a color such as #1a1a1a, or another $type")
            } else if error == .multipleValues {
                unmapped(
                    JSONValue(.string(text), at: position),
                    "\(tokenID) has several values (\"\(text.truncatedForMessage)\"); a DTCG token holds one, so it is left out",
                    fixIt: "split it into one token per value")
            } else {
                diagnostics.emit(
                    .warning, .invalidExpression, "\(tokenID): \(ValueParser.describe(error, in: text)); the token is left out",
                    at: position, tokenPath: tokenID)
            }
            return nil
        }
    }

    /// Whether `text` is references with text glued to them and no space between (`"{spacing.12}px"`,
    /// `"-{space.2}px"`): one value once the plugin places the targets' text, not a list of values.
    static func isGluedToReferences(_ text: String) -> Bool {
        guard AliasSyntax.containsAlias(text) else { return false }
        var depth = 0
        for character in text {
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            guard depth >= 0, depth <= 1 else { return false }
            if depth == 0, character.isWhitespace || character == "," || character == "(" || character == ")" { return false }
        }
        return depth == 0
    }

    /// Whether `text` is a CSS color function with references among its arguments (`hsl({h} {s} {l})`,
    /// `rgb({r} {g} {b} / 50%)`), which the plugin reads once their text is placed.
    static func isColorFunctionWithReferences(_ text: String) -> Bool {
        let lowercased = text.trimmingSpaces.lowercased()
        guard let open = lowercased.firstIndex(of: "("), lowercased.hasSuffix(")"), AliasSyntax.containsAlias(text) else { return false }
        return ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"].contains(String(lowercased[..<open]))
    }

    /// Whether `text` is arithmetic or a function of the expression language (`{a} * 2`,
    /// `round({b} / 3)`), not a lone number, color, reference or word.
    static func isMath(_ text: String) -> Bool {
        switch Expression.parse(text) {
        case .success(.binary), .success(.call), .success(.negate): true
        default: false
        }
    }

    private func computed(_ text: String, at position: SourcePosition) -> JSONValue {
        let member = JSONObject.Member(key: ValueParser.expressionKey, keyPosition: position, value: JSONValue(.string(text), at: position))
        return JSONValue(.object(JSONObject([member])), at: position)
    }

    // MARK: Composites

    private func composite(_ json: JSONValue, type: TokenType, _ body: (JSONValue) -> JSONValue?) -> Read? {
        if let text = json.stringValue {
            let alias = Self.aliasFromLegacy(text) ?? text
            if Self.isWholeAlias(alias) || AliasSyntax.referenceList(alias) != nil {
                return Read(json: JSONValue(.string(alias), at: json.position), type: type)
            }
            if type == .shadow, text.contains(where: \.isNumber), text.trimmingSpaces.contains(" ") {
                // CSS box-shadow text (`"0px 1px 2px 0px rgba(13, 13, 13, 0.05), …"`), which sd-transforms passes
                // to CSS as written: read as CSS reads it, references placed first. A lone word (`0`, `none`) is no layer.
                let template = JSONValue(.string(Self.bracingLegacyAliases(text)), at: json.position)
                let computed = JSONObject([JSONObject.Member(key: ValueParser.interpolationKey, keyPosition: json.position, value: template)])
                return Read(json: JSONValue(.object(computed), at: json.position), type: type)
            }
            unmapped(json, "\(type.rawValue) token \(tokenID) is the string \"\(text.truncatedForMessage)\", not an object; it is left out")
            return nil
        }
        return body(json).map { Read(json: $0, type: type) }
    }

    private func typography(_ json: JSONValue) -> JSONValue? {
        guard let written = json.objectValue else { return json }
        // `font-family`, `line-height`: CSS's names for the same members.
        let object = ValueParser.camelCased(written)
        var members: [JSONObject.Member] = []
        var complete = true
        // An empty member is one the plugin leaves unset (it writes "" when a field is cleared):
        // read as left out, so it takes the default a missing member takes.
        for member in object.members where member.value.stringValue?.trimmingSpaces.isEmpty != true {
            let kind: Scalar?
            switch member.key {
            case "fontFamily": kind = .fontFamily
            case "fontWeight": kind = .fontWeight
            case "fontSize": kind = .dimension
            case "lineHeight": kind = .lineHeight
            case "letterSpacing": kind = .letterSpacing
            case "textCase", "textDecoration": kind = .string
            case "paragraphSpacing", "paragraphIndent":
                if !isZero(member.value) {
                    unmapped(
                        member.value,
                        "\(tokenID): \(member.key) is not part of a DTCG typography value; it is left out of the token")
                }
                kind = nil
            default:
                unmapped(member.value, "\(tokenID): typography property \"\(member.key.truncatedForMessage)\" cannot be mapped; it is left out of the token")
                kind = nil
            }
            guard let kind else { continue }
            guard let value = subValue(member.value, kind) else {
                complete = false
                continue
            }
            members.append(JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: value))
        }
        return complete ? JSONValue(.object(JSONObject(members)), at: json.position) : nil
    }

    private func shadow(_ json: JSONValue) -> JSONValue? {
        if let layers = json.arrayValue {
            var result: [JSONValue] = []
            for layer in layers {
                guard let translated = shadowLayer(layer) else { return nil }
                result.append(translated)
            }
            return JSONValue(.array(result), at: json.position)
        }
        return shadowLayer(json)
    }

    private func shadowLayer(_ json: JSONValue) -> JSONValue? {
        guard let object = json.objectValue else { return json }
        var members: [JSONObject.Member] = []
        for member in object.members {
            switch member.key {
            case "x", "y", "blur", "spread", "offsetX", "offsetY":
                let key = member.key == "x" ? "offsetX" : member.key == "y" ? "offsetY" : member.key
                guard let value = subValue(member.value, .dimension) else { return nil }
                members.append(JSONObject.Member(key: key, keyPosition: member.keyPosition, value: value))
            case "color":
                guard let value = subValue(member.value, .color) else { return nil }
                members.append(JSONObject.Member(key: "color", keyPosition: member.keyPosition, value: value))
            case "type":
                let inset = member.value.stringValue == "innerShadow"
                if !inset, member.value.stringValue != "dropShadow" {
                    unmapped(member.value, "\(tokenID): shadow type \(describe(member.value)) is neither dropShadow nor innerShadow; read as a drop shadow")
                }
                members.append(JSONObject.Member(key: "inset", keyPosition: member.keyPosition, value: JSONValue(.bool(inset), at: member.value.position)))
            case "inset":
                members.append(member)
            case "blendMode":
                if member.value.stringValue?.lowercased() != "normal" {
                    unmapped(member.value, "\(tokenID): shadow blend mode \(describe(member.value)) has no DTCG equivalent; it is left out of the token")
                }
            default:
                unmapped(member.value, "\(tokenID): shadow property \"\(member.key.truncatedForMessage)\" cannot be mapped; it is left out of the token")
            }
        }
        return JSONValue(.object(JSONObject(members)), at: json.position)
    }

    private func border(_ json: JSONValue) -> JSONValue? {
        guard let object = json.objectValue else { return json }
        var members: [JSONObject.Member] = []
        for member in object.members {
            let kind: Scalar
            switch member.key {
            case "color": kind = .color
            case "width": kind = .dimension
            case "style": kind = .strokeStyle
            default:
                unmapped(member.value, "\(tokenID): border property \"\(member.key.truncatedForMessage)\" cannot be mapped; it is left out of the token")
                continue
            }
            guard let value = subValue(member.value, kind) else { return nil }
            members.append(JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: value))
        }
        return JSONValue(.object(JSONObject(members)), at: json.position)
    }

    /// A property of a composite: an alias stays a plain alias (it keeps its target's type).
    private func subValue(_ json: JSONValue, _ kind: Scalar) -> JSONValue? {
        if let text = json.stringValue {
            let alias = Self.aliasFromLegacy(text) ?? text
            if Self.isWholeAlias(alias) { return JSONValue(.string(alias), at: json.position) }
        }
        return scalar(json, kind)
    }

    // MARK: Helpers

    /// Whether a value is zero, written in place or reached through whole references
    /// (`{paragraph.none}`, `$paragraph.none`): the plugin places the target's value where the
    /// reference is. A target counts as zero only when every set defining it says zero.
    private func isZero(_ json: JSONValue, depth: Int = 0) -> Bool {
        if let number = json.numberValue { return number.value == 0 }
        guard let text = json.stringValue else { return false }
        if let measure = Self.measure(text) { return measure.value == 0 }
        let alias = Self.aliasFromLegacy(text) ?? text
        // Deeper than any real chain of aliases: a cycle, reported when it is resolved.
        guard depth < 32, Self.isWholeAlias(alias) else { return false }
        let targets = sets.compactMap { TokensStudioTranslator.lookup(alias, in: $0) }.compactMap { $0["$value"] ?? $0["value"] }
        return !targets.isEmpty && targets.allSatisfy { isZero($0, depth: depth + 1) }
    }

    private func describe(_ json: JSONValue) -> String {
        json.stringValue.map { "\"\($0.truncatedForMessage)\"" } ?? json.kindDescription
    }

    private func unmapped(_ json: JSONValue, _ message: String, fixIt: String? = nil) {
        diagnostics.emit(.warning, .unmappedValue, message, at: json.position, tokenPath: tokenID, fixIt: fixIt)
    }

    private func number(_ value: Double, at position: SourcePosition) -> JSONValue {
        JSONValue(.number(JSONNumber(value, isIntegerLiteral: value == value.rounded() && abs(value) < 1e15)), at: position)
    }

    private func dimension(_ value: Double, _ unit: String, at position: SourcePosition) -> JSONValue {
        JSONValue(
            .object(
                JSONObject([
                    JSONObject.Member(key: "value", keyPosition: position, value: number(value, at: position)),
                    JSONObject.Member(key: "unit", keyPosition: position, value: JSONValue(.string(unit), at: position)),
                ])), at: position)
    }

    /// `{a.b}` with no other brace: one reference and nothing else.
    static func isWholeAlias(_ text: String) -> Bool {
        guard AliasSyntax.looksLikeAlias(text) else { return false }
        let inner = text.utf8.dropFirst().dropLast()
        return !inner.contains(UInt8(ascii: "{")) && !inner.contains(UInt8(ascii: "}"))
    }

    /// Old exports' `$group.token` aliases as `{group.token}`; `nil` for anything else.
    static func aliasFromLegacy(_ text: String) -> String? {
        guard text.utf8.first == UInt8(ascii: "$"), text.utf8.count > 1,
            text.utf8.dropFirst().allSatisfy({ $0 != 0x20 && $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "}") && $0 != UInt8(ascii: "$") })
        else { return nil }
        return "{" + text.dropFirst() + "}"
    }

    /// `rgba($core.white, 0.1)` → `rgba({core.white}, 0.1)`: the plugin reads `$` and the letters,
    /// digits, `_` and `.` after it as a reference anywhere in a value, the older spelling of `{…}`.
    static func bracingLegacyAliases(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2E
        }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        var depth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            guard byte == UInt8(ascii: "$"), depth == 0 else {
                result.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            // A trailing `.` ends a sentence, not the name.
            var nameEnd = end
            while nameEnd > index + 1, bytes[nameEnd - 1] == UInt8(ascii: ".") { nameEnd -= 1 }
            guard nameEnd > index + 1 else {
                result.append(byte)
                index += 1
                continue
            }
            result.append(UInt8(ascii: "{"))
            result += bytes[(index + 1)..<nameEnd]
            result.append(UInt8(ascii: "}"))
            index = nameEnd
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A number and the unit after it (`"16"` → (16, ""), `"-5%"` → (-5, "%"), `"1.5rem"`); `nil` for anything else.
    /// A length unit may follow a space (`"16 px"`, `"1 rem"`): the plugin reads a length with `parseFloat`,
    /// which stops at the space, and a unit by the text's end (`endsWith('rem')`), so it reads `16px`, `1rem`.
    static func measure(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimmingSpaces
        var end = trimmed.startIndex
        for (index, character) in zip(trimmed.indices, trimmed) {
            if character.isNumber || character == "." || ((character == "-" || character == "+") && index == trimmed.startIndex) {
                end = trimmed.index(after: index)
            } else {
                break
            }
        }
        guard end > trimmed.startIndex, let value = Double(trimmed[..<end]), value.isFinite else { return nil }
        var unit = trimmed[end...]
        if unit.first?.isWhitespace == true {
            let spaced = unit.trimmingSpacesSubstring
            guard spacedLengthUnits.contains(spaced.lowercased()) else { return nil }
            unit = spaced
        }
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }), unit.count <= 4 else { return nil }
        guard unit == "%" || !unit.contains("%") else { return nil }
        return (value, String(unit).lowercased())
    }

    /// The units a length may write after a space, each read as when written right after the number.
    private static let spacedLengthUnits: Set<String> = ["px", "rem", "em"]
}
