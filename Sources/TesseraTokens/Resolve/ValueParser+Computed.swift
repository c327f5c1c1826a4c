import TesseraDiagnostics
import TesseraSyntax

/// Computed values: a value that embeds references and is computed once they
/// are resolved, in each permutation (so `{spacing.base} * 2` follows the theme).
///
/// Importers write one as `{"$expression": "…"}` (or, for text with references in it,
/// `{"$interpolation": "…"}`: `ValueParser+Interpolation`), optionally with a color
/// modifier `"$modify": {"type", "value", "space", "color"?, "format"?}` applied
/// to the result. They are read only when ``ReadingOptions/evaluatesExpressions``
/// is on, which importers set; DTCG files never take this path.
extension ValueParser {
    package static let expressionKey = "$expression"
    package static let modifyKey = "$modify"

    /// The members of `json` when it is a computed value this run evaluates.
    @inline(__always)
    func computedObject(_ json: JSONValue) -> JSONObject? {
        guard resolver.options.evaluatesExpressions, case .object(let object) = json.kind,
            object.contains(Self.expressionKey) || object.contains(Self.interpolationKey) || object.contains(Self.leftOutKey)
        else { return nil }
        return object
    }

    /// Evaluates a computed value and reads the result as `type`.
    /// - Parameter lengthType: The type to read a result with a length unit (px, rem, em) as, when it differs.
    func computed(_ object: JSONObject, at json: JSONValue, as type: TokenType, lengthAs lengthType: TokenType? = nil) -> TokenValue? {
        // An importer's left-out marker inside a value (ValueParser+LeftOut): the importer reported the cause.
        if let marker = object[Self.leftOutKey] {
            resolver.markValueLeftOut(reason: marker.stringValue ?? "its importer left it out")
            return nil
        }
        var operand: ExpressionOperand
        let text: String
        let textPosition: SourcePosition
        if let template = object[Self.interpolationKey] {
            guard object[Self.modifyKey] != nil else { return interpolated(template, as: type, lengthAs: lengthType) }
            // A color written as CSS with references inside (`hsl({h} {s} {l})`), then modified.
            guard case .color(let color)? = interpolated(template, as: .color, lengthAs: nil) else { return nil }
            (operand, text, textPosition) = (.color(color), template.stringValue ?? "", template.position)
        } else {
            guard let expressionJSON = object[Self.expressionKey], let written = expressionJSON.stringValue else {
                return invalid(json, "an expression string in \(Self.expressionKey)")
            }
            guard let evaluated = evaluate(written, at: expressionJSON.position) else { return nil }
            (operand, text, textPosition) = (evaluated, written, expressionJSON.position)
        }
        if let modify = object[Self.modifyKey] {
            guard case .color(let color) = operand else {
                diagnostics.emit(
                    .error, .invalidColorModifier,
                    "\(tokenID) has a color modifier, but its value \(operand.description) is not a color",
                    at: modify.position, tokenPath: tokenID)
                return nil
            }
            guard let modifier = colorModifier(modify) else { return nil }
            let modified = modifier.apply(to: color)
            guard modified.isFinite else {
                diagnostics.emit(
                    .error, .nonFiniteResult, "\(tokenID): the color modifier gives a color with infinite or NaN components",
                    at: modify.position, tokenPath: tokenID, fixIt: "use a modifier amount between -1 and 1")
                return nil
            }
            operand = .color(modified)
        }
        return result(of: operand, as: type, lengthAs: lengthType, text: text, at: textPosition)
    }

    /// An untyped computed value (Tokens Studio evaluates the math in a value whatever its type, so an
    /// `other` token or one whose type names nothing may hold `round({base} * {scale} ^ 2)`): typed
    /// from its result, a color, a length, a duration or else a number.
    func computedUntyped(_ object: JSONObject, at json: JSONValue) -> TokenValue? {
        guard let expressionJSON = object[Self.expressionKey], let text = expressionJSON.stringValue else {
            return invalid(json, "an expression string in \(Self.expressionKey)")
        }
        guard let operand = evaluate(text, at: expressionJSON.position) else { return nil }
        let type: TokenType =
            switch operand {
            case .color: .color
            case .quantity(_, let unit?) where DimensionValue.Unit(rawValue: unit) != nil: .dimension
            case .quantity(_, let unit?) where DurationValue.Unit(rawValue: unit) != nil: .duration
            case .quantity: .number
            }
        return value(of: operand, as: type, text: text, at: expressionJSON.position)
    }

