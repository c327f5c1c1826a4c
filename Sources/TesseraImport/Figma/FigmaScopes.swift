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

    /// Whether a `FLOAT` holds a percentage: scoped to layer opacity alone, its number is what Figma's
    /// opacity field shows and applies, `50` for half opaque (a `0.5` there is half a percent), so its
    /// number token is the fraction, `number / 100`, as an app's opacity is.
    static func holdsPercentage(scopes: [String]) -> Bool {
        scopes == ["OPACITY"]
    }

    /// Whether a `FLOAT`'s scopes leave its meaning open (`ALL_SCOPES`, or none: a primitive
    /// hidden from every picker), so the variables it is aliased by may decide its type.
    static func leavesNumberOpen(scopes: [String]) -> Bool {
        scopes.isEmpty || scopes.contains("ALL_SCOPES")
    }

    /// The types the aliases between `FLOAT` variables decide, by index, for those whose scopes
    /// typed them `number`. Figma has one number type, so a variable is one type in every mode:
    /// - one aliasing, in some mode, a length or a weight is that type (a literal `0` in another
    ///   mode is `0px`);
    /// - one whose scopes leave it open (`leavesNumberOpen`) and that lengths (or weights) alias
    ///   is that type too: a primitive hidden from pickers (`base/dimension/600`) that a `GAP`
    ///   variable aliases is the px length Figma applies through it. Not when a variable of
    ///   another type, or a `number` its own scopes decide (`OPACITY`), aliases it as well.
    /// Linear: a worklist from the variables typed by scopes, along the aliases both ways.
    static func aliasDecidedTypes(types: [TokenType?], open: [Bool], aliases: [[Int]]) -> [Int: TokenType] {
        var types = types
        var aliasedBy: [[Int]] = Array(repeating: [], count: types.count)
        for (index, targets) in aliases.enumerated() where types[index] != nil {
            for target in targets where target != index && types[target] != nil { aliasedBy[target].append(index) }
        }
        func decides(_ type: TokenType?) -> Bool { type == .dimension || type == .fontWeight }
        // A target takes the type of the variables aliasing it only when none of them says otherwise.
        func agrees(_ target: Int, with type: TokenType) -> Bool {
            aliasedBy[target].allSatisfy { types[$0] == type || (types[$0] == .number && open[$0]) }
        }
        var pending = types.indices.filter { decides(types[$0]) }
        var decided: [Int: TokenType] = [:]
        while let variable = pending.popLast(), let type = types[variable] {
            for aliasing in aliasedBy[variable] where types[aliasing] == .number {
                types[aliasing] = type
                decided[aliasing] = type
                pending.append(aliasing)
            }
            for target in aliases[variable] where target != variable && types[target] == .number && open[target] && agrees(target, with: type) {
                types[target] = type
                decided[target] = type
                pending.append(target)
            }
        }
        return decided
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
    /// (the export's file names): one named `Default`, `Light` or `Base`, else the one whose
    /// name has that word (`Light Mode`, `Light theme`; the shortest when several do), else the first.
    static func defaultMode(_ names: [String]) -> String? {
        for preferred in ["default", "light", "base"] {
            if let match = names.first(where: { $0.lowercased() == preferred }) { return match }
        }
        for preferred in ["default", "light", "base"] {
            let having = names.filter { name in
                name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0 == preferred }
            }
            if let match = having.min(by: { $0.count < $1.count }) { return match }
        }
        return names.first
    }
}
