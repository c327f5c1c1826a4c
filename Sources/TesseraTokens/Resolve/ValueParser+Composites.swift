import TesseraSyntax
import TesseraDiagnostics

extension ValueParser {
    // MARK: Stroke style

    func strokeStyle(_ json: JSONValue) -> StrokeStyle? {
        if let keyword = json.stringValue {
            guard StrokeStyle.keywords.contains(keyword) else {
                return invalid(json, "one of \(StrokeStyle.keywords.joined(separator: ", ")) or a {dashArray, lineCap} object")
            }
            return .keyword(keyword)
        }
        guard let object = json.objectValue else {
            return invalid(json, "a stroke style keyword or a {dashArray, lineCap} object")
        }
        guard checkMembers(object, allowed: ["dashArray", "lineCap"], in: "strokeStyle") else { return nil }
        guard let dashJSON = object["dashArray"] else {
            diagnostics.emit(
                .error, .missingSubValue, "strokeStyle \(tokenID) is missing \"dashArray\"", at: json.position,
                tokenPath: tokenID)
            return nil
        }
        guard let capJSON = object["lineCap"] else {
            diagnostics.emit(
                .error, .missingSubValue, "strokeStyle \(tokenID) is missing \"lineCap\"", at: json.position,
                tokenPath: tokenID, fixIt: "add \"lineCap\": \"round\", \"butt\" or \"square\"")
            return nil
        }
        guard let dashes = dereference(dashJSON) else { return nil }
        guard let items = dashes.arrayValue, !items.isEmpty else {
            return invalid(dashes, "a non-empty dashArray of dimensions")
        }
        var dashArray: [DimensionValue] = []
        for item in items {
            guard case .dimension(let length)? = parse(item, as: .dimension) else { return nil }
            dashArray.append(length)
        }
        guard let cap = dereference(capJSON) else { return nil }
        guard let lineCap = cap.stringValue, StrokeStyle.lineCaps.contains(lineCap) else {
            return invalid(cap, "a lineCap of \"round\", \"butt\" or \"square\"")
        }
        return .custom(dashArray: dashArray, lineCap: lineCap)
    }

    // MARK: Border and transition

    func border(_ json: JSONValue) -> Border? {
        guard let object = json.objectValue else { return invalid(json, "a border object {color, width, style}") }
        guard checkMembers(object, allowed: ["color", "width", "style"], in: "border") else { return nil }
        let missing = ["color", "width", "style"].filter { object[$0] == nil }
        if !strict, resolver.options.referencesAreTextual, !missing.isEmpty, missing.count < 3 {
            // Tokens Studio and Style Dictionary write the members given (`1px #ccc`) and leave the rest to
            // the element's own stroke: valid in its tool, no border an app can draw (rule 1).
            let list = missing.map { "\"\($0)\"" }.joined(separator: " and ")
            _ = leaveOut(
                .missingSubValue, reason: "its border has no \(list)",
                message: "border \(tokenID) has no \(list); its tool leaves \(missing.count == 1 ? "it" : "them") to the element's own stroke, so it is no border an app can draw",
                at: json.position)
            return nil
        }
        let color = subValue(object, "color", .color, in: "border", at: json.position)
        let width = subValue(object, "width", .dimension, in: "border", at: json.position)
        let style = subValue(object, "style", .strokeStyle, in: "border", at: json.position)
        guard case .color(let c)? = color, case .dimension(let w)? = width, case .strokeStyle(let s)? = style else {
            return nil
        }
        return Border(color: c, width: w, style: s)
    }

