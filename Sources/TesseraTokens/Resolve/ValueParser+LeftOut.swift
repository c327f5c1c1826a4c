package import TesseraDiagnostics
package import TesseraSyntax

/// What becomes of a value that is valid in the tool that wrote it but means nothing in an app
/// (a fluid `5vw`, `auto`, `clamp()`, `var(--x)`, a keyword where a number belongs, a function
/// Tessera does not implement). This is the one place that decides it, for every format:
///
/// - outside strict mode the token is left out of every output with one located warning saying
///   why, and every token that refers to it is left out too, each with a TS0311 warning that
///   names the token at the root of the chain and its reason (``TokenResolver``);
/// - in strict mode it is an error.
///
/// A value that is broken in its own tool too (a reference to nothing, a cycle, a malformed
/// value) stays an error in both modes; that is not decided here.
///
/// Importers that meet such a value while translating (Tokens Studio's `"Expanded Medium"`
/// weight, a `clamp()` size) report it themselves, then keep the token with the value
/// `{"$leftOut": "reason"}`, so the token still exists: references to it are left out with
/// it rather than reported as references to nothing.
extension ValueParser {
    package static let leftOutKey = "$leftOut"

    /// The value an importer writes for a token it reported and leaves out.
    package static func leftOutMarker(_ reason: String, at position: SourcePosition) -> JSONValue {
        JSONValue(
            .object(JSONObject([JSONObject.Member(key: leftOutKey, keyPosition: position, value: JSONValue(.string(reason), at: position))])),
            at: position)
    }

    /// The reason of an importer's left-out marker, when `json` is one (read only for imported input).
    static func leftOutReason(_ json: JSONValue, options: ReadingOptions) -> String? {
        guard options.evaluatesExpressions, case .object(let object) = json.kind, object.count == 1 else { return nil }
        return object[leftOutKey]?.stringValue
    }

    /// Leaves this token out (rule 1): a warning outside strict mode, an error in it.
    /// - Parameters:
    ///   - reason: Why, short, as the warnings of the tokens referring to it repeat it ("its unit vw is relative to the viewport").
    ///   - message: The whole message at the value.
    /// - Returns: `nil`, for the parse to return.
    func leaveOut(
        _ code: DiagnosticCode, reason: String, message: String, at position: SourcePosition, fixIt: String? = nil
    ) -> TokenValue? {
        diagnostics.emit(
            strict ? .error : .warning, code, strict ? message + " (--strict: an error)" : message + "; the token is left out",
            at: position, tokenPath: tokenID, fixIt: fixIt)
        if !strict { resolver.markValueLeftOut(reason: reason) }
        return nil
    }

    /// CSS keywords a browser resolves at layout, never a fixed length or number.
    package static let layoutKeywords: Set<String> = [
        "auto", "none", "normal", "inherit", "initial", "unset", "revert", "fit-content", "max-content", "min-content",
        "stretch", "available",
    ]

