import TesseraCore

/// Swift expressions that construct TesseraTheme values from resolved tokens.
/// Every runtime type is written fully qualified (`TesseraTheme.TokenColor`) so no
/// generated group name can shadow it, and every call has concrete argument types
/// so the type checker does no inference work.
enum SwiftValueExpression {
    static let module = "TesseraTheme"

    /// The Swift type a token of this DTCG type is generated as.
    static func typeName(_ type: TokenType) -> String {
        switch type {
        case .color: "\(module).TokenColor"
        case .dimension: "\(module).TokenDimension"
        case .fontFamily: "\(module).TokenFontFamily"
        case .fontWeight: "\(module).TokenFontWeight"
        case .duration: "\(module).TokenDuration"
        case .cubicBezier: "\(module).TokenCubicBezier"
        case .number: "Swift.Double"
        case .strokeStyle: "\(module).TokenStrokeStyle"
        case .border: "\(module).TokenBorder"
        case .transition: "\(module).TokenTransition"
        case .shadow: "\(module).TokenShadow"
        case .gradient: "\(module).TokenGradient"
        case .typography: "\(module).TokenTypography"
        case .string: "Swift.String"
        case .boolean: "Swift.Bool"
        }
    }

    /// A Swift expression for `value`; `remBase` is how many points 1rem is.
    static func literal(_ value: TokenValue, remBase: Double = defaultRemBase) -> String {
        func dimension(_ value: DimensionValue) -> String { self.dimension(value, remBase: remBase) }
        func points(_ value: DimensionValue) -> Double { self.points(value, remBase: remBase) }
        func strokeStyle(_ style: StrokeStyle) -> String { self.strokeStyle(style, remBase: remBase) }
        switch value {
        case .color(let color): return self.color(color)
        case .dimension(let value): return dimension(value)
        case .fontFamily(let names): return "\(module).TokenFontFamily([\(names.map(SwiftLiteral.string).joined(separator: ", "))])"
        case .fontWeight(let weight): return "\(module).TokenFontWeight(\(SwiftLiteral.number(weight)))"
        case .duration(let duration): return self.duration(duration)
        case .cubicBezier(let curve): return cubicBezier(curve)
        case .number(let number): return SwiftLiteral.number(number)
        case .strokeStyle(let style): return strokeStyle(style)
        case .border(let border):
            return "\(module).TokenBorder(color: \(color(border.color)), width: \(dimension(border.width)), style: \(strokeStyle(border.style)))"
        case .transition(let transition):
            return "\(module).TokenTransition(duration: \(duration(transition.duration)), delay: \(duration(transition.delay)), timingFunction: \(cubicBezier(transition.timingFunction)))"
        case .shadow(let layers):
            let items = layers.map { layer in
                "\(module).TokenShadowLayer(color: \(color(layer.color)), offsetX: \(dimension(layer.offsetX)), offsetY: \(dimension(layer.offsetY)), blur: \(dimension(layer.blur)), spread: \(dimension(layer.spread)), inset: \(layer.inset))"
            }
            return "\(module).TokenShadow([\(items.joined(separator: ", "))])"
        case .gradient(let stops):
            let items = stops.map { "\(module).TokenGradient.Stop(color: \(color($0.color)), position: \(SwiftLiteral.number($0.position)))" }
            return "\(module).TokenGradient([\(items.joined(separator: ", "))])"
        case .typography(let typography):
            // DTCG letter spacing in `em` is relative to the font size; the runtime wants points.
            let fontSize = points(typography.fontSize)
            let spacing = typography.letterSpacing.unit == .em
                ? typography.letterSpacing.value * fontSize : points(typography.letterSpacing)
            var arguments = [
                "fontFamily: \(module).TokenFontFamily([\(typography.fontFamily.map(SwiftLiteral.string).joined(separator: ", "))])",
                "fontSize: \(dimension(typography.fontSize))",
                "fontWeight: \(module).TokenFontWeight(\(SwiftLiteral.number(typography.fontWeight)))",
                "letterSpacing: \(module).TokenDimension(\(SwiftLiteral.number(spacing)))",
                "lineHeight: \(SwiftLiteral.number(typography.lineHeight))",
            ]
            if let textCase = typography.textCase.flatMap(textCaseName) { arguments.append("textCase: .\(textCase)") }
            if let decoration = typography.textDecoration.flatMap(decorationName) {
                arguments.append("textDecoration: .\(decoration)")
            }
            return "\(module).TokenTypography(\(arguments.joined(separator: ", ")))"
        case .string(let text): return SwiftLiteral.string(text)
        case .boolean(let flag): return flag ? "true" : "false"
        }
    }

