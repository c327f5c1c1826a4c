import TesseraDiagnostics
import TesseraSyntax
import TesseraTokens

/// How Figma variable scopes decide a DTCG type. Figma has one number type
/// (`FLOAT`) and one text type (`STRING`); the scopes say what a variable is
/// for, which is the only hint at its unit.
enum FigmaScopes {
    /// Scopes whose values are lengths in pixels.
    static let lengthScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
        "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
    ]

    /// A `FLOAT` variable is a `fontWeight` when its only scope is `FONT_WEIGHT`, a
    /// `dimension` (px) when every scope is a length, otherwise a plain `number`
    /// (`ALL_SCOPES`, `OPACITY`, mixed scopes).
    static func numberType(scopes: [String]) -> TokenType {
        if scopes == ["FONT_WEIGHT"] { return .fontWeight }
        if !scopes.isEmpty, scopes.allSatisfy(lengthScopes.contains) { return .dimension }
        return .number
    }

    /// A `STRING` variable is a `fontFamily` when its only scope is `FONT_FAMILY`, otherwise a `string`.
    static func textType(scopes: [String]) -> TokenType {
        scopes == ["FONT_FAMILY"] ? .fontFamily : .string
    }

    /// The scopes listed in `$extensions["com.figma"].scopes` or a REST variable's `scopes`.
    static func scopes(_ value: JSONValue?) -> [String] {
        value?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// A Figma number as the DTCG value of `type`: `{value, unit: "px"}` for a dimension.
    static func numberValue(_ number: JSONNumber, type: TokenType, at position: SourcePosition) -> JSONValue {
        guard type == .dimension else { return JSONValue(.number(number), at: position) }
        return JSONValue(
            .object(JSONObject([("value", JSONValue(.number(number), at: position)), ("unit", JSONValue(.string("px"), at: position))], at: position)),
            at: position)
    }

    /// The context a collection's modes default to when the format does not say
    /// (the export's file names): one named `Default`, `Light` or `Base`, else the first.
    static func defaultMode(_ names: [String]) -> String? {
        for preferred in ["default", "light", "base"] {
            if let match = names.first(where: { $0.lowercased() == preferred }) { return match }
        }
        return names.first
    }
}
