package import TesseraSyntax

/// Outside strict mode, the type of an untyped token (Style Dictionary's `value`
/// without `type`, a DTCG-shaped file without `$type`) from the shape of its value,
/// where the intent is unambiguous: colors, lengths, times, `cubic-bezier(…)`,
/// numbers written as strings (`"0.04"`, `"700"`), CSS transitions (`"0.5s cubic-bezier(…)"`), font stacks
/// (`"'Inter', Roboto, sans-serif"`), CSS shadows and CSS gradients. Any other text (a keyword, a
/// single font name, a sentence) is a plain string, never an error.
package enum TypeInference {
    /// The CSS layout function a whole untyped value calls (`var(--x)`, `env(…)`, `clamp(…)`, `min(…)`,
    /// `max(…)`), which only a browser resolves; `nil` for any other text (`calc()` of fixed values computes).
    package static func cssLayoutCall(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces.lowercased()
        guard trimmed.hasSuffix(")") else { return nil }
        return ["var", "env", "clamp", "min", "max", "minmax", "fit-content"].first { trimmed.hasPrefix($0 + "(") }
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
            return nil
        case .null:
            return nil
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
