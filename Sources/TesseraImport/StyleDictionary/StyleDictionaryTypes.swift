import TesseraSyntax
import TesseraTokens

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

    /// Plain members Style Dictionary 4 projects write beside `$value` (its own, and what its
    /// transforms read); DTCG forbids plain members, so one of these marks a Style Dictionary file.
    static let tokenMembers: Set<String> = [
        "unit", "alpha", "private", "themeable", "original", "filePath", "isSource",
    ]

    /// Type names that mark a file as Style Dictionary's even when it is written with
    /// `$value`/`$type` (Style Dictionary 4): those DTCG lacks and Tokens Studio does not
    /// claim (`fontSize`, `size`, `time`, `content`, `lineHeight`).
    static let signatureNames: Set<String> = Set(
        names.keys.filter { TokenType(rawValue: $0) == nil && !TokensStudioType.signatureNames.contains($0) })

    /// Whether one of the first `limit` objects of `root` (groups and tokens, depth first)
    /// has a Style Dictionary signature type; bounded so detection stays cheap.
    static func containsSignatureType(_ root: JSONObject, limit: Int = 256) -> Bool {
        var pending = [root]
        var visited = 0
        while let object = pending.popLast(), visited < limit {
            visited += 1
            let type = object["$type"]?.stringValue ?? (object.contains("value") ? object["type"]?.stringValue : nil)
            if let type, signatureNames.contains(type) { return true }
            if object.contains("$value") || object.contains("value") { continue }
            for member in object.members.reversed() where !member.key.isReservedName {
                if let child = member.value.objectValue { pending.append(child) }
            }
        }
        return false
    }

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

    /// Whether a literal's shape says it is not of the type its CTI category implies, so that it is
    /// typed from its shape instead: a CSS shadow, color, `cubic-bezier()`, time or length of another
    /// type (a shadow under `size`); under `color`, text that is no attempt at a color (`"colors.green.600"`,
    /// a path the project's own code reads: no `#`, no function, not one word); and an object with none
    /// of the members the category's type has (`{"_light": …, "_dark": …}` under `color`), which Style
    /// Dictionary passes to the project's own transforms. A bare number keeps the category's reading
    /// (a size in rem), and a malformed color (`#ff00f`, `rgb(0 0)`, `blu`) stays a color, and an error.
    static func shapeContradicts(_ value: JSONValue, category: TokenType) -> Bool {
        switch value.kind {
        case .string(let text):
            guard let shape = TypeInference.infer(value), shape != category else { return false }
            if [.shadow, .color, .cubicBezier, .duration, .dimension, .transition].contains(shape) { return true }
            return category == .color && shape == .string && !looksLikeColor(text)
        case .object(let object):
            switch category {
            case .color: return !["colorSpace", "components", "hex", "r"].contains(where: object.contains)
            case .dimension, .duration: return !(object.contains("value") && object.contains("unit"))
            case .fontFamily, .fontWeight: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// A `#…` or a CSS function anywhere (`"0.5px solid #a3adc8"` holds a color, which Style Dictionary's
    /// color transforms cannot read either), or one word (a named color, or a misspelt one).
    private static func looksLikeColor(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return trimmed.contains("#") || trimmed.contains("(") || trimmed.allSatisfy(\.isLetter) || isHexWithoutHash(String(trimmed))
    }

    /// Three, four, six or eight hex digits and nothing else (`"ffebee"`, `"00000026"`): a hex color
    /// whose `#` is left out, which Style Dictionary's color transforms read (tinycolor takes the `#` as optional).
    static func isHexWithoutHash(_ text: String) -> Bool {
        [3, 4, 6, 8].contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }
}