    func transition(_ json: JSONValue) -> Transition? {
        if !strict, let text = json.stringValue, let transition = CSSShorthand.transition(String(text.trimmingSpaces), namingProperty: true) {
            // CSS `transition` text, as Style Dictionary and web teams write it.
            legacy(json, "transition written as CSS transition text; DTCG 2025.10 uses transition objects",
                   fixIt: "write {\"duration\", \"delay\", \"timingFunction\"}", onlyTheForm: true)
            return transition
        }
        guard var object = json.objectValue else {
            return invalid(json, "a transition object {duration, delay, timingFunction}")
        }
        // CSS's longhand names (`timing-function`), as for typography.
        if !strict { object = Self.camelCased(object) }
        guard checkMembers(object, allowed: ["duration", "delay", "timingFunction"], in: "transition") else { return nil }
        let duration = subValue(object, "duration", .duration, in: "transition", at: json.position)
        let delay: TokenValue?
        if object["delay"] == nil, !strict {
            diagnostics.emit(
                .warning, .missingSubValue, "transition \(tokenID) has no \"delay\"; 0ms was used",
                at: json.position, tokenPath: tokenID, fixIt: "add \"delay\": {\"value\": 0, \"unit\": \"ms\"}")
            delay = .duration(DurationValue(0, .ms))
        } else {
            delay = subValue(object, "delay", .duration, in: "transition", at: json.position)
        }
        let timing = subValue(object, "timingFunction", .cubicBezier, in: "transition", at: json.position)
        guard case .duration(let d)? = duration, case .duration(let l)? = delay, case .cubicBezier(let t)? = timing else {
            return nil
        }
        return Transition(duration: d, delay: l, timingFunction: t)
    }

    // MARK: Shadow

    func shadow(_ json: JSONValue) -> [ShadowLayer]? {
        if let items = json.arrayValue {
            guard !items.isEmpty else { return invalid(json, "a shadow object or a non-empty array of them") }
            var layers: [ShadowLayer] = []
            for item in items {
                if isReference(item) {
                    // A reference to another shadow token contributes all its layers.
                    guard case .shadow(let referenced)? = resolveReference(item, expecting: .shadow),
                        fitsExpansionLimit(layers.count + referenced.count, "layers", at: item)
                    else { return nil }
                    layers.append(contentsOf: referenced)
                } else {
                    guard let layer = shadowLayer(item) else { return nil }
                    layers.append(layer)
                }
            }
            return layers
        }
        if !strict, let text = json.stringValue {
            // CSS `box-shadow` text, as Style Dictionary and web teams write shadows.
            switch CSSShorthand.shadow(text) {
            case .success(let layers):
                legacy(json, "shadow written as CSS box-shadow text; DTCG 2025.10 uses shadow objects", fixIt: "write {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\"} objects", onlyTheForm: true)
                return layers
            case .failure(let problem) where problem.leftToThePage && resolver.options.referencesAreTextual:
                // `0 3px 4px`: valid box-shadow text, drawn in the element's text color, as an object without one is.
                return shadowWithoutColor(at: json.position)
            case .failure(let problem):
                return invalid(json, "a shadow object, or CSS box-shadow text (\(problem.reason))")
            }
        }
        return shadowLayer(json).map { [$0] }
    }

    /// A shadow with no color, as Style Dictionary and Tokens Studio write the members given (`0 1px 2px`,
    /// as text or as an object): CSS draws it in the element's text color (`currentColor`), no color an
    /// app's shadow has, so it is left out (rule 1). Always `nil`.
    func shadowWithoutColor(at position: SourcePosition) -> [ShadowLayer]? {
        _ = leaveOut(
            .missingSubValue, reason: "its shadow has no color",
            message: "shadow \(tokenID) has no \"color\"; CSS draws it in the element's text color (currentColor), which is no shadow color an app can draw",
            at: position)
        return nil
    }

