import TesseraSyntax
import TesseraTokens

/// A resolved value as the page draws it: `t`, the text `tessera resolve` prints, and the numbers
/// the preview needs, computed here. CSS the page applies (colors, shadows, gradients, easing) is
/// built from numbers and keywords only; the one CSS string that holds token text, a font stack,
/// is quoted here and set through the style object, never as markup.
enum DocsValue {
    static func write(_ value: TokenValue, remBase: Double, into json: inout ScriptJSON) {
        json.raw("{")
        json.member("t", value.displayText, first: true)
        switch value {
        case .color(let color):
            writeColor(color, into: &json)
        case .dimension(let length):
            json.member("px", number: points(length, remBase: remBase))
        case .fontFamily(let names):
            json.member("font", fontStack(names))
            if let first = firstFamily(names) { json.member("fam", first) }
        case .fontWeight(let weight), .number(let weight):
            json.member("n", number: weight)
        case .duration(let duration):
            json.member("ms", number: duration.seconds * 1000)
        case .cubicBezier(let curve):
            json.member("ease", cubicBezier(curve))
        case .strokeStyle(let style):
            json.member("line", lineStyle(style))
        case .border(let border):
            json.member("px", number: points(border.width, remBase: remBase))
            json.member("line", lineStyle(border.style))
            json.member("css", cssColor(border.color))
            json.member("hex", border.color.srgbHex)
        case .transition(let transition):
            json.member("ms", number: transition.duration.seconds * 1000)
            json.member("delay", number: transition.delay.seconds * 1000)
            json.member("ease", cubicBezier(transition.timingFunction))
        case .shadow(let layers):
            json.member("shadow", layers.map { layer in
                ((layer.inset ? ["inset"] : []) + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { css(points($0, remBase: remBase)) + "px" }
                    + [cssColor(layer.color)]).joined(separator: " ")
            }.joined(separator: ", "))
            json.member("hex", layers.map(\.color.srgbHex).joined(separator: " "))
        case .gradient(let stops):
            json.member(
                "gradient",
                "linear-gradient(90deg, " + stops.map { "\(cssColor($0.color)) \(css($0.position * 100))%" }.joined(separator: ", ") + ")")
            json.member("hex", stops.map(\.color.srgbHex).joined(separator: " "))
        case .typography(let type):
            json.member("font", fontStack(type.fontFamily))
            if let first = firstFamily(type.fontFamily) { json.member("fam", first) }
            json.member("px", number: points(type.fontSize, remBase: remBase))
            json.member("n", number: type.fontWeight)
            json.member("lh", number: type.lineHeight)
            json.member("ls", number: points(type.letterSpacing, remBase: remBase, fontSize: points(type.fontSize, remBase: remBase)))
            if let textCase = type.textCase, ["uppercase", "lowercase", "capitalize"].contains(textCase) { json.member("case", textCase) }
            if let decoration = type.textDecoration, ["underline", "line-through"].contains(decoration) { json.member("deco", decoration) }
            if RuntimeValueRules.isItalic(type.fontStyle) { json.member("style", "italic") }
        case .string, .boolean:
            break
        }
        json.raw("}")
    }

    private static func writeColor(_ color: ColorValue, into json: inout ScriptJSON) {
        json.member("hex", color.srgbHex)
        json.member("css", cssColor(color))
        json.member("space", color.colorSpace.rawValue)
        json.member("alpha", number: color.alpha)
    }

    /// Points: 1px is a point, rem and em count `remBase` (or the font size for em inside a text style).
    static func points(_ length: DimensionValue, remBase: Double, fontSize: Double? = nil) -> Double {
        switch length.unit {
        case .px: length.value
        case .rem: length.value * remBase
        case .em: length.value * (fontSize ?? remBase)
        }
    }

    /// CSS for a color: sRGB as `#rrggbb` or `#rrggbbaa`, other spaces in CSS Color 4 notation
    /// (the same text `resolve` prints), with the sRGB hex as the fallback the page sets first.
    static func cssColor(_ color: ColorValue) -> String {
        guard color.colorSpace != .srgb else {
            let hex = color.srgbHex
            guard color.alpha < 1 else { return hex }
            let alpha = Int((min(max(color.alpha, 0), 1) * 255).rounded())
            return hex + (alpha < 16 ? "0" : "") + String(alpha, radix: 16)
        }
        return TokenValue.color(color).displayText
    }

    static func cubicBezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(" + [curve.x1, curve.y1, curve.x2, curve.y2].map(css).joined(separator: ", ") + ")"
    }

    /// A CSS border style: a keyword, or `dashed` for a custom dash pattern.
    static func lineStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): StrokeStyle.keywords.contains(keyword) ? keyword : "solid"
        case .custom: "dashed"
        }
    }

    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
        "-apple-system", "BlinkMacSystemFont",
    ]

    /// The first family the token names that is not a generic one, quoted: the page checks whether it is installed.
    static func firstFamily(_ names: [String]) -> String? {
        names.first { !genericFamilies.contains($0) }.map { fontStack([$0], fallback: false) }
    }

    /// A CSS font stack: each family quoted as a CSS string (backslash, quote and line breaks
    /// escaped), then, with `fallback`, a generic family when the token names none.
    static func fontStack(_ names: [String], fallback: Bool = true) -> String {
        let generic = genericFamilies
        var parts = names.map { name -> String in
            if generic.contains(name) { return name }
            var quoted = "\""
            for scalar in name.unicodeScalars {
                switch scalar {
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                default:
                    if scalar.value < 0x20 || scalar == "\u{7F}" { quoted += "\\" + String(scalar.value, radix: 16) + " " } else { quoted.unicodeScalars.append(scalar) }
                }
            }
            return quoted + "\""
        }
        if fallback, !names.contains(where: generic.contains) { parts.append("system-ui") }
        return parts.joined(separator: ", ")
    }

    /// A number for CSS: no exponent, at most four decimals.
    static func css(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10000).rounded() / 10000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let text = String(rounded)
        return text.contains("e") ? "0" : text
    }
}
