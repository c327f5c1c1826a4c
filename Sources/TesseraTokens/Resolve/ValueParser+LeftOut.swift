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
        if type == .color, let what = Self.cssColorTextNotRead(text) {
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is \(what)",
                    message: "\(tokenID) is \"\(text.truncatedForMessage)\": \(what); valid CSS, with no color value in an app",
                    at: position, fixIt: "give it a color such as #1a1a1a, or keep it in a set the app does not read"))
        }
        if type == .dimension || type == .number || type == .duration, Self.layoutKeywords.contains(text.lowercased()) {
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is the CSS keyword \(text)",
                    message: "\(tokenID) is the CSS keyword \"\(text)\", which a browser resolves at layout; it has no \(type.rawValue) value in an app",
                    at: position, fixIt: "give it a \(type.rawValue) value"))
        }
        if type == .color, Self.cssColorKeywordsWithoutColor.contains(text.trimmingSpaces.lowercased()) {
            return .some(
                leaveOut(
                    .invalidValue, reason: "it is the CSS keyword \(text.trimmingSpaces)",
                    message: "\(tokenID) is the CSS keyword \"\(text.trimmingSpaces)\", which takes its color from the element a browser styles; it has no color value in an app",
                    at: position, fixIt: "give it a color such as #1a1a1a, or keep it in a set the app does not read"))
        }
        return nil
    }

    /// CSS keywords a stylesheet may put where a color belongs that name no color: the
    /// CSS-wide keywords and `currentColor` take it from the element being styled, and `none`
    /// is how Style Dictionary teams write "no color" for a CSS property (`border-color: none`
    /// is dropped by the browser). `transparent` is a color and is read as one.
    static let cssColorKeywordsWithoutColor: Set<String> = [
        "inherit", "initial", "unset", "revert", "revert-layer", "currentcolor", "none",
    ]

    /// CSS color functions Tessera does not implement (`color-mix()`, `light-dark()`).
    static let cssColorFunctionsNotRead: Set<String> = ["color-mix", "light-dark", "device-cmyk", "contrast-color"]

    /// What CSS text where a color belongs is, when it is valid CSS that gives no single color: a
    /// gradient, a color function Tessera does not implement, or relative color syntax that computes
    /// its channels (`oklch(from {x} calc(l * 0.9) c h)`). `nil` for anything else (a malformed color stays an error).
    static func cssColorTextNotRead(_ text: String) -> String? {
        let lowercased = text.trimmingSpaces.lowercased()
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
