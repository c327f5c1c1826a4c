import TesseraDiagnostics
import TesseraSyntax

/// String interpolation, the other kind of computed value: text with references
/// inside it, as Style Dictionary writes `"1px solid {color.border}"`,
/// `"{size.base}px"` or `"Hello {name}"`.
///
/// Importers write one as `{"$interpolation": "…"}`; like `$expression` it is read
/// only when ``ReadingOptions/evaluatesExpressions`` is on. Each reference is
/// replaced by its resolved value's CSS-like text (``TokenValue/interpolationText``),
/// then the text is read as the token's type: a string as it is, numbers and lengths
/// through the expression evaluator (so `"{size.base} * 2px"` works too), colors as
/// CSS colors, and the CSS shorthands of borders, shadows and the `font` property.
/// What cannot be read without guessing is reported (TS0743), never half-read.
extension ValueParser {
    package static let interpolationKey = "$interpolation"
    /// Beside an untyped interpolation, the type an importer's path convention suggests (Style
    /// Dictionary's CTI category): the text is still typed from what it gives, quietly when they agree.
    package static let pathTypeKey = "$pathType"
    /// In a token's `$extensions`, the text its tool wrote when the value was converted (Tokens
    /// Studio's `"45%"` number, read as 0.45): a reference placed in a string places this text, as the
    /// plugin places the written value (`hsl({hue} {sat} {light})` with `sat` = `45%`).
    package static let writtenTextExtension = "com.tessera.written"
    /// In a token's `$extensions`, the unit its importer added to a length written as a plain number
    /// (Tokens Studio's `"64"` spacing, read as 64px): a reference with that unit glued after it
    /// (`"{spacing.12}px"`) places the number, as the tool places the text it holds.
    package static let unitAddedExtension = "com.tessera.unitAdded"
    /// In a token's `$extensions`, a mark that the tool types the token as a line height while its value
    /// is an alias, which takes its target's type (a multiple or a length): Tokens Studio's `lineHeights`
    /// alias of a `text` token holding `"125%"` places that text and reads the multiple 1.25. On text with
    /// references placed (`"{scale.10}rem"`) it says the same: what the text gives reads as a multiple or a length.
    package static let lineHeightAliasExtension = "com.tessera.lineHeightAlias"
    /// The `$extensions` members importers add for reading alone (``writtenTextExtension``,
    /// ``unitAddedExtension``, ``lineHeightAliasExtension``): notes about how the tool wrote a value,
    /// which no output shows or writes.
    package static let readingExtensions: Set<String> = [writtenTextExtension, unitAddedExtension, lineHeightAliasExtension]