    /// Reads an evaluated operand as `type`, or as `lengthType` when it has a length unit and that differs.
    func result(of operand: ExpressionOperand, as type: TokenType, lengthAs lengthType: TokenType?, text: String, at position: SourcePosition)
        -> TokenValue?
    {
        if let lengthType, case .quantity(_, let unit?) = operand, DimensionValue.Unit(rawValue: unit) != nil {
            return value(of: operand, as: lengthType, text: text, at: position)
        }
        return value(of: operand, as: type, text: text, at: position)
    }

    /// Parses and evaluates an expression; `nil` after a diagnostic.
    func evaluate(_ text: String, at position: SourcePosition) -> ExpressionOperand? {
        let expression: Expression
        switch Expression.parse(text) {
        case .success(let parsed):
            if let unit = parsed.layoutUnitInCalc {
                return leaveOutNil(
                    .invalidExpression, reason: "its calc() uses \(unit), which a browser computes at layout",
                    message: "\(tokenID): \"\(text.truncatedForMessage)\" uses \(unit) inside calc(), which a browser computes at layout; it has no value in an app",
                    at: position, fixIt: "give it a value in px or rem, or keep it in a set the app does not read")
            }
            expression = parsed
        case .failure(let error):
            // A CSS function the web evaluates (calc, clamp, var, min, max, env): valid in its tool, no value in an app.
            if let function = Self.cssFunction(in: text) {
                return leaveOutNil(
                    .invalidExpression, reason: "it uses the CSS function \(function)()",
                    message: "\(tokenID): \"\(text.truncatedForMessage)\" uses the CSS function \(function)(), which a browser evaluates at layout; it has no value in an app",
                    at: position, fixIt: "give it a value in px or rem, or keep it in a set the app does not read")
            }
            // A function its tool computes that Tessera does not implement (`chroma({base})` once Style
            // Dictionary placed the color): valid in that tool, no value here (rule 1), as a literal call is.
            if case .unexpected = error, let function = Self.functionNotImplemented(in: text) {
                return leaveOutNil(
                    .invalidExpression, reason: "it calls \(function)(), a function Tessera does not implement",
                    message: "\(tokenID): \(Self.describe(error, in: text)); it has no value here",
                    at: position, fixIt: "give it a value, or keep it in a set the app does not read")
            }
            // Lengths side by side (`"16px 24px"`, often placed by references: `"{inset.y} {inset.x}"`) are a CSS
            // shorthand (padding, margin), valid where the tool writes it into a stylesheet; one token has
            // one value in an app (rule 1), as the Tokens Studio reader leaves a spacing of two values out.
            if error == .multipleValues {
                return leaveOutNil(
                    .invalidExpression, reason: "it holds several values side by side, a CSS shorthand",
                    message: "\(tokenID): \"\(text.truncatedForMessage)\" holds several values side by side, as a CSS shorthand such as padding writes them; a token has one value in an app",
                    at: position, fixIt: "split it into one token per value, or keep it in a set the app does not read")
            }
            diagnostics.emit(
                .error, .invalidExpression, "\(tokenID): \(Self.describe(error, in: text))",
                at: position, tokenPath: tokenID)
            return nil
        }
        let evaluator = ExpressionEvaluator { id in self.operand(forReference: id, at: position) }
        switch evaluator.evaluate(expression) {
        case .success(let operand): return operand
        case .failure(.unresolvedReference): return nil
        case .failure(.mixedUnits(let first, let second)) where expression.callsCalc:
            // `calc({size.full} - 16px)` with a `100%` size: the browser's layout gives it a value; an app has none.
            return leaveOutNil(
                .invalidExpression, reason: "its calc() combines \(first) and \(second), which a browser computes at layout",
                message: "\(tokenID): \"\(text.truncatedForMessage)\" combines \(first) and \(second) inside calc(), which a browser computes at layout; it has no value in an app",
                at: position, fixIt: "give it a value in px or rem, or keep it in a set the app does not read")
        case .failure(let failure):
            diagnostics.emit(
                .error, failure == .notFinite ? .nonFiniteResult : .expressionFailed,
                "\(tokenID): \"\(text.truncatedForMessage)\" \(failure.message)",
                at: position, tokenPath: tokenID,
                fixIt: failure == .divisionByZero
                    ? "make the divisor non-zero in every theme"
                    : failure == .notFinite ? "keep the numbers and the results within ±1.8e308" : nil)
            return nil
        }
    }

    /// The CSS layout functions a browser evaluates; text using one has no fixed value in an app,
    /// except `calc()` of fixed values, which is computed. `calc` comes last, so `calc(var(--x))`
    /// is reported for the `var()` that stops it.
    static let cssLayoutFunctions = ["clamp", "var", "min", "max", "env", "minmax", "fit-content", "calc"]

