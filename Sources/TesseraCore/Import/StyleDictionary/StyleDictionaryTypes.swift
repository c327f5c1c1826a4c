/// Style Dictionary's type names and its Category/Type/Item (CTI) convention,
/// mapped to DTCG types.
enum StyleDictionaryTypes {
    /// `type` values Style Dictionary and the tools around it write, by DTCG type.
    static let names: [String: TokenType] = [
        "color": .color,
        "dimension": .dimension, "size": .dimension, "sizing": .dimension, "spacing": .dimension,
        "fontSize": .dimension, "fontSizes": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "letterSpacing": .dimension,
        "fontFamily": .fontFamily, "fontFamilies": .fontFamily,
        "fontWeight": .fontWeight, "fontWeights": .fontWeight,
        "duration": .duration, "time": .duration,
        "cubicBezier": .cubicBezier,
        "number": .number, "opacity": .number, "lineHeight": .number, "lineHeights": .number,
        "strokeStyle": .strokeStyle, "border": .border, "transition": .transition,
        "shadow": .shadow, "boxShadow": .shadow, "gradient": .gradient, "typography": .typography,
        "string": .string, "content": .string, "text": .string, "boolean": .boolean,
    ]

    /// The type the CTI path implies: `color.*` colors, `size.*` dimensions,
    /// `time.*` durations, `font.family.*` / `font.weight.*` / `font.size.*`.
    static func implied(byPath path: [String]) -> TokenType? {
        guard let category = path.first?.lowercased() else { return nil }
        switch category {
        case "color", "colors": return .color
        case "size", "sizes", "spacing": return .dimension
        case "time", "duration": return .duration
        case "font", "fonts":
            switch path.dropFirst().first?.lowercased() {
            case "family", "families": return .fontFamily
            case "weight", "weights": return .fontWeight
            case "size", "sizes": return .dimension
            default: return nil
            }
        default: return nil
        }
    }
}