    /// Evaluates an interpolated string and reads the result as `type`.
    func interpolated(_ template: JSONValue, as type: TokenType, lengthAs lengthType: TokenType?) -> TokenValue? {
        guard let written = template.stringValue else {
            return invalid(template, "a string with {references} in \(Self.interpolationKey)")
        }
        let position = template.position
        guard let text = substitute(written, at: position) else { return nil }
        func unreadable(_ reason: String) -> TokenValue? {
            // Where a type only labels a token (Style Dictionary), text that is no value of its label is
            // read as what its shape is, or left out, as the same text written in place is.
            if let read = resolver.labelledLiteral(JSONValue(.string(text), at: position), label: type, tokenID: tokenID) {
                return read
            }
            diagnostics.emit(
                .error, .interpolationUnreadable,
                "\(tokenID): \"\(written.truncatedForMessage)\" gives \"\(text.truncatedForMessage)\", which is not a \(type.rawValue): \(reason)",
                at: position, tokenPath: tokenID,
                fixIt: "write the value as a \(type.rawValue) whose members are aliases")
            return nil
        }
        switch type {
        case .string:
            return .string(text)
        case .dimension, .number, .duration:
            guard let operand = evaluate(text, at: position) else { return nil }
            return result(of: operand, as: type, lengthAs: lengthType, text: text, at: position)
        case .fontWeight:
            if let weight = FontWeightKeyword.table[text] { return .fontWeight(weight) }
            guard let operand = evaluate(text, at: position) else { return nil }
            return result(of: operand, as: type, lengthAs: nil, text: text, at: position)
        case .color:
            if let color = CSSColorParser.parse(text) { return .color(color) }
            if !strict, let value = webOnlyValue(text, as: .color, at: position) { return value }
            // `rgba({color.brand}, 0.5)` becomes `rgba(#ff0000, 0.5)`, which the evaluator reads.
            guard case .success = Expression.parse(text) else { return unreadable("not a CSS color") }
            guard let operand = evaluate(text, at: position) else { return nil }
            return result(of: operand, as: type, lengthAs: nil, text: text, at: position)
        case .fontFamily:
            let names = CSSShorthand.fontFamilies(text[...])
            return names.isEmpty ? unreadable("no font name") : .fontFamily(names)
        case .boolean:
            guard let flag = ["true": true, "false": false][text] else { return unreadable("neither true nor false") }
            return .boolean(flag)
        case .strokeStyle:
            guard StrokeStyle.keywords.contains(text) else {
                return unreadable("not one of \(StrokeStyle.keywords.joined(separator: ", "))")
            }
            return .strokeStyle(.keyword(text))
        case .cubicBezier:
            guard let curve = CSSShorthand.cubicBezier(text) else { return unreadable("not cubic-bezier(x1, y1, x2, y2) or a CSS easing name") }
            return .cubicBezier(curve)
        case .border:
            switch CSSShorthand.border(text) {
            case .success(let border): return .border(border)
            case .failure(let problem): return unreadable(problem.reason)
            }
        case .shadow:
            return placedShadow(text, at: position, unreadable: unreadable)
        case .typography:
            switch CSSShorthand.font(text) {
            case .success(let typography): return .typography(typography)
            case .failure(let problem): return unreadable(problem.reason)
            }
        case .gradient where CSSLinearGradient.isGradient(text):
            // CSS gradient text with its references placed, read as the same text written out.
            return cssGradient(JSONValue(.string(text), at: position), text).map(TokenValue.gradient)
        case .transition:
            if !strict, let value = webOnlyValue(text, as: .transition, at: position) { return value }
            guard let transition = CSSShorthand.transition(text, namingProperty: true) else {
                return unreadable("not a CSS transition (a duration, a timing function, an optional delay)")
            }
            return .transition(transition)
        case .gradient:
            return unreadable("Tessera reads no \(type.rawValue) shorthand")
        }
    }

    /// An untyped interpolated string (`"0 0 0 {border.width} {border.color}"`): typed from the text
    /// it gives once its references are placed, as an untyped literal is typed from its shape.
    /// - Parameter typedOnly: Whether plain text is refused (a DTCG-shaped file: only a value whose text shows its type is read).
    func interpolatedUntyped(_ template: JSONValue, typedOnly: Bool = false, pathType: TokenType? = nil) -> TokenValue? {
        guard let written = template.stringValue, let text = substitute(written, at: template.position) else {
            return typedOnly ? nil : interpolated(template, as: .string, lengthAs: nil)
        }
        var type = TypeInference.infer(JSONValue(.string(text), at: template.position)) ?? .string
        // Text that shows no type of its own is read as its path suggests ("12px - 1px" a length), except a
        // CSS gradient, which Style Dictionary passes through and which no value of the category holds.
        let gradient = text.trimmingSpaces.prefix { $0 != "(" }.hasSuffix("gradient") && text.contains("(")
        if let pathType, type == .string, !gradient { type = pathType }
        if typedOnly || gradient && pathType != nil, type == .string, text.contains("("), let function = text.split(separator: "(").first?.split(separator: " ").last {
            // CSS text a browser reads (`linear-gradient(45deg, …)`): valid in its tool, no value Tessera reads (rule 1).
            _ = leaveOut(
                .missingType, reason: "it is CSS text (\(function)(…))",
                message: "token \(tokenID) has no $type, and \"\(written.truncatedForMessage)\" gives CSS text (\(function)(…)) that no token type reads",
                at: template.position, fixIt: "give the token a $type and a value of that type")
            return nil
        }
        if typedOnly, type == .string, resolver.options.valuesAreCSSText, !strict {
            // Tokens Studio and Style Dictionary write the text into CSS as it is (`"{space.4} 0"` a padding
            // shorthand, `"1px solid {ink}"` a border): valid in the tool, no single value an app has (rule 1).
            _ = leaveOut(
                .missingType, reason: "it is CSS text (\(text.truncatedForMessage)) that no token type reads",
                message: "token \(tokenID) has no $type, and \"\(written.truncatedForMessage)\" gives \"\(text.truncatedForMessage)\", CSS text its build writes as it is (a shorthand) and no token type reads",
                at: template.position, fixIt: "give the token a $type and a value of that type, or split the shorthand into tokens")
            return nil
        }
        if typedOnly, type == .string {
            diagnostics.emit(
                .error, .missingType,
                "token \(tokenID) has no $type, and \"\(written.truncatedForMessage)\" gives \"\(text.truncatedForMessage)\", which shows none",
                at: template.position, tokenPath: tokenID, fixIt: "add \"$type\" to the token or its group")
            return nil
        }
        // Warned unless the text shows no type, or shows the one its path suggests.
        if pathType.map({ $0 != type }) ?? (type != .string) {
            let suggested = pathType.map { " (its path suggests \($0.rawValue), which Style Dictionary does not apply to text with references)" } ?? ""
            diagnostics.emit(
                .warning, .inferredType,
                "token \(tokenID) has no type; \"\(written.truncatedForMessage)\" gives \"\(text.truncatedForMessage)\", read as \(type.rawValue)\(suggested)",
                at: template.position, tokenPath: tokenID, fixIt: "add \"$type\": \"\(type.rawValue)\" to the token or its group")
        }
        return interpolated(template, as: type, lengthAs: nil)
    }

