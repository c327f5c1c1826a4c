import TesseraTokens

/// Swift expressions that construct TesseraTheme values from resolved tokens.
/// Every runtime type is written fully qualified (`TesseraTheme.TokenColor`) so no
/// generated group name can shadow it, and every call has concrete argument types
/// so the type checker does no inference work.
enum SwiftValueExpression {
    static let module = "TesseraTheme"

    /// `TesseraTheme.name`: a type of the run-time module, spelled fully qualified.
    static func runtimeType(_ name: String) -> String {
        module + "." + name
    }

    private static let typeNames: [TokenType: String] = Dictionary(
        uniqueKeysWithValues: TokenType.allCases.map { type in
            switch type {
            case .number: (type, "Swift.Double")
            case .string: (type, "Swift.String")
            case .boolean: (type, "Swift.Bool")
            default: (type, runtimeType("Token" + type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()))
            }
        })

    /// The Swift type a token of this DTCG type is generated as (`TesseraTheme.TokenColor`, `Swift.Double`).
    static func typeName(_ type: TokenType) -> String {
        typeNames[type] ?? ""
    }

    /// Writes `TesseraTheme.` and then `rest` (a type name and what follows it).
    private static func writeRuntime(_ rest: StaticString, into writer: inout SwiftWriter) {
        writer.write(string: module)
        writer.write(".")
        writer.write(rest)
    }

    /// Writes the expression for `Adaptive(value)`, where its type is declared: one call for a color
    /// or a length (`.init(sRGB: …)`, `.rem(1.5)`), `.init(value)` for the others.
    static func writeConstant(_ value: TokenValue, remBase: Double, into writer: inout SwiftWriter) {
        switch value {
        case .color(let color): write(color, asConstant: true, into: &writer)
        case .dimension(let dimension): write(dimension, remBase: remBase, asConstant: true, into: &writer)
        default:
            writer.write(".init(")
            write(value, remBase: remBase, into: &writer)
            writer.write(")")
        }
    }

    /// A Swift expression for `value`; `remBase` is how many points 1rem is.
    static func literal(_ value: TokenValue, remBase: Double = defaultRemBase) -> String {
        var writer = SwiftWriter()
        write(value, remBase: remBase, into: &writer)
        return writer.text
    }

    /// Writes the Swift expression for `value`.
    static func write(_ value: TokenValue, remBase: Double, into writer: inout SwiftWriter) {
        switch value {
        case .color(let color): write(color, into: &writer)
        case .dimension(let value): write(value, remBase: remBase, into: &writer)
        case .fontFamily(let names): write(fontFamily: names, into: &writer)
        case .fontWeight(let weight):
            writeRuntime("TokenFontWeight(", into: &writer)
            writer.write(number: weight)
            writer.write(")")
        case .duration(let duration): write(duration, into: &writer)
        case .cubicBezier(let curve): write(curve, into: &writer)
        case .number(let number): writer.write(number: number)
        case .strokeStyle(let style): write(style, remBase: remBase, into: &writer)
        case .border(let border):
            writer.writeParts(qualifiedBy: module, "TokenBorder(", ")", count: 3, isList: false) { writer, part in
                switch part {
                case 0:
                    writer.write("color: ")
                    write(border.color, into: &writer)
                case 1:
                    writer.write("width: ")
                    write(border.width, remBase: remBase, into: &writer)
                default:
                    writer.write("style: ")
                    write(border.style, remBase: remBase, into: &writer)
                }
            }
        case .transition(let transition):
            writer.writeParts(qualifiedBy: module, "TokenTransition(", ")", count: 3, isList: false) { writer, part in
                switch part {
                case 0:
                    writer.write("duration: ")
                    write(transition.duration, into: &writer)
                case 1:
                    writer.write("delay: ")
                    write(transition.delay, into: &writer)
                default:
                    writer.write("timingFunction: ")
                    write(transition.timingFunction, into: &writer)
                }
            }
        case .shadow(let layers):
            writer.writeParts(qualifiedBy: module, "TokenShadow([", "])", count: layers.count, isList: true) { writer, index in
                write(layers[index], remBase: remBase, into: &writer)
            }
        case .gradient(let stops):
            writer.writeParts(qualifiedBy: module, "TokenGradient([", "])", count: stops.count, isList: true) { writer, index in
                writer.writeParts(qualifiedBy: module, "TokenGradient.Stop(", ")", count: 2, isList: false) { writer, part in
                    if part == 0 {
                        writer.write("color: ")
                        write(stops[index].color, into: &writer)
                    } else {
                        writer.write("position: ")
                        writer.write(number: stops[index].position)
                    }
                }
            }
        case .typography(let typography):
            write(typography, remBase: remBase, into: &writer)
        case .string(let text): SwiftLiteral.write(string: text, into: &writer)
        case .boolean(let flag): writer.write(flag ? "true" : "false")
        }
    }

