import TesseraDiagnostics
import TesseraSyntax

/// Reads a `$value` (or a sub-value) as one of the token types, following the
/// exact shapes of DTCG 2025.10 in strict mode and, otherwise, also the legacy
/// forms real files use (each with a warning saying how to migrate).
///
/// References inside values go back to the ``TokenResolver``, which type-checks
/// them against the use site: a shadow's `offsetX` must resolve to a dimension.
package struct ValueParser {
    let resolver: TokenResolver
    let site: TokenResolver.UseSite

    var strict: Bool { resolver.options.strict }
    var diagnostics: DiagnosticEngine { resolver.diagnostics }
    var tokenID: String { site.tokenID }

    /// Parses `json` as `type`; `nil` after reporting why not.
    func parse(_ json: JSONValue, as type: TokenType) -> TokenValue? {
        if let value = Self.canonicalValue(json, as: type) { return value }
        return parseGenerally(json, as: type)
    }

    /// Parses `json` as `type` with every check, whatever its shape (see ``canonicalValue(_:as:)``).
    func parseGenerally(_ json: JSONValue, as type: TokenType) -> TokenValue? {
        if let text = json.stringValue, let references = AliasSyntax.referenceList(text) {
            return referenceList(references, at: json.position, as: type)
        }
        if isReference(json) { return resolveReference(json, expecting: type) }
        if let object = computedObject(json) { return computed(object, at: json, as: type) }
        if !strict, type != .string, let text = json.stringValue, let value = webOnlyValue(text, as: type, at: json.position) {
            return value
        }
        switch type {
        case .color: return color(json).map(TokenValue.color)
        case .dimension: return dimension(json).map(TokenValue.dimension)
        case .fontFamily: return fontFamily(json).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(json).map(TokenValue.fontWeight)
        case .duration: return duration(json).map(TokenValue.duration)
        case .cubicBezier: return cubicBezier(json).map(TokenValue.cubicBezier)
        case .number: return number(json, what: "number").map(TokenValue.number)
        case .strokeStyle: return strokeStyle(json).map(TokenValue.strokeStyle)
        case .border: return border(json).map(TokenValue.border)
        case .transition: return transition(json).map(TokenValue.transition)
        case .shadow: return shadow(json).map(TokenValue.shadow)
        case .gradient: return gradient(json).map(TokenValue.gradient)
        case .typography: return typography(json).map(TokenValue.typography)
        case .string:
            guard let text = json.stringValue else { return invalid(json, "a string") }
            return .string(text)
        case .boolean:
            guard let flag = json.boolValue else { return invalid(json, "true or false") }
            return .boolean(flag)
        }
    }

    // MARK: References

    /// `"{a.b}"` or `{"$ref": "#/…"}`.
    func isReference(_ json: JSONValue) -> Bool {
        if let text = json.stringValue { return AliasSyntax.looksLikeAlias(text) }
        if let object = json.objectValue { return object.contains("$ref") }
        return false
    }

    /// Resolves a reference used where a value of `expected` type belongs.
    func resolveReference(_ json: JSONValue, expecting expected: TokenType) -> TokenValue? {
        let target: TokenResolver.Target
        if let text = json.stringValue {
            target = resolver.lookupAlias(text, at: json.position, tokenID: tokenID)
        } else if let ref = json.objectValue?["$ref"], let text = ref.stringValue {
            if let object = json.objectValue, object.count > 1 {
                diagnostics.emit(
                    .error, .invalidPointer, "a {\"$ref\": …} reference must not have other members",
                    at: json.position, tokenPath: tokenID)
                return nil
            }
            target = resolver.lookupPointer(text, at: ref.position, tokenID: tokenID)
        } else {
            diagnostics.emit(
                .error, .invalidPointer, "$ref must be a string such as \"#/group/token\"",
                at: json.position, tokenPath: tokenID)
            return nil
        }
        switch target {
        case .failed:
            return nil
        case .token(let offset):
            if let ref = json.objectValue?["$ref"] {
                resolver.reportPointerToToken(ref, target: offset, tokenID: tokenID)
                return nil
            }
            // A token left out for its own value whose text reads as the type wanted here (Tokens Studio places text).
            if let placed = placedTextOfLeftOut(offset), let read = TokenValue.string(placed).readTextually(as: expected) {
                return read
            }
            guard let value = resolver.resolveNested(offset, referencedBy: tokenID, at: json.position) else { return nil }
            if value.type == expected { return value }
            if expected == .number, case .fontWeight(let weight) = value { return .number(weight) }
            if expected == .fontWeight, case .number(let weight) = value, (1...1000).contains(weight) {
                return .fontWeight(weight)
            }
            if resolver.options.typesAreLabels, case .number = value, expected == .dimension || expected == .duration {
                // Style Dictionary places a number where a length or a time belongs as it is: read as the same
                // number written there, with the unit assumed and said as in place (Tokens Studio's numbers are px
                // by the plugin's own rule, read quietly below).
                return parse(value.canonicalJSON(at: json.position), as: expected)
            }
            if resolver.options.referencesAreTextual, let read = value.readTextually(as: expected) { return read }
            if resolver.options.referencesAreTextual, case .string(let placed) = value,
                let leftOut = webOnlyValue(String(placed.trimmingSpaces), as: expected, at: json.position)
            {
                // The placed text is CSS only a browser gives a value (`none` where a border style belongs, from
                // a text token): the slot reads it as it reads it written there, and leaves the token out (rule 1).
                return leftOut
            }
            let targetID = resolver.document.tokens[offset].id
            if resolver.options.referencesAreTextual, expected == .color, value.type == .gradient {
                // Tokens Studio places the gradient's text where a color belongs and paints a gradient there
                // (a gradient stroke, a gradient fill): valid in its tool, but no color an app can use (rule 1).
                return leaveOut(
                    .referenceTypeMismatch, reason: "its color is the gradient \(targetID)",
                    message: "\(describeSlot(expected)) in \(tokenID) references \(targetID), a gradient, which Tokens Studio paints there but a color cannot hold",
                    at: json.position, fixIt: "reference a color token, or keep the gradient for a fill")
            }
            diagnostics.emit(
                .error, .referenceTypeMismatch,
                "\(describeSlot(expected)) in \(tokenID) references \(targetID), which is a \(value.type.rawValue)",
                at: json.position, tokenPath: tokenID,
                notes: [("\(targetID) is defined here", resolver.document.tokens[offset].position, targetID)],
                fixIt: "reference a \(expected.rawValue) token")
            return nil
        case .value(let extracted):
            return resolver.withNesting(at: json.position, tokenID: tokenID) { parse(extracted, as: expected) }
        }
    }

    /// Several references where the type takes a list (`"{font.a}, {font.b}"`, `"{shadow.1}, {shadow.2}"`):
    /// the lists of their values joined, as Tokens Studio and Style Dictionary read them, in every reader.
    func referenceList(_ references: [String], at position: SourcePosition, as type: TokenType) -> TokenValue? {
        var values: [TokenValue] = []
        for reference in references {
            guard let value = resolveReference(JSONValue(.string(reference), at: position), expecting: type) else { return nil }
            values.append(value)
        }
        switch type {
        case .fontFamily:
            return .fontFamily(values.flatMap { value -> [String] in if case .fontFamily(let names) = value { names } else { [] } })
        case .shadow:
            return .shadow(values.flatMap { value -> [ShadowLayer] in if case .shadow(let layers) = value { layers } else { [] } })
        case .gradient:
            return .gradient(values.flatMap { value -> [GradientStop] in if case .gradient(let stops) = value { stops } else { [] } })
        case .string:
            return .string(values.compactMap(\.interpolationText).joined(separator: ", "))
        default:
            diagnostics.emit(
                .error, .malformedReference,
                "\(tokenID) lists \(references.count) references, but a \(type.rawValue) takes one value",
                at: position, tokenPath: tokenID, fixIt: "reference one token")
            return nil
        }
    }

    /// For parts of non-composite values (a color's components, a dimension's
    /// unit): a `{"$ref"}` is replaced by what it points to; a curly alias is
    /// not allowed there by the 2025.10 schema.
    func dereference(_ json: JSONValue) -> JSONValue? {
        if let object = json.objectValue, object.contains("$ref") {
            guard let text = object["$ref"]?.stringValue else { return invalid(json, "a JSON Pointer string in $ref") }
            switch resolver.lookupPointer(text, at: json.position, tokenID: tokenID) {
            case .failed: return nil
            case .value(let value): return value
            case .token(let offset):
                resolver.reportPointerToToken(object["$ref"] ?? json, target: offset, tokenID: tokenID)
                return nil
            }
        }
        if let text = json.stringValue, AliasSyntax.looksLikeAlias(text) {
            diagnostics.emit(
                strict ? .error : .warning, .curlyReferenceInSubValue,
                "\(text.truncatedForMessage) inside a non-composite value: only {\"$ref\": \"#/…\"} may point into part of a value",
                at: json.position, tokenPath: tokenID,
                fixIt: "reference the whole token from $value, or use {\"$ref\": \"#/…/$value/…\"}")
            if strict { return nil }
            if case .token(let offset) = resolver.lookupAlias(text, at: json.position, tokenID: tokenID) {
                return resolver.resolveNested(offset, referencedBy: tokenID, at: json.position)?.canonicalJSON(at: json.position)
            }
            return nil
        }
        return json
    }

    /// A sub-value of a composite: a literal of `type`, or a reference to a token of that type.
    /// - Parameter position: Where the composite object is (reported when it has no members at all).
    func subValue(_ object: JSONObject, _ key: String, _ type: TokenType, in composite: String, at position: SourcePosition) -> TokenValue? {
        guard let json = object[key] else {
            diagnostics.emit(
                .error, .missingSubValue, "\(composite) \(tokenID) is missing \"\(key)\"",
                at: object.members.first?.keyPosition ?? position, tokenPath: tokenID,
                fixIt: "add \"\(key)\" (a \(type.rawValue) or a reference to one)")
            return nil
        }
        return parse(json, as: type)
    }

    /// Reports members of a composite object that the type does not define.
    func checkMembers(_ object: JSONObject, allowed: [String], lenientExtras: [String] = [], in composite: String) -> Bool {
        var valid = true
        for member in object.members where !allowed.contains(member.key) {
            let tolerated = !strict && lenientExtras.contains(member.key)
            if tolerated { continue }
            diagnostics.emit(
                strict ? .error : .warning, .unexpectedSubValue,
                "\(composite) \(tokenID) has an unexpected \"\(member.key.truncatedForMessage)\"; a \(composite) has \(allowed.sorted().joined(separator: ", "))",
                at: member.keyPosition, tokenPath: tokenID)
            if strict { valid = false }
        }
        return valid
    }

    // MARK: Helpers

    func invalid<T>(_ json: JSONValue, _ expectation: String) -> T? {
        diagnostics.emit(
            .error, .invalidValue,
            "\(tokenID) must be \(expectation), but its value is \(describe(json))",
            at: json.position, tokenPath: tokenID)
        return nil
    }

    /// Says that `json` is in a form DTCG 2025.10 does not have. `onlyTheForm`: it is read exactly
    /// (`"#fff"`, `"16px"`, CSS shadow text), which only DTCG files are told, since the formats that
    /// write values as CSS text mean them so; otherwise reading made a choice (a unit assumed, a
    /// keyword read as a number, a direction dropped), said in every format.
    func legacy(_ json: JSONValue, _ message: @autoclosure () -> String, fixIt: @autoclosure () -> String?, onlyTheForm: Bool = false) {
        if onlyTheForm, resolver.options.valuesAreCSSText { return }
        diagnostics.emit(.warning, .legacyValue, message(), at: json.position, tokenPath: tokenID, fixIt: fixIt())
    }

    func describe(_ json: JSONValue) -> String {
        switch json.kind {
        case .string(let text): "the string \"\(text.truncatedForMessage)\""
        case .number(let number): "the number \(formatNumber(number.value))"
        default: json.kindDescription
        }
    }

    func describeSlot(_ type: TokenType) -> String {
        "a \(type.rawValue) value"
    }

    func number(_ json: JSONValue, what: String) -> Double? {
        guard let json = dereference(json) else { return nil }
        if let number = json.numberValue { return number.value }
        if !strict, let text = json.stringValue, let number = Double(text.trimmingSpaces), number.isFinite {
            legacy(json, "\(what) written as the string \"\(text)\"", fixIt: "write it as the number \(formatNumber(number))", onlyTheForm: true)
            return number
        }
        return invalid(json, "a number")
    }
}