    /// The template with each `{reference}` replaced by its resolved value's text;
    /// `nil` after reporting every reference that could not be placed.
    private func substitute(_ template: String, at position: SourcePosition) -> String? {
        var text = ""
        var rest = template[...]
        var complete = true
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let reference = String(rest[open...close])
            if var replacement = referenceText(reference, at: position) {
                dropUnitAdded(to: reference, from: &replacement, following: rest[rest.index(after: close)...], at: position)
                text += replacement
                guard fitsLengthLimit(text, at: position) else { return nil }
            } else {
                complete = false
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        return complete ? text : nil
    }

    /// A reference with a unit written right after it (`"{spacing.12}px"`, `"{scale.2}rem"`,
    /// `"(min-width: {bp.sm}px)"`) whose target was written as a plain number (`"64"`), to which its importer
    /// added a unit (``unitAddedExtension``: Tokens Studio's unitless lengths are pixels): the tool places the
    /// text it holds, `64`, whatever unit follows, so the number alone is placed here too (`64px`, `64rem`),
    /// not `64pxpx` or `64pxrem`. A target written with its unit (`"4px"`) keeps it, and gives `4pxpx`, as in the tool.
    private func dropUnitAdded(to reference: String, from replacement: inout String, following: Substring, at position: SourcePosition) {
        let unit = following.prefix { $0.isLetter || $0 == "%" }
        guard !unit.isEmpty, case .token(let offset) = resolver.lookupAlias(reference, at: position, tokenID: tokenID),
            let added = addedUnit(of: offset, at: position), replacement.hasSuffix(added)
        else { return }
        let number = replacement.dropLast(added.count)
        guard !number.isEmpty, Double(number) != nil else { return }
        replacement = String(number)
    }

    /// The unit an importer added to token `offset`'s plain number (``unitAddedExtension``), followed through
    /// aliases and through a computed value with no unit of its own (`"2 / {base}"`, `base` = `"16"`): the tool
    /// computes that from the numbers it holds and holds `0.125`, a plain number too. A computed value counts
    /// when its text outside references holds only numbers and operators, and every reference in it names
    /// such a plain number (the same added unit) or a number; `nil` for anything else.
    private func addedUnit(of offset: Int, at position: SourcePosition) -> String? {
        var known: [Int: String?] = [:]
        return addedUnit(of: offset, at: position, depth: 0, known: &known)
    }

    /// ``addedUnit(of:at:)`` with each token's answer kept: a value whose references branch into
    /// others, level after level, is still asked about each token once.
    private func addedUnit(of offset: Int, at position: SourcePosition, depth: Int, known: inout [Int: String?]) -> String? {
        if let answer = known[offset] { return answer }
        let answer = computedAddedUnit(of: offset, at: position, depth: depth, known: &known)
        known[offset] = answer
        return answer
    }

    private func computedAddedUnit(of offset: Int, at position: SourcePosition, depth: Int, known: inout [Int: String?]) -> String? {
        if let added = extensionText(Self.unitAddedExtension, of: offset, at: position) { return added }
        guard depth < 16, resolver.options.referencesAreTextual,
            let written = resolver.document.tokens[offset].value.objectValue?[Self.expressionKey]?.stringValue
        else { return nil }
        var unit: String?
        var rest = written[...]
        var outside = ""
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            outside += rest[..<open]
            guard case .token(let target) = resolver.lookupAlias(String(rest[open...close]), at: position, tokenID: tokenID),
                target != offset
            else { return nil }
            if let added = addedUnit(of: target, at: position, depth: depth + 1, known: &known) {
                guard unit == nil || unit == added else { return nil }
                unit = added
            } else if case .number(_)? = resolver.resolveNested(target, referencedBy: tokenID, at: position) {
                // A multiplier (`1.5`) keeps the result a plain number.
            } else {
                return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        outside += rest
        guard outside.allSatisfy({ $0.isNumber || " .+-*/()".contains($0) }) else { return nil }
        return unit
    }

    /// The longest text, in UTF-8 bytes, that placing referenced values in a string may make.
    /// Far more than any design value; it stops strings that each place another token twice
    /// from doubling at every level.
    static let interpolationLimit = 100_000

    /// Whether `text` is within ``interpolationLimit``; reports at the template when not.
    private func fitsLengthLimit(_ text: String, at position: SourcePosition) -> Bool {
        guard text.utf8.count > Self.interpolationLimit else { return true }
        diagnostics.emit(
            .error, .valueExpandsTooFar,
            "the value of \(tokenID) is longer than \(Self.interpolationLimit) bytes once the values it references are placed in it",
            at: position, tokenPath: tokenID,
            fixIt: "reference fewer tokens, or write the text out")
        return false
    }

    /// The text of a referenced token's value; `nil` after a diagnostic (a broken
    /// reference, a cycle, or a value with no text form).
    private func referenceText(_ reference: String, at position: SourcePosition) -> String? {
        guard case .token(let offset) = resolver.lookupAlias(reference, at: position, tokenID: tokenID) else { return nil }
        if let placed = placedTextOfLeftOut(offset) { return placed }
        guard let value = resolver.resolveNested(offset, referencedBy: tokenID, at: position) else { return nil }
        if let written = writtenText(of: offset, at: position) { return written }
        if let text = value.interpolationText { return text }
        let target = resolver.document.tokens[offset]
        diagnostics.emit(
            .error, .interpolationWithoutText,
            "\(tokenID) places \(target.id) in a string, but \(target.id) is a \(value.type.rawValue), which has no one-line text form",
            at: position, tokenPath: tokenID,
            notes: [("\(target.id) is defined here", target.position, target.id)],
            fixIt: "reference the \(value.type.rawValue)'s members, or the whole token as the value")
        return nil
    }

    /// Shadow text with its references placed (kept out of the interpolation's own frame, which long
    /// chains nest): a shadow without a color, valid CSS drawn in the text color, is left out as the
    /// written text is (rule 1); other text that is no shadow is `unreadable`'s.
    @inline(never)
    private func placedShadow(_ text: String, at position: SourcePosition, unreadable: (String) -> TokenValue?) -> TokenValue? {
        switch CSSShorthand.shadow(text) {
        case .success(let layers): return .shadow(layers)
        case .failure(let problem) where problem.leftToThePage && !strict && resolver.options.referencesAreTextual:
            return shadowWithoutColor(at: position).map(TokenValue.shadow)
        case .failure(let problem): return unreadable(problem.reason)
        }
    }
}

extension ValueParser {
    /// The text a token left out for its own value was written with, when references are textual and
    /// it is a quantity or a color:
    /// Tokens Studio places a token's text wherever a reference names it, whatever the token's type,
    /// so a `color` token holding `80%` (no color) still gives `rgba({white}, {opacity.80})` its alpha,
    /// and a `dimension` token holding `120%` (no length) a typography its line height. The importer
    /// keeps the text (``writtenTextExtension``) beside its left-out marker; `nil` for any other token,
    /// whose reference resolves as usual (a left-out token's referrer is left out with it, TS0311), and
    /// in strict mode, where the left-out value is an error.
    func placedTextOfLeftOut(_ offset: Int) -> String? {
        guard !strict, resolver.options.referencesAreTextual else { return nil }
        let token = resolver.document.tokens[offset]
        // A color token holding a color's channels (`"255, 255, 255"`), left out as no color: its text
        // is what `rgba({…}, 0.32)` places.
        if token.declaredType == .color, let text = token.value.stringValue, Self.isColorChannelList(text) { return text }
        guard Self.leftOutReason(token.value, options: resolver.options) != nil,
            let written = token.extensions?.objectValue?[Self.writtenTextExtension]?.stringValue
        else { return nil }
        // Only a quantity or a color (`80%`, `0.5`, `120%`), which reads as a value where it is placed; other
        // text (`Expanded Medium`) leaves its referrers out with it.
        switch Expression.parse(written) {
        case .success(.number), .success(.color): return written
        default: return nil
        }
    }

    /// ``placedTextOfLeftOut(_:)`` for a reference written as `{a.b}` that names a token exactly
    /// (looked up quietly: any other reference resolves, and is reported, as usual).
    func placedTextOfLeftOut(reference json: JSONValue) -> String? {
        guard resolver.options.referencesAreTextual, let text = json.stringValue,
            case .success(let id) = AliasSyntax.tokenID(text), let offset = resolver.offset(of: id)
        else { return nil }
        return placedTextOfLeftOut(offset)
    }

    /// The text the tool wrote for token `offset`'s value, or the value it aliases (a few steps), when an
    /// importer kept it (``writtenTextExtension``) and references are textual.
    fileprivate func writtenText(of offset: Int, at position: SourcePosition) -> String? {
        extensionText(Self.writtenTextExtension, of: offset, at: position)
    }

    /// The text of an importer's `$extensions` member `key` on token `offset`, or on the token it aliases
    /// (a few steps), when references are textual.
    fileprivate func extensionText(_ key: String, of offset: Int, at position: SourcePosition) -> String? {
        guard resolver.options.referencesAreTextual else { return nil }
        var current = offset
        for _ in 0..<16 {
            let token = resolver.document.tokens[current]
            if let written = token.extensions?.objectValue?[key]?.stringValue { return written }
            // An alias, or an importer's computed alias (a number aliasing a number is computed to convert its target).
            let written = token.value.stringValue ?? token.value.objectValue?[Self.expressionKey]?.stringValue
            guard let alias = written?.trimmingSpaces, AliasSyntax.looksLikeAlias(String(alias)),
                !alias.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" }),
                case .token(let next) = resolver.lookupAlias(String(alias), at: position, tokenID: tokenID), next != current
            else { return nil }
            current = next
        }
        return nil
    }
}

extension TokenValue {
    /// The value as CSS-like text, as Style Dictionary places it in a string:
    /// `#rrggbb` (`#rrggbbaa` when translucent), `16px`, `200ms`, `1.5`,
    /// `1px solid #000000`, shadows as `[inset] x y blur spread color`.
    /// `nil` for values with no one-line form (typography, gradients, transitions,
    /// dashed stroke styles).
    var interpolationText: String? {
        switch self {
        case .color(let color):
            color.alpha >= 1 ? color.srgbHex : color.srgbHex + ColorValue.hexByte(color.alpha)
        case .dimension(let length): formatNumber(length.value) + length.unit.rawValue
        case .duration(let duration): formatNumber(duration.value) + duration.unit.rawValue
        case .number(let number), .fontWeight(let number): formatNumber(number)
        case .string(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .fontFamily(let names): names.joined(separator: ", ")
        case .cubicBezier(let curve):
            "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map { formatNumber($0) }.joined(separator: ", ")))"
        case .strokeStyle(.keyword(let keyword)): keyword
        case .border(let border):
            TokenValue.strokeStyle(border.style).interpolationText.flatMap { style in
                [TokenValue.dimension(border.width).interpolationText, style, TokenValue.color(border.color).interpolationText]
                    .compactMap { $0 }.joined(separator: " ")
            }
        case .shadow(let layers):
            layers.map { layer in
                ((layer.inset ? ["inset"] : []) + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { formatNumber($0.value) + $0.unit.rawValue }
                    + [TokenValue.color(layer.color).interpolationText ?? ""]).joined(separator: " ")
            }.joined(separator: ", ")
        case .strokeStyle, .typography, .gradient, .transition: nil
        }
    }
}
