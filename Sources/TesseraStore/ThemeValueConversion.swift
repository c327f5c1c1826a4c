import TesseraTheme
import TesseraTokens

/// Turns the core's resolved values into the `TesseraTheme` values apps use, by the
/// rules generated code follows: sRGB unless a color needs Display P3, dimensions in
/// points (1px = 1pt, `rem` × the rem base), letter spacing in `em` × the font size.
enum ThemeValueConversion {
    static func color(_ color: ColorValue) -> TokenColor {
        let (isDisplayP3, rgb) = RuntimeValueRules.deviceColor(color)
        return isDisplayP3
            ? TokenColor(displayP3: rgb.red, rgb.green, rgb.blue, alpha: rgb.alpha)
            : TokenColor(sRGB: rgb.red, rgb.green, rgb.blue, alpha: rgb.alpha)
    }

    static func points(_ dimension: DimensionValue, remBase: Double) -> Double {
        RuntimeValueRules.points(dimension, remBase: remBase)
    }

    static func dimension(_ dimension: DimensionValue, remBase: Double) -> TokenDimension {
        TokenDimension(points(dimension, remBase: remBase))
    }

    static func duration(_ duration: DurationValue) -> TokenDuration {
        TokenDuration(seconds: duration.seconds)
    }

    static func cubicBezier(_ curve: CubicBezier) -> TokenCubicBezier {
        TokenCubicBezier(curve.x1, curve.y1, curve.x2, curve.y2)
    }

    static func strokeStyle(_ style: StrokeStyle, remBase: Double) -> TokenStrokeStyle {
        switch style {
        case .keyword(let keyword):
            switch keyword {
            case "dashed": return .dashed
            case "dotted": return .dotted
            case "double": return .double
            case "groove": return .groove
            case "ridge": return .ridge
            case "outset": return .outset
            case "inset": return .inset
            default: return .solid
            }
        case .custom(let dashes, let cap):
            return .custom(
                dashArray: dashes.map { dimension($0, remBase: remBase) },
                lineCap: TokenStrokeStyle.LineCap(rawValue: cap) ?? .butt)
        }
    }

    static func shadowLayer(_ layer: ShadowLayer, remBase: Double) -> TokenShadowLayer {
        TokenShadowLayer(
            color: color(layer.color), offsetX: dimension(layer.offsetX, remBase: remBase),
            offsetY: dimension(layer.offsetY, remBase: remBase), blur: dimension(layer.blur, remBase: remBase),
            spread: dimension(layer.spread, remBase: remBase), inset: layer.inset)
    }

    static func typography(_ typography: Typography, remBase: Double) -> TokenTypography {
        let spacing = RuntimeValueRules.letterSpacingPoints(typography, remBase: remBase)
        return TokenTypography(
            fontFamily: TokenFontFamily(typography.fontFamily),
            fontSize: TokenDimension(points(typography.fontSize, remBase: remBase)),
            fontWeight: TokenFontWeight(typography.fontWeight), letterSpacing: TokenDimension(spacing),
            lineHeight: typography.lineHeight, textCase: textCase(typography.textCase),
            textDecoration: textDecoration(typography.textDecoration), isItalic: RuntimeValueRules.isItalic(typography.fontStyle))
    }

    static func textCase(_ raw: String?) -> TokenTextCase {
        RuntimeValueRules.textCase(raw).flatMap(TokenTextCase.init(rawValue:)) ?? .none
    }

    static func textDecoration(_ raw: String?) -> TokenTextDecoration {
        switch RuntimeValueRules.textDecoration(raw) {
        case "underline": .underline
        case "lineThrough": .lineThrough
        default: .none
        }
    }
}
