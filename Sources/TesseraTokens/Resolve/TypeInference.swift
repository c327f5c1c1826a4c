import TesseraSyntax

/// Outside strict mode, the type of an untyped token whose value can only be
/// one thing. Strings that could be a font name or plain text are not guessed.
enum TypeInference {
    static func infer(_ value: JSONValue) -> TokenType? {
        switch value.kind {
        case .number: return .number
        case .bool: return .boolean
        case .string(let text):
            if AliasSyntax.looksLikeAlias(text) { return nil }
            if CSSColorParser.parse(text) != nil, !isPlainWord(text) || text.hasPrefix("#") { return .color }
            if hasNumericPrefix(text, units: ["px", "rem"]) { return .dimension }
            if hasNumericPrefix(text, units: ["ms", "s"]) { return .duration }
            return nil
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
