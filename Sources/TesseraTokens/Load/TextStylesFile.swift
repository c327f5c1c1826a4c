import TesseraDiagnostics
import TesseraSyntax

/// The `textStyles.json` of the white-label layout this project started from
/// (`tokens.json`, `colors.json`, `sizes.json` and this file):
///
/// ```json
/// { "fileName": "textStyles",
///   "textStyles": [{ "name": "headline", "fontFamily": "CustomFont", "fontWeight": "Bold",
///                    "fontSize": 16, "textCase": "UPPER" }] }
/// ```
///
/// It is read as a DTCG group `textStyles` of typography tokens, so the four files
/// validate and resolve together. A style without line height or letter spacing gets
/// 1.2 (about what platforms call "normal") and 0, with a note saying so; a line height
/// above 3 is in points, as design tools export it.
enum TextStylesFile {
    /// Whether a document has the layout's shape: a `textStyles` array and nothing but `fileName` beside it.
    static func matches(_ root: JSONObject) -> Bool {
        guard root["textStyles"]?.arrayValue != nil else { return false }
        return root.members.allSatisfy { $0.key == "textStyles" || $0.key == "fileName" }
    }

    /// The same styles as DTCG typography tokens.
    static func convert(_ root: JSONObject, diagnostics: DiagnosticEngine) -> JSONObject {
        guard let styles = root.member("textStyles"), let items = styles.value.arrayValue else { return root }
        var group: [JSONObject.Member] = [member("$type", .string("typography"), at: styles.keyPosition)]
        var assumedLineHeight = false
        for item in items {
            guard let style = item.objectValue, let name = style["name"]?.stringValue, !name.isEmpty else {
                diagnostics.emit(
                    .error, .invalidValue, "a text style needs a \"name\" string", at: item.position,
                    fixIt: "add \"name\": \"headline\"")
                continue
            }
            var value: [JSONObject.Member] = []
            let position = item.position
            value.append(member("fontFamily", style["fontFamily"]?.kind ?? .string("system-ui"), at: position))
            if let size = style["fontSize"] {
                // Sizes are points: written as px, which Tessera reads as points.
                let sizeValue: JSONValue.Kind =
                    size.numberValue != nil
                    ? .object(JSONObject([member("value", size.kind, at: size.position), member("unit", .string("px"), at: size.position)]))
                    : size.kind
                value.append(member("fontSize", sizeValue, at: size.position))
            }
            if let weight = style["fontWeight"] { value.append(member("fontWeight", weight.kind, at: weight.position)) }
            let spacing = style["letterSpacing"]
            value.append(
                member(
                    "letterSpacing",
                    spacing?.numberValue != nil
                        ? .object(JSONObject([member("value", spacing!.kind, at: position), member("unit", .string("px"), at: position)]))
                        : spacing?.kind ?? .object(JSONObject([member("value", .number(JSONNumber(0, isIntegerLiteral: true)), at: position), member("unit", .string("px"), at: position)])),
                    at: spacing?.position ?? position))
            if let lineHeight = style["lineHeight"] {
                // Design tools export a style's line height in points (20); DTCG wants a multiple of
                // the size (1.25). A number above 3 can only be points: it is read as a length in px,
                // which the value parser turns into a multiple with a warning showing the 2025.10 form.
                let kind: JSONValue.Kind =
                    (lineHeight.numberValue?.value ?? 0) > 3
                    ? .object(JSONObject([member("value", lineHeight.kind, at: lineHeight.position), member("unit", .string("px"), at: lineHeight.position)]))
                    : lineHeight.kind
                value.append(member("lineHeight", kind, at: lineHeight.position))
            } else {
                assumedLineHeight = true
                value.append(member("lineHeight", .number(JSONNumber(1.2, isIntegerLiteral: false)), at: position))
            }
            if let textCase = style["textCase"]?.stringValue {
                let mapped = switch textCase.uppercased() {
                case "UPPER", "UPPERCASE": "uppercase"
                case "LOWER", "LOWERCASE": "lowercase"
                case "TITLE", "CAPITALIZE": "capitalize"
                default: "none"
                }
                value.append(member("textCase", .string(mapped), at: style["textCase"]!.position))
            }
            group.append(
                member(name, .object(JSONObject([member("$value", .object(JSONObject(value)), at: position)])), at: position))
        }
        if assumedLineHeight {
            diagnostics.emit(
                .note, .legacyTokenShape,
                "textStyles.json gives no line height; 1.2 × the font size is used (add \"lineHeight\" to a style to choose)",
                at: styles.keyPosition)
        }
        return JSONObject([member("textStyles", .object(JSONObject(group)), at: styles.keyPosition)])
    }

    private static func member(_ key: String, _ kind: JSONValue.Kind, at position: SourcePosition) -> JSONObject.Member {
        JSONObject.Member(key: key, keyPosition: position, value: JSONValue(kind, at: position))
    }
}