    private static func write(fontFamily names: [String], into writer: inout SwiftWriter) {
        writer.writeParts(qualifiedBy: module, "TokenFontFamily([", "])", count: names.count, isList: true) { writer, index in
            SwiftLiteral.write(string: names[index], into: &writer)
        }
    }

    private static func write(_ layer: ShadowLayer, remBase: Double, into writer: inout SwiftWriter) {
        writer.writeParts(qualifiedBy: module, "TokenShadowLayer(", ")", count: 6, isList: false) { writer, part in
            switch part {
            case 0:
                writer.write("color: ")
                write(layer.color, into: &writer)
            case 1:
                writer.write("offsetX: ")
                write(layer.offsetX, remBase: remBase, into: &writer)
            case 2:
                writer.write("offsetY: ")
                write(layer.offsetY, remBase: remBase, into: &writer)
            case 3:
                writer.write("blur: ")
                write(layer.blur, remBase: remBase, into: &writer)
            case 4:
                writer.write("spread: ")
                write(layer.spread, remBase: remBase, into: &writer)
            default:
                writer.write(layer.inset ? "inset: true" : "inset: false")
            }
        }
    }

    private static func write(_ typography: Typography, remBase: Double, into writer: inout SwiftWriter) {
        let textCase = RuntimeValueRules.textCase(typography.textCase)
        let decoration = RuntimeValueRules.textDecoration(typography.textDecoration)
        let italic = RuntimeValueRules.isItalic(typography.fontStyle)
        let count = 5 + (textCase == nil ? 0 : 1) + (decoration == nil ? 0 : 1) + (italic ? 1 : 0)
        writer.writeParts(qualifiedBy: module, "TokenTypography(", ")", count: count, isList: false) { writer, part in
            switch part {
            case 0:
                writer.write("fontFamily: ")
                write(fontFamily: typography.fontFamily, into: &writer)
            case 1:
                writer.write("fontSize: ")
                write(typography.fontSize, remBase: remBase, into: &writer)
            case 2:
                writer.write("fontWeight: ")
                writeRuntime("TokenFontWeight(", into: &writer)
                writer.write(number: typography.fontWeight)
                writer.write(")")
            case 3:
                writer.write("letterSpacing: ")
                writeRuntime("TokenDimension(", into: &writer)
                writer.write(number: RuntimeValueRules.letterSpacingPoints(typography, remBase: remBase))
                writer.write(")")
            case 4:
                writer.write("lineHeight: ")
                writer.write(number: typography.lineHeight)
            case 5 where textCase != nil:
                writer.write("textCase: .")
                writer.write(string: textCase ?? "")
            case 5 where decoration != nil, 6 where textCase != nil && decoration != nil:
                writer.write("textDecoration: .")
                writer.write(string: decoration ?? "")
            default:
                writer.write("isItalic: true")
            }
        }
    }

    /// sRGB when the color fits it, Display P3 for wide-gamut colors (clipped to P3 if needed).
    static func color(_ color: ColorValue) -> String {
        var writer = SwiftWriter()
        write(color, into: &writer)
        return writer.text
    }

    /// `asConstant`: as a constant `Adaptive` of it, written where the type is declared (`.init(sRGB: …)`).
    static func write(_ color: ColorValue, asConstant: Bool = false, into writer: inout SwiftWriter) {
        let (useP3, rgb) = RuntimeValueRules.deviceColor(color)
        switch (asConstant, useP3) {
        case (false, false): writeRuntime("TokenColor(sRGB: ", into: &writer)
        case (false, true): writeRuntime("TokenColor(displayP3: ", into: &writer)
        case (true, false): writer.write(".init(sRGB: ")
        case (true, true): writer.write(".init(displayP3: ")
        }
        writer.write(number: rounded(rgb.red))
        writer.write(", ")
        writer.write(number: rounded(rgb.green))
        writer.write(", ")
        writer.write(number: rounded(rgb.blue))
        if color.alpha != 1 {
            writer.write(", alpha: ")
            writer.write(number: rounded(color.alpha))
        }
        writer.write(")")
    }

    /// 1rem in points unless configured: the CSS default font size.
    static let defaultRemBase = 16.0

    /// `rem` stays visible in the code (`.rem(1.5)`); a bare `em`, which has no font size
    /// to be relative to here, is read like `rem`.
    static func dimension(_ dimension: DimensionValue, remBase: Double = defaultRemBase) -> String {
        var writer = SwiftWriter()
        write(dimension, remBase: remBase, into: &writer)
        return writer.text
    }