    /// sRGB when the color fits it, Display P3 for wide-gamut colors (clipped to P3 if needed).
    static func color(_ color: ColorValue) -> String {
        let srgb = color.rgb(in: .sRGB)
        let useP3 = color.colorSpace == .displayP3 || (srgb.wasClipped && color.colorSpace != .srgb)
        let rgb = useP3 ? color.rgb(in: .displayP3) : srgb
        let label = useP3 ? "displayP3" : "sRGB"
        let alpha = color.alpha == 1 ? "" : ", alpha: \(SwiftLiteral.number(rounded(color.alpha)))"
        return "\(module).TokenColor(\(label): \(SwiftLiteral.number(rounded(rgb.red))), \(SwiftLiteral.number(rounded(rgb.green))), \(SwiftLiteral.number(rounded(rgb.blue)))\(alpha))"
    }

    /// 1rem in points unless configured: the CSS default font size.
    static let defaultRemBase = 16.0

    /// `rem` stays visible in the code (`.rem(1.5)`); a bare `em`, which has no font size
    /// to be relative to here, is read like `rem`.
    static func dimension(_ dimension: DimensionValue, remBase: Double = defaultRemBase) -> String {
        switch dimension.unit {
        case .px: "\(module).TokenDimension(\(SwiftLiteral.number(dimension.value)))"
        case .rem where remBase == defaultRemBase: "\(module).TokenDimension.rem(\(SwiftLiteral.number(dimension.value)))"
        case .rem: "\(module).TokenDimension.rem(\(SwiftLiteral.number(dimension.value)), base: \(SwiftLiteral.number(remBase)))"
        case .em: "\(module).TokenDimension(\(SwiftLiteral.number(dimension.value * remBase)))"
        }
    }

    static func points(_ dimension: DimensionValue, remBase: Double = defaultRemBase) -> Double {
        switch dimension.unit {
        case .px: dimension.value
        case .rem, .em: dimension.value * remBase
        }
    }

    static func duration(_ duration: DurationValue) -> String {
        "\(module).TokenDuration(seconds: \(SwiftLiteral.number(duration.seconds)))"
    }

    static func cubicBezier(_ curve: CubicBezier) -> String {
        "\(module).TokenCubicBezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(SwiftLiteral.number).joined(separator: ", ")))"
    }

    static func strokeStyle(_ style: StrokeStyle, remBase: Double = defaultRemBase) -> String {
        switch style {
        case .keyword(let keyword): return "\(module).TokenStrokeStyle.\(keyword)"
        case .custom(let dashes, let cap):
            let dashArray = dashes.map { dimension($0, remBase: remBase) }
            return "\(module).TokenStrokeStyle.custom(dashArray: [\(dashArray.joined(separator: ", "))], lineCap: .\(cap))"
        }
    }

    /// Six significant decimals: more than any display shows, and stable output.
    static func rounded(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    private static func textCaseName(_ raw: String) -> String? {
        switch raw.lowercased() {
        case "uppercase", "upper": "uppercase"
        case "lowercase", "lower": "lowercase"
        case "capitalize", "title", "titlecase": "capitalize"
        default: nil
        }
    }

    private static func decorationName(_ raw: String) -> String? {
        switch raw.lowercased() {
        case "underline": "underline"
        case "line-through", "linethrough", "strikethrough": "lineThrough"
        default: nil
        }
    }

    /// A short human-readable summary for doc comments (`#1f2328`, `16pt`, `200ms`).
    static func summary(_ value: TokenValue) -> String {
        switch value {
        case .color(let color):
            // An sRGB color usually carries its hex already; converting and formatting costs more.
            let hex = color.colorSpace == .srgb ? (color.hex?.lowercased() ?? color.srgbHex) : color.srgbHex
            return color.alpha == 1 ? hex : "\(hex) at \(Int((color.alpha * 100).rounded()))%"
        case .dimension(let dimension): return "\(SwiftLiteral.number(dimension.value))\(dimension.unit.rawValue)"
        case .duration(let duration): return "\(SwiftLiteral.number(duration.value))\(duration.unit.rawValue)"
        case .fontWeight(let weight): return SwiftLiteral.number(weight)
        case .number(let number): return SwiftLiteral.number(number)
        case .fontFamily(let names): return names.joined(separator: ", ")
        case .typography(let typography):
            return "\(typography.fontFamily.first ?? "") \(SwiftLiteral.number(typography.fontSize.value))\(typography.fontSize.unit.rawValue)/\(SwiftLiteral.number(typography.lineHeight)) weight \(SwiftLiteral.number(typography.fontWeight))"
        case .shadow(let layers): return "\(layers.count) layer\(layers.count == 1 ? "" : "s")"
        case .string(let text): return text.count > 40 ? String(text.prefix(40)) + "…" : text
        case .boolean(let flag): return flag ? "true" : "false"
        default: return value.type.rawValue
        }
    }
}
