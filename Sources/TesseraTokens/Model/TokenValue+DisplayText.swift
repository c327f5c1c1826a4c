extension TokenValue {
    /// The value on one line for a person (`tessera resolve`): sRGB colors as hex, other
    /// color spaces in CSS notation (`color(display-p3 1 0.5 0)`, `oklch(0.7 0.1 250)`),
    /// dimensions as `16px`, composites compact (`1px solid #d1d1d6`,
    /// `Inter 16px/1.5 weight 400`, gradients as `0%: #000000, 100%: #ffffff`). Numbers are rounded to 4 decimals.
    public var displayText: String {
        switch self {
        case .color(let color): Self.displayText(color)
        case .dimension(let length): Self.displayText(length)
        case .duration(let duration): Self.number(duration.value) + duration.unit.rawValue
        case .number(let number), .fontWeight(let number): Self.number(number)
        case .string(let text): "\"\(text)\""
        case .boolean(let flag): flag ? "true" : "false"
        case .fontFamily(let names): names.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ", ")
        case .cubicBezier(let curve):
            "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(Self.number).joined(separator: ", ")))"
        case .strokeStyle(let style): Self.displayText(style)
        case .border(let border):
            "\(Self.displayText(border.width)) \(Self.displayText(border.style)) \(Self.displayText(border.color))"
        case .transition(let transition):
            "\(TokenValue.duration(transition.duration).displayText) \(TokenValue.cubicBezier(transition.timingFunction).displayText)"
                + " delay \(TokenValue.duration(transition.delay).displayText)"
        case .shadow(let layers):
            layers.map { layer in
                ((layer.inset ? ["inset"] : []) + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(Self.displayText)
                    + [Self.displayText(layer.color)]).joined(separator: " ")
            }.joined(separator: ", ")
        case .gradient(let stops):
            stops.map { "\(Self.number($0.position * 100))%: \(Self.displayText($0.color))" }.joined(separator: ", ")
        case .typography(let type):
            Self.displayText(type)
        }
    }

    private static func displayText(_ type: Typography) -> String {
        var parts = [
            TokenValue.fontFamily(Array(type.fontFamily.prefix(1))).displayText,
            "\(displayText(type.fontSize))/\(number(type.lineHeight))",
            "weight \(number(type.fontWeight))",
        ]
        if type.letterSpacing.value != 0 { parts.append("letter-spacing \(displayText(type.letterSpacing))") }
        if let textCase = type.textCase { parts.append(textCase) }
        if let decoration = type.textDecoration { parts.append(decoration) }
        if RuntimeValueRules.isItalic(type.fontStyle) { parts.append("italic") }
        return parts.joined(separator: " ")
    }

    private static func displayText(_ length: DimensionValue) -> String {
        number(length.value) + length.unit.rawValue
    }

    private static func displayText(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .custom(let dashes, let lineCap): "dashes \(dashes.map(displayText).joined(separator: " ")) \(lineCap)"
        }
    }

    /// `#0a84ff`, `#0a84ff at 50%`, or CSS notation outside sRGB: `color(display-p3 1 0.5 0 / 0.5)`.
    private static func displayText(_ color: ColorValue) -> String {
        if color.colorSpace == .srgb {
            // From the components, which decide when a legacy hex disagrees with them.
            let hex = color.srgbHex.lowercased()
            return color.alpha >= 1 ? hex : "\(hex) at \(number(color.alpha * 100))%"
        }
        let components = color.components.map { $0.numberValue.map(number) ?? "none" }.joined(separator: " ")
        let alpha = color.alpha >= 1 ? "" : " / \(number(color.alpha))"
        switch color.colorSpace {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch:
            return "\(color.colorSpace.rawValue)(\(components)\(alpha))"
        default:
            return "color(\(color.colorSpace.rawValue) \(components)\(alpha))"
        }
    }

    private static func number(_ value: Double) -> String {
        formatNumber(roundedForMessage(value, fractionDigits: 4))
    }
}
