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
    /// has a Style Dictionary signature type, or is a `$value` token carrying a plain member
    /// beside it that only Style Dictionary projects write: one of ``tokenMembers`` or a mode's
    /// value (`darkValue`), which a project's format reads where that mode is chosen. Any token
    /// of the first objects counts, not only the first (a file whose first token has no dark
    /// value is as much the project's as the next one). Bounded so detection stays cheap.
    static func containsSignatureType(_ root: JSONObject, limit: Int = 256) -> Bool {
        objectsNearTheTop(of: root, limit: limit).contains { object in
            let type = object["$type"]?.stringValue ?? (object.contains("value") ? object["type"]?.stringValue : nil)
            if let type, signatureNames.contains(type) { return true }
            return object.contains("$value")
                && object.members.contains { tokenMembers.contains($0.key) || ModeWords.mode(ofValueMember: $0.key) != nil }
        }
    }

    /// Whether one of the first `limit` objects of `root` is a `$value` token whose text places a
    /// reference among other text (`"rgba({color.white-rgb}, 1)"`, `"{size.1} solid {color.line}"`).
    /// A DTCG reference is a whole value; Style Dictionary 4 (and Tokens Studio, detected before)
    /// places references inside text. Braces at both ends are no such mark: a list of references
    /// (`"{a}, {b}"`) every reader reads alike, and `"{{x}}"` is malformed in every tool.
    static func containsPlacedReference(_ root: JSONObject, limit: Int = 256) -> Bool {
        objectsNearTheTop(of: root, limit: limit).contains { object in
            guard let text = object["$value"]?.stringValue else { return false }
            return StyleDictionaryImporter.placesReference(text) && !AliasSyntax.looksLikeAlias(String(text.trimmingSpaces))
        }
    }

    /// The first `limit` objects of `root`, groups and tokens, depth first; a token's value is not entered.
    private static func objectsNearTheTop(of root: JSONObject, limit: Int) -> [JSONObject] {
        var pending = [root]
        var visited: [JSONObject] = []
        while let object = pending.popLast(), visited.count < limit {
            visited.append(object)
            if object.contains("$value") || object.contains("value") { continue }
            for member in object.members.reversed() where !member.key.isReservedName {
                if let child = member.value.objectValue { pending.append(child) }
            }
        }
        return visited
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
}
