package import TesseraSyntax

/// Outside strict mode, the type of an untyped token (Style Dictionary's `value`
/// without `type`, a DTCG-shaped file without `$type`) from the shape of its value,
/// where the intent is unambiguous: colors, lengths, times, `cubic-bezier(…)`,
/// numbers written as strings (`"0.04"`, `"700"`), CSS transitions (`"0.5s cubic-bezier(…)"`), font stacks
/// (`"'Inter', Roboto, sans-serif"`, or a list of names ending in a generic family), CSS shadows and
/// CSS gradients. Any other text (a keyword, a single font name, a sentence) is a plain string, never an error.
package enum TypeInference {
    /// The CSS layout function a whole untyped value calls (`var(--x)`, `env(…)`, `clamp(…)`, `min(…)`,
    /// `max(…)`), which only a browser resolves; `nil` for any other text (`calc()` of fixed values computes).
    package static func cssLayoutCall(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces.lowercased()
        guard trimmed.hasSuffix(")") else { return nil }
        return ["var", "env", "clamp", "min", "max", "minmax", "fit-content"].first { trimmed.hasPrefix($0 + "(") }
    }

    /// Whether untyped text uses a CSS custom property anywhere (`"500 11px/1.2 var(--font-sans)"`,
    /// `calc(var(--space-16) * 5)`): part of its value comes from the page's cascade, which only a
    /// browser has. Text that merely names a function (`"Use max(a, b) here"`) does not count.
    package static func usesCSSCustomProperty(_ text: String) -> Bool {
        let bytes = Array(text.lowercased().utf8)
        let call = Array("var(".utf8)
        var index = 0
        while index + call.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index..<index + call.count].elementsEqual(call) else { continue }
            var after = index + call.count
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            if after + 1 < bytes.count, bytes[after] == UInt8(ascii: "-"), bytes[after + 1] == UInt8(ascii: "-") { return true }
        }
        return false
    }

    package static func infer(_ value: JSONValue) -> TokenType? {
        switch value.kind {
        case .number: return .number
        case .bool: return .boolean
        case .string(let text):
            if AliasSyntax.looksLikeAlias(text) { return nil }
            if CSSColorParser.parse(text) != nil, !isPlainWord(text) || text.hasPrefix("#") { return .color }
            if hasNumericPrefix(text, units: ["px", "rem"]) { return .dimension }
            if hasNumericPrefix(text, units: ["ms", "s"]) { return .duration }
            // Text with references inside is no plain text: it needs reading as its tool reads it.
            if AliasSyntax.containsAlias(text) { return nil }
            let trimmed = String(text.trimmingSpaces)
            if let number = Double(trimmed), number.isFinite, trimmed.first != "." || trimmed.count > 1 { return .number }
            if let type = calcType(trimmed) { return type }
            if trimmed.hasPrefix("cubic-bezier("), CSSShorthand.cubicBezier(trimmed) != nil { return .cubicBezier }
            if trimmed.contains(" "), CSSShorthand.transition(trimmed) != nil { return .transition }
            if isFontStack(trimmed) { return .fontFamily }
            if isShadow(trimmed) { return .shadow }
            if CSSLinearGradient.isGradient(trimmed) { return .gradient }
            return .string
        case .object(let object):
            if object.contains("colorSpace") { return .color }
            if let unit = object["unit"]?.stringValue, object.contains("value") {
                if ["px", "rem", "em"].contains(unit) { return .dimension }
                if ["ms", "s"].contains(unit) { return .duration }
            }
            // A composite's members hold values; an object describing them (`"fontFamily": {"type": "font",
            // "required": true}`, a schema a project's own build filters out) is none of the composites.
            guard object.members.allSatisfy({ holdsMemberValue($0.value) }) else { return nil }
            if object.contains("fontFamily") || object.contains("fontSize") { return .typography }
            if object.contains("offsetX") || object.contains("offsetY") { return .shadow }
            if object.contains("timingFunction") { return .transition }
            if object.contains("dashArray") { return .strokeStyle }
            if object.contains("width") && object.contains("style") { return .border }
            return nil
        case .array(let items):
            if items.count == 4, items.allSatisfy({ $0.numberValue != nil }) { return .cubicBezier }
            if !items.isEmpty, items.allSatisfy({ $0.objectValue?.contains("position") == true }) { return .gradient }
            if !items.isEmpty, items.allSatisfy({ $0.objectValue?.contains("offsetX") == true }) { return .shadow }
            // `["IBM Plex Sans", "Helvetica", "sans-serif"]`: DTCG's font family as a list, which Style
            // Dictionary writes joined with commas; the names are read as a CSS font stack is.
            let names = items.compactMap(\.stringValue)
            if names.count == items.count, isFontStack(names.joined(separator: ", ")) { return .fontFamily }
            return nil
        case .null:
            return nil
        }
    }

    /// Whether a literal's shape says it is not of `type`, where a type only labels a token (Style
    /// Dictionary's, written or implied by the CTI category), so that the value, which the tool passes
    /// through as written, is read by its shape instead:
    /// - a CSS shadow, color, `cubic-bezier()`, time or length of another type (a shadow under `size`,
    ///   `"1.5rem"` labelled `number`);
    /// - a keyword where a length, number or time belongs (`"center"`, `"a3"`);
    /// - where a color belongs, text that is no attempt at a color (`"colors.green.600"`, a path the
    ///   project's own code reads: no `#`, no function, not one word); where a stroke style belongs,
    ///   text that is no keyword (`"1px solid"`);
    /// - an object with none of the members the type has (`{"x": …, "y": …}` as a dimension,
    ///   `{"_light": …, "_dark": …}` as a color), or a list where the type holds one value, which the
    ///   tool hands to the project's own transforms.
    ///
    /// A bare number keeps the label's reading (a size in rem), and a malformed color (`#ff00f`,
    /// `rgb(0 0)`, `blu`) stays a color, and an error.
    package static func shapeContradicts(_ value: JSONValue, type: TokenType) -> Bool {
        switch value.kind {
        case .string(let text):
            guard let shape = infer(value), shape != type else { return false }
            // Style Dictionary's typography transforms read only objects, so text labelled typography is
            // passed through as written: a length (`"24px"`), a font stack, or a name alone (`"Inter"`).
            // Text with a size in it (`"16px/1.5 Inter"`) is a CSS font shorthand, read as one where placed.
            if type == .typography, shape != .string || !text.contains(where: \.isNumber) { return true }
            if [.shadow, .color, .cubicBezier, .duration, .dimension, .transition].contains(shape) { return true }
            if shape == .string, [.dimension, .number, .duration].contains(type), isKeyword(text),
                !ValueParser.layoutKeywords.contains(text.lowercased())
            {
                // (`auto`, `none`: left out with their own message where the type reads them.)
                return true
            }
            // Where a stroke style belongs, text of more than a keyword (`"1px solid"`, part of a CSS border
            // shorthand) is no attempt at one of the styles, which are keywords; a misspelt style stays one.
            if type == .strokeStyle, shape == .string, !isKeyword(String(text.trimmingSpaces)) { return true }
            // (A color's channels, `"255, 255, 255"`, are left out where the color is read, and still placed.)
            return type == .color && shape == .string && !looksLikeColor(text) && !ValueParser.isColorChannelList(text)
        case .object(let object):
            // A `$` member is syntax (a reference, a value an importer computes), not a shape.
            if object.members.contains(where: { $0.key.hasPrefix("$") }) { return false }
            switch type {
            case .color: return !["colorSpace", "components", "hex", "r"].contains(where: object.contains)
            case .dimension, .duration: return !(object.contains("value") && object.contains("unit"))
            case .fontFamily, .fontWeight: return true
            default: return false
            }
        case .array:
            return [.color, .dimension, .duration, .number, .fontWeight, .strokeStyle, .border, .transition, .typography]
                .contains(type)
        default:
            return false
        }
    }

    /// A CSS keyword: a letter, then letters, digits and hyphens (`center`, `a3`, `x-large`).
    private static func isKeyword(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }

    /// A `#…` or a CSS function anywhere (`"0.5px solid #a3adc8"` holds a color, which Style Dictionary's
    /// color transforms cannot read either), or one word (a named color, or a misspelt one).
    private static func looksLikeColor(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return trimmed.contains("#") || trimmed.contains("(") || trimmed.allSatisfy(\.isLetter) || isHexWithoutHash(String(trimmed))
    }

    /// Three, four, six or eight hex digits and nothing else (`"ffebee"`, `"00000026"`): a hex color
    /// whose `#` is left out, which Style Dictionary's color transforms read (tinycolor takes the `#` as optional).
    package static func isHexWithoutHash(_ text: String) -> Bool {
        [3, 4, 6, 8].contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }

    /// The generic CSS families and system-font keywords that end a font stack.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "blinkmacsystemfont",
    ]

    /// `"'Inter', Roboto, sans-serif"`: names separated by commas, one of them quoted or a generic family.
    private static func isFontStack(_ text: String) -> Bool {
        guard text.contains(",") else { return false }
        let names = CSSShorthand.split(text[...], at: ",").map { String($0.trimmingSpacesSubstring) }
        guard names.count > 1, names.allSatisfy({ !$0.isEmpty && !$0.contains("(") && !$0.contains("{") }) else { return false }
        return names.contains { $0.hasPrefix("\"") || $0.hasPrefix("'") || genericFamilies.contains($0.lowercased()) }
    }

    /// The type a whole CSS `calc(…)` computes to, from the units of its operands, as a browser computes it:
    /// lengths (`calc(1rem * 1.125)`, also `%` and viewport units, which the parse then leaves out) a
    /// dimension, times a duration, bare numbers a number; `nil` for other text or units of both kinds.
    private static func calcType(_ text: String) -> TokenType? {
        guard text.lowercased().hasPrefix("calc("), text.hasSuffix(")") else { return nil }
        let characters = Array(text.lowercased())
        var lengths = false, times = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // A number begins a word (`1rem`, `(2px`, `-4px`), never inside a name (`h1`, `var2`).
            let startsNumber = character.isASCII && (character.isNumber || character == ".")
            let insideName = index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_")
            guard startsNumber, !insideName else {
                index += 1
                continue
            }
            while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
            var unit = ""
            while index < characters.count, characters[index].isLetter || characters[index] == "%" {
                unit.append(characters[index])
                index += 1
            }
            if unit == "ms" || unit == "s" { times = true } else if !unit.isEmpty { lengths = true }
        }
        switch (lengths, times) {
        case (true, false): return .dimension
        case (false, true): return .duration
        case (false, false): return .number
        case (true, true): return nil
        }
    }

    /// Whether a composite's member holds a value: text, a number, a list, or an object that is a value
    /// (a dimension's `{"value": 16, "unit": "px"}`, a color's `colorSpace`, a stroke style's `dashArray`).
    private static func holdsMemberValue(_ value: JSONValue) -> Bool {
        guard let object = value.objectValue else { return true }
        return object.contains("value") || object.contains("colorSpace") || object.contains("dashArray")
    }

    /// `"0 1px 2px rgba(0, 0, 0, 0.1)"`: lengths and a color, as CSS `box-shadow` writes a layer.
    private static func isShadow(_ text: String) -> Bool {
        guard text.contains(" "), case .success(let layers) = CSSShorthand.shadow(text) else { return false }
        return !layers.isEmpty
    }

    /// Named colors (`red`, `white`) are also ordinary words; only infer color from them when nothing else fits.
    private static func isPlainWord(_ text: String) -> Bool {
        text.allSatisfy(\.isLetter)
    }

    private static func hasNumericPrefix(_ text: String, units: [String]) -> Bool {
        for unit in units where text.hasSuffix(unit) {
            let number = text.dropLast(unit.count)
            if !number.isEmpty, Double(number) != nil { return true }
        }
        return false
    }
}