/// `value` with at most `fractionDigits` decimals, for messages and fixes: a color component
/// computed as 190/255 reads 0.745098, not 0.7450980392156863.
func roundedForMessage(_ value: Double, fractionDigits: Int = 6) -> Double {
    var scale = 1.0
    for _ in 0..<fractionDigits { scale *= 10 }
    // Past 2⁵² a double has no digits left at that scale: rounding would only add binary noise (1e20 → 9.999999999999998e19).
    guard abs(value * scale) < 0x1p52 else { return value }
    let rounded = (value * scale).rounded() / scale
    return rounded.isFinite ? rounded : value
}

extension ColorValue {
    /// The color with its components and alpha at message precision (``roundedForMessage(_:fractionDigits:)``).
    var roundedForMessage: ColorValue {
        var color = self
        color.components = components.map { component in
            if case .number(let value) = component { return .number(TesseraTokens.roundedForMessage(value)) }
            return component
        }
        color.alpha = TesseraTokens.roundedForMessage(alpha)
        return color
    }
}

/// A number for a message or fix: integers without a fraction, and a computed one (1.2 × 16)
/// without binary noise (19.2, not 19.200000000000003), at most `fractionDigits` decimals.
package func formatNumber(_ value: Double, fractionDigits: Int = 10) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let rounded = roundedForMessage(value, fractionDigits: fractionDigits)
    if rounded == rounded.rounded(), abs(rounded) < 1e15, rounded != 0 { return String(Int64(rounded)) }
    return String(rounded == 0 ? value : rounded)
}

extension String {
    package var trimmingSpaces: Substring {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return slice
    }
}