    /// `asConstant`: as a constant `Adaptive` of it, written where the type is declared (`.points(4)`, `.rem(1.5)`).
    static func write(_ dimension: DimensionValue, remBase: Double, asConstant: Bool = false, into writer: inout SwiftWriter) {
        switch dimension.unit {
        case .px:
            if asConstant { writer.write(".points(") } else { writeRuntime("TokenDimension(", into: &writer) }
            writer.write(number: dimension.value)
        case .rem:
            // The app multiplies by the base; a value that would overflow there is reported here.
            if !(dimension.value * remBase).isFinite { writer.noteNonFiniteNumber() }
            if asConstant { writer.write(".rem(") } else { writeRuntime("TokenDimension.rem(", into: &writer) }
            writer.write(number: dimension.value)
            if remBase != defaultRemBase {
                writer.write(", base: ")
                writer.write(number: remBase)
            }
        case .em:
            if asConstant { writer.write(".points(") } else { writeRuntime("TokenDimension(", into: &writer) }
            writer.write(number: dimension.value * remBase)
        }
        writer.write(")")
    }

    static func write(_ duration: DurationValue, into writer: inout SwiftWriter) {
        writeRuntime("TokenDuration(seconds: ", into: &writer)
        writer.write(number: duration.seconds)
        writer.write(")")
    }

    static func write(_ curve: CubicBezier, into writer: inout SwiftWriter) {
        writeRuntime("TokenCubicBezier(", into: &writer)
        writer.write(number: curve.x1)
        writer.write(", ")
        writer.write(number: curve.y1)
        writer.write(", ")
        writer.write(number: curve.x2)
        writer.write(", ")
        writer.write(number: curve.y2)
        writer.write(")")
    }

    static func write(_ style: StrokeStyle, remBase: Double, into writer: inout SwiftWriter) {
        switch style {
        case .keyword(let keyword):
            writeRuntime("TokenStrokeStyle.", into: &writer)
            writer.write(string: keyword)
        case .custom(let dashes, let cap):
            writer.writeParts(qualifiedBy: module, "TokenStrokeStyle.custom(", ")", count: 2, isList: false) { writer, part in
                if part == 0 {
                    writer.write("dashArray: ")
                    writer.writeParts("[", "]", count: dashes.count, isList: true) { writer, index in
                        write(dashes[index], remBase: remBase, into: &writer)
                    }
                } else {
                    writer.write("lineCap: .")
                    writer.write(string: cap)
                }
            }
        }
    }

    /// Six significant decimals: more than any display shows, and stable output.
    static func rounded(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    /// A short human-readable summary for doc comments (`#1f2328`, `16pt`, `200ms`).
    static func summary(_ value: TokenValue) -> String {
        var writer = SwiftWriter()
        writeSummary(value, into: &writer)
        return writer.text
    }

    static func writeSummary(_ value: TokenValue, into writer: inout SwiftWriter) {
        switch value {
        case .color(let color):
            // An sRGB color usually carries its hex already; converting and formatting costs more.
            let hex = color.colorSpace == .srgb ? (color.hex ?? color.srgbHex) : color.srgbHex
            writer.write(lowercasingASCII: hex)
            if color.alpha != 1 {
                writer.write(" at ")
                // Checked: Int(_:) traps on NaN, and a color computed from huge numbers can carry one.
                writer.write(integer: Int(exactly: (color.alpha * 100).rounded()) ?? 100)
                writer.write("%")
            }
        case .dimension(let dimension):
            writer.write(number: dimension.value)
            writer.write(string: dimension.unit.rawValue)
        case .duration(let duration):
            writer.write(number: duration.value)
            writer.write(string: duration.unit.rawValue)
        case .fontWeight(let weight): writer.write(number: weight)
        case .number(let number): writer.write(number: number)
        case .fontFamily(let names):
            for (index, name) in names.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.write(string: name)
            }
        case .typography(let typography):
            writer.write(string: typography.fontFamily.first ?? "")
            writer.write(" ")
            writer.write(number: typography.fontSize.value)
            writer.write(string: typography.fontSize.unit.rawValue)
            writer.write("/")
            writer.write(number: typography.lineHeight)
            writer.write(" weight ")
            writer.write(number: typography.fontWeight)
        case .shadow(let layers):
            writer.write(integer: layers.count)
            writer.write(layers.count == 1 ? " layer" : " layers")
        case .string(let text): writer.write(string: text.count > 40 ? String(text.prefix(40)) + "…" : text)
        case .boolean(let flag): writer.write(flag ? "true" : "false")
        default: writer.write(string: value.type.rawValue)
        }
    }
}