    /// The first CSS layout function called in `text` (`clamp(1rem, 2vw, 2rem)` → `clamp`).
    package static func cssFunction(in text: String) -> String? {
        let lowercased = text.lowercased()
        return cssLayoutFunctions.first { lowercased.contains($0 + "(") }
    }

    /// ``leaveOut(_:reason:message:at:fixIt:)`` for a caller that returns an operand.
    private func leaveOutNil(
        _ code: DiagnosticCode, reason: String, message: String, at position: SourcePosition, fixIt: String?
    ) -> ExpressionOperand? {
        _ = leaveOut(code, reason: reason, message: message, at: position, fixIt: fixIt)
        return nil
    }

    /// A sentence for a syntax error.
    package static func describe(_ error: Expression.SyntaxError, in text: String) -> String {
        let quoted = "\"\(text.truncatedForMessage)\""
        return switch error {
        case .multipleValues: "\(quoted) holds several values side by side; a token has one value"
        case .unbalancedParentheses: "\(quoted) has unbalanced parentheses"
        case .unexpected(let rest):
            if let what = cssColorTextNotRead(text) {
                "\(quoted) is \(what); valid CSS, with no color value in an app"
            } else if let function = functionNotImplemented(in: text) {
                "\(quoted) calls \(function)(), a function its tool computes (such as a Tokens Studio TokenScript function) and Tessera does not implement"
            } else {
                "\(quoted) is not a valid expression (at \"\(rest.truncatedForMessage)\")"
            }
        case .empty: "the expression is empty"
        case .tooDeep: "\(quoted) nests too deeply"
        case .tooManyOperators: "\(quoted) has more than \(Expression.maxOperators) operators; split it into several tokens"
        }
    }

    /// The resolved value of a referenced token, as an operand.
    private func operand(forReference id: String, at position: SourcePosition) -> Result<ExpressionOperand, ExpressionEvaluator.Failure> {
        guard case .token(let offset) = resolver.lookupAlias("{\(id)}", at: position, tokenID: tokenID) else {
            return .failure(.unresolvedReference(id))
        }
        // The text of a token left out for its own value (`80%` in a color token), placed as the plugin places it.
        if let placed = placedTextOfLeftOut(offset), case .success(.number(let number, let unit)) = Expression.parse(placed) {
            return .success(.quantity(number, unit: unit))
        }
        guard let value = resolver.resolveNested(offset, referencedBy: tokenID, at: position) else {
            return .failure(.unresolvedReference(id))
        }
        switch value {
        case .number(let number): return .success(.quantity(number, unit: nil))
        case .fontWeight(let weight): return .success(.quantity(weight, unit: nil))
        case .dimension(let dimension): return .success(.quantity(dimension.value, unit: dimension.unit.rawValue))
        case .duration(let duration): return .success(.quantity(duration.value, unit: duration.unit.rawValue))
        case .color(let color): return .success(.color(color))
        case .string where resolver.options.referencesAreTextual:
            // Tokens Studio places the target's text in the expression before evaluating it, so an
            // `other` token holding "0.5rem" is a length there.
            if let operand = Self.textualOperand(value) { return .success(operand) }
            fallthrough
        default:
            let targetID = resolver.document.tokens[offset].id
            diagnostics.emit(
                .error, .referenceTypeMismatch,
                "an expression in \(tokenID) references \(targetID), which is a \(value.type.rawValue); expressions take numbers, dimensions and colors",
                at: position, tokenPath: tokenID,
                notes: [("\(targetID) is defined here", resolver.document.tokens[offset].position, targetID)])
            return .failure(.unresolvedReference(id))
        }
    }

    /// Text read as a number, a length, a duration or a color, the first that reads.
    private static func textualOperand(_ value: TokenValue) -> ExpressionOperand? {
        for type in [TokenType.number, .dimension, .duration, .color] {
            switch value.readTextually(as: type) {
            case .number(let number)?: return .quantity(number, unit: nil)
            case .dimension(let length)?: return .quantity(length.value, unit: length.unit.rawValue)
            case .duration(let duration)?: return .quantity(duration.value, unit: duration.unit.rawValue)
            case .color(let color)?: return .color(color)
            default: continue
            }
        }
        return nil
    }