    private func shadowLayer(_ json: JSONValue) -> ShadowLayer? {
        guard let object = json.objectValue else {
            return invalid(json, "a shadow object {color, offsetX, offsetY, blur, spread, inset}")
        }
        let allowed: [String] = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]
        guard checkMembers(object, allowed: allowed, in: "shadow") else { return nil }
        if !strict, resolver.options.referencesAreTextual, object["color"] == nil {
            return shadowWithoutColor(at: json.position).map { $0[0] }
        }
        let color = subValue(object, "color", .color, in: "shadow", at: json.position)
        let offsetX = subValue(object, "offsetX", .dimension, in: "shadow", at: json.position)
        let offsetY = subValue(object, "offsetY", .dimension, in: "shadow", at: json.position)
        let blur = subValue(object, "blur", .dimension, in: "shadow", at: json.position)
        let spread: TokenValue?
        if object["spread"] == nil, !strict {
            diagnostics.emit(
                .warning, .missingSubValue, "shadow \(tokenID) has no \"spread\"; 0px was used",
                at: json.position, tokenPath: tokenID, fixIt: "add \"spread\": {\"value\": 0, \"unit\": \"px\"}")
            spread = .dimension(DimensionValue(0, .px))
        } else {
            spread = subValue(object, "spread", .dimension, in: "shadow", at: json.position)
        }
        var inset = false
        if let insetJSON = object["inset"] {
            if let flag = insetJSON.boolValue {
                inset = flag
            } else if !strict, let word = insetJSON.stringValue?.trimmingSpaces.lowercased(), ["inset", "true"].contains(word) {
                // Style Dictionary's and sd-transforms' shadow transforms write `inset` when the member is
                // set: the word `inset` (as CSS writes it), or `true`, is an inset shadow.
                inset = true
                legacy(insetJSON, "shadow \(tokenID) writes inset as the string \"\(word)\"; read as true", fixIt: "write \"inset\": true")
            } else {
                return invalid(insetJSON, "inset true or false")
            }
        }
        guard case .color(let c)? = color, case .dimension(let x)? = offsetX, case .dimension(let y)? = offsetY,
            case .dimension(let b)? = blur, case .dimension(let s)? = spread
        else { return nil }
        return ShadowLayer(color: c, offsetX: x, offsetY: y, blur: b, spread: s, inset: inset)
    }

    /// The most layers a shadow, or stops a gradient, may have once the tokens it references
    /// are put in place. Far more than anything drawn; it stops references that each take in
    /// another token twice from doubling a value at every level.
    static let expansionLimit = 1_000

    /// Whether a shadow or gradient of `count` parts is within ``expansionLimit``; reports at the
    /// reference that takes it past the limit when not.
    private func fitsExpansionLimit(_ count: Int, _ parts: String, at reference: JSONValue) -> Bool {
        guard count > Self.expansionLimit else { return true }
        diagnostics.emit(
            .error, .valueExpandsTooFar,
            "the value of \(tokenID) has \(count) \(parts) with this reference in place; at most \(Self.expansionLimit) are read",
            at: reference.position, tokenPath: tokenID,
            fixIt: "reference fewer tokens, or write the \(parts) out")
        return false
    }

    // MARK: Gradient

    func gradient(_ json: JSONValue) -> [GradientStop]? {
        if !strict, let text = json.stringValue, CSSLinearGradient.isGradient(text) { return cssGradient(json, text) }
        guard let items = json.arrayValue, !items.isEmpty else {
            return invalid(json, "a non-empty array of gradient stops {color, position}")
        }
        var stops: [GradientStop] = []
        for item in items {
            if isReference(item) {
                guard case .gradient(let referenced)? = resolveReference(item, expecting: .gradient),
                    fitsExpansionLimit(stops.count + referenced.count, "stops", at: item)
                else { return nil }
                stops.append(contentsOf: referenced)
                continue
            }
            guard let object = item.objectValue else { return invalid(item, "a gradient stop {color, position}") }
            guard checkMembers(object, allowed: ["color", "position"], in: "gradient stop") else { return nil }
            let color = subValue(object, "color", .color, in: "gradient stop", at: item.position)
            let position = subValue(object, "position", .number, in: "gradient stop", at: item.position)
            guard case .color(let c)? = color, case .number(var p)? = position else { return nil }
            if !(0...1).contains(p) {
                diagnostics.emit(
                    .warning, .valueOutOfRange,
                    "gradient stop position \(formatNumber(p)) of \(tokenID) is outside 0 to 1 and was clamped",
                    at: object["position"]?.position, tokenPath: tokenID)
                p = min(max(p, 0), 1)
            }
            stops.append(GradientStop(color: c, position: p))
        }
        return stops
    }

    /// CSS gradient text, as Style Dictionary and web teams write gradients: a `linear-gradient()`
    /// is read as its stops, each color a CSS color or a reference, each position filled in as CSS
    /// does (the angle has no place in a DTCG gradient, which leaves the direction to the app).
    /// Other gradient functions, layered backgrounds and stops placed by length are valid CSS
    /// with no DTCG gradient: left out (rule 1), as the Tokens Studio reader leaves them out.
    func cssGradient(_ json: JSONValue, _ text: String) -> [GradientStop]? {
        let problem: (reason: String, message: String)
        switch (CSSLinearGradient.layers(text)?.count ?? 1, CSSLinearGradient.parse(text)) {
        case (let layers, _) where layers > 1:
            problem = ("it layers \(layers) CSS gradients", "layers \(layers) CSS gradients, which one DTCG gradient cannot hold")
        case (_, .failure(.notLinear(let function))):
            problem = ("it is a CSS \(function)()", "is a CSS \(function)(), whose shape a DTCG gradient cannot hold (only linear gradients are read)")
        case (_, .failure(.unreadable(let reason))):
            problem = ("its CSS gradient cannot be read", "has the CSS gradient \"\(text.truncatedForMessage)\", which cannot be read as a DTCG gradient: \(reason)")
        case (_, .success(let parsed)):
            // What the stops do not carry is said, so two gradients that differ only there are not silently one.
            let direction = parsed.angle == 180 ? "" : "; its direction (\(formatNumber(parsed.angle))deg) has no place in one: the app that draws it chooses"
            let hints = parsed.droppedHints.isEmpty ? "" : "; its transition hints (\(parsed.droppedHints.joined(separator: ", "))) have no place in one and are not read"
            legacy(
                json, "gradient written as CSS linear-gradient text; DTCG 2025.10 uses an array of stops\(direction)\(hints)",
                fixIt: "write [{\"color\": …, \"position\": 0}, …], positions from 0 to 1",
                onlyTheForm: direction.isEmpty && hints.isEmpty)
            let stops = parsed.stops.map { stop in
                JSONValue(
                    .object(JSONObject([
                        ("color", JSONValue(.string(stop.color), at: json.position)),
                        ("position", JSONValue(.number(JSONNumber(stop.position, isIntegerLiteral: false)), at: json.position)),
                    ], at: json.position)),
                    at: json.position)
            }
            return gradient(JSONValue(.array(stops), at: json.position))
        }
        _ = leaveOut(
            .invalidValue, reason: problem.reason, message: "\(tokenID) \(problem.message)", at: json.position,
            fixIt: "write it as one linear-gradient() with percentages, or as an array of stops {color, position}")
        return nil
    }

    // MARK: Typography

    func typography(_ json: JSONValue) -> Typography? {
        guard var object = json.objectValue else {
            return invalid(json, "a typography object {fontFamily, fontSize, fontWeight, letterSpacing, lineHeight}")
        }
        // Style Dictionary teams write CSS's names (`font-family`, `line-height`): the same members.
        if !strict { object = Self.camelCased(object) }
        let allowed: [String] = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        let designToolExtras: [String] = [
            "textCase", "textDecoration", "fontStyle", "paragraphSpacing", "paragraphIndent", "textTransform",
        ]
        guard checkMembers(object, allowed: allowed, lenientExtras: designToolExtras, in: "typography") else { return nil }
        if !strict, resolver.options.referencesAreTextual, object["fontSize"] == nil {
            // Tokens Studio applies the members given and keeps the text's own size for the rest (a theme's
            // `{"fontFamily": "{fontFamilies.secondary}"}` swaps the family alone); Style Dictionary passes
            // such an object on as written. Valid in its tool, no text style an app can set (rule 1). The
            // members given are still read first, so a reference among them to nothing stays the error it is.
            var membersRead = true
            for (key, type) in [("fontFamily", TokenType.fontFamily), ("fontWeight", .fontWeight), ("letterSpacing", .dimension)]
            where object[key] != nil && subValue(object, key, type, in: "typography", at: json.position) == nil {
                membersRead = false
            }
            if let written = object["lineHeight"], isReference(written), lineHeight(written, fontSize: DimensionValue(16, .px)) == nil {
                membersRead = false
            }
            guard membersRead else { return nil }
            _ = leaveOut(
                .missingSubValue, reason: "its typography has no font size",
                message: "typography \(tokenID) has no \"fontSize\"; its tool keeps the size of the text it styles, so it is no text style an app can set",
                at: json.position)
            return nil
        }
        // Outside strict mode a typography may name only some members, as Tokens Studio and CSS
        // shorthands (`font: 600 14px mono`) allow; the others take the platform's initial values:
        // the system font, weight 400, no extra letter spacing, and line height `normal`, about 1.2
        // for most fonts and close to what iOS lays out when no line height is set. fontSize stays required.
        var defaulted: [(member: String, value: String, fix: String)] = []
        let family: TokenValue?
        if object["fontFamily"] == nil, !strict {
            defaulted.append(("fontFamily", "the system font", "\"fontFamily\": \"system-ui\""))
            family = .fontFamily(["system-ui"])
        } else {
            family = subValue(object, "fontFamily", .fontFamily, in: "typography", at: json.position)
        }
        let size = subValue(object, "fontSize", .dimension, in: "typography", at: json.position)
        let weight: TokenValue?
        if object["fontWeight"] == nil, !strict {
            defaulted.append(("fontWeight", "weight 400", "\"fontWeight\": 400"))
            weight = .fontWeight(400)
        } else {
            weight = subValue(object, "fontWeight", .fontWeight, in: "typography", at: json.position)
        }
        let letterSpacing: TokenValue?
        if object["letterSpacing"] == nil, !strict {
            defaulted.append(("letterSpacing", "0px", "\"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}"))
            letterSpacing = .dimension(DimensionValue(0, .px))
        } else if !strict, let written = object["letterSpacing"], let share = Self.percentage(written) {
            letterSpacing = .dimension(percentLetterSpacing(share, written: written, fontSize: size))
        } else {
            letterSpacing = subValue(object, "letterSpacing", .dimension, in: "typography", at: json.position)
        }
        // Every member is checked before giving up, so one run reports all of a token's problems.
        var lineHeight: Double?
        if object["lineHeight"] == nil, !strict {
            defaulted.append(("lineHeight", "1.2 (CSS normal)", "\"lineHeight\": 1.2"))
            lineHeight = Self.normalLineHeight
        } else if case .dimension(let fontSize)? = size {
            lineHeight = self.lineHeight(object, fontSize: fontSize, at: json)
        }
        if !defaulted.isEmpty {
            diagnostics.emit(
                .warning, .missingSubValue,
                "typography \(tokenID) has no " + defaulted.map { "\"\($0.member)\"" }.joined(separator: " and no ") + "; "
                    + defaulted.map(\.value).joined(separator: " and ") + (defaulted.count == 1 ? " was used" : " were used"),
                at: json.position, tokenPath: tokenID, fixIt: "add " + defaulted.map(\.fix).joined(separator: ", "))
        }
        guard case .fontFamily(let f)? = family, case .dimension(let s)? = size, case .fontWeight(let w)? = weight,
            case .dimension(let l)? = letterSpacing, let lineHeight
        else { return nil }
        if strict {
            return Typography(fontFamily: f, fontSize: s, fontWeight: w, letterSpacing: l, lineHeight: lineHeight, textCase: nil, textDecoration: nil)
        }
        // Design tools' text case, decoration and font style (Terrazzo and CSS's `font-style`, which
        // slants the text: `italic` is never dropped; `normal` is the upright default, kept as none),
        // references resolved like every other member.
        func text(_ key: String) -> String? {
            guard let written = object[key] else { return nil }
            if isReference(written), case .string(let resolved)? = resolveReference(written, expecting: .string) { return resolved }
            return written.stringValue.flatMap { AliasSyntax.looksLikeAlias($0) ? nil : $0 }
        }
        return Typography(
            fontFamily: f, fontSize: s, fontWeight: w, letterSpacing: l, lineHeight: lineHeight,
            textCase: text("textCase") ?? text("textTransform"), textDecoration: text("textDecoration"),
            fontStyle: text("fontStyle").flatMap { RuntimeValueRules.isItalic($0) ? $0 : nil })
    }

    /// A typography's letter spacing written as a percentage (`"-2%"`), as Figma's text styles keep it
    /// (`{unit: "PERCENT"}`) and exporters built on them write it (TokensBrücke, Cobalt's inputs): a share
    /// of the text's font size, as CSS computes `letter-spacing: -2%` against the font size and Tokens
    /// Studio applies it. So it is that many hundredths of an em, never a share of a viewport or
    /// container, which is what a percentage in a length on its own would be (left out, TS0408). Said once
    /// as a legacy form, with the length in the font size's unit as the fix.
    private func percentLetterSpacing(_ share: Double, written: JSONValue, fontSize: TokenValue?) -> DimensionValue {
        let spacing = DimensionValue(share / 100, .em)
        var fix: String?
        if case .dimension(let size)? = fontSize, size.unit != .em {
            let length = (spacing.value * size.value * 10_000).rounded() / 10_000
            fix = "write {\"value\": \(formatNumber(length)), \"unit\": \"\(size.unit.rawValue)\"}"
        }
        legacy(written, "letterSpacing \"\(written.stringValue ?? "")\" written as a percentage of the font size; read as \(formatNumber(spacing.value))em", fixIt: fix, onlyTheForm: true)
        return spacing
    }

    /// The number of a literal percentage (`"-2%"`, `"1.5 %"`); `nil` for anything else (a reference, a length).
    static func percentage(_ json: JSONValue) -> Double? {
        guard let text = json.stringValue?.trimmingSpaces, text.hasSuffix("%"),
            let number = Double(text.dropLast().trimmingSpacesSubstring), number.isFinite
        else { return nil }
        return number
    }

    /// The line height CSS calls `normal`, read for a typography that has none outside strict mode.
    static let normalLineHeight = 1.2

    /// A number multiplier; outside strict mode also `"150%"` and a length in px or rem (16px to the rem when they differ).
    private func lineHeight(_ object: JSONObject, fontSize: DimensionValue, at json: JSONValue) -> Double? {
        guard let written = object["lineHeight"] else {
            diagnostics.emit(
                .error, .missingSubValue, "typography \(tokenID) is missing \"lineHeight\"",
                at: json.position, tokenPath: tokenID, fixIt: "add \"lineHeight\": 1.2 (a multiple of the font size)")
            return nil
        }
        return lineHeight(written, fontSize: fontSize)
    }

    /// A written line height (a member's value, or the text a reference places).
    private func lineHeight(_ written: JSONValue, fontSize: DimensionValue) -> Double? {
        if let computed = computedObject(written) {
            // A computed line height is a multiple when it has no unit, a length otherwise.
            switch self.computed(computed, at: written, as: .number, lengthAs: .dimension) {
            case .number(let value)?: return plainLineHeight(value, fontSize: fontSize, at: written)
            case .dimension(let length)?: return ratio(length, fontSize: fontSize, at: written)
            default: return nil
            }
        }
        if isReference(written) {
            // The text of a token left out for its own value (`120%` in a dimension token), placed here.
            if let placed = placedTextOfLeftOut(reference: written), placed.hasSuffix("%") || Double(placed) != nil {
                return lineHeight(JSONValue(.string(placed), at: written.position), fontSize: fontSize)
            }
            if !strict, case .dimension(let length)? = resolveReferenceQuietly(written, expecting: .dimension) {
                return ratio(length, fontSize: fontSize, at: written)
            }
            // A text token's text placed here reads as the same text written in place: `"125%"` (typed text or
            // other) is the multiple 1.25, and a keyword a browser resolves (`normal`) leaves the token out.
            if resolver.options.referencesAreTextual, case .string(let placed)? = resolveReferenceQuietly(written, expecting: .string) {
                let text = String(placed.trimmingSpaces)
                if text.hasSuffix("%") { return lineHeight(JSONValue(.string(text), at: written.position), fontSize: fontSize) }
                if !strict, let read = webOnlyValue(text, as: .number, at: written.position) {
                    switch read {
                    case .number(let value)?: return plainLineHeight(value, fontSize: fontSize, at: written)
                    case .dimension(let length)?: return ratio(length, fontSize: fontSize, at: written)
                    default: return nil
                    }
                }
            }
            guard case .number(let value)? = resolveReference(written, expecting: .number) else { return nil }
            return plainLineHeight(value, fontSize: fontSize, at: written)
        }
        if let number = written.numberValue { return plainLineHeight(number.value, fontSize: fontSize, at: written) }
        guard !strict else { return invalid(written, "a lineHeight number (a multiple of the font size)") }
        if let text = written.stringValue, text.hasSuffix("%"), let percent = Double(text.dropLast().trimmingSpacesSubstring) {
            legacy(written, "lineHeight \"\(text)\" written as a percentage", fixIt: "write \(formatNumber(percent / 100))", onlyTheForm: true)
            return percent / 100
        }
        // Reported once, by `ratio`, with the multiple as the fix (a dimension object is no line height).
        guard let length = dimension(written, reportsLegacyForm: false) else { return nil }
        return ratio(length, fontSize: fontSize, at: written)
    }

    /// Whether a line height written as a plain number is in pixels, in Tokens Studio input. The
    /// plugin applies every plain number as pixels in Figma (`24` is a 24px line), while sd-transforms
    /// leaves it a multiple of the font size for CSS (`1.5`). Teams write both, each meaning what it
    /// looks like: a line of 4px or less is no line of text, and one over 4 times its font size no
    /// text setting, so the value says which it is.
    package static func isPlainLineHeightInPixels(_ value: Double) -> Bool {
        value > 4
    }

    /// A line height that is a plain number once placed or computed (`{grid.base} * 3`): pixels by
    /// ``isPlainLineHeightInPixels(_:)`` in Tokens Studio input, whose references place text.
    private func plainLineHeight(_ value: Double, fontSize: DimensionValue, at json: JSONValue) -> Double? {
        guard resolver.options.readsImportedForms, Self.isPlainLineHeightInPixels(value) else { return value }
        return ratio(DimensionValue(value, .px), fontSize: fontSize, at: json)
    }

    private func ratio(_ length: DimensionValue, fontSize: DimensionValue, at json: JSONValue) -> Double? {
        // A px line height over a rem font size (or the reverse) compares at CSS's 16px per rem,
        // the base Tokens Studio applies too (`1rem` text with a `24` line is 1.5).
        let pixelsPerRem = 16.0
        let lengthInFontSizeUnit: Double? =
            switch (length.unit, fontSize.unit) {
            case (.px, .rem): length.value / pixelsPerRem
            case (.rem, .px): length.value * pixelsPerRem
            default: length.unit == fontSize.unit ? length.value : nil
            }
        guard length.unit == .em || lengthInFontSizeUnit != nil, fontSize.value != 0 else {
            return invalid(json, "a lineHeight number, or a length in px or rem")
        }
        let multiplier = length.unit == .em ? length.value : (lengthInFontSizeUnit ?? 0) / fontSize.value
        // Tokens Studio writes line heights in pixels on purpose (the plugin applies them so).
        if resolver.options.readsImportedForms { return multiplier }
        legacy(
            json, "lineHeight given as a length; DTCG 2025.10 uses a multiple of the font size",
            fixIt: "write \(formatNumber((multiplier * 10_000).rounded() / 10_000))", onlyTheForm: true)
        return multiplier
    }

    /// Resolves a reference when it has the expected type, without reporting a mismatch.
    private func resolveReferenceQuietly(_ json: JSONValue, expecting type: TokenType) -> TokenValue? {
        guard let text = json.stringValue, case .token(let offset) = resolver.lookupAlias(text, at: json.position, tokenID: tokenID)
        else { return nil }
        let value = resolver.resolveNested(offset, referencedBy: tokenID, at: json.position)
        return value?.type == type ? value : nil
    }
}
