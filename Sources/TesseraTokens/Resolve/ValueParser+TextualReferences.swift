/// References as Tokens Studio and Style Dictionary read them: textually.
///
/// Both tools replace a reference by its target's text before the value is read, so a
/// reference takes the type of the place it is used in, not of the token it names: a
/// `text` token holding `Inter` is a font family where a font family belongs, a `number`
/// token `16` is 16px where a length belongs, `"Bold"` is 700 where a weight belongs.
/// DTCG references keep their target's type, so this reading is only used when
/// ``ReadingOptions/referencesAreTextual`` is on; what has no reading as the wanted type
/// stays a type mismatch (TS0303).
extension TokenValue {
    /// The value read as `type` the way its text would be read there; `nil` when it cannot be.
    /// - Parameter unitsStayAsPlaced: Whether a value keeps its unit, or its lack of one, under
    ///   another label, as in Style Dictionary: it places a referenced value as its own transforms
    ///   left it, and the built-in transforms do not run again on it (they are not transitive), so
    ///   `16px` under a `number` label stays a length and `1.3` under a `dimension` label stays a
    ///   number (TS0303 says so). Tokens Studio reads the px number and puts px on a bare one.
    package func readTextually(as type: TokenType, unitsStayAsPlaced: Bool = false) -> TokenValue? {
        if self.type == type { return self }
        switch (type, self) {
        case (.string, _):
            return interpolationText.map(TokenValue.string)
        case (.number, .fontWeight(let number)):
            return .number(number)
        case (.number, .dimension(let length)) where length.unit == .px && !unitsStayAsPlaced:
            return .number(length.value)
        case (.fontWeight, .number(let number)) where (1...1000).contains(number):
            return .fontWeight(number)
        case (.dimension, .number(let number)) where !unitsStayAsPlaced:
            return .dimension(DimensionValue(number, .px))
        case (.duration, .number(let number)) where !unitsStayAsPlaced:
            return .duration(DurationValue(number, .ms))
        case (.fontFamily, .string(let text)):
            let names = CSSShorthand.fontFamilies(text[...])
            return names.isEmpty ? nil : .fontFamily(names)
        case (_, .string(let text)):
            return Self.readText(String(text.trimmingSpaces), as: type)
        default:
            return nil
        }
    }

    /// Text placed where a line height belongs, read as it reads written there: a percentage is its
    /// multiple (`125%` is 1.25), a plain number a multiple, a length a length; `nil` for other text.
    package func readTextuallyAsLineHeight() -> TokenValue? {
        guard case .string(let placed) = self else { return nil }
        let text = String(placed.trimmingSpaces)
        if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite { return .number(percent / 100) }
        return Self.readText(text, as: .number) ?? CSSShorthand.length(text).map(TokenValue.dimension)
    }

    /// Text read as a value of `type`, quietly: `nil` when it is not one.
    private static func readText(_ text: String, as type: TokenType) -> TokenValue? {
        switch type {
        case .number:
            return Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        case .fontWeight:
            if let weight = FontWeightKeyword.weight(named: text) { return .fontWeight(weight) }
            return Double(text).flatMap { (1...1000).contains($0) ? .fontWeight($0) : nil }
        case .dimension:
            if let number = Double(text), number.isFinite { return .dimension(DimensionValue(number, .px)) }
            return CSSShorthand.length(text).map(TokenValue.dimension)
        case .duration:
            for unit in DurationValue.Unit.allCases.reversed() where text.hasSuffix(unit.rawValue) {
                if let number = Double(text.dropLast(unit.rawValue.count)), number.isFinite {
                    return .duration(DurationValue(number, unit))
                }
            }
            return Double(text).flatMap { $0.isFinite ? .duration(DurationValue($0, .ms)) : nil }
        case .color:
            return CSSColorParser.parse(text).map(TokenValue.color)
        case .cubicBezier:
            return CSSShorthand.cubicBezier(text).map(TokenValue.cubicBezier)
        case .shadow:
            if case .success(let layers) = CSSShorthand.shadow(text) { return .shadow(layers) }
            return nil
        case .border:
            if case .success(let border) = CSSShorthand.border(text) { return .border(border) }
            return nil
        case .boolean:
            return ["true": true, "false": false][text.lowercased()].map(TokenValue.boolean)
        case .strokeStyle:
            return StrokeStyle.keywords.contains(text) ? .strokeStyle(.keyword(text)) : nil
        case .string, .fontFamily, .typography, .gradient, .transition:
            return nil
        }
    }
}