    /// Text that only a browser gives a value (`var(--x)`, `calc(…)`, `clamp(…)`, `auto` where a length
    /// belongs): left out (rule 1). `.some(nil)` when left out, `nil` when the text is something else.
    func webOnlyValue(_ text: String, as type: TokenType, at position: SourcePosition) -> TokenValue?? {
        if Self.isCSSCommentOnly(text) {
            // `/* */`, a team's placeholder for "no value yet": its CSS build writes the property with a comment
            // for a value, which a browser reads as empty. Valid there, no value in an app (rule 1).
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is a CSS comment, with no value",
                    message: "\(tokenID) is \"\(text.truncatedForMessage)\", a CSS comment its CSS build writes as an empty value; it has no \(type.rawValue) value in an app",
                    at: position, fixIt: "give it a \(type.rawValue) value, or keep it in a set the app does not read"))
        }
        if text.utf8.contains(UInt8(ascii: "(")), let function = Self.cssFunction(in: text) {
            // `calc()` of fixed values is what the browser computes (`calc(1rem * 1.125)`); `evaluate`
            // leaves out one that needs layout (`calc(100% - 4px)`).
            if function == "calc", type == .dimension || type == .number || type == .duration {
                guard let operand = evaluate(text, at: position) else { return .some(nil) }
                return .some(result(of: operand, as: type, lengthAs: nil, text: text, at: position))
            }
            return .some(
                leaveOut(
                    .invalidValue, reason: "it uses the CSS function \(function)()",
                    message: "\(tokenID) is \"\(text.truncatedForMessage)\", which uses the CSS function \(function)(), evaluated by a browser at layout; it has no \(type.rawValue) value in an app",
                    at: position, fixIt: "give it a \(type.rawValue) value, or keep it in a set the app does not read"))
        }
        if Self.typesComputedByFunctions.contains(type), let function = Self.functionNotImplemented(in: text) {
            return .some(
                leaveOut(
                    .invalidValue, reason: "it calls \(function)(), a function Tessera does not implement",
                    message: "\(tokenID) is \"\(text.truncatedForMessage)\", which calls \(function)(), a function its tool computes (such as a Tokens Studio TokenScript function) and Tessera does not implement; it has no \(type.rawValue) value here",
                    at: position, fixIt: "give it a \(type.rawValue) value, or keep it in a set the app does not read"))
        }
        if type == .transition, let properties = CSSShorthand.transitionProperties(text), properties.count > 1 {
            // `opacity 70ms ease-out, transform 70ms ease-out`: valid CSS, one transition for each property,
            // and a transition token holds one, so none of them is its value (rule 1).
            let named = properties.joined(separator: ", ")
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is CSS transitions of the properties \(named)",
                    message: "\(tokenID) is \"\(text.truncatedForMessage)\", one CSS transition for each of the properties \(named); a transition token holds one transition, so it has no transition value in an app",
                    at: position, fixIt: "give it a transition {duration, delay, timingFunction}, or keep it in a set the app does not read"))
        }
        if type == .color, let what = Self.cssColorTextNotRead(text) {
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is \(what)",
                    message: "\(tokenID) is \"\(text.truncatedForMessage)\": \(what); valid CSS, with no color value in an app",
                    at: position, fixIt: "give it a color such as #1a1a1a, or keep it in a set the app does not read"))
        }
        // A CSS-wide keyword (or `currentColor`) where a color belongs takes the color of the element it is
        // used on; `none` where a color, shadow or transition belongs is CSS for "no color" or "no shadow"
        // (the browser drops `border-color: none`), which a DTCG value cannot hold. Valid CSS in the tool
        // that wrote it, with no value in an app (rule 1). `transparent` is a color and is read as one.
        // A CSS-wide keyword (`unset`, `inherit`) where any value belongs is the value of the element it is
        // used on too; `none` where a border or stroke style belongs is CSS for "no border", and `auto` and
        // `hidden` are outline and border styles DTCG's stroke styles do not have.
        let keyword = text.trimmingSpaces.lowercased()
        let contextual = (type == .color && Self.contextualColorKeywords.contains(keyword)) || Self.cssWideKeywords.contains(keyword)
        if contextual || (TokenType.noneMeansNoValue.contains(type) && keyword == "none")
            || (type == .strokeStyle && (keyword == "auto" || keyword == "hidden"))
        {
            let meaning =
                contextual ? "which a browser resolves from where it is used"
                : keyword == "none" ? "CSS for no \(type == .strokeStyle ? "border" : type.rawValue)"
                : "a CSS outline or border style that DTCG's stroke styles do not have"
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is the CSS keyword \(text)",
                    message: "\(tokenID) is the CSS keyword \"\(text)\", \(meaning); it has no \(type.rawValue) value in an app",
                    at: position, fixIt: "give it a \(type.rawValue) value, or keep it in a set the app does not read"))
        }
        // Lengths written side by side (`"2px 4px"`, `"0 0 0 0.75rem"`: a padding shorthand a Style Dictionary
        // project keeps under `spacing`), what its CSS build writes as it is. `evaluate` is where such a shorthand
        // is left out, placed by references or written out alike (rule 1); in a DTCG file it stays malformed.
        if resolver.options.evaluatesExpressions, type == .dimension || type == .number || type == .duration,
            text.utf8.contains(UInt8(ascii: " ")), case .failure(.multipleValues) = Expression.parse(text)
        {
            _ = evaluate(text, at: position)  // (a parse that fails: it reports the shorthand and leaves it out)
            return .some(nil)
        }
        if type == .dimension || type == .number || type == .duration, Self.layoutKeywords.contains(text.lowercased()) {
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is the CSS keyword \(text)",
                    message: "\(tokenID) is the CSS keyword \"\(text)\", which a browser resolves at layout; it has no \(type.rawValue) value in an app",
                    at: position, fixIt: "give it a \(type.rawValue) value"))
        }
        return nil
    }

    /// Whether `text` is CSS comments and nothing else (`/* */`, `/* todo */ /* x */`).
    static func isCSSCommentOnly(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        var sawComment = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\n") {
                index += 1
                continue
            }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") else { return false }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            guard end + 1 < bytes.count else { return false }
            sawComment = true
            index = end + 2
        }
        return sawComment
    }

    /// The types whose value a function call may compute (a color, a length, a number, a time, a weight).
    static let typesComputedByFunctions: Set<TokenType> = [.color, .dimension, .number, .duration, .fontWeight]

    /// The first function that `text` calls and Tessera does not implement, when the text is
    /// otherwise well formed (balanced parentheses): Tokens Studio's TokenScript functions
    /// (`set_chroma(set_lightness({c}, 0.5), 0.1)`, `hue({c})`) are computed by the tool that
    /// wrote them. Names are read outside `{…}` references; CSS functions (which Tessera either
    /// reads or leaves out with their own reason) and the expression functions it evaluates
    /// (`roundTo`, `pow`, `rgba`, …) are not reported here, and a name with a hyphen is CSS's
    /// (`cubic-bezier`, `linear-gradient`). `nil` for anything else: a malformed call stays an error.
    static func functionNotImplemented(in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "(")) else { return nil }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        var depth = 0
        var inReference = false
        var nameStart: Int?
        var unknown: String?
        for (offset, byte) in bytes.enumerated() {
            if inReference {
                if byte == UInt8(ascii: "}") { inReference = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"):
                inReference = true
                nameStart = nil
            case UInt8(ascii: "("):
                depth += 1
                if unknown == nil, let start = nameStart {
                    let name = String(decoding: bytes[start..<offset], as: UTF8.self)
                    let first = bytes[start]
                    let startsAsName = !(first >= 0x30 && first <= 0x39) && first != UInt8(ascii: "-")
                    if startsAsName, !name.contains("-"), !Self.functionsKnown.contains(name.lowercased()),
                        !Expression.functionNames.contains(name), !Self.misspellsAKnownFunction(name)
                    {
                        unknown = name
                    }
                }
                nameStart = nil
            case UInt8(ascii: ")"):
                depth -= 1
                if depth < 0 { return nil }
                nameStart = nil
            default:
                if isNameByte(byte) {
                    if nameStart == nil { nameStart = offset }
                } else {
                    nameStart = nil
                }
            }
        }
        guard depth == 0, !inReference else { return nil }
        return unknown
    }

    /// Whether a name is one letter away from a function Tessera reads (`rgab`, `hsal`, `roundto`):
    /// a typo, broken in its own tool too, so the value stays an error.
    private static func misspellsAKnownFunction(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard lowered.count > 2 else { return false }
        return functionsReadOrComputed.contains { EditDistance.between(lowered, $0, limit: 1) <= 1 }
    }

    /// ``functionsKnown`` and the functions Tessera computes, lowercased: built once, as every
    /// value with a function it does not know is compared with each.
    private static let functionsReadOrComputed = functionsKnown.union(Expression.functionNames.map { $0.lowercased() })

    /// Functions whose text Tessera reads, or leaves out with a reason of their own: CSS's color,
    /// layout and easing functions.
    static let functionsKnown: Set<String> = Set(cssLayoutFunctions).union(cssColorFunctionsNotRead).union([
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "steps", "linear", "url", "attr",
        "round", "mod", "rem", "abs", "sign", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "pow", "sqrt", "hypot",
        "log", "exp",
    ])

    /// CSS keywords that give a color only where they are used: the CSS-wide ones and `currentColor`.
    package static let contextualColorKeywords: Set<String> = cssWideKeywords.union(["currentcolor"])

    /// The keywords CSS accepts for every property, each meaning a value taken from where it is used.
    package static let cssWideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// CSS color functions Tessera does not implement (`color-mix()`, `light-dark()`).
    static let cssColorFunctionsNotRead: Set<String> = ["color-mix", "light-dark", "device-cmyk", "contrast-color"]

    /// What CSS text where a color belongs is, when it is valid CSS that gives no single color: a
    /// gradient, a color function Tessera does not implement, or relative color syntax that computes
    /// its channels (`oklch(from {x} calc(l * 0.9) c h)`). `nil` for anything else (a malformed color stays an error).
    /// Text copied from a CSS declaration with its `;` is read as the declaration's value, as CSS
    /// reads it (``CSSLinearGradient/declarationValue(_:)``): `linear-gradient(…);` is a gradient.
    static func cssColorTextNotRead(_ text: String) -> String? {
        let lowercased = CSSLinearGradient.declarationValue(text).lowercased()
        guard let open = lowercased.firstIndex(of: "("), lowercased.hasSuffix(")") else { return nil }
        let name = String(lowercased[..<open])
        if name.hasSuffix("gradient") { return "a CSS gradient, which a color token cannot hold" }
        if cssColorFunctionsNotRead.contains(name) { return "the CSS color function \(name)(), which Tessera does not implement" }
        let colorFunctions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
        if colorFunctions.contains(name), lowercased[lowercased.index(after: open)...].hasPrefix("from ") {
            return "CSS relative color syntax that computes its channels, which Tessera does not implement"
        }
        return nil
    }

    /// An importer's left-out marker, read: outside strict mode the token is left out quietly (the
    /// importer said why); in strict mode it is an error here.
    func readLeftOutMarker(_ reason: String, at position: SourcePosition) -> TokenValue? {
        if strict {
            diagnostics.emit(
                .error, .valueWithoutAppMeaning, "\(tokenID) has no value an app can use: \(reason) (--strict: an error)",
                at: position, tokenPath: tokenID, fixIt: "give it a value an app can use")
            return nil
        }
        resolver.markValueLeftOut(reason: reason)
        return nil
    }
}