    /// Reads an operand as a value of `type`. Numbers are rounded to 4 decimals, as Tokens Studio rounds math.
    private func value(of operand: ExpressionOperand, as type: TokenType, text: String, at position: SourcePosition) -> TokenValue? {
        func mismatch() -> TokenValue? {
            diagnostics.emit(
                .error, .expressionFailed,
                "\(tokenID): \"\(text.truncatedForMessage)\" gives \(operand.description), which is not a \(type.rawValue)",
                at: position, tokenPath: tokenID)
            return nil
        }
        if case .color(let color) = operand {
            return type == .color ? .color(color) : mismatch()
        }
        guard case .quantity(let raw, let unit) = operand else { return mismatch() }
        // Past 1e15 there are no decimals to round, and scaling by 10,000 could overflow.
        let number = Swift.abs(raw) < 1e15 ? (raw * 10_000).rounded() / 10_000 : raw
        switch type {
        case .dimension:
            guard let unit = DimensionValue.Unit(rawValue: unit ?? "px") else { return mismatch() }
            return .dimension(DimensionValue(number, unit))
        case .number:
            if unit == "%" { return .number(number / 100) }
            if let unit, unit != "px" {
                // A length relative to a font size where a plain number belongs: valid in its tool
                // (placed as text in CSS), no number an app can use.
                return leaveOut(
                    .expressionFailed, reason: "it is \(operand.description) where a plain number belongs",
                    message: "\(tokenID): \"\(text.truncatedForMessage)\" gives \(operand.description) (\(unit)), where a plain number belongs",
                    at: position, fixIt: "give it a number, or declare it a dimension")
            }
            return .number(number)
        case .fontWeight:
            guard unit == nil, (1...1000).contains(number) else { return mismatch() }
            return .fontWeight(number)
        case .duration:
            guard let unit = DurationValue.Unit(rawValue: unit ?? "ms") else { return mismatch() }
            return .duration(DurationValue(number, unit))
        case .string:
            return .string(operand.description)
        default:
            return mismatch()
        }
    }

    /// Reads a `$modify` object; `nil` after a diagnostic.
    private func colorModifier(_ json: JSONValue) -> ColorModifier? {
        func fail(_ message: String, at position: SourcePosition) -> ColorModifier? {
            diagnostics.emit(.error, .invalidColorModifier, "\(tokenID): \(message)", at: position, tokenPath: tokenID)
            return nil
        }
        guard let object = json.objectValue else { return fail("a color modifier must be an object", at: json.position) }
        guard let kindText = object["type"]?.stringValue, let kind = ColorModifier.Kind(rawValue: kindText) else {
            return fail(
                "the color modifier's \"type\" must be one of \(ColorModifier.Kind.allCases.map(\.rawValue).joined(separator: ", "))",
                at: object["type"]?.position ?? json.position)
        }
        let spaceText = object["space"]?.stringValue ?? "srgb"
        guard let space = ColorModifier.Space(rawValue: spaceText.lowercased()) else {
            return fail(
                "unknown color modifier space \"\(spaceText.truncatedForMessage)\"; Tokens Studio's are srgb, p3, hsl, lch",
                at: object["space"]?.position ?? json.position)
        }
        var format: ColorModifier.Format?
        if let formatJSON = object["format"] {
            guard let text = formatJSON.stringValue, let parsed = ColorModifier.Format(rawValue: text.lowercased()) else {
                return fail("unknown color modifier format; the formats are hex, srgb, p3, hsl, lch", at: formatJSON.position)
            }
            format = parsed
        }
        guard let amountJSON = object["value"] else { return fail("the color modifier has no \"value\"", at: json.position) }
        let amount: Double
        switch amountJSON.kind {
        case .number(let number): amount = number.value
        case .string(let text):
            guard let operand = evaluate(text, at: amountJSON.position) else { return nil }
            guard case .quantity(let number, let unit) = operand, unit == nil || unit == "%" else {
                return fail("the color modifier's value \"\(text.truncatedForMessage)\" is not a number", at: amountJSON.position)
            }
            amount = unit == "%" ? number / 100 : number
        default:
            return fail("the color modifier's value must be a number", at: amountJSON.position)
        }
        var mixColor: ColorValue?
        if kind == .mix {
            guard let colorJSON = object["color"], let text = colorJSON.stringValue else {
                return fail("a mix modifier needs \"color\", the color to mix with", at: json.position)
            }
            if let parsed = CSSColorParser.parse(text) {
                mixColor = parsed
            } else {
                guard let operand = evaluate(text, at: colorJSON.position) else { return nil }
                guard case .color(let color) = operand else {
                    return fail("the mix color \"\(text.truncatedForMessage)\" is not a color", at: colorJSON.position)
                }
                mixColor = color
            }
        }
        return ColorModifier(
            kind: kind, amount: amount, space: space, mixColor: mixColor, format: format,
            multipliesAlpha: object["multipliesAlpha"]?.boolValue ?? false)
    }
}
